// API test helpers for payments and orders: a ready checkout (cart, shipping, billing) through the
// real cart and checkout endpoints, payment calls, and direct reads of the order tables.
import { sql } from 'drizzle-orm';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import type { PaymentResponseJson } from '../../../shared/schemas/orders.ts';
import { BILLING, FULL_ADDRESS, SHIPPING } from '../../testing/addresses.fixtures.ts';
import { apiAs, okBody, type ApiResponse } from '../../testing/api.ts';
import type { TestSession } from '../../testing/factories.ts';
import { useTestApp, type UseTestAppOptions } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';

import { insertCatalogueFixture, type CatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import type { NewOrder } from './order.types.ts';
import { orderConfirmationMailQueue } from './orders.queues.ts';
import { createOrdersRepo } from './orders.repo.ts';

/** A test app with the catalogue fixture, for the enclosing describe block (`testApp.fixture`). */
export function useOrdersApp(options?: UseTestAppOptions): TestApp & { fixture: CatalogueFixture } {
  return useTestApp(async (testApp) => ({ fixture: await insertCatalogueFixture(testApp.database.db) }), options);
}

/** The id of the catalogue fixture's product `key` (throws for a key it does not have). */
export function fixtureProductId(testApp: { fixture: CatalogueFixture }, key: string): number {
  const product = testApp.fixture.products[key];
  if (!product) throw new Error(`no fixture product ${key}`);
  return product.id;
}

/** Adds each product (variant 0) to the session's cart, expecting 200s. */
export async function fillCart(testApp: TestApp, session: TestSession, lines: { id: number; qty: number }[]): Promise<void> {
  for (const line of lines) okBody(await apiAs(testApp, session).post('/api/cart', { id: line.id, qty: line.qty, variant_id: 0 }));
}

export async function saveShipping(testApp: TestApp, session: TestSession, info: ShippingInfo = SHIPPING): Promise<void> {
  okBody(await apiAs(testApp, session).post('/api/checkout/shipping', { shipping_info: info }));
}

export async function saveBilling(testApp: TestApp, session: TestSession, info: BillingInfo = BILLING): Promise<void> {
  okBody(await apiAs(testApp, session).post('/api/checkout/billing', { billing_info: info }));
}

/** A cart with these lines and both addresses saved: ready to pay. */
export async function readyCheckout(testApp: TestApp, session: TestSession, lines: { id: number; qty: number }[]): Promise<void> {
  await fillCart(testApp, session, lines);
  await saveShipping(testApp, session);
  await saveBilling(testApp, session);
}

export type PaymentAnswer = PaymentResponseJson & { errors?: Record<string, string> };

/** POST /api/payment/{type}; the answer's status and body. */
export async function pay(
  testApp: TestApp,
  type: string,
  session: TestSession,
  options: { payload?: unknown; withCsrf?: boolean } = {},
): Promise<ApiResponse<PaymentAnswer>> {
  return apiAs(testApp, session, { withCsrf: options.withCsrf }).post<PaymentAnswer>(`/api/payment/${type}`, options.payload);
}

/** An order of one $1.00 line placed on account, as the service hands it to the repo (tests that insert orders directly). */
export function newOrderOf(account: { accountId: number; userId: number }, checkoutKey: string, productId = 1): NewOrder {
  return {
    accountId: account.accountId,
    userId: account.userId,
    status: 'placed_on_account',
    paymentMethod: 'account',
    shippingInfo: SHIPPING,
    billingInfo: BILLING,
    shippingFullAddress: FULL_ADDRESS,
    deliveryDate: null,
    deliveryZone: null,
    totals: { subTotalCents: 100, taxTotalCents: 15, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: 0, discountCents: 0, totalCents: 115 },
    checkoutKey,
    lines: [{ productId, variantId: 0, sku: 'APR-1', title: 'Aprons', unitPriceCents: 100, qty: 1, lineTotalCents: 100, image: '/images/products/APR-1.svg' }],
  };
}

export type OrderRow = {
  id: number;
  /** Null until the order is placed (issue #16 item 5). */
  order_number: string | null;
  payment_reference: string | null;
  status: string;
  payment_method: string;
  account_id: number;
  user_id: number;
  sub_total_cents: number;
  tax_total_cents: number;
  tax_rate_basis_points: number;
  total_cents: number;
  shipping_full_address: string;
  paid_at: string | null;
};

/**
 * How many confirmation e-mails are owed or sent for an order: its jobs in the queue. Counting jobs,
 * not mails, holds while a background worker may be delivering one at that moment.
 */
export async function confirmationMailJobsOf(testApp: TestApp, orderId: number): Promise<number> {
  const result = await testApp.database.db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM pgboss.job
    WHERE name = ${orderConfirmationMailQueue.name} AND data->>'orderId' = ${String(orderId)}`);
  return result.rows[0]?.count ?? 0;
}

export async function ordersOf(testApp: TestApp, accountId: number): Promise<OrderRow[]> {
  const result = await testApp.database.db.execute<OrderRow>(sql`
    SELECT id, order_number, payment_reference, status, payment_method, account_id, user_id, sub_total_cents, tax_total_cents,
           tax_rate_basis_points, total_cents, shipping_full_address, paid_at::text AS paid_at
    FROM orders WHERE account_id = ${accountId} ORDER BY id`);
  return result.rows;
}

export async function orderLinesOf(testApp: TestApp, orderId: number) {
  const result = await testApp.database.db.execute<{ sku: string; title: string; unit_price_cents: number; qty: number; line_total_cents: number }>(sql`
    SELECT sku, title, unit_price_cents, qty, line_total_cents FROM order_lines WHERE order_id = ${orderId} ORDER BY id`);
  return result.rows;
}

export async function cartLineCount(testApp: TestApp, accountId: number): Promise<number> {
  const result = await testApp.database.db.execute<{ total: number }>(sql`
    SELECT count(*)::int AS total FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.account_id = ${accountId}`);
  return result.rows[0]?.total ?? 0;
}

/** The account's cart lines as [sku, qty], oldest first. */
export async function cartLinesOf(testApp: TestApp, accountId: number): Promise<[string, number][]> {
  const result = await testApp.database.db.execute<{ sku: string; qty: number }>(sql`
    SELECT p.sku, l.qty FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN products p ON p.id = l.product_id
    WHERE c.account_id = ${accountId} ORDER BY l.created_at, l.id`);
  return result.rows.map((row) => [row.sku, row.qty]);
}

export async function paymentsOf(testApp: TestApp, orderId: number) {
  const result = await testApp.database.db.execute<{ id: number; provider: string; provider_reference: string; amount_cents: number; status: string }>(sql`
    SELECT id, provider, provider_reference, amount_cents, status FROM payments WHERE order_id = ${orderId} ORDER BY id`);
  return result.rows;
}

/** Moves an order's creation time (order history date filters). */
export async function setOrderCreatedAt(testApp: TestApp, orderId: number, isoTimestamp: string): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE orders SET created_at = ${isoTimestamp}::timestamptz WHERE id = ${orderId}`);
}

/**
 * A card order whose payment is in progress: written with its lines but not yet placed, so it has no
 * number; `place()` numbers it as a successful payment's transaction does.
 */
export async function insertUnplacedCardOrder(testApp: TestApp, account: { accountId: number; userId: number }, checkoutKey: string) {
  const repo = createOrdersRepo(testApp.database.db);
  const { order } = await repo.insertOrder({ ...newOrderOf(account, checkoutKey), status: 'awaiting_payment', paymentMethod: 'card' });
  return { id: order.id, place: () => repo.assignOrderNumber(order.id) };
}

/** Issue #30 Part 3: a product's stock as the ERP or the desk would set it (null: not tracked). */
export async function setStock(testApp: TestApp, productId: number, stockOnHand: number | null, policy: 'allow_backorder' | 'stop' = 'stop'): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE products SET stock_on_hand = ${stockOnHand}, stock_policy = ${policy} WHERE id = ${productId}`);
}

export async function stockOf(testApp: TestApp, productId: number): Promise<number | null> {
  const result = await testApp.database.db.execute<{ stock_on_hand: number | null }>(sql`SELECT stock_on_hand FROM products WHERE id = ${productId}`);
  return result.rows[0]?.stock_on_hand ?? null;
}
