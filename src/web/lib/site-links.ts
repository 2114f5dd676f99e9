// spec §2 'Footer pages', in the order the footer lists them; the header shows a few of them too.
export type SiteLink = { label: string; to: string };

export const FOOTER_LINKS: SiteLink[] = [
  { label: 'Home', to: '/home' },
  { label: 'New Arrivals', to: '/new-arrivals' },
  { label: 'Specials', to: '/specials' },
  { label: 'Support & Education', to: '/support-education' },
  { label: 'Delivery & Returns', to: '/delivery-returns' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-conditions' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Suppliers', to: '/suppliers' },
  { label: 'Sustainability & Ethics', to: '/sustainability-and-ethics' },
  { label: 'Careers', to: '/about-us#careers' },
  { label: 'Contact Us', to: '/contact-us' },
];

/** The header's extra nav links beside the Products menu. */
export const HEADER_LINKS: SiteLink[] = [
  { label: 'Quick Order', to: '/quick-order' },
  { label: 'Support & Education', to: '/support-education' },
  { label: 'Delivery & Returns', to: '/delivery-returns' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
];

export const COMPANY = {
  name: 'Care Supply Co',
  legalName: 'Care Supply Co Limited',
  phone: '0800 227 378',
  phoneHref: 'tel:+64800227378',
  email: 'orders@caresupply.example',
  address: '14 Carbine Road, Mount Wellington, Auckland 1060',
  hours: 'Monday to Friday, 8am to 5pm',
  social: [
    { label: 'Care Supply Co on Facebook', href: 'https://www.facebook.com/', network: 'facebook' },
    { label: 'Care Supply Co on LinkedIn', href: 'https://www.linkedin.com/', network: 'linkedin' },
    { label: 'Care Supply Co on Instagram', href: 'https://www.instagram.com/', network: 'instagram' },
  ],
} as const;
