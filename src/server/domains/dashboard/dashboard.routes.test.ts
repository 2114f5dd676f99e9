// GET /admin/api/dashboard and GET /admin/api/orders/new-count (issue #30 Part 1): figures worked out from
// orders written with known times around a fixed moment, Wednesday 16 July 2025 10:15 in Auckland (NZST,
// +12): New Zealand days, weeks from Monday and months, each so far against the same stretch before;
// cancelled and unplaced orders left out; who may see what.
import { describe, expect, it } from 'vitest';
import { apiAs, okBody } from '../../testing/api.ts';
import { newApplication, openAddressRequest } from '../../testing/back-office.fixtures.ts';
import { createAccountWithUser, type TestAccount } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2025-07-15T22:15:00Z');
const GLOVES = { productId: 901, sku: 'GLV-1', title: 'Nitrile gloves' };
const APRONS = { productId: 902, sku: 'APR-2', title: 'Aprons' };
const WIPES = { productId: 903, sku: 'WIP-3', title: 'Wipes' };

type Line = { productId: number; sku: string; title: string; qty: number; cents: number };
type Written = { status?: string; isUnplaced?: boolean; freightCents?: number; isTaxInclusive?: boolean };

/** A placed order of `account` at `at` with these lines (goods excl. GST: their sum), in `status`. */
async function orderAt(testApp: TestApp, account: TestAccount, at: string, lines: Line[], written: Written = {}): Promise<number> {
  const { id } = await insertPlacedOrder(testApp, account);
  const { pool } = testApp.database;
  await pool.query('DELETE FROM order_lines WHERE order_id = $1', [id]);
  for (const line of lines) {
    await pool.query('INSERT INTO order_lines (order_id, product_id, sku, title, unit_price_cents, qty, line_total_cents) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      line.productId,
      line.sku,
      line.title,
      line.cents / line.qty,
      line.qty,
      line.cents,
    ]);
  }
  const goods = lines.reduce((sum, line) => sum + line.cents, 0);
  const freight = written.freightCents ?? 0;
  const gst = Math.round((goods + freight) * 0.15);
  // Shown with GST (TAX_INCLUSIVE): the sub-total holds the goods' GST and the freight its own (gst-totals.ts).
  const shipping = written.isTaxInclusive ? freight + Math.round(freight * 0.15) : freight;
  const subTotal = written.isTaxInclusive ? goods + freight + gst - shipping : goods;
  await pool.query(
    `UPDATE orders SET created_at = $2, sub_total_cents = $3, tax_total_cents = $4, shipping_cents = $5, is_tax_inclusive = $6,
       total_cents = $7, fulfilment_status = $8 WHERE id = $1`,
    [id, at, subTotal, gst, shipping, written.isTaxInclusive ?? false, goods + freight + gst, written.status ?? 'new'],
  );
  if (written.isUnplaced) await pool.query("UPDATE orders SET order_number = NULL, status = 'awaiting_payment' WHERE id = $1", [id]);
  return id;
}

describe('GET /admin/api/dashboard', () => {
  const clock: { at: Date | null } = { at: null };
  const testApp = useTestApp(undefined, { runJobs: false, now: () => clock.at ?? new Date() });

  it("gives today's, this week's and this month's orders and sales against the same stretch before, by New Zealand days", async () => {
    // Signed in on the real clock (the authenticator's code is for now), then the store's clock is set.
    clock.at = null;
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    await newApplication(testApp);
    await openAddressRequest(testApp);
    const harbour = await createAccountWithUser(testApp, { accountName: 'Harbour View Rest Home' });
    const sunrise = await createAccountWithUser(testApp, { accountName: 'Sunrise Care Home' });

    // Today, Wednesday 16 July (from 12:00 UTC on the 15th).
    await orderAt(testApp, harbour, '2025-07-15T21:00:00Z', [{ ...GLOVES, qty: 2, cents: 6000 }, { ...APRONS, qty: 1, cents: 4000 }]);
    await orderAt(testApp, sunrise, '2025-07-15T12:30:00Z', [{ ...APRONS, qty: 2, cents: 8000 }], { status: 'processing' });
    // Shown with GST and $10.00 freight: its goods excl. GST are still $40.00.
    await orderAt(testApp, harbour, '2025-07-15T19:00:00Z', [{ ...APRONS, qty: 1, cents: 4000 }], { isTaxInclusive: true, freightCents: 1000 });
    // Cancelled, and a card order never paid: in no sum.
    await orderAt(testApp, harbour, '2025-07-15T20:00:00Z', [{ ...GLOVES, qty: 10, cents: 30000 }], { status: 'cancelled' });
    await orderAt(testApp, harbour, '2025-07-15T21:30:00Z', [{ ...GLOVES, qty: 3, cents: 99900 }], { isUnplaced: true });
    // Yesterday, Tuesday 15 July: 08:00 (before this time of day) and 23:30 (after it, still Tuesday in Auckland).
    await orderAt(testApp, sunrise, '2025-07-14T20:00:00Z', [{ ...GLOVES, qty: 1, cents: 3000 }], { status: 'delivered' });
    await orderAt(testApp, harbour, '2025-07-15T11:30:00Z', [{ ...WIPES, qty: 5, cents: 2500 }], { status: 'dispatched' });
    // Last week: Tuesday 8 July 09:00 (before Wednesday 10:15) and Wednesday 9 July 11:00 (after it).
    await orderAt(testApp, harbour, '2025-07-07T21:00:00Z', [{ ...WIPES, qty: 2, cents: 1000 }], { status: 'delivered' });
    await orderAt(testApp, sunrise, '2025-07-08T23:00:00Z', [{ ...APRONS, qty: 1, cents: 4000 }]);
    // Last month: 10 June (before the 16th, 10:15) and 20 June (after it, but within the chart's 30 days).
    await orderAt(testApp, sunrise, '2025-06-10T00:00:00Z', [{ ...GLOVES, qty: 1, cents: 3000 }], { status: 'delivered' });
    await orderAt(testApp, sunrise, '2025-06-20T00:00:00Z', [{ ...WIPES, qty: 4, cents: 2000 }], { status: 'delivered' });
    clock.at = NOW;

    const { data } = okBody(await desk.get('/admin/api/dashboard'));
    expect(data.as_of).toBe(NOW.toISOString());
    expect(data.periods.today).toEqual({
      from: '2025-07-15T12:00:00.000Z',
      to: '2025-07-15T22:15:00.000Z',
      orders: 3,
      sales: 22000,
      previous: { from: '2025-07-14T12:00:00.000Z', to: '2025-07-14T22:15:00.000Z', orders: 1, sales: 3000 },
    });
    expect(data.periods.week).toEqual({
      from: '2025-07-13T12:00:00.000Z',
      to: '2025-07-15T22:15:00.000Z',
      orders: 5,
      sales: 27500,
      previous: { from: '2025-07-06T12:00:00.000Z', to: '2025-07-08T22:15:00.000Z', orders: 1, sales: 1000 },
    });
    expect(data.periods.month).toEqual({
      from: '2025-06-30T12:00:00.000Z',
      to: '2025-07-15T22:15:00.000Z',
      orders: 7,
      sales: 32500,
      previous: { from: '2025-05-31T12:00:00.000Z', to: '2025-06-15T22:15:00.000Z', orders: 1, sales: 3000 },
    });

    expect(data.fulfilment).toEqual([
      { status: 'new', count: 3, placed_from: null },
      { status: 'processing', count: 1, placed_from: null },
      { status: 'partially_dispatched', count: 0, placed_from: null },
      { status: 'dispatched', count: 1, placed_from: null },
      { status: 'delivered', count: 2, placed_from: '2025-07-01' },
      { status: 'cancelled', count: 1, placed_from: '2025-07-01' },
    ]);
    expect(data.waiting).toEqual({ applications: 1, address_requests: 1, returns: 0 });

    // The cancelled order's gloves would top the month; left out, aprons do.
    expect(data.top_products).toEqual([
      { product_id: APRONS.productId, sku: APRONS.sku, title: APRONS.title, qty: 5, sales: 20000 },
      { product_id: GLOVES.productId, sku: GLOVES.sku, title: GLOVES.title, qty: 3, sales: 9000 },
      { product_id: WIPES.productId, sku: WIPES.sku, title: WIPES.title, qty: 7, sales: 3500 },
    ]);
    expect(data.top_accounts).toEqual([
      { account_id: harbour.accountId, account_number: harbour.accountNumber, name: 'Harbour View Rest Home', orders: 4, sales: 17500 },
      { account_id: sunrise.accountId, account_number: sunrise.accountNumber, name: 'Sunrise Care Home', orders: 3, sales: 15000 },
    ]);

    // 30 days, today last; a day without orders is 0; the order at 23:30 on Tuesday is Tuesday's.
    expect(data.daily_sales).toHaveLength(30);
    expect(data.daily_sales[0]).toEqual({ date: '2025-06-17', orders: 0, sales: 0 });
    const withOrders = data.daily_sales.filter((day: { orders: number }) => day.orders > 0);
    expect(withOrders).toEqual([
      { date: '2025-06-20', orders: 1, sales: 2000 },
      { date: '2025-07-08', orders: 1, sales: 1000 },
      { date: '2025-07-09', orders: 1, sales: 4000 },
      { date: '2025-07-15', orders: 2, sales: 5500 },
      { date: '2025-07-16', orders: 3, sales: 22000 },
    ]);

    expect(okBody(await desk.get('/admin/api/orders/new-count'))).toEqual({ data: { count: 3 } });
  });

  it('shows the warehouse the orders but not the applications or address requests it does not handle', async () => {
    clock.at = null;
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const { data } = okBody(await warehouse.get('/admin/api/dashboard'));
    expect(data.waiting).toEqual({ applications: null, address_requests: null, returns: null });
    expect(data.fulfilment).toHaveLength(6);
    expect(okBody(await owner.get('/admin/api/dashboard')).data.waiting.applications).toEqual(expect.any(Number));
    expect(okBody(await warehouse.get('/admin/api/orders/new-count')).data.count).toEqual(expect.any(Number));
  });

  it('is for signed-in staff only: a guest, a customer and a half-signed-in member get a 401', async () => {
    clock.at = null;
    // Every role sees orders (orders.read), so no role is refused.
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/dashboard' });
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/orders/new-count' });
  });
});

describe("GET /admin/api/dashboard's best sellers", () => {
  const clock: { at: Date | null } = { at: null };
  const testApp = useTestApp(undefined, { runJobs: false, now: () => clock.at ?? new Date() });

  it("ranks the month's products when its orders lie far apart among older ones, as when they lie together", async () => {
    clock.at = null;
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const account = await createAccountWithUser(testApp);
    // Read as one stretch of ids: both of this month's orders are next to each other.
    await orderAt(testApp, account, '2025-07-10T00:00:00Z', [{ ...WIPES, qty: 4, cents: 2000 }, { ...GLOVES, qty: 1, cents: 3000 }]);
    await orderAt(testApp, account, '2025-07-11T00:00:00Z', [{ ...WIPES, qty: 2, cents: 1500 }]);
    clock.at = NOW;
    const together = okBody(await desk.get('/admin/api/dashboard')).data.top_products;
    expect(together).toEqual([
      { product_id: WIPES.productId, sku: WIPES.sku, title: WIPES.title, qty: 6, sales: 3500 },
      { product_id: GLOVES.productId, sku: GLOVES.sku, title: GLOVES.title, qty: 1, sales: 3000 },
    ]);

    // Ten older orders, then one more this month: the month's ids are now far apart, read order by order.
    clock.at = null;
    for (let older = 0; older < 10; older += 1) await orderAt(testApp, account, '2024-03-01T00:00:00Z', [{ ...APRONS, qty: 9, cents: 90000 }], { status: 'delivered' });
    await orderAt(testApp, account, '2025-07-12T00:00:00Z', [{ ...APRONS, qty: 1, cents: 500 }]);
    clock.at = NOW;
    expect(okBody(await desk.get('/admin/api/dashboard')).data.top_products).toEqual([...together, { product_id: APRONS.productId, sku: APRONS.sku, title: APRONS.title, qty: 1, sales: 500 }]);
  });
});
