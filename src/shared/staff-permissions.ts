// What the merchant's staff may do in the back office (issue #17 Part 2). Each permission is declared by
// the domain whose routes need it (src/shared/domains/, issue #27 Part 1) with its words and the roles
// that have it; this gathers them. An owner runs everything, staff included; staff run the day's work
// and read the audit log (only owners manage staff, API keys and webhooks); the warehouse sees orders and
// moves them to processing, dispatched and delivered, and cancels nothing.
import { declaredPermissionsOf, DOMAIN_DECLARATIONS, type DeclaredPermissionName } from './domains/index.ts';
import { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

export { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

export type StaffPermission = DeclaredPermissionName;

const DECLARED = declaredPermissionsOf(DOMAIN_DECLARATIONS);

export const STAFF_PERMISSIONS = DECLARED.map((permission) => permission.name) as readonly StaffPermission[];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS.filter((name) => DECLARED.find((permission) => permission.name === name)?.roles.includes('owner')),
  staff: STAFF_PERMISSIONS.filter((name) => DECLARED.find((permission) => permission.name === name)?.roles.includes('staff')),
  warehouse: STAFF_PERMISSIONS.filter((name) => DECLARED.find((permission) => permission.name === name)?.roles.includes('warehouse')),
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

/** Whether `name` is a permission some domain declares (a screen names its permission as text). */
export function isStaffPermission(name: string): name is StaffPermission {
  return (STAFF_PERMISSIONS as readonly string[]).includes(name);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The 403 message of a role that lacks a permission. */
export function staffPermissionRefusedMessage(role: StaffRole, permission: StaffPermission): string {
  const words = DECLARED.find((declared) => declared.name === permission)?.words ?? permission;
  return `Your role (${STAFF_ROLE_LABELS[role]}) does not allow you to ${words}. Ask an owner.`;
}
