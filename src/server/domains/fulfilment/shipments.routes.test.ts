// Shipments (issue #30 Part 2): part of an order dispatched, then the rest; each shipment with its invoice
// (on account), the buyer's e-mail, the order.shipped event and the audit row; a dispatch of the whole
// order is one shipment as before; what does not fit is refused, and two shipments racing for one line
// cannot both take what is left.
import { describe, expect, it } from 'vitest';
import { SHIPMENT_LINES_MAX } from '../../../shared/schemas/shipments.ts';
import { calculateTotals } from '../../kernel/gst-totals.ts';
import { apiAs, expectInvalid, okBody, type ApiResponse } from '../../testing/api.ts';
import { createAccountWithUser, signIn, type TestAccount } from '../../testing/factories.ts';
import { insertPlacedOrder, jobsOf, ordersRepoOf, setFulfilment, statusMailJobsOf } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { newOrderOf } from '../orders/orders.fixtures.ts';
import { orderEventsQueue, orderShipmentMailQueue } from '../orders/orders.queues.ts';

const APRONS = { unitPriceCents: 999, qty: 10 };
const GLOVES = { unitPriceCents: 599, qty: 4 };
const FREIGHT = 1500;

type Line = { id: number; sku: string; qty: number; shipped_qty: number };

describe('POST /admin/api/orders/{id}/shipments', () => {
  const testApp = useTestApp();
  const staffAs = async (role: 'owner' | 'staff' | 'warehouse') => apiAs(testApp, await signedInStaff(testApp, role));

  /** A placed on-account order of 10 aprons and 4 gloves with $15.00 freight, moved to processing unless told. */
  async function placedOrder(account: TestAccount, options: { status?: string; card?: boolean } = {}) {
    const repo = ordersRepoOf(testApp);
    const lines = [
      { productId: 1, variantId: 0, sku: 'APR-1', title: 'Aprons', ...APRONS, lineTotalCents: APRONS.unitPriceCents * APRONS.qty, image: '' },
      { productId: 2, variantId: 0, sku: 'VIN-1', title: 'Vinyl gloves', ...GLOVES, lineTotalCents: GLOVES.unitPriceCents * GLOVES.qty, image: '' },
    ];
    const totals = calculateTotals({ lines, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: FREIGHT });
    const base = newOrderOf(account, `shipments-${Math.random()}`);
    const { order } = await repo.insertOrder({ ...base, lines, totals: { ...totals, shippingCents: FREIGHT } });
    const orderNumber = await repo.assignOrderNumber(order.id);
    await setFulfilment(testApp, order.id, options.status ?? 'processing');
    return { id: order.id, orderNumber, totalCents: totals.totalCents };
  }

  async function linesOf(staff: Awaited<ReturnType<typeof staffAs>>, orderId: number): Promise<Line[]> {
    return okBody(await staff.get(`/admin/api/orders/${orderId}`)).data.items;
  }

  async function invoicesOf(orderId: number) {
    const { rows } = await testApp.database.pool.query<{ shipment_id: number | null; sub_total_cents: number; gst_cents: number; total_cents: number; skus: string[] }>(
      `SELECT shipment_id, sub_total_cents, gst_cents, total_cents, (SELECT array_agg(l->>'sku' || ' x' || (l->>'qty')) FROM jsonb_array_elements(snapshot->'lines') l) AS skus
       FROM invoices WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    return rows;
  }

  async function auditAfter(orderId: number, action: string) {
    const { rows } = await testApp.database.pool.query<{ after: Record<string, unknown> }>(
      "SELECT after FROM audit_log WHERE entity = 'order' AND entity_id = $1 AND action = $2 ORDER BY id",
      [String(orderId), action],
    );
    return rows.map((row) => row.after);
  }

  function shipmentOf(response: ApiResponse): { id: number; lines: { line_id: number; qty: number }[] } {
    expect(response.status, response.text).toBe(201);
    return response.body.data.shipment;
  }

  it('dispatches part of an order, then the rest: partly dispatched, then dispatched, an invoice and an e-mail each, adding up to the order', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await placedOrder(account);
    const staff = await staffAs('warehouse');
    const [aprons, gloves] = await linesOf(staff, order.id);
    if (!aprons || !gloves) throw new Error('the order has no lines');

    const first = await staff.post(`/admin/api/orders/${order.id}/shipments`, { lines: [{ line_id: aprons.id, qty: 6 }], carrier: 'NZ Post', tracking_ref: 'LS1NZ' });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toMatchObject({ order_number: order.orderNumber, fulfilment_status: 'partially_dispatched' });
    expect(first.body.data.shipment).toMatchObject({ carrier: 'NZ Post', tracking_ref: 'LS1NZ', lines: [{ line_id: aprons.id, sku: 'APR-1', qty: 6 }] });
    expect(first.body.message).toBe(`Shipment sent for order ${order.orderNumber}: the rest is still to dispatch.`);
    expect((await linesOf(staff, order.id)).map((line) => line.shipped_qty)).toEqual([6, 0]);

    // Invoiced for what left, with the freight; the buyer e-mailed about this parcel, not about a move.
    const [partInvoice] = await invoicesOf(order.id);
    const partTotals = calculateTotals({ lines: [{ unitPriceCents: APRONS.unitPriceCents, qty: 6 }], taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: FREIGHT });
    expect(partInvoice).toMatchObject({ shipment_id: shipmentOf(first).id, sub_total_cents: APRONS.unitPriceCents * 6 + FREIGHT, gst_cents: partTotals.taxTotalCents, skus: ['APR-1 x6', 'DELIVERY x1'] });
    expect(await jobsOf(testApp, orderShipmentMailQueue.name, 'shipmentId', shipmentOf(first).id)).toBe(1);
    expect(await statusMailJobsOf(testApp, order.id)).toBe(0);
    expect(await jobsOf(testApp, orderEventsQueue.name, 'shipmentId', shipmentOf(first).id)).toBe(1);

    const rest = await staff.post(`/admin/api/orders/${order.id}/shipments`, {
      lines: [
        { line_id: gloves.id, qty: 4 },
        { line_id: aprons.id, qty: 4 },
      ],
      carrier: 'NZ Couriers',
    });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body.data.fulfilment_status).toBe('dispatched');
    expect(rest.body.message).toBe(`Shipment sent for order ${order.orderNumber}: nothing of it is left to dispatch.`);

    // The two invoices are the order's, to the cent; the buyer sees both shipments on their order.
    const invoices = await invoicesOf(order.id);
    expect(invoices.map((invoice) => invoice.skus)).toEqual([['APR-1 x6', 'DELIVERY x1'], ['APR-1 x4', 'VIN-1 x4']]);
    expect(invoices.reduce((sum, invoice) => sum + invoice.total_cents, 0)).toBe(order.totalCents);
    const buyer = apiAs(testApp, await signIn(testApp, account));
    const theirs = okBody(await buyer.get(`/api/order-history/${order.id}`)).data;
    expect(theirs.fulfilment_status).toBe('dispatched');
    expect(theirs.carrier).toBe('NZ Couriers');
    expect(theirs.shipments.map((shipment: { carrier: string; lines: unknown[] }) => [shipment.carrier, shipment.lines.length])).toEqual([['NZ Post', 1], ['NZ Couriers', 2]]);
    expect(theirs.items.map((line: Line) => line.shipped_qty)).toEqual([10, 4]);

    const audited = await auditAfter(order.id, 'order.shipment');
    expect(audited).toEqual([
      expect.objectContaining({ fulfilment_status: 'partially_dispatched', carrier: 'NZ Post', tracking_ref: 'LS1NZ', lines: [{ line_id: aprons.id, sku: 'APR-1', qty: 6 }] }),
      expect.objectContaining({ fulfilment_status: 'dispatched', carrier: 'NZ Couriers' }),
    ]);
    const { rows: history } = await testApp.database.pool.query('SELECT from_status, to_status FROM order_status_history WHERE order_id = $1 ORDER BY id', [order.id]);
    expect(history).toEqual([
      { from_status: 'processing', to_status: 'partially_dispatched' },
      { from_status: 'partially_dispatched', to_status: 'dispatched' },
    ]);
  });

  it('dispatching the whole order is one shipment of every line, invoiced and e-mailed as a dispatch always was', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    const staff = await staffAs('staff');
    const moved = await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'dispatched', carrier: 'NZ Post', tracking_ref: 'LS2NZ' });
    expect(moved.status, moved.text).toBe(200);
    const detail = okBody(await staff.get(`/admin/api/orders/${order.id}`)).data;
    expect(detail.shipments).toHaveLength(1);
    expect(detail.shipments[0]).toMatchObject({ carrier: 'NZ Post', tracking_ref: 'LS2NZ', lines: [{ sku: 'APR-1', qty: 10 }, { sku: 'VIN-1', qty: 4 }] });
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({ shipment_id: detail.shipments[0].id, total_cents: order.totalCents });
    expect(await statusMailJobsOf(testApp, order.id)).toBe(1);
    expect(await jobsOf(testApp, orderShipmentMailQueue.name, 'shipmentId', detail.shipments[0].id)).toBe(0);
  });

  it('dispatching a partly dispatched order sends the rest as its last shipment, e-mailed as one', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    const staff = await staffAs('staff');
    const [aprons] = await linesOf(staff, order.id);
    expect((await staff.post(`/admin/api/orders/${order.id}/shipments`, { lines: [{ line_id: aprons?.id, qty: 9 }], carrier: 'NZ Post' })).status).toBe(201);
    expect((await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(409);
    const moved = await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'dispatched', carrier: 'Mainfreight' });
    expect(moved.status, moved.text).toBe(200);
    const detail = okBody(await staff.get(`/admin/api/orders/${order.id}`)).data;
    expect(detail.shipments.map((shipment: { lines: { sku: string; qty: number }[] }) => shipment.lines.map((line) => `${line.sku} x${line.qty}`))).toEqual([['APR-1 x9'], ['APR-1 x1', 'VIN-1 x4']]);
    const invoices = await invoicesOf(order.id);
    expect(invoices.reduce((sum, invoice) => sum + invoice.total_cents, 0)).toBe(order.totalCents);
    expect(await statusMailJobsOf(testApp, order.id)).toBe(0);
    expect(await jobsOf(testApp, orderShipmentMailQueue.name, 'shipmentId', detail.shipments[1].id)).toBe(1);
  });

  it('dispatches an order whose lines were all marked shipped by hand as before shipments: moved and invoiced, no shipment', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    await testApp.database.pool.query('UPDATE order_lines SET shipped_qty = qty WHERE order_id = $1', [order.id]);
    const staff = await staffAs('staff');
    const moved = await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'dispatched', carrier: 'NZ Post' });
    expect(moved.status, moved.text).toBe(200);
    expect(okBody(await staff.get(`/admin/api/orders/${order.id}`)).data).toMatchObject({ fulfilment_status: 'dispatched', shipments: [] });
    expect(await invoicesOf(order.id)).toEqual([expect.objectContaining({ shipment_id: null, total_cents: order.totalCents })]);
  });

  it('does not invoice a shipment of a card order, invoiced when it was paid', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account, { card: { provider: 'sandbox' } });
    await setFulfilment(testApp, order.id, 'processing');
    const staff = await staffAs('staff');
    const [line] = await linesOf(staff, order.id);
    expect((await staff.post(`/admin/api/orders/${order.id}/shipments`, { lines: [{ line_id: line?.id, qty: 1 }], carrier: 'NZ Post' })).status).toBe(201);
    expect(await invoicesOf(order.id)).toEqual([]);
  });

  it('refuses more of a line than is left, another order’s line, and an order not being prepared, writing nothing', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await placedOrder(account);
    const other = await placedOrder(account);
    const staff = await staffAs('staff');
    const [aprons, gloves] = await linesOf(staff, order.id);
    const [othersLine] = await linesOf(staff, other.id);
    const url = `/admin/api/orders/${order.id}/shipments`;
    expectInvalid(await staff.post(url, { lines: [{ line_id: gloves?.id, qty: 5 }], carrier: 'NZ Post' }), 'lines.0.qty', 'Only 4 of VIN-1 are left to dispatch.');
    expectInvalid(await staff.post(url, { lines: [{ line_id: aprons?.id, qty: 1 }, { line_id: othersLine?.id, qty: 1 }], carrier: 'NZ Post' }), 'lines.1.line_id', `Line ${othersLine?.id} is not a line of order ${order.orderNumber}.`);
    expect(await staff.post(url, { lines: [{ line_id: gloves?.id, qty: 4 }], carrier: 'NZ Post' })).toMatchObject({ status: 201 });
    expectInvalid(await staff.post(url, { lines: [{ line_id: gloves?.id, qty: 1 }], carrier: 'NZ Post' }), 'lines.0.qty', 'Every VIN-1 of this order has been dispatched.');
    expect((await linesOf(staff, order.id)).map((line) => line.shipped_qty)).toEqual([0, 4]);
    expect(await invoicesOf(order.id)).toHaveLength(1);

    const fresh = await placedOrder(account, { status: 'new' });
    const [freshLine] = await linesOf(staff, fresh.id);
    const early = await staff.post(`/admin/api/orders/${fresh.id}/shipments`, { lines: [{ line_id: freshLine?.id, qty: 1 }], carrier: 'NZ Post' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`Order ${fresh.orderNumber} is new: move it to processing before dispatching any of it.`);

    const held = await placedOrder(account);
    expect((await staff.post(`/admin/api/orders/${held.id}/hold`, { reason: 'Checking stock' })).status).toBe(200);
    const [heldLine] = await linesOf(staff, held.id);
    const onHold = await staff.post(`/admin/api/orders/${held.id}/shipments`, { lines: [{ line_id: heldLine?.id, qty: 1 }], carrier: 'NZ Post' });
    expect(onHold.status).toBe(409);
    expect(onHold.body.message).toBe(`Order ${held.orderNumber} is on hold: Checking stock. Release it before dispatching any of it.`);

    const done = await placedOrder(account, { status: 'dispatched' });
    const [doneLine] = await linesOf(staff, done.id);
    expect((await staff.post(`/admin/api/orders/${done.id}/shipments`, { lines: [{ line_id: doneLine?.id, qty: 1 }], carrier: 'NZ Post' })).status).toBe(409);
    expect((await staff.post('/admin/api/orders/999999/shipments', { lines: [{ line_id: 1, qty: 1 }], carrier: 'NZ Post' })).status).toBe(404);
    // Partly dispatched is where a shipment takes an order, never a move of its own.
    expectInvalid(await staff.post(`/admin/api/orders/${fresh.id}/status`, { status: 'partially_dispatched' }), 'status');
  });

  it('refuses bad input with a 422 naming the field', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    const staff = await staffAs('staff');
    const [line] = await linesOf(staff, order.id);
    const url = `/admin/api/orders/${order.id}/shipments`;
    const lines = [{ line_id: line?.id, qty: 1 }];
    expectInvalid(await staff.post(url, { lines }), 'carrier');
    expectInvalid(await staff.post(url, { lines, carrier: '   ' }), 'carrier', 'A carrier is needed to dispatch.');
    expectInvalid(await staff.post(url, { lines, carrier: 'NZ\u0000Post' }), 'carrier');
    expectInvalid(await staff.post(url, { lines, carrier: 'lone \ud800' }), 'carrier');
    expectInvalid(await staff.post(url, { lines, carrier: 'x'.repeat(10_000) }), 'carrier');
    expectInvalid(await staff.post(url, { lines, carrier: 'NZ Post', tracking_ref: 'x'.repeat(10_000) }), 'tracking_ref');
    expectInvalid(await staff.post(url, { lines: 'all', carrier: 'NZ Post' }), 'lines');
    expectInvalid(await staff.post(url, { lines: [], carrier: 'NZ Post' }), 'lines', 'Choose at least one line to dispatch.');
    expectInvalid(await staff.post(url, { lines: [{ line_id: line?.id, qty: 0 }], carrier: 'NZ Post' }), 'lines.0.qty');
    expectInvalid(await staff.post(url, { lines: [{ line_id: line?.id, qty: '2' }], carrier: 'NZ Post' }), 'lines.0.qty');
    expectInvalid(await staff.post(url, { lines: [{ line_id: line?.id, qty: 1.5 }], carrier: 'NZ Post' }), 'lines.0.qty');
    expectInvalid(await staff.post(url, { lines: [...lines, ...lines], carrier: 'NZ Post' }), 'lines', 'A line is named twice.');
    const tooMany = Array.from({ length: SHIPMENT_LINES_MAX + 1 }, (_, index) => ({ line_id: index + 1, qty: 1 }));
    expectInvalid(await staff.post(url, { lines: tooMany, carrier: 'NZ Post' }), 'lines');
    expect((await linesOf(staff, order.id)).map((each) => each.shipped_qty)).toEqual([0, 0]);
  });

  it('is for staff who move orders: a guest, a customer and a half-signed-in member get a 401, a bad CSRF token a 403', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/orders/${order.id}/shipments`, body: { lines: [{ line_id: 1, qty: 1 }], carrier: 'NZ Post' } });
  });

  it('lets one of two shipments racing for what is left of a line take it', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    const [first, second] = [await staffAs('staff'), await staffAs('warehouse')];
    const [aprons] = await linesOf(first, order.id);
    const body = { lines: [{ line_id: aprons?.id, qty: 6 }], carrier: 'NZ Post' };
    const answers = await Promise.all([first.post(`/admin/api/orders/${order.id}/shipments`, body), second.post(`/admin/api/orders/${order.id}/shipments`, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect((await linesOf(first, order.id)).map((line) => line.shipped_qty)).toEqual([6, 0]);
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS count FROM order_shipments WHERE order_id = $1', [order.id]);
    expect(rows[0]).toEqual({ count: 1 });
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it('keeps another account’s order from its buyer', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    const stranger = apiAs(testApp, await signIn(testApp, await createAccountWithUser(testApp)));
    expect((await stranger.get(`/api/order-history/${order.id}`)).status).toBe(404);
  });
});
