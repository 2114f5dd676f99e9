// spec §2 'Footer pages', in the order the footer lists them. The header's links are nav items (GET
// /api/nav-items, hidden per account by rest_acc); its external link and the footer's social links are settings.
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

export const COMPANY = {
  name: 'Care Supply Co',
  legalName: 'Care Supply Co Limited',
  phone: '0800 227 378',
  phoneHref: 'tel:+64800227378',
  email: 'orders@caresupply.example',
  address: '14 Carbine Road, Mount Wellington, Auckland 1060',
  hours: 'Monday to Friday, 8am to 5pm',
} as const;
