// The back office's navigation: its screens in groups (issue #26 item 18: an owner's 14 screens wrapped
// the bar at 1440 px), each screen shown only to roles with its permission.
import { ADMIN_NAV_GROUP_LABELS, type AdminScreen } from '../../shared/domains/declaration.ts';
import { ADMIN_SCREENS } from '../../shared/domains/index.ts';
import { isStaffPermission, staffRoleAllows, type StaffRole } from '../../shared/staff-permissions.ts';

/** A screen; `pages`: other addresses that are its pages (the footer's pages are edited from Content). */
export type AdminNavItem = Pick<AdminScreen, 'to' | 'label' | 'permission' | 'pages'>;
export type AdminNavGroup = { label: string; items: readonly AdminNavItem[] };

/** The screens the domains declare (src/shared/domains/), in their groups and ranks (issue #27 Part 1). */
export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = ADMIN_NAV_GROUP_LABELS.map((label) => ({
  label,
  items: ADMIN_SCREENS.filter((screen) => screen.group === label).toSorted((a, b) => a.rank - b.rank),
})).filter((group) => group.items.length > 0);

export const ADMIN_NAV: readonly AdminNavItem[] = ADMIN_NAV_GROUPS.flatMap((group) => group.items);

/** The groups `role` sees, each with the screens it may use; a group with none is left out. */
export function navGroupsFor(role: StaffRole): AdminNavGroup[] {
  return ADMIN_NAV_GROUPS.map((group) => ({ label: group.label, items: group.items.filter((item) => isStaffPermission(item.permission) && staffRoleAllows(role, item.permission)) })).filter((group) => group.items.length > 0);
}

/** Whether `pathname` is the screen `to` or one of its pages (an order under the orders list). */
export const isWithin = (pathname: string, to: string): boolean => pathname === to || pathname.startsWith(`${to}/`);

/** Whether `pathname` is `item`'s screen or one of its pages. */
export const isOnScreen = (pathname: string, item: AdminNavItem): boolean => isWithin(pathname, item.to) || (item.pages ?? []).some((page) => isWithin(pathname, page));
