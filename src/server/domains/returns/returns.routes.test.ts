// Returns (issue #30 Part 2): a buyer asks to return lines of a delivered order, no more than was
// delivered less what other returns ask; the desk approves or declines, then receives the goods, which
// credits them exactly (a credit note on account, a refund and its note by card, once even after a crash).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculateTotals } from '../../kernel/gst-totals.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser, signIn, signedInColleague, type TestAccount } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { ordersRepoOf } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { useStripeSibling } from '../../testing/stripe-sibling.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { newOrderOf } from '../orders/orders.fixtures.ts';
import { cardCreditClaimQueue, type CardCreditClaimJob } from '../fulfilment/fulfilment.queues.ts';
import { creditReasonOf } from './returns-credit.ts';
import { returnCreditQueue, returnEventsQueue, returnMailQueue, type ReturnCreditJob } from './returns.queues.ts';

type FixtureProducts = Awaited<ReturnType<typeof insertCatalogueFixture>>['products'];
const SYSTEM_ACTOR = { kind: 'system', staffId: null, email: 'system:test' } as const;

/** The body of a 201. */
function createdBody(response: { status: number; text: string; body: { data: { id: number; return_number: string } } }) {
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** A delivered order of 10 aprons at $9.99 and 4 vinyl gloves at $5.99 with $15.00 freight, invoiced (on account, or paid by card). */
async function deliveredOrder(testApp: TestApp, products: FixtureProducts, account: TestAccount, options: { card?: { provider: 'sandbox' | 'stripe'; reference: string }; status?: string } = {}) {
  const repo = ordersRepoOf(testApp);
  const lines = [
    { productId: products.apron?.id ?? 0, variantId: 0, sku: 'APR-1', title: 'Aprons', unitPriceCents: 999, qty: 10, lineTotalCents: 9990, image: '' },
    { productId: products.vinyl?.id ?? 0, variantId: 0, sku: 'VIN-1', title: 'Vinyl gloves', unitPriceCents: 599, qty: 4, lineTotalCents: 2396, image: '' },
  ];
  const totals = calculateTotals({ lines, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: 1500 });
  const card = options.card ? { status: 'awaiting_payment' as const, paymentMethod: 'card' as const } : {};
  const { order } = await repo.insertOrder({ ...newOrderOf(account, `returns-${Math.random()}`), ...card, lines, totals });
  if (options.card) {
    await testApp.database.db.execute(sql`INSERT INTO payments (order_id, provider, provider_reference, amount_cents, status)
      VALUES (${order.id}, ${options.card.provider}, ${options.card.reference}, ${totals.totalCents}, 'approved')`);
    await repo.markOrderPaid(order.id);
  }
  const orderNumber = await repo.assignOrderNumber(order.id);
  await testApp.database.db.transaction((tx) => testApp.app.services.invoicing.issueForOrderIn(tx, order.id, { isPaidByCard: Boolean(options.card) }));
  const status = options.status ?? 'delivered';
  await testApp.database.db.execute(sql`UPDATE orders SET fulfilment_status = ${status} WHERE id = ${order.id}`);
  if (status === 'delivered') await testApp.database.db.execute(sql`UPDATE order_lines SET shipped_qty = qty WHERE order_id = ${order.id}`);
  const { rows } = await testApp.database.pool.query<{ id: number; sku: string }>('SELECT id, sku FROM order_lines WHERE order_id = $1 ORDER BY id', [order.id]);
  const [aprons, gloves] = rows;
  if (!aprons || !gloves) throw new Error('the order has no lines');
  return { id: order.id, orderNumber, totalCents: totals.totalCents, aprons: aprons.id, gloves: gloves.id };
}

const creditOf = (lines: { unitPriceCents: number; qty: number }[]) => calculateTotals({ lines, taxRateBasisPoints: 1500, isTaxInclusive: false }).totalCents;

async function moneyOf(testApp: TestApp, orderId: number) {
  const { rows } = await testApp.database.pool.query<{ notes: number; credited: number; claim: string | null }>(
    `SELECT (SELECT count(*)::int FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE i.order_id = $1) AS notes,
            (SELECT coalesce(sum(c.total_cents), 0)::int FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE i.order_id = $1) AS credited,
            (SELECT refund_claim FROM orders WHERE id = $1) AS claim`,
    [orderId],
  );
  return rows[0];
}

describe('returns', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const staffAs = async (role: 'owner' | 'staff' | 'warehouse' = 'staff') => apiAs(testApp, await signedInStaff(testApp, role));
  const delivered = (account: TestAccount, options: { card?: boolean; status?: string } = {}) =>
    deliveredOrder(testApp, testApp.fixture.products, account, { ...options, card: options.card ? { provider: 'sandbox', reference: `sbx_${Math.random()}` } : undefined });

  async function mailsOf(returnId: number): Promise<string[]> {
    const { rows } = await testApp.database.pool.query<{ kind: string }>(`SELECT data->>'kind' AS kind FROM pgboss.job WHERE name = $1 AND (data->>'returnId')::int = $2 ORDER BY created_on`, [returnMailQueue.name, returnId]);
    return rows.map((row) => row.kind);
  }

  /** The return's webhook events queued, each with the return's status as it carried it. */
  async function eventsOf(returnId: number): Promise<string[][]> {
    const { rows } = await testApp.database.pool.query<{ event: string; status: string }>(
      `SELECT data->>'event' AS event, data->'data'->>'status' AS status FROM pgboss.job WHERE name = $1 AND (data->>'returnId')::int = $2 ORDER BY created_on`,
      [returnEventsQueue.name, returnId],
    );
    return rows.map((row) => [row.event, row.status]);
  }

  it('is asked for by the buyer, approved and received by the desk, and credited exactly on the invoice, with e-mails and audit rows', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await delivered(account);
    const buyer = apiAs(testApp, await signIn(testApp, account));
    const asked = await buyer.post('/api/returns', {
      order_id: order.id,
      lines: [{ line_id: order.aprons, qty: 3, reason: 'damaged', detail: 'Torn in the carton' }, { line_id: order.gloves, qty: 1, reason: 'not_needed' }],
      note: 'Please collect from reception.',
    });
    expect(asked.status, asked.text).toBe(201);
    const created = asked.body.data;
    expect(created).toMatchObject({ order_id: order.id, order_number: order.orderNumber, status: 'requested', note: 'Please collect from reception.', credited_total: null, credit_note_numbers: [] });
    expect(created.return_number).toMatch(/^RET-\d{6}$/);
    expect(created.lines).toEqual([
      { line_id: order.aprons, sku: 'APR-1', title: 'Aprons', qty: 3, unit_price: 999, reason: 'damaged', detail: 'Torn in the carton' },
      { line_id: order.gloves, sku: 'VIN-1', title: 'Vinyl gloves', qty: 1, unit_price: 599, reason: 'not_needed', detail: '' },
    ]);
    const listed = okBody(await buyer.get('/api/returns'));
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([created.id]);
    expect(listed.meta).toMatchObject({ total: 1, current_page: 1 });

    const staff = await staffAs();
    // The dashboard counts it as waiting for the desk (the first return of this file).
    expect(okBody(await staff.get('/admin/api/dashboard')).data.waiting.returns).toBe(1);
    const waiting = okBody(await staff.get('/admin/api/returns?status=requested'));
    expect(waiting.data.map((row: { id: number }) => row.id)).toContain(created.id);
    expect(okBody(await staff.get('/admin/api/returns?status=credited')).data.map((row: { id: number }) => row.id)).not.toContain(created.id);
    expect(okBody(await staff.get(`/admin/api/returns/${created.id}`)).data).toMatchObject({ account_number: account.accountNumber, requested_by: account.email });

    const approved = await staff.post(`/admin/api/returns/${created.id}/approve`, { instructions: 'Courier pickup Tuesday; write RET on the carton.' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', instructions: 'Courier pickup Tuesday; write RET on the carton.', decided_by: expect.stringContaining('@') });
    expect(await mailsOf(created.id)).toEqual(['approved']);

    const received = await staff.post(`/admin/api/returns/${created.id}/receive`, { restock: true });
    expect(received.status, received.text).toBe(200);
    const credit = creditOf([{ unitPriceCents: 999, qty: 3 }, { unitPriceCents: 599, qty: 1 }]);
    expect(received.body.data).toMatchObject({ status: 'credited', restock: true, credited_total: credit, credit_note_numbers: [expect.stringMatching(/^CN-/)] });
    expect(received.body.message).toMatch(/received and credited/);
    expect(okBody(await staff.get('/admin/api/dashboard')).data.waiting.returns).toBe(0);
    expect(await moneyOf(testApp, order.id)).toMatchObject({ notes: 1, credited: credit });
    const { rows: [note] } = await testApp.database.pool.query<{ reason: string }>('SELECT c.reason FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE i.order_id = $1', [order.id]);
    expect(note?.reason).toBe(`Return ${created.return_number} of order ${order.orderNumber}: goods received`);
    expect(await mailsOf(created.id)).toEqual(['approved', 'credited']);
    const { rows: audits } = await testApp.database.pool.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'order' AND entity_id = $1 AND action LIKE 'return.%' ORDER BY id", [String(order.id)]);
    expect(audits.map((row) => row.action)).toEqual(['return.approve', 'return.receive', 'return.credit']);
    // The merchant's webhooks hear of each step, the return as it was then (its credit is credit_note.issued's).
    expect(await eventsOf(created.id)).toEqual([
      ['return.requested', 'requested'],
      ['return.approved', 'approved'],
      ['return.received', 'received'],
    ]);

    // The buyer sees it credited; a second receive changes nothing.
    expect(okBody(await buyer.get(`/api/returns/${created.id}`)).data).toMatchObject({ status: 'credited', credited_total: credit });
    expect((await staff.post(`/admin/api/returns/${created.id}/receive`, { restock: false })).status).toBe(409);
    expect(await moneyOf(testApp, order.id)).toMatchObject({ notes: 1, credited: credit });
  });

  it('sends the decline with its reason, and a declined return frees its quantities', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await delivered(account);
    const buyer = apiAs(testApp, await signIn(testApp, account));
    const first = createdBody(await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 10, reason: 'faulty' }] })).data;
    expectInvalid(await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 1, reason: 'faulty' }] }), 'lines.0.qty', 'Every Aprons (APR-1) delivered is already in a return.');
    const staff = await staffAs('owner');
    const declined = await staff.post(`/admin/api/returns/${first.id}/decline`, { reason: 'Opened cartons cannot be returned.' });
    expect(declined.body.data).toMatchObject({ status: 'declined', decline_reason: 'Opened cartons cannot be returned.' });
    expect(await eventsOf(first.id)).toEqual([
      ['return.requested', 'requested'],
      ['return.declined', 'declined'],
    ]);
    expect(await mailsOf(first.id)).toEqual(['declined']);
    expect((await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 10, reason: 'faulty' }] })).status).toBe(201);
  });

  it('refuses more than was delivered less what other returns ask, naming lines.N.qty, and a line of another order', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await delivered(account);
    const other = await delivered(account);
    const buyer = apiAs(testApp, await signIn(testApp, account));
    expectInvalid(await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.gloves, qty: 5, reason: 'faulty' }] }), 'lines.0.qty', 'At most 4 of Vinyl gloves (VIN-1) can be returned: 4 delivered, 0 already in returns.');
    expect((await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.gloves, qty: 3, reason: 'faulty' }] })).status).toBe(201);
    const again = await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 2, reason: 'other' }, { line_id: order.gloves, qty: 2, reason: 'faulty' }] });
    expectInvalid(again, 'lines.1.qty', 'At most 1 of Vinyl gloves (VIN-1) can be returned: 4 delivered, 3 already in returns.');
    expectInvalid(await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: other.aprons, qty: 1, reason: 'faulty' }] }), 'lines.0.line_id', `Line ${other.aprons} is not a line of order ${order.orderNumber}.`);
    // Only what was shipped: a line half shipped before delivery.
    await testApp.database.pool.query('UPDATE order_lines SET shipped_qty = 6 WHERE id = $1', [other.aprons]);
    expectInvalid(await buyer.post('/api/returns', { order_id: other.id, lines: [{ line_id: other.aprons, qty: 7, reason: 'faulty' }] }), 'lines.0.qty', /^At most 6 of Aprons/);
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS n FROM returns WHERE order_id = ANY($1)', [[order.id, other.id]]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses an order not delivered with a 409 in words, and another account’s order with a 404', async () => {
    const account = await createAccountWithUser(testApp);
    const buyer = apiAs(testApp, await signIn(testApp, account));
    for (const status of ['new', 'processing', 'dispatched', 'cancelled']) {
      const order = await delivered(account, { status });
      const refused = await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 1, reason: 'faulty' }] });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.message).toBe(`Order ${order.orderNumber} has not been delivered yet: goods can be returned once they have arrived.`);
    }
    const theirs = await delivered(await createAccountWithUser(testApp));
    const refused = await buyer.post('/api/returns', { order_id: theirs.id, lines: [{ line_id: theirs.aprons, qty: 1, reason: 'faulty' }] });
    expect(refused.status).toBe(404);
    expect((await buyer.post('/api/returns', { order_id: 2_000_000_000, lines: [{ line_id: 1, qty: 1, reason: 'faulty' }] })).status).toBe(404);
  });

  it('validates the body and query: types, bounds, reasons, lines named twice, NUL, lone surrogates and long text', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await delivered(account);
    const buyer = apiAs(testApp, await signIn(testApp, account));
    const line = (extra: Record<string, unknown>) => ({ order_id: order.id, lines: [{ line_id: order.aprons, qty: 1, reason: 'faulty', ...extra }] });
    expectInvalid(await buyer.post('/api/returns', {}), 'order_id');
    expectInvalid(await buyer.post('/api/returns', { order_id: '1', lines: [] }), 'order_id');
    expectInvalid(await buyer.post('/api/returns', { order_id: order.id, lines: [] }), 'lines', 'Choose at least one line to return.');
    expectInvalid(await buyer.post('/api/returns', { order_id: order.id, lines: 'all' }), 'lines');
    expectInvalid(await buyer.post('/api/returns', line({ qty: 0 })), 'lines.0.qty');
    expectInvalid(await buyer.post('/api/returns', line({ qty: 1.5 })), 'lines.0.qty');
    expectInvalid(await buyer.post('/api/returns', line({ qty: '1' })), 'lines.0.qty');
    expectInvalid(await buyer.post('/api/returns', line({ qty: 10_000 })), 'lines.0.qty');
    expectInvalid(await buyer.post('/api/returns', line({ line_id: 'x' })), 'lines.0.line_id');
    expectInvalid(await buyer.post('/api/returns', line({ reason: 'bored' })), 'lines.0.reason');
    expectInvalid(await buyer.post('/api/returns', line({ reason: 42 })), 'lines.0.reason');
    expectInvalid(await buyer.post('/api/returns', line({ detail: 'Torn\u0000' })), 'lines.0.detail');
    expectInvalid(await buyer.post('/api/returns', line({ detail: 'Torn \uD800' })), 'lines.0.detail');
    expectInvalid(await buyer.post('/api/returns', line({ detail: 'x'.repeat(10_000) })), 'lines.0.detail');
    expectInvalid(await buyer.post('/api/returns', line({ detail: 7 })), 'lines.0.detail');
    expectInvalid(await buyer.post('/api/returns', { ...line({}), note: 'Hi\u0000' }), 'note');
    expectInvalid(await buyer.post('/api/returns', { ...line({}), note: '\uDC00' }), 'note');
    expectInvalid(await buyer.post('/api/returns', { ...line({}), note: 'n'.repeat(10_000) }), 'note');
    expectInvalid(await buyer.post('/api/returns', { ...line({}), note: ['a'] }), 'note');
    expectInvalid(await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 1, reason: 'faulty' }, { line_id: order.aprons, qty: 1, reason: 'faulty' }] }), 'lines.1.line_id');
    expectInvalid(await buyer.get('/api/returns?page=0'), 'page');
    expectInvalid(await buyer.get('/api/returns?per_page=abc'), 'per_page');
    expectInvalid(await buyer.get('/api/returns/abc'), 'id');
    const staff = await staffAs();
    expectInvalid(await staff.get('/admin/api/returns?status=lost'), 'status');
    expectInvalid(await staff.post('/admin/api/returns/1/approve', {}), 'instructions');
    expectInvalid(await staff.post('/admin/api/returns/1/approve', { instructions: '   ' }), 'instructions');
    expectInvalid(await staff.post('/admin/api/returns/1/approve', { instructions: 'Send\u0000' }), 'instructions');
    expectInvalid(await staff.post('/admin/api/returns/1/approve', { instructions: 'x'.repeat(10_000) }), 'instructions');
    expectInvalid(await staff.post('/admin/api/returns/1/decline', { reason: '\uD800' }), 'reason');
    expectInvalid(await staff.post('/admin/api/returns/1/decline', { reason: 12 }), 'reason');
    expectInvalid(await staff.post('/admin/api/returns/1/receive', { restock: 'yes' }), 'restock');
    expectInvalid(await staff.post('/admin/api/returns/1/receive', {}), 'restock');
    expect((await staff.post('/admin/api/returns/2000000000/approve', { instructions: 'x' })).status).toBe(404);
    expect((await staff.get('/admin/api/returns/2000000000')).status).toBe(404);
  });

  it('refuses statuses out of order with a 409', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await delivered(account);
    const buyer = apiAs(testApp, await signIn(testApp, account));
    const created = createdBody(await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 1, reason: 'faulty' }] })).data;
    const staff = await staffAs();
    const url = `/admin/api/returns/${created.id}`;
    const early = await staff.post(`${url}/receive`, { restock: false });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`Return ${created.return_number} waits for a decision: it cannot be received.`);
    expect((await staff.post(`${url}/approve`, { instructions: 'Send it back.' })).status).toBe(200);
    expect((await staff.post(`${url}/approve`, { instructions: 'Again.' })).status).toBe(409);
    expect((await staff.post(`${url}/decline`, { reason: 'No.' })).status).toBe(409);
    expect((await staff.post(`${url}/receive`, { restock: false })).status).toBe(200);
    expect((await staff.post(`${url}/decline`, { reason: 'No.' })).status).toBe(409);
  });

  it('lets a viewer of the account read returns but not ask, and guards every buyer route', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await delivered(account);
    const buyer = apiAs(testApp, await signIn(testApp, account));
    const created = createdBody(await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 1, reason: 'faulty' }] })).data;
    const viewer = apiAs(testApp, await signedInColleague(testApp, account, 'viewer'));
    expect((await viewer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 1, reason: 'faulty' }] })).status).toBe(403);
    expect(okBody(await viewer.get(`/api/returns/${created.id}`)).data.id).toBe(created.id);
    await expectGuarded(testApp, { method: 'POST', url: '/api/returns', body: { order_id: order.id, lines: [{ line_id: order.aprons, qty: 1, reason: 'faulty' }] } }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'GET', url: `/api/returns/${created.id}` }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'GET', url: '/api/returns' });
  });

  it('is for staff with returns.manage only: not guests, customers, half-signed-in staff, a missing CSRF token or the warehouse', async () => {
    const order = await delivered(await createAccountWithUser(testApp));
    const id = (await testApp.database.pool.query<{ id: number }>("INSERT INTO returns (account_id, order_id) SELECT account_id, id FROM orders WHERE id = $1 RETURNING id", [order.id])).rows[0]?.id;
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/returns' }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'GET', url: `/admin/api/returns/${id}` }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/returns/${id}/approve`, body: { instructions: 'x' } }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/returns/${id}/decline`, body: { reason: 'x' } }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/returns/${id}/receive`, body: { restock: true } }, { refusedRoles: ['warehouse'] });
  });

  it('refunds a card-paid order once, with its credit note, under the order’s refund claim', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await delivered(account, { card: true });
    const buyer = apiAs(testApp, await signIn(testApp, account));
    const created = createdBody(await buyer.post('/api/returns', { order_id: order.id, lines: [{ line_id: order.aprons, qty: 2, reason: 'wrong_item' }] })).data;
    const staff = await staffAs();
    await staff.post(`/admin/api/returns/${created.id}/approve`, { instructions: 'Send it back.' });
    const received = await staff.post(`/admin/api/returns/${created.id}/receive`, { restock: false });
    expect(received.status, received.text).toBe(200);
    const credit = creditOf([{ unitPriceCents: 999, qty: 2 }]);
    expect(received.body.data).toMatchObject({ status: 'credited', credited_total: credit });
    expect(await moneyOf(testApp, order.id)).toEqual({ notes: 1, credited: credit, claim: null });
    // Its job, queued with the receipt, finds nothing left to do.
    const { rows } = await testApp.database.pool.query<{ data: ReturnCreditJob }>(`SELECT data FROM pgboss.job WHERE name = $1 AND (data->>'returnId')::int = $2`, [returnCreditQueue.name, created.id]);
    expect(rows).toHaveLength(1);
    expect(await testApp.app.services.returns.settleCredit(rows[0]!.data)).toEqual({ kind: 'gone' });
    expect(await moneyOf(testApp, order.id)).toEqual({ notes: 1, credited: credit, claim: null });
  });
});

describe('a card-paid return whose process died while crediting it', () => {
  const base = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const { stripe, testApp } = useStripeSibling(base);

  /** A received card-paid return of 4 aprons, its lease stale, as a receiver that died leaves it. */
  async function receivedReturn() {
    const session = await stripe.client.checkout.sessions.create({ mode: 'payment' });
    const account = await createAccountWithUser(testApp);
    const order = await deliveredOrder(testApp, base.fixture.products, account, { card: { provider: 'stripe', reference: session.id } });
    const { rows: [row] } = await testApp.database.pool.query<{ id: number }>(
      `INSERT INTO returns (account_id, order_id, user_id, status, restock, received_at, credit_lease_at) VALUES ($1, $2, $3, 'received', true, now(), now() - interval '120 seconds') RETURNING id`,
      [account.accountId, order.id, account.userId],
    );
    if (!row) throw new Error('no return');
    await testApp.database.pool.query(`INSERT INTO return_lines (return_id, order_line_id, qty, reason) VALUES ($1, $2, 4, 'damaged')`, [row.id, order.aprons]);
    const { rows: [invoice] } = await testApp.database.pool.query<{ id: number }>('SELECT id FROM invoices WHERE order_id = $1', [order.id]);
    if (!invoice) throw new Error('no invoice');
    const job: ReturnCreditJob = { returnId: row.id, actor: SYSTEM_ACTOR };
    return { order, session, returnId: row.id, invoiceId: invoice.id, job, reason: creditReasonOf({ id: row.id, orderNumber: order.orderNumber }), credit: creditOf([{ unitPriceCents: 999, qty: 4 }]) };
  }

  const returnOf = async (id: number) =>
    (await testApp.database.pool.query<{ status: string; credited_cents: number | null; credit_note_numbers: string[] | null }>('SELECT status, credited_cents, credit_note_numbers FROM returns WHERE id = $1', [id])).rows[0];
  const refundsOf = (paymentIntent: string) => stripe.refunds.filter((refund) => refund.params.payment_intent === paymentIntent).length;

  it('credits once when it died after the refund and before the note: the claim’s job issues the note, the return’s job finds it', async () => {
    const { order, session, returnId, invoiceId, job, reason, credit } = await receivedReturn();
    // The card credit's first transaction committed (its claim and job), Stripe refunded, then the process died.
    const claim = `credit:${crypto.randomUUID()}`;
    await testApp.database.pool.query("UPDATE orders SET refund_claim = $2, refund_claimed_at = now() - interval '60 seconds' WHERE id = $1", [order.id, claim]);
    await stripe.client.refunds.create({ payment_intent: `pi_${session.id}`, amount: credit, metadata: { refund_claim: claim } });
    const cardJob: CardCreditClaimJob = { orderId: order.id, invoiceId, claim, actor: SYSTEM_ACTOR, request: { reason, lines: [{ sku: 'APR-1', qty: 4 }] } };
    const { returns, fulfilment } = testApp.app.services;

    // The return's job comes first: the order's claim is still held, so it refunds nothing and waits.
    expect(await returns.settleCredit(job)).toMatchObject({ kind: 'waiting' });
    expect(refundsOf(`pi_${session.id}`)).toBe(1);
    expect(await fulfilment.settleCardCreditClaim(cardJob)).toEqual({ kind: 'finished' });
    // Its next run, the lease stale again: the note is the return's, so it is credited with it.
    await testApp.database.pool.query("UPDATE returns SET credit_lease_at = now() - interval '120 seconds' WHERE id = $1", [returnId]);
    expect(await returns.settleCredit(job)).toEqual({ kind: 'credited' });
    expect(await returns.settleCredit(job)).toEqual({ kind: 'gone' });
    expect(refundsOf(`pi_${session.id}`)).toBe(1);
    expect(await moneyOf(testApp, order.id)).toEqual({ notes: 1, credited: credit, claim: null });
    expect(await returnOf(returnId)).toEqual({ status: 'credited', credited_cents: credit, credit_note_numbers: [expect.stringMatching(/^CN-/)] });
    const { rows: queued } = await testApp.database.pool.query(`SELECT 1 FROM pgboss.job WHERE name = $1 AND (data->>'orderId')::int = $2`, [cardCreditClaimQueue.name, order.id]);
    expect(queued).toHaveLength(0);
  });

  it('credits once when it died after the note and before the return was marked credited', async () => {
    const { order, session, returnId, invoiceId, job, reason, credit } = await receivedReturn();
    await testApp.app.services.fulfilment.issueCreditNote(SYSTEM_ACTOR, invoiceId, { reason, lines: [{ sku: 'APR-1', qty: 4 }] });
    expect(refundsOf(`pi_${session.id}`)).toBe(1);
    expect(await testApp.app.services.returns.settleCredit(job)).toEqual({ kind: 'credited' });
    expect(refundsOf(`pi_${session.id}`)).toBe(1);
    expect(await moneyOf(testApp, order.id)).toEqual({ notes: 1, credited: credit, claim: null });
    expect((await returnOf(returnId))?.status).toBe('credited');
  });

  it('refunds and credits when it died before the refund, and waits while its receiver’s lease is fresh', async () => {
    const { order, session, returnId, job, credit } = await receivedReturn();
    await testApp.database.pool.query('UPDATE returns SET credit_lease_at = now() WHERE id = $1', [returnId]);
    expect(await testApp.app.services.returns.settleCredit(job)).toMatchObject({ kind: 'waiting' });
    expect(refundsOf(`pi_${session.id}`)).toBe(0);
    await testApp.database.pool.query("UPDATE returns SET credit_lease_at = now() - interval '120 seconds' WHERE id = $1", [returnId]);
    expect(await testApp.app.services.returns.settleCredit(job)).toEqual({ kind: 'credited' });
    expect(refundsOf(`pi_${session.id}`)).toBe(1);
    expect(await moneyOf(testApp, order.id)).toEqual({ notes: 1, credited: credit, claim: null });
  });
});
