// Every domain's declaration (issue #27 Part 1), in the order of src/server/assembly/store-domains.ts
// (a test holds the two lists together): a new domain adds its file here and its line there.
import type { AdminScreen, DeclaredPermission, DomainDeclaration } from './declaration.ts';
import { healthDeclaration } from './health.ts';
import { authDeclaration } from './auth.ts';
import { accountsDeclaration } from './accounts.ts';
import { colleaguesDeclaration } from './colleagues.ts';
import { addressesDeclaration } from './addresses.ts';
import { applicationsDeclaration } from './applications.ts';
import { newsletterDeclaration } from './newsletter.ts';
import { mediaDeclaration } from './media.ts';
import { contentDeclaration } from './content.ts';
import { catalogueDeclaration } from './catalogue.ts';
import { searchDeclaration } from './search.ts';
import { pricingDeclaration } from './pricing.ts';
import { cartDeclaration } from './cart.ts';
import { deliveryDeclaration } from './delivery.ts';
import { checkoutDeclaration } from './checkout.ts';
import { ordersDeclaration } from './orders.ts';
import { invoicingDeclaration } from './invoicing.ts';
import { approvalsDeclaration } from './approvals.ts';
import { paymentsDeclaration } from './payments.ts';
import { quickOrderDeclaration } from './quick-order.ts';
import { fastOrdersDeclaration } from './fast-orders.ts';
import { residentsDeclaration } from './residents.ts';
import { auditDeclaration } from './audit.ts';
import { staffDeclaration } from './staff.ts';
import { fulfilmentDeclaration } from './fulfilment.ts';
import { returnsDeclaration } from './returns.ts';
import { phoneOrdersDeclaration } from './phone-orders.ts';
import { dashboardDeclaration } from './dashboard.ts';
import { adminSearchDeclaration } from './admin-search.ts';
import { reportsDeclaration } from './reports.ts';
import { catalogueAdminDeclaration } from './catalogue-admin.ts';
import { integrationDeclaration } from './integration.ts';
import { viewAsDeclaration } from './view-as.ts';
import { demoDeclaration } from './demo.ts';

export const DOMAIN_DECLARATIONS = [
  healthDeclaration,
  authDeclaration,
  accountsDeclaration,
  colleaguesDeclaration,
  addressesDeclaration,
  applicationsDeclaration,
  newsletterDeclaration,
  mediaDeclaration,
  contentDeclaration,
  catalogueDeclaration,
  searchDeclaration,
  pricingDeclaration,
  deliveryDeclaration,
  cartDeclaration,
  checkoutDeclaration,
  ordersDeclaration,
  invoicingDeclaration,
  approvalsDeclaration,
  paymentsDeclaration,
  quickOrderDeclaration,
  fastOrdersDeclaration,
  residentsDeclaration,
  auditDeclaration,
  staffDeclaration,
  fulfilmentDeclaration,
  returnsDeclaration,
  phoneOrdersDeclaration,
  dashboardDeclaration,
  adminSearchDeclaration,
  reportsDeclaration,
  catalogueAdminDeclaration,
  integrationDeclaration,
  viewAsDeclaration,
  demoDeclaration,
] as const satisfies readonly DomainDeclaration[];

/** The name of every back-office permission some domain declares (the StaffPermission type). */
export type DeclaredPermissionName = (typeof DOMAIN_DECLARATIONS)[number] extends infer Declaration
  ? Declaration extends { permissions: readonly (infer Permission)[] }
    ? Permission extends { name: infer Name extends string }
      ? Name
      : never
    : never
  : never;

/** Every domain's permissions, in the order of the domains. */
export function declaredPermissionsOf(declarations: readonly DomainDeclaration[]): DeclaredPermission[] {
  const permissions: DeclaredPermission[] = [];
  for (const declaration of declarations) {
    for (const permission of declaration.permissions ?? []) {
      if (permissions.some((known) => known.name === permission.name)) throw new Error(`the permission ${permission.name} is declared twice`);
      permissions.push(permission);
    }
  }
  return permissions;
}

/**
 * Which domains may use each table module: its owner first (the only one that writes it), then the
 * domains that read it (the lint's table rules and src/server/assembly/table-writes.test.ts).
 */
export function tableOwnersOf(declarations: readonly DomainDeclaration[]): Record<string, string[]> {
  const owners: Record<string, string[]> = {};
  for (const declaration of declarations) {
    for (const table of declaration.owns ?? []) {
      if (owners[table]) throw new Error(`${table} is owned by ${owners[table][0]} and ${declaration.name}`);
      owners[table] = [declaration.name];
    }
  }
  for (const declaration of declarations) {
    for (const table of declaration.reads ?? []) {
      const users = owners[table];
      if (!users) throw new Error(`${declaration.name} reads ${table}, which no domain owns`);
      users.push(declaration.name);
    }
  }
  return owners;
}

/** The paths where every route is a signed-in customer's. */
export const signedInPrefixesOf = (declarations: readonly DomainDeclaration[]): string[] => declarations.flatMap((declaration) => declaration.customerPrefixes ?? []);

/** Every back-office screen, in the order of the declarations. */
export const ADMIN_SCREENS: readonly AdminScreen[] = (DOMAIN_DECLARATIONS as readonly DomainDeclaration[]).flatMap((declaration) => declaration.screens ?? []);
