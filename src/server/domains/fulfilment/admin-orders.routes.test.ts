// The back office's order endpoints (issue #17 Part 3): thin routes over the fulfilment service, which
// fulfilment.service.test.ts tests in depth; here the wire, the permissions and the bad input.
import { sql } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount } from '../../testing/factories.ts';
import { insertPlacedOrder, statusMailJobsOf } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertUnplacedCardOrder, setOrderCreatedAt } from '../orders/orders.fixtures.ts';

describe('/admin/api/orders', () => {
  const testApp = useTestApp();

  it('lists, shows and moves an order through to delivery, on record in the audit log', async () => {
    const account = await createAccountWithUser(testApp, { accountName: 'Kōwhai Lodge' });
    const order = await insertPlacedOrder(testApp, account, { purchaseOrderNo: 'PO-77' });
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));

    const list = await warehouse.get(`/admin/api/orders?status=new&q=PO-77`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { id: number }) => row.id)).toEqual([order.id]);
    expect(list.body.meta).toMatchObject({ current_page: 1, total: 1 });
    const detail = await warehouse.get(`/admin/api/orders/${order.id}`);
    expect(detail.body.data).toMatchObject({ id: order.id, order_number: order.orderNumber, purchase_order_no: 'PO-77', fulfilment_status: 'new' });

    expect((await warehouse.post(`/admin/api/orders/${order.id}/status`, { status: 'processing' })).status).toBe(200);
    expectInvalid(await warehouse.post(`/admin/api/orders/${order.id}/status`, { status: 'dispatched' }), 'carrier');
    const dispatched = await warehouse.post(`/admin/api/orders/${order.id}/status`, { status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'ABC123' });
    expect(dispatched.status).toBe(200);
    expect(dispatched.body.data).toMatchObject({ fulfilment_status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'ABC123' });
    const moved = await warehouse.get(`/admin/api/orders/${order.id}`);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.history.map((change: { to: string }) => change.to)).toEqual(['processing', 'dispatched']);
    const backwards = await warehouse.post(`/admin/api/orders/${order.id}/status`, { status: 'processing' });
    expect(backwards.status).toBe(409);
    expect(backwards.body.message).toMatch(/dispatched/);

    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const audit = await owner.get(`/admin/api/audit?entity=order&q=${order.orderNumber}`);
    expect(audit.body.data.map((row: { entity_id: string; reference: string }) => [row.entity_id, row.reference])).toEqual([
      [String(order.id), order.orderNumber],
      [String(order.id), order.orderNumber],
    ]);
  });

  it('lets warehouse staff move but never cancel; staff cancel', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account);
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    const refused = await warehouse.post(`/admin/api/orders/${order.id}/status`, { status: 'cancelled' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Warehouse/);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const cancelled = await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'cancelled', note: 'Customer rang' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.fulfilment_status).toBe('cancelled');
  });

  it('answers 409 with Retry-After and the wait in words while a cancellation’s refund claim is held (issue #26 item 7)', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account, { card: { provider: 'sandbox' } });
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    // A cancellation that died holding its claim 8 s ago, by the database's clock.
    await testApp.database.db.execute(sql`UPDATE orders SET refund_claim = 'crashed', refund_claimed_at = now() - interval '8 seconds' WHERE id = ${order.id}`);

    const refused = await warehouse.post(`/admin/api/orders/${order.id}/status`, { status: 'processing' });

    expect(refused.status).toBe(409);
    const retryAfterSeconds = Number(refused.headers['retry-after']);
    // 20 s stale time less the 8 s gone, plus the job's margin of 5 s (a busy machine's seconds either way).
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(14);
    expect(retryAfterSeconds).toBeLessThanOrEqual(18);
    expect(refused.body).toEqual({
      message: expect.stringMatching(new RegExp(`finished or given back, within ${retryAfterSeconds} seconds\\. Try again then\\.$`)),
    });
  });

  it('shows a card order with its payment, prints its packing slip without prices and sends the confirmation again', async () => {
    const account = await createAccountWithUser(testApp, { accountName: 'Rātā House' });
    const order = await insertPlacedOrder(testApp, account, { purchaseOrderNo: 'PO-88', card: { provider: 'sandbox' } });
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    const detail = await warehouse.get(`/admin/api/orders/${order.id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.data).toMatchObject({ payment_method: 'card', payments: [{ provider: 'sandbox', status: 'approved' }] });

    const slip = await warehouse.get(`/admin/api/orders/${order.id}/packing-slip`);
    expect(slip.status, slip.text).toBe(200);
    expect(slip.body.data).toMatchObject({ id: order.id, order_number: order.orderNumber, account_name: 'Rātā House', purchase_order_no: 'PO-88' });
    expect(slip.text).not.toContain('price');

    const resent = await warehouse.post(`/admin/api/orders/${order.id}/resend-confirmation`, {});
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toEqual({ message: expect.stringMatching(/confirmation/) });
    expect((await warehouse.post('/admin/api/orders/2147483000/resend-confirmation', {})).status).toBe(404);
    await expectStaffGuarded(testApp, { method: 'GET', url: `/admin/api/orders/${order.id}/packing-slip` });
  });

  it('resends the confirmation of a live order only: a cancelled and refunded one is a 409 and resends its cancellation notice instead (issue #26 item 5)', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account, { card: { provider: 'sandbox' } });
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const notCancelled = await staff.post(`/admin/api/orders/${order.id}/resend-cancellation`, {});
    expect(notCancelled.status).toBe(409);
    expect(notCancelled.body).toEqual({ message: `Order ${order.orderNumber} is not cancelled: there is no cancellation notice to send.` });

    const cancelled = await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.body.data, cancelled.text).toMatchObject({ fulfilment_status: 'cancelled', payment_status: 'refunded' });
    const refused = await staff.post(`/admin/api/orders/${order.id}/resend-confirmation`, {});
    expect(refused.status).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toEqual({ message: `Order ${order.orderNumber} is cancelled: its confirmation is not sent again. Resend its cancellation notice instead.` });

    const mailsBefore = await statusMailJobsOf(testApp, order.id);
    const resent = await staff.post(`/admin/api/orders/${order.id}/resend-cancellation`, {});
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toEqual({ message: 'The cancellation notice is on its way to the buyer again.' });
    expect(await statusMailJobsOf(testApp, order.id)).toBe(mailsBefore + 1);

    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const audit = await owner.get(`/admin/api/audit?entity=order&q=${order.orderNumber}`);
    expect(audit.body.data.map((row: { action: string }) => row.action)).toContain('order.resend_cancellation');
    expect(audit.body.data.map((row: { action: string }) => row.action)).not.toContain('order.resend_confirmation');
    expect((await staff.post('/admin/api/orders/2147483000/resend-cancellation', {})).status).toBe(404);
    expectInvalid(await staff.post('/admin/api/orders/0/resend-cancellation', {}), 'id');
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/orders/${order.id}/resend-cancellation`, body: {} });
  });

  it('streams the CSV of a day range with one row per line, and refuses a range the wrong way round', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    // The store's day (its date filters are New Zealand days): from 11:00 UTC it is already tomorrow there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());
    const csv = await staff.get(`/admin/api/orders.csv?date_from=2020-01-01&date_to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain(order.orderNumber);
    expectInvalid(await staff.get(`/admin/api/orders.csv?date_from=2025-03-02&date_to=2025-03-01`), 'date_to');
  });

  it("finds an order by a line's SKU or product title and by its buyer's e-mail, in the list and its CSV (issue #26 item 8)", async () => {
    const buyer = await createAccountWithUser(testApp, { email: `jane.rewi-${Date.now()}@sunrise.example` });
    const order = await insertPlacedOrder(testApp, buyer);
    await testApp.database.db.execute(sql`
      INSERT INTO order_lines (order_id, product_id, sku, title, unit_price_cents, qty, line_total_cents)
      VALUES (${order.id}, 9, 'NIT-7731', 'Kōwhai Nitrile Gloves, large', 1250, 2, 2500)`);
    const other = await insertPlacedOrder(testApp, await createAccountWithUser(testApp));
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const found = async (words: string) => {
      const list = await staff.get(`/admin/api/orders?q=${encodeURIComponent(words)}`);
      expect(list.status, list.text).toBe(200);
      return list.body.data.map((row: { id: number }) => row.id);
    };
    expect(await found('nit-7731')).toEqual([order.id]);
    expect(await found('nitrile gloves')).toEqual([order.id]);
    expect(await found('JANE.REWI')).toEqual([order.id]);
    expect(await found('@sunrise.example')).toEqual([order.id]);
    // Each word typed begins a word of the order, in any order; a part after punctuation is a word's
    // beginning too (the number of the SKU), the middle of a word is not.
    expect(await found('gloves KŌWHAI')).toEqual([order.id]);
    expect(await found('7731 large,')).toEqual([order.id]);
    expect(await found('itrile')).toEqual([]);
    expect(await found('nitrile mittens')).toEqual([]);
    expect(await found('APR-1')).toEqual(expect.arrayContaining([order.id, other.id]));
    const csv = await staff.get('/admin/api/orders.csv?q=NIT-7731');
    expect(csv.text).toContain(order.orderNumber);
    expect(csv.text).not.toContain(other.orderNumber);
  });

  it('finds an order by its words once it is placed, on its day, and sorts, pages and counts what its words find (issue #26 item 8)', async () => {
    const account = await createAccountWithUser(testApp);
    const unplaced = await insertUnplacedCardOrder(testApp, account, 'words-key:card');
    await testApp.database.db.execute(sql`UPDATE order_lines SET sku = 'WORD-42', title = 'Thermometer strips' WHERE order_id = ${unplaced.id}`);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const list = async (query: string) => {
      const answer = await staff.get(`/admin/api/orders?${query}`);
      expect(answer.status, answer.text).toBe(200);
      return { ids: answer.body.data.map((row: { id: number }) => row.id), total: answer.body.meta.total };
    };
    // A card order whose payment is in progress has no number and is not in the list, words or not.
    expect(await list('q=word-42')).toEqual({ ids: [], total: 0 });
    const orderNumber = await unplaced.place();
    expect(await list('q=word-42')).toEqual({ ids: [unplaced.id], total: 1 });
    expect((await list(`q=${orderNumber.slice(3)}`)).ids).toEqual([unplaced.id]);

    const older = await insertPlacedOrder(testApp, account);
    const newer = await insertPlacedOrder(testApp, account);
    await setOrderCreatedAt(testApp, older.id, '2025-03-10T01:00:00Z');
    await setOrderCreatedAt(testApp, newer.id, '2025-03-12T01:00:00Z');
    await testApp.database.db.execute(sql`UPDATE order_lines SET sku = 'WORD-42-B' WHERE order_id IN (${older.id}, ${newer.id})`);
    expect(await list('q=WORD-42&sort=created_at&per_page=2')).toEqual({ ids: [older.id, newer.id], total: 3 });
    expect(await list('q=WORD-42&sort=-created_at&per_page=2&page=2')).toEqual({ ids: [older.id], total: 3 });
    expect(await list('q=WORD-42&date_from=2025-03-11&date_to=2025-03-31')).toEqual({ ids: [newer.id], total: 1 });
    // Moved in time after it was placed, it is found on its new day.
    await setOrderCreatedAt(testApp, older.id, '2025-03-20T01:00:00Z');
    expect(await list('q=WORD-42&date_from=2025-03-11&date_to=2025-03-31&sort=created_at')).toEqual({ ids: [newer.id, older.id], total: 2 });
    // With a status or by total, the same orders, read through the orders' own indexes.
    expect(await list('q=WORD-42&status=new&sort=-total')).toEqual({ ids: expect.arrayContaining([older.id, newer.id]), total: 3 });
    // A line's change is a change of words; a deleted order's words go with it.
    await testApp.database.db.execute(sql`UPDATE order_lines SET sku = 'OTHER-1' WHERE order_id = ${newer.id}`);
    expect((await list('q=word-42-b')).ids).toEqual([older.id]);
    await testApp.database.db.execute(sql`DELETE FROM orders WHERE id = ${older.id}`);
    expect(await list('q=word-42-b')).toEqual({ ids: [], total: 0 });
    // Punctuation alone finds by e-mail and account name only; % and _ are taken as typed.
    expect(await list(`q=${encodeURIComponent('%')}`)).toEqual({ ids: [], total: 0 });
    expect(await list(`q=${encodeURIComponent('word_42')}`)).toEqual({ ids: [], total: 0 });
  });

  it("exports what the list shows: its status, account and words filters, and the last 30 days when no days are given (issue #26 item 10)", async () => {
    const kowhai = await createAccountWithUser(testApp, { accountName: 'Kōwhai Lodge' });
    const rata = await createAccountWithUser(testApp, { accountName: 'Rātā House' });
    const wanted = await insertPlacedOrder(testApp, kowhai, { purchaseOrderNo: 'PO-CSV-1' });
    const otherPo = await insertPlacedOrder(testApp, kowhai, { purchaseOrderNo: 'PO-OTHER' });
    const otherAccount = await insertPlacedOrder(testApp, rata, { purchaseOrderNo: 'PO-CSV-2' });
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());
    const monthAgo = new Date(`${today}T00:00:00Z`);
    monthAgo.setUTCDate(monthAgo.getUTCDate() - 29);

    const csv = await staff.get(`/admin/api/orders.csv?status=new&account_number=${kowhai.accountNumber}&q=PO-CSV&date_from=&date_to=`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="orders-${monthAgo.toISOString().slice(0, 10)}-to-${today}.csv"`);
    expect(csv.text).toContain(wanted.orderNumber);
    expect(csv.text).not.toContain(otherPo.orderNumber);
    expect(csv.text).not.toContain(otherAccount.orderNumber);

    const list = await staff.get(`/admin/api/orders?status=new&account_number=${kowhai.accountNumber}&q=PO-CSV`);
    expect(list.body.data.map((row: { order_number: string }) => row.order_number)).toEqual([wanted.orderNumber]);
    const processing = await staff.get(`/admin/api/orders.csv?status=processing&account_number=${kowhai.accountNumber}`);
    expect(processing.text.trim().split('\r\n')).toHaveLength(1);
    expectInvalid(await staff.get('/admin/api/orders.csv?status=lost'), 'status');
    expectInvalid(await staff.get('/admin/api/orders.csv?date_from=2025-13-01'), 'date_from');
  });

  it('answers 404 for an order that does not exist, 422 for bad ids and input, and guards every endpoint', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    expect((await staff.get('/admin/api/orders/2147483000')).status).toBe(404);
    expectInvalid(await staff.get('/admin/api/orders/0'), 'id');
    expectInvalid(await staff.get(`/admin/api/orders?status=${encodeURIComponent('new\u0000')}`), 'status');
    expectInvalid(await staff.get(`/admin/api/orders?q=${'x'.repeat(10_000)}`), 'q');
    // The CSV export takes the list's filters, by the same rules.
    expectInvalid(await staff.get(`/admin/api/orders.csv?q=${'x'.repeat(10_000)}`), 'q');
    expectInvalid(await staff.get('/admin/api/orders.csv?q=PO%00CSV'), 'q');
    expectInvalid(await staff.get('/admin/api/orders.csv?account_number=%00'), 'account_number');
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account);
    expectInvalid(await staff.post(`/admin/api/orders/${order.id}/status`, { status: 'processing', note: 'bad \ud800 note' }), 'note');
    expectInvalid(await staff.post(`/admin/api/orders/${order.id}/status`, { status: 42 }), 'status');

    // A customer's session reaches nothing here.
    const customer = apiAs(testApp, await signedInAccount(testApp));
    expect((await customer.get('/admin/api/orders')).status).toBe(401);
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/orders' });
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/orders.csv' });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/orders/${order.id}/status`, body: { status: 'processing' } });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/orders/${order.id}/resend-confirmation`, body: {} });
  });
});
