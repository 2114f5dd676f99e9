// The demo content blocks (issue #11 part 8): fictional New Zealand customers and their stories. Names
// are invented; the logos are lettermarks drawn by scripts/draw-customer-logos.ts into public/.
import type { NewContentBlocks, NewTestimonial } from '../content/content.types.ts';

export type DemoLogo = { title: string; type: string };
export type DemoTestimonial = NewTestimonial;

export const CUSTOMER_TYPES = ['Aged care', 'Hospitals', 'Catering', 'Disability support'] as const;

export const DEMO_LOGOS: DemoLogo[] = [
  { title: 'Kowhai Lodge Rest Home', type: 'Aged care' },
  { title: 'Rata House Care', type: 'Aged care' },
  { title: 'Totara Gardens Lifecare', type: 'Aged care' },
  { title: 'Harbourview Retirement Village', type: 'Aged care' },
  { title: 'Pohutukawa Court', type: 'Aged care' },
  { title: 'Matai Hills Care Centre', type: 'Aged care' },
  { title: 'Kauri Coast Hospital', type: 'Hospitals' },
  { title: 'Southern Lakes Surgical', type: 'Hospitals' },
  { title: 'Riverbend Community Hospital', type: 'Hospitals' },
  { title: 'Tasman Day Surgery', type: 'Hospitals' },
  { title: 'Greenstone Catering Co', type: 'Catering' },
  { title: 'Harakeke Kitchens', type: 'Catering' },
  { title: 'Bay Meals on Wheels Trust', type: 'Catering' },
  { title: 'Kumara Kitchen Collective', type: 'Catering' },
  { title: 'Fernleaf School Canteens', type: 'Catering' },
  { title: 'Tui Supported Living', type: 'Disability support' },
  { title: 'Whanau Ora Homes', type: 'Disability support' },
  { title: 'Kereru Community Trust', type: 'Disability support' },
  { title: 'Piwakawaka Respite Care', type: 'Disability support' },
  { title: 'Harbour Access Support', type: 'Disability support' },
];

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  { title: 'Ordering for 60 residents in ten minutes', category: 'Aged care', name: 'Aroha Ngata', jobTitle: 'Facility Manager, Kowhai Lodge Rest Home', quote: 'The Resident Tracker tells me exactly how many packets of each continence product we need for the fortnight. I put the shortfall in the cart and I am done.', url: '/about-us' },
  { title: 'Every wing on one account', category: 'Aged care', name: 'Graham Walker', jobTitle: 'Operations Lead, Totara Gardens Lifecare', quote: 'Our three wings order under one account with their own fast-order lists. Nobody hunts through the catalogue any more.', url: '/about-us' },
  { title: 'Gloves that arrive when we need them', category: 'Aged care', name: 'Mere Tane', jobTitle: 'Clinical Nurse Manager, Rata House Care', quote: 'We order gloves and wipes by case on account, and the deliveries turn up the next working day.', url: '/delivery-returns' },
  { title: 'Standing orders for the night shift', category: 'Aged care', name: 'Dorothy Parata', jobTitle: 'Night Supervisor, Pohutukawa Court', quote: 'The standing order fills the cart every second Monday. I check it, confirm it, and get back to the residents.', url: '/about-us' },
  { title: 'Theatre consumables without the chase', category: 'Hospitals', name: 'Ian Thompson', jobTitle: 'Supply Coordinator, Southern Lakes Surgical', quote: 'Quick order takes our spreadsheet of SKUs as it is. What used to take an afternoon is a paste and a click.', url: '/support-education' },
  { title: 'One supplier for the wards and the kitchen', category: 'Hospitals', name: 'Patricia Wilson', jobTitle: 'Procurement Officer, Kauri Coast Hospital', quote: 'Cleaning chemicals, gloves and nutrition products come on one invoice, with the GST shown the way our finance team wants it.', url: '/about-us' },
  { title: 'Clear prices, clear history', category: 'Hospitals', name: 'Wiremu Anderson', jobTitle: 'Stores Manager, Riverbend Community Hospital', quote: 'Order history lets me find last winter’s order and put it in the cart again in one step.', url: '/about-us' },
  { title: 'Thickener and supplements by the case', category: 'Catering', name: 'Shirley Brown', jobTitle: 'Kitchen Manager, Harakeke Kitchens', quote: 'We buy texture-modified food supplies by the case. The packet sizes are right there on every line.', url: '/support-education' },
  { title: 'Three hundred meals a day', category: 'Catering', name: 'Kevin Smith', jobTitle: 'Head Chef, Bay Meals on Wheels Trust', quote: 'Our weekly kitchen list holds forty products. Add all to cart, change two quantities, confirm the order.', url: '/about-us' },
  { title: 'Food-safe cleaning, sorted', category: 'Catering', name: 'Elsie Taylor', jobTitle: 'Operations Manager, Greenstone Catering Co', quote: 'The cleaning range covers every station in our kitchens, and the safety data is on each product page.', url: '/support-education' },
  { title: 'Support workers order for themselves', category: 'Disability support', name: 'Hemi Williams', jobTitle: 'Service Manager, Tui Supported Living', quote: 'Each house has a buyer on our account. I see every order, and the managers set who can do what.', url: '/about-us' },
  { title: 'Respite stays planned ahead', category: 'Disability support', name: 'Noeline Ngata', jobTitle: 'Coordinator, Piwakawaka Respite Care', quote: 'When a guest books, I add them to the tracker with their products, and the usage summary covers the whole stay.', url: '/about-us' },
  { title: 'Fewer phone calls, fewer mistakes', category: 'Disability support', name: 'Trevor Walker', jobTitle: 'Finance Lead, Kereru Community Trust', quote: 'Orders come in on account with a purchase order number every time. Reconciling the month takes minutes.', url: '/about-us' },
  { title: 'Help when we needed it', category: 'Disability support', name: 'Betty Thompson', jobTitle: 'House Leader, Whanau Ora Homes', quote: 'The support team talked us through the right continence range for each person and set up our lists with us.', url: '/contact-us' },
];

export function logoPathOf(title: string): string {
  return `/images/customers/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.svg`;
}

/** The logos and stories as the content domain writes them. */
export const DEMO_CONTENT: NewContentBlocks = {
  logos: DEMO_LOGOS.map((logo) => ({ ...logo, path: logoPathOf(logo.title) })),
  testimonials: DEMO_TESTIMONIALS,
};
