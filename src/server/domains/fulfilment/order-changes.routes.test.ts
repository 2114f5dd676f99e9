// Changing a placed order (issue #30 Part 2): on account, quantities lowered, raised and removed and
// products added at the account's price, with totals and GST worked out again, the timeline's note, the
// buyer's e-mail, the order.changed event and the audit row; a card-paid order only going down, the
// difference refunded once as a credit note on its invoice; what cannot change is refused.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculateTotals } from '../../kernel/gst-totals.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser, signIn, type TestAccount } from '../../testing/factories.ts';
import { jobsOf, ordersRepoOf, setFulfilment } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { useStripeSibling } from '../../testing/stripe-sibling.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { newOrderOf, setStock, stockOf } from '../orders/orders.fixtures.ts';
import { orderChangeMailQueue, orderEventsQueue } from '../orders/orders.queues.ts';
import { cardCreditClaimQueue, type CardCreditClaimJob } from './fulfilment.queues.ts';

const FREIGHT = 1500;
type Line = { id: number; sku: string; qty: number; price: number; total: number };

type FixtureProducts = Awaited<ReturnType<typeof insertCatalogueFixture>>['products'];

/** A placed order of 10 aprons at $9.99 and 4 vinyl gloves at $5.99 with $15.00 freight; by card: paid and invoiced. */
async function placeTestOrder(
  testApp: TestApp,
  products: FixtureProducts,
  account: TestAccount,
  options: { card?: { provider: 'sandbox' | 'stripe'; reference: string }; status?: string } = {},
) {
  const repo = ordersRepoOf(testApp);
  const lines = [
    { productId: products.apron?.id ?? 0, variantId: 0, sku: 'APR-1', title: 'Aprons', unitPriceCents: 999, qty: 10, lineTotalCents: 9990, image: '' },
    { productId: products.vinyl?.id ?? 0, variantId: 0, sku: 'VIN-1', title: 'Vinyl gloves', unitPriceCents: 599, qty: 4, lineTotalCents: 2396, image: '' },
  ];
  const totals = calculateTotals({ lines, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: FREIGHT });
  const base = newOrderOf(account, `changes-${Math.random()}`);
  const card = options.card ? { status: 'awaiting_payment' as const, paymentMethod: 'card' as const } : {};
  const { order } = await repo.insertOrder({ ...base, ...card, lines, totals });
  if (options.card) {
    await testApp.database.db.execute(sql`INSERT INTO payments (order_id, provider, provider_reference, amount_cents, status)
      VALUES (${order.id}, ${options.card.provider}, ${options.card.reference}, ${totals.totalCents}, 'approved')`);
    await repo.markOrderPaid(order.id);
  }
  const orderNumber = await repo.assignOrderNumber(order.id);
  if (options.card) await testApp.database.db.transaction((tx) => testApp.app.services.invoicing.issueForOrderIn(tx, order.id, { isPaidByCard: true }));
  if (options.status) await setFulfilment(testApp, order.id, options.status);
  return { id: order.id, orderNumber, totalCents: totals.totalCents };
}

describe('PATCH /admin/api/orders/{id}/lines', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const staffAs = async (role: 'owner' | 'staff' | 'warehouse') => apiAs(testApp, await signedInStaff(testApp, role));

  const placedOrder = (account: TestAccount, options: { card?: boolean; status?: string } = {}) =>
    placeTestOrder(testApp, testApp.fixture.products, account, { ...options, card: options.card ? { provider: 'sandbox', reference: `sbx_${Math.random()}` } : undefined });

  async function linesOf(orderId: number): Promise<Line[]> {
    return okBody(await (await staffAs('staff')).get(`/admin/api/orders/${orderId}`)).data.items;
  }

  async function orderRow(orderId: number) {
    const { rows } = await testApp.database.pool.query<{ sub_total_cents: number; tax_total_cents: number; shipping_cents: number; total_cents: number; refund_claim: string | null }>(
      'SELECT sub_total_cents, tax_total_cents, shipping_cents, total_cents, refund_claim FROM orders WHERE id = $1',
      [orderId],
    );
    return rows[0];
  }

  it('lowers, removes and adds lines on account: totals and GST again with the freight, a note, an e-mail, an event and an audit row', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await placedOrder(account, { status: 'processing' });
    const [aprons, gloves] = await linesOf(order.id);
    if (!aprons || !gloves) throw new Error('the order has no lines');
    const staff = await staffAs('staff');

    const changed = await staff.patch(`/admin/api/orders/${order.id}/lines`, { lines: [{ line_id: aprons.id, qty: 6 }, { line_id: gloves.id, qty: 0 }], add: [{ sku: 'nit-1', qty: 2 }] });
    expect(changed.status, changed.text).toBe(200);
    // NIT-1 at the account's price today ($12.99), its title and SKU as checkout writes them.
    const after = calculateTotals({ lines: [{ unitPriceCents: 999, qty: 6 }, { unitPriceCents: 1299, qty: 2 }], taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: FREIGHT });
    expect(changed.body.data).toMatchObject({ previous_total: order.totalCents, refunded: 0, credit_note_number: null });
    expect(changed.body.data.order.items.map((line: Line) => [line.sku, line.qty, line.price])).toEqual([['APR-1', 6, 999], ['NIT-1', 2, 1299]]);
    expect(changed.body.message).toBe(`Order ${order.orderNumber} changed: its total went from $${(order.totalCents / 100).toFixed(2)} to $${(after.totalCents / 100).toFixed(2)}; the buyer is e-mailed the change.`);
    expect(await orderRow(order.id)).toMatchObject({ sub_total_cents: after.subTotalCents, tax_total_cents: after.taxTotalCents, shipping_cents: FREIGHT, total_cents: after.totalCents });

    const [note] = changed.body.data.order.desk_notes;
    expect(note).toMatchObject({ kind: 'change', text: expect.stringContaining('10 → 6 × Aprons (APR-1); Removed 4 × Vinyl gloves (VIN-1); Added 2 × Nitrile Gloves Blue Medium-100 (NIT-1).') });
    const { rows: mails } = await testApp.database.pool.query<{ data: { summary: { previousTotalCents: number; totalCents: number } } }>(
      `SELECT data FROM pgboss.job WHERE name = $1 AND (data->>'orderId')::int = $2`,
      [orderChangeMailQueue.name, order.id],
    );
    expect(mails.map((mail) => mail.data.summary)).toMatchObject([{ previousTotalCents: order.totalCents, totalCents: after.totalCents }]);
    expect(await jobsOf(testApp, orderEventsQueue.name, 'changeId', note.id)).toBe(1);
    const { rows: audits } = await testApp.database.pool.query("SELECT before, after FROM audit_log WHERE action = 'order.lines_change' AND entity_id = $1", [String(order.id)]);
    expect(audits).toEqual([
      {
        before: { total: order.totalCents, lines: [{ sku: 'APR-1', qty: 10 }, { sku: 'VIN-1', qty: 4 }, { sku: 'NIT-1', qty: 0 }] },
        after: { total: after.totalCents, lines: [{ sku: 'APR-1', qty: 6 }, { sku: 'VIN-1', qty: 0 }, { sku: 'NIT-1', qty: 2 }] },
      },
    ]);

    // The buyer's own order page shows it as it is now.
    const buyer = apiAs(testApp, await signIn(testApp, account));
    const mine = okBody(await buyer.get(`/api/order-history/${order.id}`)).data;
    expect(mine.items.map((line: Line) => [line.sku, line.qty])).toEqual([['APR-1', 6], ['NIT-1', 2]]);
  });

  it('raises a line already on the order at its own price when its SKU is added, and keeps a hold', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    await testApp.database.pool.query("UPDATE orders SET held_at = now(), hold_reason = 'Buyer phoning back', held_by = 'desk@example.test' WHERE id = $1", [order.id]);
    const staff = await staffAs('owner');
    const changed = await staff.patch(`/admin/api/orders/${order.id}/lines`, { add: [{ sku: 'APR-1', qty: 5 }] });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.order.items.map((line: Line) => [line.sku, line.qty, line.price])).toEqual([['APR-1', 15, 999], ['VIN-1', 4, 599]]);
    expect(changed.body.data.order.hold).toMatchObject({ reason: 'Buyer phoning back' });
  });

  it('refuses a raise the account’s credit does not allow, changing nothing', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await placedOrder(account);
    await testApp.database.pool.query('UPDATE accounts SET credit_limit_cents = $2 WHERE id = $1', [account.accountId, order.totalCents + 100]);
    const [aprons] = await linesOf(order.id);
    const staff = await staffAs('staff');
    const refused = await staff.patch(`/admin/api/orders/${order.id}/lines`, { lines: [{ line_id: aprons?.id, qty: 20 }] });
    const raisedBy = calculateTotals({ lines: [{ unitPriceCents: 999, qty: 20 }, { unitPriceCents: 599, qty: 4 }], taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: FREIGHT }).totalCents - order.totalCents;
    expectInvalid(refused, 'lines', new RegExp(`^The account's credit does not allow \\$${(raisedBy / 100).toFixed(2)} more: This order would take your account past its credit limit`));
    expect((await linesOf(order.id)).map((line) => line.qty)).toEqual([10, 4]);
  });

  it('lowers a card-paid order with a refund of the difference and a credit note, so the invoice less its notes is the order', async () => {
    await setStock(testApp, testApp.fixture.products.apron?.id ?? 0, 20, 'stop');
    await setStock(testApp, testApp.fixture.products.vinyl?.id ?? 0, null);
    const order = await placedOrder(await createAccountWithUser(testApp), { card: true });
    const [aprons, gloves] = await linesOf(order.id);
    const staff = await staffAs('staff');
    const changed = await staff.patch(`/admin/api/orders/${order.id}/lines`, { lines: [{ line_id: aprons?.id, qty: 7 }, { line_id: gloves?.id, qty: 0 }] });
    expect(changed.status, changed.text).toBe(200);
    const credited = calculateTotals({ lines: [{ unitPriceCents: 999, qty: 3 }, { unitPriceCents: 599, qty: 4 }], taxRateBasisPoints: 1500, isTaxInclusive: false });
    expect(changed.body.data).toMatchObject({ previous_total: order.totalCents, refunded: credited.totalCents, credit_note_number: expect.stringMatching(/^CN-/) });
    expect(changed.body.message).toContain(`$${(credited.totalCents / 100).toFixed(2)} was refunded to the card.`);
    expect(changed.body.data.order.items.map((line: Line) => [line.sku, line.qty])).toEqual([['APR-1', 7]]);

    const { rows: [money] } = await testApp.database.pool.query<{ invoiced: number; credited: number }>(
      `SELECT (SELECT total_cents FROM invoices WHERE order_id = $1) AS invoiced,
              (SELECT sum(c.total_cents)::int FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE i.order_id = $1) AS credited`,
      [order.id],
    );
    expect(money?.credited).toBe(credited.totalCents);
    expect(await orderRow(order.id)).toMatchObject({ total_cents: (money?.invoiced ?? 0) - credited.totalCents, refund_claim: null });
    const { rows: audits } = await testApp.database.pool.query("SELECT after FROM audit_log WHERE action = 'order.lines_change' AND entity_id = $1", [String(order.id)]);
    expect(audits).toMatchObject([{ after: { refunded: credited.totalCents, credit_note_number: changed.body.data.credit_note_number } }]);
    // Issue #30 Part 3: what went down is back on the shelf; an untracked product stays untracked.
    expect([await stockOf(testApp, testApp.fixture.products.apron?.id ?? 0), await stockOf(testApp, testApp.fixture.products.vinyl?.id ?? 0)]).toEqual([23, null]);
  });

  it('refuses to raise a card-paid order or add to it', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp), { card: true });
    const [aprons] = await linesOf(order.id);
    const staff = await staffAs('staff');
    expectInvalid(await staff.patch(`/admin/api/orders/${order.id}/lines`, { lines: [{ line_id: aprons?.id, qty: 11 }] }), 'lines.0.qty', /^A card-paid order can only go down/);
    expectInvalid(await staff.patch(`/admin/api/orders/${order.id}/lines`, { add: [{ sku: 'NIT-1', qty: 1 }] }), 'add.0.sku', /^A card-paid order can only go down/);
    expect((await linesOf(order.id)).map((line) => line.qty)).toEqual([10, 4]);
  });

  it('applies a card-paid change once when its process died after the refund (the claim’s job)', async () => {
    await setStock(testApp, testApp.fixture.products.apron?.id ?? 0, 50, 'stop');
    const order = await placedOrder(await createAccountWithUser(testApp), { card: true });
    const [aprons] = await linesOf(order.id);
    const staff = await staffAs('staff');
    // A first change goes through: its job is queued with the change it carries.
    expect((await staff.patch(`/admin/api/orders/${order.id}/lines`, { lines: [{ line_id: aprons?.id, qty: 9 }] })).status).toBe(200);
    const queued = await testApp.database.db.execute<{ data: CardCreditClaimJob }>(sql`SELECT data FROM pgboss.job WHERE name = ${cardCreditClaimQueue.name} AND (data->>'orderId')::int = ${order.id}`);
    const [row] = queued.rows;
    expect(row?.data.change).toMatchObject({ updates: [{ lineId: aprons?.id, qty: 9 }], removes: [], changed: [{ sku: 'APR-1', from: 10, to: 9 }] });
    // Its claim ended with the note: the job finds nothing left to do, and the change is not applied twice.
    if (!row) throw new Error('no settling job was queued');
    expect(await testApp.app.services.fulfilment.settleCardCreditClaim(row.data)).toEqual({ kind: 'gone' });
    expect((await linesOf(order.id)).map((line) => line.qty)).toEqual([9, 4]);
    expect(await stockOf(testApp, testApp.fixture.products.apron?.id ?? 0)).toBe(51);
  });

  it('lets two changes racing on one order take turns, each applied to what the other left', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    const [aprons] = await linesOf(order.id);
    const [first, second] = [await staffAs('staff'), await staffAs('owner')];
    const answers = await Promise.all([
      first.patch(`/admin/api/orders/${order.id}/lines`, { lines: [{ line_id: aprons?.id, qty: 6 }] }),
      second.patch(`/admin/api/orders/${order.id}/lines`, { add: [{ sku: 'NIT-1', qty: 2 }] }),
    ]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect((await linesOf(order.id)).map((line) => [line.sku, line.qty])).toEqual([['APR-1', 6], ['VIN-1', 4], ['NIT-1', 2]]);
    const after = calculateTotals({ lines: [{ unitPriceCents: 999, qty: 6 }, { unitPriceCents: 599, qty: 4 }, { unitPriceCents: 1299, qty: 2 }], taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: FREIGHT });
    expect((await orderRow(order.id))?.total_cents).toBe(after.totalCents);
  });

  it('refunds a card-paid order exactly what its lines went down when two changes race', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp), { card: true });
    const [aprons] = await linesOf(order.id);
    const [first, second] = [await staffAs('staff'), await staffAs('owner')];
    const answers = await Promise.all([
      first.patch(`/admin/api/orders/${order.id}/lines`, { lines: [{ line_id: aprons?.id, qty: 8 }] }),
      second.patch(`/admin/api/orders/${order.id}/lines`, { lines: [{ line_id: aprons?.id, qty: 5 }] }),
    ]);
    for (const answer of answers) expect([200, 409, 422], answer.text).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const { rows: [money] } = await testApp.database.pool.query<{ invoiced: number; credited: number; notes: number; qty: number }>(
      `SELECT (SELECT total_cents FROM invoices WHERE order_id = $1) AS invoiced,
              (SELECT coalesce(sum(c.total_cents), 0)::int FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE i.order_id = $1) AS credited,
              (SELECT count(*)::int FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE i.order_id = $1) AS notes,
              (SELECT qty FROM order_lines WHERE order_id = $1 AND sku = 'APR-1') AS qty`,
      [order.id],
    );
    expect(money?.notes).toBe(answers.filter((answer) => answer.status === 200).length);
    expect(await orderRow(order.id)).toMatchObject({ total_cents: (money?.invoiced ?? 0) - (money?.credited ?? 0), refund_claim: null });
    // What was credited is what the aprons went down by, whichever change came first.
    const down = 10 - (money?.qty ?? 10);
    expect(money?.credited).toBeGreaterThanOrEqual(Math.floor(999 * down * 1.15) - 2);
    expect(money?.credited).toBeLessThanOrEqual(Math.ceil(999 * down * 1.15) + 2);
  });

  it('refuses an order that has left, is cancelled, or is being refunded, with a 409 saying why', async () => {
    const account = await createAccountWithUser(testApp);
    const staff = await staffAs('staff');
    for (const [status, words] of [['dispatched', /has left the warehouse/], ['partially_dispatched', /Part of order .* has left/], ['delivered', /has left the warehouse/], ['cancelled', /is cancelled/]] as const) {
      const order = await placedOrder(account, { status });
      const [aprons] = await linesOf(order.id);
      const refused = await staff.patch(`/admin/api/orders/${order.id}/lines`, { lines: [{ line_id: aprons?.id, qty: 1 }] });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.message).toMatch(words);
    }
    const claimed = await placedOrder(account, { card: true });
    await testApp.database.pool.query("UPDATE orders SET refund_claim = 'credit:held', refund_claimed_at = now() WHERE id = $1", [claimed.id]);
    const [line] = await linesOf(claimed.id);
    const refused = await staff.patch(`/admin/api/orders/${claimed.id}/lines`, { lines: [{ line_id: line?.id, qty: 1 }] });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toMatch(/refund .* is under way/);
  });

  it('refuses lines and products that cannot be, naming each field, and changes nothing', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await placedOrder(account);
    const other = await placedOrder(account);
    const [aprons, gloves] = await linesOf(order.id);
    const [otherLine] = await linesOf(other.id);
    const staff = await staffAs('staff');
    const url = `/admin/api/orders/${order.id}/lines`;
    expectInvalid(await staff.patch(url, { lines: [{ line_id: otherLine?.id, qty: 1 }] }), 'lines.0.line_id', `Line ${otherLine?.id} is not a line of order ${order.orderNumber}.`);
    const adds = await staff.patch(url, { add: [{ sku: 'NOPE-1', qty: 1 }, { sku: 'NIT-3', qty: 1 }, { sku: 'NIT-3-BLACK-S', qty: 1 }, { sku: 'NIT-9', qty: 1 }, { sku: 'Vinyl Gloves Clear Small-100', qty: 1 }] });
    expectInvalid(adds, 'add.0.sku', 'No product with SKU NOPE-1 is sold to this account.');
    expect(adds.body.errors).toMatchObject({
      'add.1.sku': 'NIT-3 comes in sizes or colours: give the SKU of the one wanted.',
      'add.2.sku': 'NIT-3-BLACK-S is not available to this account.',
      'add.3.sku': 'NIT-9 is no longer sold.',
      // A title is not a SKU.
      'add.4.sku': 'No product with SKU Vinyl Gloves Clear Small-100 is sold to this account.',
    });
    expectInvalid(await staff.patch(url, { lines: [{ line_id: aprons?.id, qty: 10 }] }), 'lines', 'Nothing would change: every quantity is as it was.');
    expectInvalid(await staff.patch(url, { lines: [{ line_id: aprons?.id, qty: 0 }, { line_id: gloves?.id, qty: 0 }] }), 'lines', `An order keeps at least one line: cancel order ${order.orderNumber} instead.`);
    expectInvalid(await staff.patch(url, { add: [{ sku: 'APR-1', qty: 9990 }] }), 'add.0.qty', /would come to 10000/);
    expect((await linesOf(order.id)).map((line) => line.qty)).toEqual([10, 4]);
  });

  it('validates the body: types, bounds, twice-named lines, NUL, lone surrogates and long text', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    const staff = await staffAs('staff');
    const url = `/admin/api/orders/${order.id}/lines`;
    expectInvalid(await staff.patch(url, {}), 'lines', 'Change the quantity of a line, or add a product.');
    expectInvalid(await staff.patch(url, { lines: 'all' }), 'lines');
    expectInvalid(await staff.patch(url, { lines: [{ line_id: '1', qty: 1 }] }), 'lines.0.line_id');
    expectInvalid(await staff.patch(url, { lines: [{ line_id: 1, qty: -1 }] }), 'lines.0.qty');
    expectInvalid(await staff.patch(url, { lines: [{ line_id: 1, qty: 1.5 }] }), 'lines.0.qty');
    expectInvalid(await staff.patch(url, { lines: [{ line_id: 1, qty: 10_000 }] }), 'lines.0.qty');
    expectInvalid(await staff.patch(url, { lines: [{ line_id: 1, qty: 1 }, { line_id: 1, qty: 2 }] }), 'lines.1.line_id');
    expectInvalid(await staff.patch(url, { add: [{ sku: 'NIT-1', qty: 0 }] }), 'add.0.qty');
    expectInvalid(await staff.patch(url, { add: [{ sku: 'NIT-1', qty: 1 }, { sku: 'nit-1', qty: 1 }] }), 'add.1.sku');
    expectInvalid(await staff.patch(url, { add: [{ sku: 'NIT\u00001', qty: 1 }] }), 'add.0.sku');
    expectInvalid(await staff.patch(url, { add: [{ sku: 'NIT-\uD800', qty: 1 }] }), 'add.0.sku');
    expectInvalid(await staff.patch(url, { add: [{ sku: 'N'.repeat(10_000), qty: 1 }] }), 'add.0.sku');
    expectInvalid(await staff.patch(url, { add: [{ sku: 42, qty: 1 }] }), 'add.0.sku');
    expect((await staff.patch('/admin/api/orders/999999999/lines', { add: [{ sku: 'NIT-1', qty: 1 }] })).status).toBe(404);
    expect((await staff.patch('/admin/api/orders/abc/lines', { add: [{ sku: 'NIT-1', qty: 1 }] })).status).toBe(422);
  });

  it('is for staff with orders.change only: not guests, customers, half-signed-in staff, a missing CSRF token or the warehouse', async () => {
    const order = await placedOrder(await createAccountWithUser(testApp));
    await expectStaffGuarded(testApp, { method: 'PATCH', url: `/admin/api/orders/${order.id}/lines`, body: { add: [{ sku: 'NIT-1', qty: 1 }] } }, { refusedRoles: ['warehouse'] });
  });
});

describe('a card-paid change whose process died holding its refund claim', () => {
  const base = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const { stripe, testApp } = useStripeSibling(base);

  /** The order, its claim and the claim's job as the change's first transaction commits them, aged past stale; refunded at Stripe or not. */
  async function crashedChange(options: { isRefunded: boolean }) {
    const session = await stripe.client.checkout.sessions.create({ mode: 'payment' });
    const order = await placeTestOrder(testApp, base.fixture.products, await createAccountWithUser(testApp), { card: { provider: 'stripe', reference: session.id } });
    const { rows: [aprons] } = await testApp.database.pool.query<{ id: number }>("SELECT id FROM order_lines WHERE order_id = $1 AND sku = 'APR-1'", [order.id]);
    const { rows: [invoice] } = await testApp.database.pool.query<{ id: number; total_cents: number }>('SELECT id, total_cents FROM invoices WHERE order_id = $1', [order.id]);
    if (!aprons || !invoice) throw new Error('the order has no aprons or no invoice');
    const claim = `credit:${crypto.randomUUID()}`;
    await testApp.database.pool.query("UPDATE orders SET refund_claim = $2, refund_claimed_at = now() - interval '60 seconds' WHERE id = $1", [order.id, claim]);
    const credited = calculateTotals({ lines: [{ unitPriceCents: 999, qty: 4 }], taxRateBasisPoints: 1500, isTaxInclusive: false }).totalCents;
    if (options.isRefunded) await stripe.client.refunds.create({ payment_intent: `pi_${session.id}`, amount: credited, metadata: { refund_claim: claim } });
    const job: CardCreditClaimJob = {
      orderId: order.id,
      invoiceId: invoice.id,
      claim,
      actor: { kind: 'system', staffId: null, email: 'system' },
      request: { reason: `Order ${order.orderNumber} changed by the desk`, lines: [{ sku: 'APR-1', qty: 4 }] },
      change: { updates: [{ lineId: aprons.id, qty: 6, lineTotalCents: 5994 }], removes: [], changed: [{ sku: 'APR-1', title: 'Aprons', from: 10, to: 6 }] },
    };
    return { order, invoice, job, credited };
  }

  const stateOf = async (orderId: number) =>
    (
      await testApp.database.pool.query<{ qty: number; total_cents: number; refund_claim: string | null; notes: number; changes: number }>(
        `SELECT (SELECT qty FROM order_lines WHERE order_id = o.id AND sku = 'APR-1') AS qty, o.total_cents, o.refund_claim,
                (SELECT count(*)::int FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE i.order_id = o.id) AS notes,
                (SELECT count(*)::int FROM order_desk_notes WHERE order_id = o.id AND kind = 'change') AS changes
         FROM orders o WHERE o.id = $1`,
        [orderId],
      )
    ).rows[0];

  it('applies the change once, with its credit note, when Stripe holds the refund made under the claim', async () => {
    const { order, invoice, job, credited } = await crashedChange({ isRefunded: true });
    const { fulfilment } = testApp.app.services;
    expect(await fulfilment.settleCardCreditClaim(job)).toEqual({ kind: 'finished' });
    expect(await fulfilment.settleCardCreditClaim(job)).toEqual({ kind: 'gone' });
    expect(await stateOf(order.id)).toEqual({ qty: 6, total_cents: invoice.total_cents - credited, refund_claim: null, notes: 1, changes: 1 });
  });

  it('changes nothing and releases the claim when no refund was made under it', async () => {
    const { order, job } = await crashedChange({ isRefunded: false });
    expect(await testApp.app.services.fulfilment.settleCardCreditClaim(job)).toEqual({ kind: 'released' });
    expect(await stateOf(order.id)).toEqual({ qty: 10, total_cents: order.totalCents, refund_claim: null, notes: 0, changes: 0 });
  });
});
