// The ERP's order feed and fulfilment moves (issue #19 Part 3): placed orders after a cursor, with lines,
// addresses and PO number; a move by the ERP is the back office's move, audited under the key's name.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { historyOf, insertPlacedOrder, jobsOf, statusMailJobsOf } from '../../testing/fulfilment.fixtures.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { ApiClient } from '../../testing/api.ts';
import { orderEventsQueue } from '../orders/orders.queues.ts';
import { makeApiKey, erpClient, newErp, readFeedUntil } from './integration.fixtures.ts';
import { createOrderFeedRepo } from './order-feed.repo.ts';
import { toFeedOrderJson } from './order-feed.service.ts';

/** Every order the feed gives from `after`, `limit` at a time, and the cursor it ends on. */
async function readAll(erp: ApiClient, after: string | null, limit: number): Promise<{ numbers: string[]; cursor: string | null }> {
  const numbers: string[] = [];
  let cursor = after;
  for (;;) {
    const page = okBody(await erp.get(`/api/integration/orders?limit=${limit}${cursor ? `&after=${cursor}` : ''}`));
    numbers.push(...page.data.map((order: { order_number: string }) => order.order_number));
    if (page.data.length === 0) {
      expect(page.next).toBe(cursor);
      return { numbers, cursor };
    }
    cursor = page.next;
  }
}

describe('GET /api/integration/orders', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('hands out placed orders a page at a time after a cursor, with lines, addresses and PO number, never twice', async () => {
    const erp = await newErp(testApp, ['orders']);
    const start = await readAll(erp, null, 1000);
    const account = await createAccountWithUser(testApp);
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await insertPlacedOrder(testApp, account, { purchaseOrderNo: `PO-${i}` }));
    await testApp.database.db.execute(sql`UPDATE accounts SET external_code = 'ERP-FEED' WHERE id = ${account.accountId}`);
    const all = await readFeedUntil(erp, start.cursor, 2, 5);
    expect(all.numbers).toEqual(placed.map((order) => order.orderNumber));

    const first = okBody(await erp.get(`/api/integration/orders?limit=2${start.cursor ? `&after=${start.cursor}` : ''}`));
    expect(first.data).toHaveLength(2);
    expect(first.data[0]).toMatchObject({
      order_number: placed[0]?.orderNumber,
      account_number: account.accountNumber,
      account_external_code: 'ERP-FEED',
      purchase_order_no: 'PO-0',
      fulfilment_status: 'new',
      payment_method: 'account',
      lines: [expect.objectContaining({ id: expect.any(Number), qty: expect.any(Number), unit_price: expect.any(Number), sku: expect.any(String) })],
    });
    expect(first.data[0].shipping_info).toHaveProperty('purchase_order_no', 'PO-0');
    // Issue #26 item 20: the region and country named, and the country's ISO 3166-1 alpha-2 code, beside their ids.
    const place = { region_id: 2, region: 'Auckland', country_id: 155, country: 'New Zealand', country_code: 'NZ' };
    expect(first.data[0].shipping_info).toMatchObject(place);
    expect(first.data[0].billing_info).toMatchObject(place);
    expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/);

    const rest = await readAll(erp, first.next, 2);
    expect([...first.data.map((order: { order_number: string }) => order.order_number), ...rest.numbers]).toEqual(placed.map((order) => order.orderNumber));
    const later = await insertPlacedOrder(testApp, account);
    expect((await readFeedUntil(erp, rest.cursor, 2, 1)).numbers).toEqual([later.orderNumber]);
    expect((await readAll(erp, rest.cursor, 2)).numbers).toEqual([later.orderNumber]);
  });

  it('names no region for region_id 0, and each country by its own name and code', async () => {
    const erp = await newErp(testApp, ['orders']);
    const start = await readAll(erp, null, 1000);
    const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
    await testApp.database.db.execute(sql`
      UPDATE orders SET shipping_info = shipping_info || '{"region_id": 0, "country_id": 13}'::jsonb,
        billing_info = billing_info || '{"region_id": 0, "country_id": 225}'::jsonb WHERE id = ${order.id}`);
    expect((await readFeedUntil(erp, start.cursor, 10, 1)).numbers).toEqual([order.orderNumber]);
    const page = okBody(await erp.get(`/api/integration/orders?limit=10${start.cursor ? `&after=${start.cursor}` : ''}`));
    const fed = page.data.find((entry: { order_number: string }) => entry.order_number === order.orderNumber);
    expect(fed?.shipping_info).toMatchObject({ region_id: 0, region: null, country_id: 13, country: 'Australia', country_code: 'AU' });
    expect(fed?.billing_info).toMatchObject({ region_id: 0, region: null, country_id: 225, country: 'United Kingdom', country_code: 'GB' });
  });

  it('answers 422 for a cursor it did not give and a limit out of range, and 403 for a key without the orders scope', async () => {
    const erp = await newErp(testApp, ['orders']);
    for (const after of ['nonsense!', Buffer.from('1.x').toString('base64url'), Buffer.from('99999999999999999999999.1').toString('base64url'), 'a%00b', 'x'.repeat(10_000)]) {
      expectInvalid(await erp.get(`/api/integration/orders?after=${after}`), 'after');
    }
    for (const limit of ['0', '1001', 'abc', '1.5']) expectInvalid(await erp.get(`/api/integration/orders?limit=${limit}`), 'limit');
    expect((await erp.get('/api/integration/orders?limit=1000')).status).toBe(200);
    const catalogueOnly = erpClient(testApp, (await makeApiKey(testApp, ['catalogue'])).key);
    expect((await catalogueOnly.get('/api/integration/orders')).status).toBe(403);
  });
});

describe('POST /api/integration/orders/{order_number}/status', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('moves fulfilment as the back office does: e-mail, event and history, under the key’s name', async () => {
    const erp = await newErp(testApp, ['orders']);
    const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
    const moved = okBody(await erp.post(`/api/integration/orders/${order.orderNumber}/status`, { status: 'processing' }));
    expect(moved.data).toEqual({ order_number: order.orderNumber, fulfilment_status: 'processing', carrier: null, tracking_ref: null });
    expectInvalid(await erp.post(`/api/integration/orders/${order.orderNumber}/status`, { status: 'dispatched' }), 'carrier');
    const dispatched = okBody(await erp.post(`/api/integration/orders/${order.orderNumber}/status`, { status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'NZC123' }));
    expect(dispatched.data).toMatchObject({ fulfilment_status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'NZC123' });
    expect((await erp.post(`/api/integration/orders/${order.orderNumber}/status`, { status: 'new' })).status).toBe(409);

    expect(await historyOf(testApp, order.id)).toMatchObject([
      { staff_id: null, staff_email: `api-key:${erp.keyName}`, from_status: 'new', to_status: 'processing' },
      { staff_id: null, staff_email: `api-key:${erp.keyName}`, from_status: 'processing', to_status: 'dispatched' },
    ]);
    expect(await statusMailJobsOf(testApp, order.id)).toBe(2);
    // Two order.status_changed and, for the dispatch (its one shipment, issue #30), an order.shipped.
    expect(await jobsOf(testApp, orderEventsQueue.name, 'orderId', order.id)).toBe(3);
    // The order as the feed and the webhooks give it carries that shipment, its line shipped whole.
    const found = await createOrderFeedRepo(testApp.database.db).findPlacedOrder(order.id);
    const [row] = found.orders;
    if (!row) throw new Error('the feed has no such order');
    const fed = toFeedOrderJson(row, found.lines, found.shipments);
    expect(fed.shipments).toEqual([expect.objectContaining({ order_id: order.id, carrier: 'NZ Couriers', tracking_ref: 'NZC123', lines: [expect.objectContaining({ sku: 'APR-1', qty: 1 })] })]);
    expect(fed.lines.map((line) => line.shipped_qty)).toEqual([1]);
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const audit = okBody(await owner.get(`/admin/api/audit?entity=order&q=${order.orderNumber}`));
    expect(audit.data.filter((row: { action: string }) => row.action === 'order.status')).toHaveLength(2);
    expect(audit.data[0]).toMatchObject({ staff_id: null, actor: `api-key:${erp.keyName}`, entity_id: String(order.id), reference: order.orderNumber });
    // The back office shows the ERP's moves like any other.
    const detail = okBody(await owner.get(`/admin/api/orders/${order.id}`));
    expect(detail.data.fulfilment_status).toBe('dispatched');
  });

  it('answers 404 for an order number that is not placed, 422 for bad input, 403 without the orders scope', async () => {
    const erp = await newErp(testApp, ['orders']);
    const order = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
    expect((await erp.post('/api/integration/orders/CS-999999999/status', { status: 'processing' })).status).toBe(404);
    const url = `/api/integration/orders/${order.orderNumber}/status`;
    expectInvalid(await erp.post(url, { status: 'lost' }), 'status');
    expectInvalid(await erp.post(url, { status: 5 }), 'status');
    expectInvalid(await erp.post(url, {}), 'status');
    expectInvalid(await erp.post(url, { status: 'dispatched', carrier: 'x'.repeat(10_000) }), 'carrier');
    expectInvalid(await erp.post(url, { status: 'dispatched', carrier: 'NZ\u0000' }), 'carrier');
    expectInvalid(await erp.post(url, { status: 'dispatched', carrier: 'NZ \ud800' }), 'carrier');
    expectInvalid(await erp.post(`/api/integration/orders/${'9'.repeat(41)}/status`, { status: 'processing' }), 'order_number');
    const catalogueOnly = erpClient(testApp, (await makeApiKey(testApp, ['catalogue', 'accounts'])).key);
    expect((await catalogueOnly.post(url, { status: 'processing' })).status).toBe(403);
    expect((await testApp.database.pool.query('SELECT fulfilment_status FROM orders WHERE id = $1', [order.id])).rows[0].fulfilment_status).toBe('new');
  });
});
