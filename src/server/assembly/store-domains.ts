// The store's business domains: the one list the server, the CLI and the test kit build from.
// Adding a domain is one line here plus its own folder (docs/adding-a-domain.md).
import { accountsDomain } from '../domains/accounts/accounts.domain.ts';
import { addressesDomain } from '../domains/addresses/addresses.domain.ts';
import { auditDomain } from '../domains/audit/audit.domain.ts';
import { applicationsDomain } from '../domains/applications/applications.domain.ts';
import { authDomain } from '../domains/auth/auth.domain.ts';
import { cartDomain } from '../domains/cart/cart.domain.ts';
import { deliveryDomain } from '../domains/delivery/delivery.domain.ts';
import { catalogueDomain } from '../domains/catalogue/catalogue.domain.ts';
import { catalogueAdminDomain } from '../domains/catalogue-admin/catalogue-admin.domain.ts';
import { checkoutDomain } from '../domains/checkout/checkout.domain.ts';
import { colleaguesDomain } from '../domains/colleagues/colleagues.domain.ts';
import { contentDomain } from '../domains/content/content.domain.ts';
import { dashboardDomain } from '../domains/dashboard/dashboard.domain.ts';
import { adminSearchDomain } from '../domains/admin-search/admin-search.domain.ts';
import { reportsDomain } from '../domains/reports/reports.domain.ts';
import { demoDomain } from '../domains/demo/demo.domain.ts';
import { fastOrdersDomain } from '../domains/fast-orders/fast-orders.domain.ts';
import { fulfilmentDomain } from '../domains/fulfilment/fulfilment.domain.ts';
import { healthDomain } from '../domains/health/health.domain.ts';
import { mediaDomain } from '../domains/media/media.domain.ts';
import { integrationDomain } from '../domains/integration/integration.domain.ts';
import { invoicingDomain } from '../domains/invoicing/invoicing.domain.ts';
import { approvalsDomain } from '../domains/approvals/approvals.domain.ts';
import { newsletterDomain } from '../domains/newsletter/newsletter.domain.ts';
import { ordersDomain } from '../domains/orders/orders.domain.ts';
import { paymentsDomain } from '../domains/payments/payments.domain.ts';
import { pricingDomain } from '../domains/pricing/pricing.domain.ts';
import { quickOrderDomain } from '../domains/quick-order/quick-order.domain.ts';
import { returnsDomain } from '../domains/returns/returns.domain.ts';
import { phoneOrdersDomain } from '../domains/phone-orders/phone-orders.domain.ts';
import { residentsDomain } from '../domains/residents/residents.domain.ts';
import { searchDomain } from '../domains/search/search.domain.ts';
import { staffDomain } from '../domains/staff/staff.domain.ts';
import { viewAsDomain } from '../domains/view-as/view-as.domain.ts';
import type { Domain } from './domain.ts';

export const STORE_DOMAINS: readonly Domain[] = [
  healthDomain,
  authDomain,
  accountsDomain,
  colleaguesDomain,
  addressesDomain,
  applicationsDomain,
  newsletterDomain,
  mediaDomain,
  contentDomain,
  catalogueDomain,
  searchDomain,
  pricingDomain,
  deliveryDomain,
  cartDomain,
  checkoutDomain,
  ordersDomain,
  invoicingDomain,
  approvalsDomain,
  paymentsDomain,
  quickOrderDomain,
  fastOrdersDomain,
  residentsDomain,
  // The back office's own domains.
  auditDomain,
  staffDomain,
  fulfilmentDomain,
  returnsDomain,
  // Issue #30 Part 4: orders the desk takes for an account by phone.
  phoneOrdersDomain,
  dashboardDomain,
  adminSearchDomain,
  reportsDomain,
  catalogueAdminDomain,
  // Issue #19: the merchant's ERP (API keys, its upserts and order feed) and webhooks.
  integrationDomain,
  // Issue #30 Part 4: staff view the storefront as a customer, read-only.
  viewAsDomain,
  // The demo store's data, written through the domains above.
  demoDomain,
];
