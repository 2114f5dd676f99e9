// The signed-in areas, in one list: the My Account dropdown and the mobile menu both draw it, so an
// area that lands (My Account, fast orders, the Resident Tracker) is reachable from both by adding
// its line here, beside its route in the account area of routes.ts.
import type { SiteLink } from '../../lib/site-links.ts';

export const ACCOUNT_LINKS: SiteLink[] = [
  { label: 'My Account', to: '/my-account' },
  { label: 'Order History', to: '/order-history' },
  { label: 'Returns', to: '/my-account/returns' },
  { label: 'Fast Orders', to: '/fast-orders' },
  { label: 'Quick Order', to: '/quick-order' },
  { label: 'Resident Tracker', to: '/resident-orders' },
];
