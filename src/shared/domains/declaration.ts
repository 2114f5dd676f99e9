// What a domain owns, declared once as data (issue #27 Part 1), so that the lists built from it cannot
// drift from the code: the tables it alone writes and those it reads (TABLE_OWNERS in
// .dependency-cruiser.mjs), the paths where every route is a signed-in customer's (the access rules), and
// its back-office screens (the back office's navigation and its routes in web/routes.ts). Data only: the
// lint configuration, the server and the browser all read it.
import type { StaffRole } from '../staff-roles.ts';

export const ADMIN_NAV_GROUP_LABELS = ['Orders', 'Customers', 'Catalogue', 'Content', 'Settings'] as const;
export type AdminNavGroupLabel = (typeof ADMIN_NAV_GROUP_LABELS)[number];

/** A back-office screen: its entry in the navigation, and the route modules of it and its pages. */
export type AdminScreen = {
  group: AdminNavGroupLabel;
  /** Its place in its group: lower first. */
  rank: number;
  to: string;
  label: string;
  /** A permission some domain declares (a test holds them together; staff-permissions.ts types them). */
  permission: string;
  /** Other addresses that are its pages, marked as this screen in the navigation. */
  pages?: readonly string[];
  /** [path, route module] for React Router (web/routes.ts): the screen's first, then its pages'. */
  routes: readonly (readonly [path: string, file: string])[];
};

/** A back-office permission the domain's routes need: what it lets a role do, in words ('change price lists'), and the roles that have it. */
export type DeclaredPermission = { name: string; words: string; roles: readonly StaffRole[] };

export type DomainDeclaration = {
  /** The domain's folder under src/server/domains/. */
  name: string;
  /** Table modules (src/server/db/schema/) whose tables this domain alone writes. */
  owns?: readonly string[];
  /** Other domains' table modules its own queries read (a join, a lookup). */
  reads?: readonly string[];
  /** Paths where everything is personal: the access rules refuse a route under them that is not 'customer'. */
  customerPrefixes?: readonly string[];
  /** Its back-office permissions (staff-permissions.ts gathers every domain's). */
  permissions?: readonly DeclaredPermission[];
  screens?: readonly AdminScreen[];
};

/** Keeps the declaration's literal names (a permission's name becomes part of the StaffPermission type). */
export const declareDomain = <const D extends DomainDeclaration>(declaration: D): D => declaration;
