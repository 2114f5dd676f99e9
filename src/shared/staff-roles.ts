// The merchant's staff roles (issue #17 Part 2): an owner runs everything, staff the day's work, the
// warehouse its orders. What each may do is declared with each permission, by the domain it guards
// (src/shared/domains/), and gathered in staff-permissions.ts.
export const STAFF_ROLES = ['owner', 'staff', 'warehouse'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
