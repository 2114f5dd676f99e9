// The back office's navigation: one line per screen, shown only to roles with its permission.
import type { StaffPermission } from '../../shared/staff-permissions.ts';

export type AdminNavItem = { to: string; label: string; permission: StaffPermission };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  // Orders (issue #17 Part 6): the desk's first screen.
  { to: '/admin/orders', label: 'Orders', permission: 'orders.read' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit' },
  // customer-screens
  { to: '/admin/applications', label: 'Applications', permission: 'applications' },
  { to: '/admin/accounts', label: 'Accounts', permission: 'accounts' },
  { to: '/admin/address-requests', label: 'Address requests', permission: 'address-requests' },
  // content-import
  { to: '/admin/catalogue-import', label: 'Catalogue import', permission: 'catalogue' },
  { to: '/admin/content', label: 'Content', permission: 'content' },
  { to: '/admin/testimonials', label: 'Testimonials', permission: 'content' },
  { to: '/admin/customer-logos', label: 'Customer logos', permission: 'content' },
  // catalogue-admin (issue #19)
  { to: '/admin/products', label: 'Products', permission: 'catalogue' },
  { to: '/admin/categories', label: 'Categories', permission: 'catalogue' },
  // Integrations (issue #19 Part 3): the ERP's keys and the webhooks, owners only.
  { to: '/admin/api-keys', label: 'API keys', permission: 'integrations' },
  { to: '/admin/webhooks', label: 'Webhooks', permission: 'integrations' },
];
