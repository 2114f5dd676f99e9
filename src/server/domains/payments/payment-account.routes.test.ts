import { describe, expect, it } from 'vitest';
import type { OrderDetailJson } from '../../../shared/schemas/orders.ts';
import { BILLING, FULL_ADDRESS, SHIPPING } from '../../testing/addresses.fixtures.ts';
import { apiAs, okBody } from '../../testing/api.ts';
import { signedInAccount, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';

import { cartLineCount, confirmationMailJobsOf, fillCart, orderLinesOf, ordersOf, pay, readyCheckout, saveShipping, useOrdersApp } from '../orders/orders.fixtures.ts';
import { orderConfirmationMailQueue } from '../orders/orders.queues.ts';

describe('POST /api/payment/account', () => {
  const testApp = useOrdersApp();
  const id = (key: string) => {
    const product = testApp.fixture.products[key];
    if (!product) throw new Error(`no fixture product ${key}`);
    return product.id;
  };
  // NIT-1 $12.99 × 2 + APR-1 $9.99 × 3 = $55.95; GST 15% = $8.3925 → $8.39; total $64.34.
  const lines = () => [
    { id: id('nitrileBlue'), qty: 2 },
    { id: id('apron'), qty: 3 },
  ];

  const buyer = () => signedInAccount(testApp, { canPayOnAccount: true });

  async function orderDetail(session: TestSession, orderId: number): Promise<OrderDetailJson> {
    return okBody(await apiAs(testApp, session).get<{ data: OrderDetailJson }>(`/api/order-history/${orderId}`)).data;
  }

  it('places one order on account with the snapshot and totals from the database, empties the cart and e-mails it', async () => {
    const account = await buyer();
    await readyCheckout(testApp, account, lines());

    const { status, body } = await pay(testApp, 'account', account);

    const [order, ...others] = await ordersOf(testApp, account.accountId);
    expect(others).toEqual([]);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, url: `/checkout/confirmation/${order?.id}`, message: `Your order ${order?.order_number} has been placed.` });
    expect(order).toMatchObject({
      status: 'placed_on_account',
      payment_method: 'account',
      user_id: account.userId,
      sub_total_cents: 5595,
      tax_total_cents: 839,
      tax_rate_basis_points: 1500,
      total_cents: 6434,
      shipping_full_address: FULL_ADDRESS,
      paid_at: null,
    });
    expect(order?.order_number).toMatch(/^CS-\d{6,}$/);
    expect(await orderLinesOf(testApp, order?.id ?? 0)).toEqual([
      { sku: 'NIT-1', title: 'Nitrile Gloves Blue Medium-100', unit_price_cents: 1299, qty: 2, line_total_cents: 2598 },
      { sku: 'APR-1', title: 'Aprons On A Roll White-200', unit_price_cents: 999, qty: 3, line_total_cents: 2997 },
    ]);
    expect(await cartLineCount(testApp, account.accountId)).toBe(0);

    const detail = await orderDetail(account, order?.id ?? 0);
    expect(detail).toMatchObject({
      order_number: order?.order_number,
      status: 'placed_on_account',
      payment_method: 'account',
      placed_by: 'Test User',
      shipping_info: SHIPPING,
      billing_info: BILLING,
      summary: { sub_total: 5595, tax_total: 839, tax_percentage: 15, shipping: 0, discount: 0, total: 6434, tax_inclusive: false },
    });

    const mail = await testApp.mailer.nextTo(account.email);
    expect(mail.subject).toBe(`Your Care Supply Co order ${order?.order_number}`);
    expect(mail.text).toContain('2 x Nitrile Gloves Blue Medium-100 (NIT-1) at $12.99 = $25.98');
    expect(mail.text).toContain('GST (15%): $8.39');
    expect(mail.text).toContain('Total: $64.34');
    expect(mail.text).toContain(FULL_ADDRESS);
  });

  it('answers success false (422) when the account may not pay on account, and places nothing', async () => {
    const account = await signedInAccount(testApp, { canPayOnAccount: false });
    await readyCheckout(testApp, account, lines());

    const { status, body } = await pay(testApp, 'account', account);

    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, url: null, message: 'Your account cannot pay on account. Please pay by card.' });
    expect(await ordersOf(testApp, account.accountId)).toEqual([]);
    expect(await cartLineCount(testApp, account.accountId)).toBe(2);
  });

  it('answers success false with a message for an empty cart, missing shipping or missing billing', async () => {
    const account = await buyer();
    const empty = await pay(testApp, 'account', account);
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ success: false, message: 'Your cart is empty.', errors: { cart: 'Your cart is empty.' } });

    await fillCart(testApp, account, lines());
    const noShipping = await pay(testApp, 'account', account);
    expect(noShipping.status).toBe(422);
    expect(noShipping.body).toMatchObject({ success: false, errors: { shipping_info: 'Please complete your shipping information.' } });

    await saveShipping(testApp, account);
    const noBilling = await pay(testApp, 'account', account);
    expect(noBilling.status).toBe(422);
    expect(noBilling.body).toMatchObject({ success: false, errors: { billing_info: 'Please complete your billing information.' } });
    expect(await ordersOf(testApp, account.accountId)).toEqual([]);
  });

  it('asks again for details saved before the address rule: a post code ABCDE places no order (issue #16 item 3)', async () => {
    const account = await buyer();
    await readyCheckout(testApp, account, lines());
    await testApp.database.pool.query(
      `UPDATE carts SET shipping_info = jsonb_set(shipping_info, '{post_code}', '"ABCDE"') WHERE user_id = $1`,
      [account.userId],
    );
    const refused = await pay(testApp, 'account', account);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, errors: { shipping_info: 'Please complete your shipping information.' } });
    expect(await ordersOf(testApp, account.accountId)).toEqual([]);
  });

  it('answers 401 to a guest, 403 without the CSRF header and 404 for an unknown payment type', async () => {
    const account = await buyer();
    await readyCheckout(testApp, account, lines());
    await expectGuarded(testApp, { method: 'POST', url: '/api/payment/account' }, { signedIn: account });
    expect((await pay(testApp, 'cash', account)).status).toBe(404);
    expect((await pay(testApp, 'ACCOUNT', account)).status).toBe(404);
    expect(await ordersOf(testApp, account.accountId)).toEqual([]);
  });

  it('ignores prices and totals sent in the body', async () => {
    const account = await buyer();
    await readyCheckout(testApp, account, lines());

    const { status } = await pay(testApp, 'account', account, {
      payload: { total: 1, sub_total: 1, tax_total: 0, items: [{ id: id('nitrileBlue'), qty: 2, price: 1 }], summary: { total: 1 } },
    });

    expect(status).toBe(200);
    const [order] = await ordersOf(testApp, account.accountId);
    expect(order).toMatchObject({ sub_total_cents: 5595, tax_total_cents: 839, total_cents: 6434 });
    expect((await orderLinesOf(testApp, order?.id ?? 0)).map((line) => line.unit_price_cents)).toEqual([1299, 999]);
  });

  describe('exactly one order', () => {
    let account: TestAccount & TestSession;

    it('makes one order from identical requests at the same instant, every answer pointing at it', async () => {
      account = await buyer();
      await readyCheckout(testApp, account, lines());

      const answers = await Promise.all([1, 2, 3, 4].map(() => pay(testApp, 'account', account)));

      const orders = await ordersOf(testApp, account.accountId);
      expect(orders).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ success: true, url: `/checkout/confirmation/${orders[0]?.id}`, message: `Your order ${orders[0]?.order_number} has been placed.` });
      }
      // One e-mail owed, and delivered (by this app's worker or by runDue, whichever takes the job).
      expect(await confirmationMailJobsOf(testApp, orders[0]?.id ?? 0)).toBe(1);
      await testApp.app.jobs.runDue(orderConfirmationMailQueue);
      await testApp.mailer.nextTo(account.email);
      expect(testApp.mailer.messages.filter((message) => message.to === account.email)).toHaveLength(1);
    });

    it('answers a replay after success with the same order, still one order and one e-mail', async () => {
      const [order] = await ordersOf(testApp, account.accountId);
      const replay = await pay(testApp, 'account', account);

      expect(replay.status).toBe(200);
      expect(replay.body.url).toBe(`/checkout/confirmation/${order?.id}`);
      expect(await ordersOf(testApp, account.accountId)).toHaveLength(1);
      expect(await confirmationMailJobsOf(testApp, order?.id ?? 0)).toBe(1);
      expect(testApp.mailer.messages.filter((message) => message.to === account.email)).toHaveLength(1);
    });

    it('places a new order when the same buyer fills the cart again', async () => {
      await readyCheckout(testApp, account, lines());
      const again = await pay(testApp, 'account', account);

      const orders = await ordersOf(testApp, account.accountId);
      expect(orders).toHaveLength(2);
      expect(again.body.url).toBe(`/checkout/confirmation/${orders[1]?.id}`);
      expect(orders[1]?.order_number).not.toBe(orders[0]?.order_number);
    });
  });

  it('cancels an unpaid card attempt for the same cart when the cart is placed on account', async () => {
    const account = await buyer();
    await readyCheckout(testApp, account, lines());
    const card = await pay(testApp, 'card', account);
    expect(card.status).toBe(200);

    const onAccount = await pay(testApp, 'account', account);
    expect(onAccount.status).toBe(200);

    const orders = await ordersOf(testApp, account.accountId);
    expect(orders.map((order) => [order.payment_method, order.status])).toEqual([
      ['card', 'cancelled'],
      ['account', 'placed_on_account'],
    ]);
    const approve = await apiAs(testApp, account).post(`${card.body.url}/approve`, {});
    expect(approve.status).toBe(303);
    expect(approve.headers.location).toMatch(/^\/checkout\?payment=declined&reference=PAY-\d{6,}$/);
    expect((await ordersOf(testApp, account.accountId))[0]?.status).toBe('cancelled');
  });
});
