// API test helpers for payments and orders: a ready checkout (cart, shipping, billing) through the
// real cart and checkout endpoints, payment calls, and direct reads of the order tables.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/cart.ts';
import type { PaymentResponseJson } from '../../../shared/schemas/orders.ts';
import type { TestSession } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';

export const SHIPPING: ShippingInfo = {
  first_name: 'Ana',
  last_name: 'Ngata',
  company: 'Sunrise Care Home',
  phone: '021 555 0101',
  email: 'ana@sunrise.example',
  line_1: '12 Harbour Road',
  line_2: 'Unit 3',
  suburb: 'Devonport',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '0624',
  notes: 'Leave at reception',
  purchase_order_no: 'PO-7788',
};

export const BILLING: BillingInfo = {
  first_name: 'Accounts',
  last_name: 'Payable',
  company: 'Sunrise Care Home',
  phone: '09 555 0102',
  email: 'accounts@sunrise.example',
  line_1: 'PO Box 44',
  line_2: '',
  suburb: 'Takapuna',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '0740',
};

export const FULL_ADDRESS = '12 Harbour Road, Unit 3, Devonport, Auckland, 0624, Auckland, New Zealand';

async function post(testApp: TestApp, url: string, session: TestSession, payload?: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers: session.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Adds each product (variant 0) to the session's cart, expecting 200s. */
export async function fillCart(testApp: TestApp, session: TestSession, lines: { id: number; qty: number }[]): Promise<void> {
  for (const line of lines) {
    const response = await post(testApp, '/api/cart', session, { id: line.id, qty: line.qty, variant_id: 0 });
    expect(response.statusCode, response.body).toBe(200);
  }
}

export async function saveShipping(testApp: TestApp, session: TestSession, info: ShippingInfo = SHIPPING): Promise<void> {
  const response = await post(testApp, '/api/checkout/shipping', session, { shipping_info: info });
  expect(response.statusCode, response.body).toBe(200);
}

export async function saveBilling(testApp: TestApp, session: TestSession, info: BillingInfo = BILLING): Promise<void> {
  const response = await post(testApp, '/api/checkout/billing', session, { billing_info: info });
  expect(response.statusCode, response.body).toBe(200);
}

/** A cart with these lines and both addresses saved: ready to pay. */
export async function readyCheckout(testApp: TestApp, session: TestSession, lines: { id: number; qty: number }[]): Promise<void> {
  await fillCart(testApp, session, lines);
  await saveShipping(testApp, session);
  await saveBilling(testApp, session);
}

/** POST /api/payment/{type}; the answer's status and body. */
export async function pay(
  testApp: TestApp,
  type: string,
  session: TestSession,
  options: { payload?: unknown; withCsrf?: boolean } = {},
): Promise<{ status: number; body: PaymentResponseJson & { errors?: Record<string, string> } }> {
  const headers = options.withCsrf === false ? { cookie: session.headers.cookie } : session.headers;
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/payment/${type}`,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

export type OrderRow = {
  id: number;
  order_number: string;
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

export async function ordersOf(testApp: TestApp, accountId: number): Promise<OrderRow[]> {
  const result = await testApp.database.db.execute<OrderRow>(sql`
    SELECT id, order_number, status, payment_method, account_id, user_id, sub_total_cents, tax_total_cents,
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

export async function paymentsOf(testApp: TestApp, orderId: number) {
  const result = await testApp.database.db.execute<{ id: number; provider: string; provider_reference: string; amount_cents: number; status: string }>(sql`
    SELECT id, provider, provider_reference, amount_cents, status FROM payments WHERE order_id = ${orderId} ORDER BY id`);
  return result.rows;
}

export async function setProductPrice(testApp: TestApp, productId: number, priceCents: number): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE products SET price_cents = ${priceCents}, base_price_cents = ${priceCents} WHERE id = ${productId}`);
}

export async function setProductActive(testApp: TestApp, productId: number, isActive: boolean): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE products SET is_active = ${isActive} WHERE id = ${productId}`);
}

/** Moves an order's creation time (order history date filters). */
export async function setOrderCreatedAt(testApp: TestApp, orderId: number, isoTimestamp: string): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE orders SET created_at = ${isoTimestamp}::timestamptz WHERE id = ${orderId}`);
}
