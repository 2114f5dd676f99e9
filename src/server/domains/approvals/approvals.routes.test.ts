// Spending limits and approvals (issue #29 Part 1): an order over the buyer's limit for one order or for the
// month, or past one of the account's budgets, is held for a manager (202), its cart moved into the request
// with no order and no number; a manager approves (the order is placed as prepared), declines with a reason
// or lets it expire; the buyer may withdraw it and put its lines back in the cart.
import { sql } from 'drizzle-orm';
import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import { describe, expect, it } from 'vitest';
import { SHIPPING } from '../../testing/addresses.fixtures.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount, signedInColleague, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { fillCart, ordersOf, orderLinesOf, pay, readyCheckout, useOrdersApp } from '../orders/orders.fixtures.ts';
import { submitSandboxForm } from '../payments/payments.fixtures.ts';
import { approvalExpiryQueue, approvalMailQueue } from './approvals.queues.ts';

type Member = TestAccount & TestSession;

describe('spending limits and approvals', () => {
  const testApp = useOrdersApp({ runJobs: false });
  const dayPad = () => testApp.fixture.products.dayPad?.id ?? 0;
  const apron = () => testApp.fixture.products.apron?.id ?? 0;

  async function careHome(): Promise<{ manager: Member; buyer: Member }> {
    const manager = await signedInAccount(testApp);
    const buyer = await signedInColleague(testApp, manager, 'buyer');
    return { manager, buyer };
  }

  async function setLimits(manager: Member, buyer: Member, limits: { order_limit?: number | null; monthly_limit?: number | null }) {
    okBody(await apiAs(testApp, manager).patch(`/api/account-users/${buyer.userId}`, limits));
  }

  async function cartLines(session: TestSession): Promise<{ id: number; qty: number }[]> {
    return okBody(await apiAs(testApp, session).get('/api/cart')).items.map((item: { id: number; qty: number }) => ({ id: item.id, qty: item.qty }));
  }

  /** The buyer's cart of `qty` day pads ($24.99 each excl. GST) sent for approval; answers the request's id. */
  async function sendForApproval(buyer: Member, qty = 3, type: 'account' | 'card' = 'account'): Promise<number> {
    await readyCheckout(testApp, buyer, [{ id: dayPad(), qty }]);
    const sent = await pay(testApp, type, buyer);
    expect(sent.status, sent.text).toBe(202);
    return (sent.body as unknown as { approval_id: number }).approval_id;
  }

  it('lets a manager set a buyer’s limits, shown in the users list, and refuses them for a manager, a viewer or bad amounts', async () => {
    const { manager, buyer } = await careHome();
    const viewer = await signedInColleague(testApp, manager, 'viewer');
    await setLimits(manager, buyer, { order_limit: 50_000, monthly_limit: 200_000 });
    const users = okBody(await apiAs(testApp, manager).get('/api/account-users')).data.users;
    expect(users.find((user: { id: number }) => user.id === buyer.userId)).toMatchObject({ role: 'buyer', order_limit: 50_000, monthly_limit: 200_000 });
    expect(users.find((user: { id: number }) => user.id === manager.userId)).toMatchObject({ order_limit: null, monthly_limit: null });

    // A field left out stays; null takes it away.
    await setLimits(manager, buyer, { monthly_limit: null });
    const after = okBody(await apiAs(testApp, manager).get('/api/account-users')).data.users.find((user: { id: number }) => user.id === buyer.userId);
    expect(after).toMatchObject({ order_limit: 50_000, monthly_limit: null });

    const desk = apiAs(testApp, manager);
    expectInvalid(await desk.patch(`/api/account-users/${manager.userId}`, { order_limit: 100 }), 'order_limit', /A manager has no spending limits/);
    expectInvalid(await desk.patch(`/api/account-users/${viewer.userId}`, { order_limit: 100 }), 'order_limit', /A viewer cannot order/);
    expectInvalid(await desk.patch(`/api/account-users/${buyer.userId}`, { order_limit: -1 }), 'order_limit', 'The order limit may not be negative.');
    expectInvalid(await desk.patch(`/api/account-users/${buyer.userId}`, { order_limit: 12.5 }), 'order_limit', /in cents/);
    expectInvalid(await desk.patch(`/api/account-users/${buyer.userId}`, { monthly_limit: '500' }), 'monthly_limit', /in cents/);
    expectInvalid(await desk.patch(`/api/account-users/${buyer.userId}`, {}), 'order_limit');
    expect((await apiAs(testApp, buyer).patch(`/api/account-users/${buyer.userId}`, { order_limit: null })).status).toBe(403);
    const stranger = await signedInAccount(testApp);
    expect((await desk.patch(`/api/account-users/${stranger.userId}`, { order_limit: 100 })).status).toBe(404);
    await expectGuarded(testApp, { method: 'PATCH', url: `/api/account-users/${buyer.userId}`, body: { order_limit: 1 } });

    // Made a manager, the buyer's limits go.
    okBody(await desk.put(`/api/account-users/${buyer.userId}`, { role: 'manager' }));
    const promoted = await testApp.database.pool.query('SELECT order_limit_cents FROM account_users WHERE account_id = $1 AND user_id = $2', [manager.accountId, buyer.userId]);
    expect(promoted.rows[0]).toEqual({ order_limit_cents: null });
  });

  it('holds an order over the buyer’s order limit: 202, the cart moved into the request, no order, and the managers e-mailed', async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { order_limit: 5_000 });
    await readyCheckout(testApp, buyer, [{ id: dayPad(), qty: 3 }]);
    // The checkout page says why before the buyer confirms.
    expect(okBody(await apiAs(testApp, buyer).get('/api/checkout')).approval_reasons).toEqual(['This order comes to $74.97 excl. GST, over your limit of $50.00 an order.']);
    expect(okBody(await apiAs(testApp, manager).get('/api/checkout')).approval_reasons).toEqual([]);
    const sent = await pay(testApp, 'account', buyer);
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ status: 'awaiting_approval', approval_id: expect.any(Number), message: expect.stringMatching(/sent to your manager for approval/) });
    expect(await ordersOf(testApp, manager.accountId)).toEqual([]);
    expect(await cartLines(buyer)).toEqual([]);
    // A double click finds the request it made.
    const again = await pay(testApp, 'account', buyer);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ approval_id: (sent.body as unknown as { approval_id: number }).approval_id });

    expect(await testApp.app.jobs.runDue(approvalMailQueue)).toBe(1);
    const mail = await testApp.mailer.nextTo(manager.email);
    expect(mail.subject).toMatch(/^Order for approval: .+, \$86\.22$/);
    expect(mail.text).toContain('This order comes to $74.97 excl. GST, over your limit of $50.00 an order.');
    expect(mail.text).toContain('3 × Day Pad Extra-28 (DPD-1) $74.97');

    const listed = okBody(await apiAs(testApp, manager).get('/api/approvals?status=pending'));
    expect(listed.meta.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ status: 'pending', buyer: { id: buyer.userId, email: buyer.email }, payment_type: 'account', sub_total: 7_497, total: 8_622, purchase_order_no: 'PO-7788' });
    const detail = okBody(await apiAs(testApp, manager).get(`/api/approvals/${listed.data[0].id}`)).data;
    expect(detail).toMatchObject({ current: { sub_total: 7_497, total: 8_622, prices_changed: false, unavailable: [] }, buyer_month_spend: 0 });
    expect(okBody(await apiAs(testApp, buyer).get('/api/approvals')).meta.total).toBe(1);
  });

  it('keeps the later delivery day the buyer chose: on the request, in the managers’ e-mail and on the order placed', async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { order_limit: 5_000 });
    await readyCheckout(testApp, buyer, [{ id: dayPad(), qty: 3 }]);
    const days = okBody(await apiAs(testApp, buyer).get(`/api/checkout/delivery-dates?post_code=${SHIPPING.post_code}`)).data as { date: string }[];
    const later = days[1]?.date ?? '';
    okBody(await apiAs(testApp, buyer).post('/api/checkout/shipping', { shipping_info: SHIPPING, delivery_date: later }));
    const sent = await pay(testApp, 'account', buyer);
    expect(sent.status, sent.text).toBe(202);
    const id = (sent.body as unknown as { approval_id: number }).approval_id;

    expect(okBody(await apiAs(testApp, manager).get(`/api/approvals/${id}`)).data).toMatchObject({ delivery_date: later, shipping: 0 });
    await testApp.app.jobs.runDue(approvalMailQueue);
    expect((await testApp.mailer.nextTo(manager.email)).text).toContain(`Delivery asked for: ${deliveryDayWords(later)}`);
    okBody(await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`));
    const [order] = await ordersOf(testApp, manager.accountId);
    expect(okBody(await apiAs(testApp, buyer).get(`/api/order-history/${order?.id}`)).data).toMatchObject({ delivery_date: later, delivery_zone: 'Standard delivery' });
  });

  it('places the approved order as the buyer prepared it, tells the buyer, and answers a second decision with a 409', async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { order_limit: 5_000 });
    const id = await sendForApproval(buyer);
    await testApp.app.jobs.runDue(approvalMailQueue);

    const approved = await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.message).toMatch(/^Approved: order CS-\d+ has been placed for /);
    const [order] = await ordersOf(testApp, manager.accountId);
    expect(order).toMatchObject({ status: 'placed_on_account', user_id: buyer.userId, sub_total_cents: 7_497, total_cents: 8_622, order_number: approved.body.data.order.order_number });
    expect(await orderLinesOf(testApp, order?.id ?? 0)).toEqual([{ sku: 'DPD-1', title: 'Day Pad Extra-28', unit_price_cents: 2_499, qty: 3, line_total_cents: 7_497 }]);
    const history = okBody(await apiAs(testApp, buyer).get(`/api/order-history/${order?.id}`)).data;
    expect(history.shipping_info).toMatchObject({ purchase_order_no: 'PO-7788' });

    expect(await testApp.app.jobs.runDue(approvalMailQueue)).toBe(1);
    const told = await testApp.mailer.nextTo(buyer.email);
    expect(told.subject).toBe('Your order has been approved ($86.22)');
    expect(told.text).toContain(`placed as order ${order?.order_number}`);

    const second = await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This order has already been approved.');
    expect((await apiAs(testApp, manager).post(`/api/approvals/${id}/decline`, { reason: 'Too late' })).status).toBe(409);
    expect(await ordersOf(testApp, manager.accountId)).toHaveLength(1);
  });

  it('holds an order that takes the buyer past their monthly limit, counting this New Zealand month’s placed orders', async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { monthly_limit: 10_000 });
    await readyCheckout(testApp, buyer, [{ id: dayPad(), qty: 2 }]);
    expect((await pay(testApp, 'account', buyer)).status).toBe(200);
    const id = await sendForApproval(buyer, 3);
    const detail = okBody(await apiAs(testApp, manager).get(`/api/approvals/${id}`)).data;
    expect(detail.reasons).toEqual(['With this order your orders this month come to $124.95 excl. GST, over your limit of $100.00 a month.']);
    expect(detail.buyer_month_spend).toBe(4_998);
    // A manager's own order is never held.
    await readyCheckout(testApp, manager, [{ id: dayPad(), qty: 10 }]);
    expect((await pay(testApp, 'account', manager)).status).toBe(200);
  });

  it('holds an order that takes a budget past its amount, overall or for its top-level category, within the buyer’s own limits', async () => {
    const { manager, buyer } = await careHome();
    const { categories } = testApp.fixture;
    okBody(await apiAs(testApp, manager).put('/api/account-budgets', { categories: [{ category_id: categories.continence.id, monthly_amount: 5_000 }] }));
    // Gloves are not under the continence budget.
    await readyCheckout(testApp, buyer, [{ id: apron(), qty: 10 }]);
    expect((await pay(testApp, 'account', buyer)).status).toBe(200);
    const id = await sendForApproval(buyer, 3);
    const detail = okBody(await apiAs(testApp, manager).get(`/api/approvals/${id}`)).data;
    expect(detail.reasons).toEqual(["With this order the account's Continence Care spending this month comes to $74.97 excl. GST, over its budget of $50.00."]);

    okBody(await apiAs(testApp, manager).put('/api/account-budgets', { monthly_total: 10_000, categories: [] }));
    const second = await sendForApproval(buyer, 1);
    expect(okBody(await apiAs(testApp, manager).get(`/api/approvals/${second}`)).data.reasons).toEqual([
      "With this order the account's spending this month comes to $124.89 excl. GST, over its budget of $100.00.",
    ]);

    const spend = okBody(await apiAs(testApp, manager).get('/api/account-budgets/spend')).data;
    expect(spend.total).toEqual({ budget: 10_000, placed: 9_990, awaiting_approval: 7_497 + 2_499 });
    expect(spend.users.find((user: { id: number }) => user.id === buyer.userId)).toMatchObject({ placed: 9_990, awaiting_approval: 9_996, monthly_limit: null });
    const mine = okBody(await apiAs(testApp, buyer).get('/api/account-budgets/spend')).data;
    expect(mine.users.map((user: { id: number }) => user.id)).toEqual([buyer.userId]);
  });

  it('keeps budgets for top-level categories only, and only managers set them', async () => {
    const { manager, buyer } = await careHome();
    const { categories } = testApp.fixture;
    const desk = apiAs(testApp, manager);
    expectInvalid(await desk.put('/api/account-budgets', { categories: [{ category_id: categories.pads.id, monthly_amount: 100 }] }), 'categories.0.category_id', /no top-level category/);
    expectInvalid(await desk.put('/api/account-budgets', { categories: [{ category_id: 999_999, monthly_amount: 100 }] }), 'categories.0.category_id');
    expectInvalid(await desk.put('/api/account-budgets', { monthly_total: -5, categories: [] }), 'monthly_total');
    expectInvalid(await desk.put('/api/account-budgets', { categories: 'all' }), 'categories');
    const twice = [{ category_id: categories.gloves.id, monthly_amount: 1 }, { category_id: categories.gloves.id, monthly_amount: 2 }];
    expectInvalid(await desk.put('/api/account-budgets', { categories: twice }), 'categories.1.category_id');
    expect((await apiAs(testApp, buyer).put('/api/account-budgets', { categories: [] })).status).toBe(403);
    expect((await apiAs(testApp, buyer).get('/api/account-budgets')).status).toBe(403);
    const saved = okBody(await desk.put('/api/account-budgets', { monthly_total: 250_000, categories: [{ category_id: categories.gloves.id, monthly_amount: 40_000 }] })).data;
    expect(saved).toEqual({ monthly_total: 250_000, categories: [{ category_id: categories.gloves.id, title: 'Gloves & PPE', monthly_amount: 40_000 }] });
    expect(okBody(await desk.get('/api/account-budgets')).data).toEqual(saved);
    expectInvalid(await desk.get('/api/account-budgets/spend?month=2026-13'), 'month');
  });

  it('sends a declined order back with the reason, and puts its lines back in the cart in one click', async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { order_limit: 5_000 });
    const id = await sendForApproval(buyer);
    const desk = apiAs(testApp, manager);
    expectInvalid(await desk.post(`/api/approvals/${id}/decline`, { reason: '  ' }), 'reason', 'Please say why the order is declined.');
    expectInvalid(await desk.post(`/api/approvals/${id}/decline`, { reason: 'x'.repeat(10_000) }), 'reason');
    expectInvalid(await desk.post(`/api/approvals/${id}/decline`, { reason: 'bad\u0000byte' }), 'reason');
    expectInvalid(await desk.post(`/api/approvals/${id}/decline`, { reason: 42 }), 'reason');
    expect((await apiAs(testApp, buyer).post(`/api/approvals/${id}/decline`, { reason: 'Mine' })).status).toBe(403);
    expect((await apiAs(testApp, buyer).post(`/api/approvals/${id}/cart`)).status).toBe(409);

    const declined = okBody(await desk.post(`/api/approvals/${id}/decline`, { reason: 'We have pads in the store room.' }));
    expect(declined.data).toMatchObject({ status: 'declined', decline_reason: 'We have pads in the store room.', decided_by: { id: manager.userId } });
    await testApp.app.jobs.runDue(approvalMailQueue);
    await testApp.mailer.nextTo(manager.email);
    const told = await testApp.mailer.nextTo(buyer.email);
    expect(told.subject).toBe('Your order was declined ($86.22)');
    expect(told.text).toContain('We have pads in the store room.');

    const back = okBody(await apiAs(testApp, buyer).post(`/api/approvals/${id}/cart`));
    expect(back.message).toBe('The lines have been put back in your cart.');
    expect(await cartLines(buyer)).toEqual([{ id: dayPad(), qty: 3 }]);
    expect(await ordersOf(testApp, manager.accountId)).toEqual([]);
  });

  it('lets the buyer withdraw only their own pending request; another buyer and another account find none', async () => {
    const { manager, buyer } = await careHome();
    const otherBuyer = await signedInColleague(testApp, manager, 'buyer');
    const viewer = await signedInColleague(testApp, manager, 'viewer');
    await setLimits(manager, buyer, { order_limit: 5_000 });
    const id = await sendForApproval(buyer);
    expect((await apiAs(testApp, otherBuyer).get(`/api/approvals/${id}`)).status).toBe(404);
    expect((await apiAs(testApp, otherBuyer).post(`/api/approvals/${id}/withdraw`)).status).toBe(404);
    expect(okBody(await apiAs(testApp, otherBuyer).get('/api/approvals')).meta.total).toBe(0);
    expect((await apiAs(testApp, viewer).get('/api/approvals')).status).toBe(403);
    expect((await apiAs(testApp, manager).post(`/api/approvals/${id}/withdraw`)).status).toBe(404);
    await expectGuarded(testApp, { method: 'GET', url: `/api/approvals/${id}` }, { otherAccount: true });
    await expectGuarded(testApp, { method: 'POST', url: `/api/approvals/${id}/approve` }, { signedIn: manager });
    const stranger = await signedInAccount(testApp);
    expect((await apiAs(testApp, stranger).post(`/api/approvals/${id}/approve`)).status).toBe(404);

    const withdrawn = okBody(await apiAs(testApp, buyer).post(`/api/approvals/${id}/withdraw`));
    expect(withdrawn.data.status).toBe('withdrawn');
    expect((await apiAs(testApp, buyer).post(`/api/approvals/${id}/withdraw`)).status).toBe(409);
    expect((await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`)).status).toBe(409);
  });

  it("answers a 409 with today's total when prices changed since the buyer sent it, and places nothing", async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { order_limit: 5_000 });
    const id = await sendForApproval(buyer);
    await testApp.database.db.execute(sql`UPDATE products SET price_cents = 2999 WHERE id = ${dayPad()}`);
    try {
      const detail = okBody(await apiAs(testApp, manager).get(`/api/approvals/${id}`)).data;
      expect(detail.current).toEqual({ sub_total: 8_997, total: 10_347, prices_changed: true, unavailable: [] });
      const refused = await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^Prices have changed since .+ sent this order: at today's prices it comes to \$103\.47\./);
      expect(await ordersOf(testApp, manager.accountId)).toEqual([]);
      expect(okBody(await apiAs(testApp, manager).get(`/api/approvals/${id}`)).data.status).toBe('pending');
    } finally {
      await testApp.database.db.execute(sql`UPDATE products SET price_cents = 2499 WHERE id = ${dayPad()}`);
    }
  });

  it('expires a request left 7 days, once however often the run comes, and tells the buyer', async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { order_limit: 5_000 });
    const id = await sendForApproval(buyer);
    const waiting = okBody(await apiAs(testApp, buyer).get(`/api/approvals/${id}`)).data;
    expect(Date.parse(waiting.expires_at) - Date.parse(waiting.created_at)).toBe(7 * 24 * 60 * 60 * 1000);
    await testApp.app.jobs.runDue(approvalMailQueue);
    await testApp.database.db.execute(sql`UPDATE approval_requests SET expires_at = now() - interval '1 second' WHERE id = ${id}`);
    await Promise.all([testApp.app.services.approvals.expireDue(), testApp.app.services.approvals.expireDue()]);
    expect(await testApp.app.services.approvals.expireDue()).toBe(0);
    expect(okBody(await apiAs(testApp, buyer).get(`/api/approvals/${id}`)).data.status).toBe('expired');
    expect(await testApp.app.jobs.runDue(approvalMailQueue)).toBe(1);
    await testApp.mailer.nextTo(manager.email);
    expect((await testApp.mailer.nextTo(buyer.email)).subject).toBe('Your order request has expired ($86.22)');
    expect((await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`)).status).toBe(409);
    expect(approvalExpiryQueue.name).toBe('approval-expiry');
  });

  it('gives one order and one 409 to two managers approving at once', async () => {
    const { manager, buyer } = await careHome();
    const second = await signedInColleague(testApp, manager, 'manager');
    await setLimits(manager, buyer, { order_limit: 5_000 });
    const id = await sendForApproval(buyer);
    const answers = await Promise.all([apiAs(testApp, manager).post(`/api/approvals/${id}/approve`), apiAs(testApp, second).post(`/api/approvals/${id}/approve`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await ordersOf(testApp, manager.accountId)).toHaveLength(1);
  });

  it('decides two buyers racing past one budget one after the other: one order placed, the other held', async () => {
    const { manager, buyer } = await careHome();
    const second = await signedInColleague(testApp, manager, 'buyer');
    okBody(await apiAs(testApp, manager).put('/api/account-budgets', { monthly_total: 10_000, categories: [] }));
    await readyCheckout(testApp, buyer, [{ id: dayPad(), qty: 3 }]);
    await readyCheckout(testApp, second, [{ id: dayPad(), qty: 2 }]);
    const answers = await Promise.all([pay(testApp, 'account', buyer), pay(testApp, 'account', second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 202]);
    expect(await ordersOf(testApp, manager.accountId)).toHaveLength(1);
    expect(okBody(await apiAs(testApp, manager).get('/api/approvals?status=pending')).meta.total).toBe(1);
  });

  it('holds a card order too, and approving it e-mails the buyer a link to pay rather than placing it', async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { order_limit: 5_000 });
    const id = await sendForApproval(buyer, 3, 'card');
    expect(await ordersOf(testApp, manager.accountId)).toEqual([]);
    const approved = okBody(await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`));
    expect(approved.data).toMatchObject({ status: 'approved', payment_type: 'card', order: null });
    expect(approved.message).toMatch(/has been e-mailed a link to pay by card\.$/);
    await testApp.app.jobs.runDue(approvalMailQueue);
    await testApp.mailer.nextTo(manager.email);
    expect((await testApp.mailer.nextTo(buyer.email)).text).toContain(`/my-account/approvals/${id}`);

    // The buyer pays it from the request: one order, awaiting payment, the same however often they click.
    expect((await apiAs(testApp, manager).post(`/api/approvals/${id}/pay`)).status).toBe(404);
    await fillCart(testApp, buyer, [{ id: apron(), qty: 2 }]);
    const paying = okBody(await apiAs(testApp, buyer).post(`/api/approvals/${id}/pay`));
    expect(paying).toMatchObject({ success: true, url: expect.stringMatching(/^\/payments\/sandbox\//) });
    expect(okBody(await apiAs(testApp, buyer).post(`/api/approvals/${id}/pay`)).url).toBe(paying.url);
    const [order] = await ordersOf(testApp, manager.accountId);
    expect(order).toMatchObject({ status: 'awaiting_payment', payment_method: 'card', user_id: buyer.userId, total_cents: 8_622, order_number: null });
    expect((await submitSandboxForm(testApp, `${paying.url}/approve`, buyer)).status).toBe(303);
    const [paid] = await ordersOf(testApp, manager.accountId);
    expect(paid).toMatchObject({ status: 'paid', order_number: expect.stringMatching(/^CS-/) });
    // The cart keeps what the buyer put there since: the request's lines never were in it.
    expect(await cartLines(buyer)).toEqual([{ id: apron(), qty: 2 }]);
    expect(okBody(await apiAs(testApp, buyer).get(`/api/approvals/${id}`)).data.order).toEqual({ id: paid?.id, order_number: paid?.order_number });
    expect(okBody(await apiAs(testApp, buyer).post(`/api/approvals/${id}/pay`)).url).toBe(`/checkout/confirmation/${paid?.id}`);
  });

  it('shows staff an account’s requests read only, to those with the accounts permission', async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { order_limit: 5_000 });
    const id = await sendForApproval(buyer);
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const found = okBody(await desk.get(`/admin/api/accounts/${manager.accountId}/approvals`));
    expect(found.meta).toMatchObject({ total: 1, pending: 1 });
    expect(found.data[0]).toMatchObject({ id, status: 'pending', buyer: { id: buyer.userId } });
    expect((await desk.get('/admin/api/accounts/999999/approvals')).status).toBe(404);
    expectInvalid(await desk.get(`/admin/api/accounts/${manager.accountId}/approvals?status=maybe`), 'status');
    expect((await apiAs(testApp, await signedInStaff(testApp, 'warehouse')).get(`/admin/api/accounts/${manager.accountId}/approvals`)).status).toBe(403);
    expect((await apiAs(testApp, manager).get(`/admin/api/accounts/${manager.accountId}/approvals`)).status).toBe(401);
  });

  it('refuses to pay a request that is not an approved card order', async () => {
    const { manager, buyer } = await careHome();
    await setLimits(manager, buyer, { order_limit: 5_000 });
    const id = await sendForApproval(buyer);
    expect((await apiAs(testApp, buyer).post(`/api/approvals/${id}/pay`)).status).toBe(409);
    okBody(await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`));
    expect((await apiAs(testApp, buyer).post(`/api/approvals/${id}/pay`)).status).toBe(409);
    await expectGuarded(testApp, { method: 'POST', url: `/api/approvals/${id}/pay` }, { signedIn: buyer, otherAccount: true });
  });
});
