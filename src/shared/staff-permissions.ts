// What the merchant's staff may do in the back office (issue #17 Part 2), declared once, like the
// customers' account roles (account-roles.ts). An owner runs everything, staff included; staff run
// orders, applications, accounts, address requests, the catalogue and content, and read the audit log
// (only owners manage staff, API keys and webhooks); the warehouse sees orders
// and moves them to processing, dispatched and delivered, and cancels nothing.
export const STAFF_ROLES = ['owner', 'staff', 'warehouse'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'orders.read',
  /** Moves to processing, dispatched and delivered. */
  'orders.move',
  'orders.cancel',
  'applications',
  'accounts',
  'address-requests',
  'audit',
  /** Issue #19: products, pictures, categories, the CSV import and export. */
  'catalogue',
  /** Issue #19: the notice, testimonials, customer logos, the footer's pages, the subscribers' export. */
  'content',
  'staff',
  /** Issue #19: API keys and webhooks for the merchant's ERP. */
  'integrations',
  /** Issue #27: price lists, customer groups and the price check. */
  'pricing',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  staff: STAFF_PERMISSIONS.filter((permission) => permission !== 'staff' && permission !== 'integrations'),
  warehouse: ['orders.read', 'orders.move'],
};

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff', warehouse: 'Warehouse' };

/** Whether a member with `role` may do what needs `permission`. */
export function staffRoleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Everything `role` may do (the back office shows only these in its navigation). */
export function permissionsOf(role: StaffRole): readonly StaffPermission[] {
  return ROLE_PERMISSIONS[role];
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

const PERMISSION_WORDS: Record<StaffPermission, string> = {
  'orders.read': 'see orders',
  'orders.move': 'move orders on',
  'orders.cancel': 'cancel orders',
  applications: 'handle trade applications',
  accounts: 'change customer accounts',
  'address-requests': 'handle address change requests',
  audit: 'read the audit log',
  catalogue: 'change the catalogue',
  content: 'change the store’s content',
  staff: 'manage staff',
  integrations: 'manage API keys and webhooks',
  pricing: 'change price lists and customer groups',
};

/** The 403 message of a role that lacks a permission. */
export function staffPermissionRefusedMessage(role: StaffRole, permission: StaffPermission): string {
  return `Your role (${STAFF_ROLE_LABELS[role]}) does not allow you to ${PERMISSION_WORDS[permission]}. Ask an owner.`;
}
