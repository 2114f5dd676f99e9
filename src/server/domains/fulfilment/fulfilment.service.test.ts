import { orderConfirmationMailQueue } from '../orders/orders.queues.ts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffOrderListQuerySchema } from '../../../shared/schemas/staff-orders.ts';
import { NotFoundError } from '../../errors.ts';
import { parseInput } from '../../http/error-handler.ts';
import { createAccountWithUser, type TestAccount } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { newOrderOf } from '../orders/orders.fixtures.ts';

import { toPackingSlipJson, toStaffOrderDetailJson, toStaffOrderListJson } from './fulfilment-json.ts';
import {
  auditEntriesOf,
  ordersRepoOf,
  buildFulfilment,
  buildStoreServices,
  createAuditTestTable,
  insertPlacedOrder,
  jobsOf,
  setFulfilment,
  STAFF,
  type PlacedOrder,
} from '../../testing/fulfilment.fixtures.ts';

/** The list as the route answers it, for a query string's parameters. */
const query = (params: Record<string, string> = {}) => parseInput(staffOrderListQuerySchema, params);

describe('the back office’s orders', () => {
  const testApp = useTestApp(createAuditTestTable);
  const fulfilment = () => buildFulfilment(testApp);
  /** Four placed orders: kowhai's two, then rata's two (the last by card), oldest first. */
  let orders: PlacedOrder[] = [];
  let kowhai: TestAccount;

  beforeAll(async () => {
    kowhai = await createAccountWithUser(testApp, { accountName: 'Kōwhai Lodge' });
    const rata = await createAccountWithUser(testApp, { accountName: 'Rata House' });
    orders = [
      await insertPlacedOrder(testApp, kowhai, { totalCents: 1000, purchaseOrderNo: 'PO-111' }),
      await insertPlacedOrder(testApp, kowhai, { totalCents: 3000 }),
      await insertPlacedOrder(testApp, rata, { totalCents: 2000, purchaseOrderNo: 'PO-222' }),
      await insertPlacedOrder(testApp, rata, { totalCents: 500, card: { provider: 'sandbox' } }),
    ];
    // New Zealand days 1, 5, 10 and 12 March 2025 (11:30 UTC on the 11th is 00:30 on the 12th there).
    const days = ['2025-03-01T02:00:00Z', '2025-03-05T02:00:00Z', '2025-03-10T02:00:00Z', '2025-03-11T11:30:00Z'];
    const statuses = ['new', 'processing', 'dispatched', 'new'];
    for (const [index, order] of orders.entries()) await setFulfilment(testApp, order.id, statuses[index] ?? 'new', days[index]);
    // A card order never paid: not placed, never listed.
    await ordersRepoOf(testApp).insertOrder({ ...newOrderOf(rata, 'unpaid:card'), status: 'awaiting_payment', paymentMethod: 'card' });
  });

  const ids = async (params: Record<string, string>) => (await fulfilment().listOrders(query(params))).rows.map((row) => row.id);
  const at = (...indexes: number[]) => indexes.map((index) => orders[index]?.id);

  it('lists placed orders only, newest first, with the row fields and page meta the issue names', async () => {
    const answer = toStaffOrderListJson(await fulfilment().listOrders(query()));
    expect(answer.data.map((row) => row.id)).toEqual(at(3, 2, 1, 0));
    expect(answer.meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 4 });
    expect(answer.data[0]).toEqual({
      id: orders[3]?.id,
      order_number: orders[3]?.orderNumber,
      account_number: expect.any(String),
      account_name: 'Rata House',
      created_at: '2025-03-11T11:30:00.000Z',
      fulfilment_status: 'new',
      payment_method: 'card',
      payment_status: 'paid',
      total: 500,
      purchase_order_no: '',
      delivery_date: null,
      delivery_zone: null,
      on_hold: false,
    });
    expect(answer.data[3]).toMatchObject({ account_name: 'Kōwhai Lodge', payment_method: 'account', payment_status: 'placed_on_account', purchase_order_no: 'PO-111' });
  });

  it('filters by status, account number, and New Zealand days (both included)', async () => {
    expect(await ids({ status: 'new' })).toEqual(at(3, 0));
    expect(await ids({ status: 'delivered' })).toEqual([]);
    expect(await ids({ account_number: kowhai.accountNumber })).toEqual(at(1, 0));
    expect(await ids({ account_number: 'NOBODY' })).toEqual([]);
    expect(await ids({ date_from: '2025-03-05', date_to: '2025-03-10' })).toEqual(at(2, 1));
    expect(await ids({ date_from: '2025-03-12' })).toEqual(at(3));
    expect(await ids({ date_to: '2025-03-11' })).toEqual(at(2, 1, 0));
    expect(await ids({ status: 'new', date_from: '2025-03-02', account_number: '' })).toEqual(at(3));
  });

  it('finds by the beginnings of the order number and its parts, the PO number, a line’s words, or a part of the buyer’s e-mail or the account name, in any case', async () => {
    const number = orders[1]?.orderNumber ?? '';
    expect(await ids({ q: number })).toEqual(at(1));
    expect(await ids({ q: number.slice(3).toLowerCase() })).toEqual(at(1));
    expect(await ids({ q: 'po-22' })).toEqual(at(2));
    expect(await ids({ q: 'rata' })).toEqual(at(3, 2));
    expect(await ids({ q: 'KŌWHAI' })).toEqual(at(1, 0));
    // issue #26 item 8: every order here has one line, APR-1 'Aprons'.
    expect(await ids({ q: 'aprons' })).toEqual(at(3, 2, 1, 0));
    expect(await ids({ q: 'APR-1' })).toEqual(at(3, 2, 1, 0));
    expect(await ids({ q: kowhai.email.toUpperCase() })).toEqual(at(1, 0));
    // % and _ inside a word are taken as typed; punctuation around a word is not part of it.
    expect(await ids({ q: 'APR%1' })).toEqual([]);
    expect(await ids({ q: 'APR_1' })).toEqual([]);
    expect(await ids({ q: '(aprons)' })).toEqual(at(3, 2, 1, 0));
  });

  it('sorts by date or total either way, and pages in the database', async () => {
    expect(await ids({ sort: 'created_at' })).toEqual(at(0, 1, 2, 3));
    expect(await ids({ sort: 'total' })).toEqual(at(3, 0, 2, 1));
    expect(await ids({ sort: '-total' })).toEqual(at(1, 2, 0, 3));
    const second = toStaffOrderListJson(await fulfilment().listOrders(query({ per_page: '3', page: '2' })));
    expect(second.data.map((row) => row.id)).toEqual(at(0));
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    const beyond = toStaffOrderListJson(await fulfilment().listOrders(query({ per_page: '3', page: '9' })));
    expect(beyond).toEqual({ data: [], meta: { current_page: 9, last_page: 2, per_page: 3, total: 4 } });
  });

  it('opens an order: lines, addresses, notes, PO number, payments and its history of moves', async () => {
    const service = fulfilment();
    const order = orders[3];
    if (!order) throw new Error('no order');
    await setFulfilment(testApp, order.id, 'new');
    await service.moveStatus(STAFF, order.id, { status: 'processing', note: 'Picking' });
    const detail = toStaffOrderDetailJson(await service.getOrder(order.id));
    expect(detail).toMatchObject({
      id: order.id,
      order_number: order.orderNumber,
      account: { name: 'Rata House' },
      status: 'paid',
      payment_method: 'card',
      fulfilment_status: 'processing',
      purchase_order_no: '',
      notes: 'Leave at reception',
      shipping_info: { line_1: '12 Harbour Road', city: 'Auckland' },
      billing_info: { company: 'Sunrise Care Home' },
      items: [{ sku: 'APR-1', title: 'Aprons', qty: 1, price: 100, line_total: 100 }],
      payments: [{ provider: 'sandbox', status: 'approved', amount: 500 }],
      refund_started_at: null,
    });
    expect(detail.history).toEqual([
      { id: expect.any(Number), staff_id: 7, staff_email: 'warehouse@caresupply.example', created_at: expect.any(String), from: 'new', to: 'processing', carrier: null, tracking_ref: null, note: 'Picking' },
    ]);
    await expect(service.getOrder(2_000_000_000)).rejects.toThrow(NotFoundError);
  });

  it('gives a packing slip what goes in the box and where, without prices', async () => {
    const slip = toPackingSlipJson(await fulfilment().getPackingSlip(orders[0]?.id ?? 0));
    expect(slip).toMatchObject({ order_number: orders[0]?.orderNumber, account_name: 'Kōwhai Lodge', purchase_order_no: 'PO-111', notes: 'Leave at reception' });
    expect(slip.lines).toEqual([{ sku: 'APR-1', title: 'Aprons', qty: 1 }]);
    expect(JSON.stringify(slip)).not.toContain('price');
  });

  it('resends the confirmation e-mail, on record in the audit log', async () => {
    const order = orders[2];
    if (!order) throw new Error('no order');
    const before = await jobsOf(testApp, orderConfirmationMailQueue.name, 'orderId', order.id);
    await fulfilment().resendConfirmation(STAFF, order.id);
    expect(await jobsOf(testApp, orderConfirmationMailQueue.name, 'orderId', order.id)).toBe(before + 1);
    expect(await auditEntriesOf(testApp, order.id)).toContainEqual({ staff_id: 7, action: 'order.resend_confirmation', before: null, after: { confirmation_resent: true } });
    await expect(fulfilment().resendConfirmation(STAFF, 2_000_000_000)).rejects.toThrow(NotFoundError);
  });
});

describe('the orders CSV', () => {
  const testApp = useTestApp();

  async function csvOf(range: { date_from: string; date_to: string }): Promise<string[]> {
    let text = '';
    for await (const chunk of buildFulfilment(testApp).ordersCsv(range).chunks) text += chunk;
    return text.split('\r\n').filter(Boolean);
  }

  it('has one row per line of the days’ placed orders, guarded against formulas', async () => {
    const account = await createAccountWithUser(testApp, { accountName: '=HYPERLINK("http://evil.example")' });
    const order = await insertPlacedOrder(testApp, account, { totalCents: 115, purchaseOrderNo: '@SUM(A1)' });
    await setFulfilment(testApp, order.id, 'new', '2025-04-02T01:00:00Z');
    await testApp.database.db.execute(sql`
      INSERT INTO order_lines (order_id, product_id, sku, title, unit_price_cents, qty, line_total_cents)
      VALUES (${order.id}, 9, '-CMD', 'Gloves, large', 1250, 2, 2500)`);
    await testApp.database.db.execute(sql`UPDATE orders SET delivery_date = '2025-04-04', delivery_zone = 'Wellington, CBD' WHERE id = ${order.id}`);
    const outside = await insertPlacedOrder(testApp, account);
    await setFulfilment(testApp, outside.id, 'new', '2025-04-04T01:00:00Z');

    const rows = await csvOf({ date_from: '2025-04-01', date_to: '2025-04-03' });
    expect(rows).toEqual([
      'order_number,order_date,account_number,account_name,purchase_order_no,payment_method,payment_status,fulfilment_status,sku,title,qty,unit_price,line_total,order_subtotal,order_gst,order_shipping,order_total,delivery_date,delivery_zone',
      `${order.orderNumber},2025-04-02,${account.accountNumber},"'=HYPERLINK(""http://evil.example"")",'@SUM(A1),account,placed_on_account,new,APR-1,Aprons,1,1.00,1.00,1.00,0.15,0.00,1.15,2025-04-04,"Wellington, CBD"`,
      `${order.orderNumber},2025-04-02,${account.accountNumber},"'=HYPERLINK(""http://evil.example"")",'@SUM(A1),account,placed_on_account,new,'-CMD,"Gloves, large",2,12.50,25.00,1.00,0.15,0.00,1.15,2025-04-04,"Wellington, CBD"`,
    ]);
  });

  it('reads the range in keyset pages: orders of one instant are each written once', async () => {
    const account = await createAccountWithUser(testApp);
    const placed = [];
    for (let index = 0; index < 5; index++) placed.push(await insertPlacedOrder(testApp, account));
    // Same microsecond for all five: the cursor must carry the exact time and the id.
    for (const order of placed) await setFulfilment(testApp, order.id, 'new', '2025-05-01T01:00:00.123456Z');
    const { orders } = buildStoreServices(testApp);
    const pages: number[][] = [];
    for await (const lines of orders.csvLines({ dateFrom: '2025-05-01', dateTo: '2025-05-01' }, 2)) pages.push(lines.map((line) => line.orderId));
    expect(pages).toEqual([placed.slice(0, 2), placed.slice(2, 4), placed.slice(4)].map((page) => page.map((order) => order.id)));
  });
});
