// The back office's navigation: its screens in groups (issue #26 item 18: an owner's 14 screens wrapped
// the bar at 1440 px), each screen shown only to roles with its permission.
import { staffRoleAllows, type StaffPermission, type StaffRole } from '../../shared/staff-permissions.ts';

/** A screen; `pages`: other addresses that are its pages (the footer's pages are edited from Content). */
export type AdminNavItem = { to: string; label: string; permission: StaffPermission; pages?: readonly string[] };
export type AdminNavGroup = { label: string; items: readonly AdminNavItem[] };

export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = [
  // Orders (issue #17 Part 6): the desk's first screen.
  { label: 'Orders', items: [{ to: '/admin/orders', label: 'Orders', permission: 'orders.read' }] },
  {
    label: 'Customers',
    items: [
      { to: '/admin/applications', label: 'Applications', permission: 'applications' },
      { to: '/admin/accounts', label: 'Accounts', permission: 'accounts' },
      { to: '/admin/address-requests', label: 'Address requests', permission: 'address-requests' },
    ],
  },
  {
    label: 'Catalogue',
    items: [
      { to: '/admin/products', label: 'Products', permission: 'catalogue' },
      { to: '/admin/categories', label: 'Categories', permission: 'catalogue' },
      { to: '/admin/catalogue-import', label: 'Catalogue import', permission: 'catalogue' },
    ],
  },
  {
    label: 'Content',
    items: [
      { to: '/admin/content', label: 'Content', permission: 'content', pages: ['/admin/content-pages'] },
      { to: '/admin/testimonials', label: 'Testimonials', permission: 'content' },
      { to: '/admin/customer-logos', label: 'Customer logos', permission: 'content' },
    ],
  },
  {
    label: 'Settings',
    items: [
      { to: '/admin/staff', label: 'Staff', permission: 'staff' },
      { to: '/admin/audit', label: 'Audit log', permission: 'audit' },
      // Integrations (issue #19 Part 3): the ERP's keys and the webhooks, owners only.
      { to: '/admin/api-keys', label: 'API keys', permission: 'integrations' },
      { to: '/admin/webhooks', label: 'Webhooks', permission: 'integrations' },
    ],
  },
];

export const ADMIN_NAV: readonly AdminNavItem[] = ADMIN_NAV_GROUPS.flatMap((group) => group.items);

/** The groups `role` sees, each with the screens it may use; a group with none is left out. */
export function navGroupsFor(role: StaffRole): AdminNavGroup[] {
  return ADMIN_NAV_GROUPS.map((group) => ({ label: group.label, items: group.items.filter((item) => staffRoleAllows(role, item.permission)) })).filter((group) => group.items.length > 0);
}

/** Whether `pathname` is the screen `to` or one of its pages (an order under the orders list). */
export const isWithin = (pathname: string, to: string): boolean => pathname === to || pathname.startsWith(`${to}/`);

/** Whether `pathname` is `item`'s screen or one of its pages. */
export const isOnScreen = (pathname: string, item: AdminNavItem): boolean => isWithin(pathname, item.to) || (item.pages ?? []).some((page) => isWithin(pathname, page));
