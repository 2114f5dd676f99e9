// Stock when ordering (issue #30 Part 3): placing an order takes the stock of tracked products in its own
// transaction; a `stop` product refuses a line for more than is on hand (a 422 naming the line, nothing
// written); a card order takes it when paid; a cancellation gives back what had not left.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactOn } from '../../db/executor.ts';
import { apiAs, okBody } from '../../testing/api.ts';
import { signedInAccount, signedInColleague, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { submitSandboxForm } from '../payments/payments.fixtures.ts';
import { cartLinesOf, fixtureProductId, newOrderOf, ordersOf, pay, paymentsOf, readyCheckout, setStock, stockOf, useOrdersApp } from './orders.fixtures.ts';

describe('stock when ordering', () => {
  const testApp = useOrdersApp();
  const id = (key: string) => fixtureProductId(testApp, key);
  const buyer = () => signedInAccount(testApp, { canPayOnAccount: true });
  const stocks = async () => ({ nitrile: await stockOf(testApp, id('nitrileBlue')), apron: await stockOf(testApp, id('apron')), vinyl: await stockOf(testApp, id('vinyl')) });

  it('placing on account lowers tracked stock, lets a backorder product go below zero and leaves an untracked one alone', async () => {
    await setStock(testApp, id('nitrileBlue'), 5, 'stop');
    await setStock(testApp, id('apron'), 1, 'allow_backorder');
    await setStock(testApp, id('vinyl'), null);
    const account = await buyer();
    await readyCheckout(testApp, account, [{ id: id('nitrileBlue'), qty: 5 }, { id: id('apron'), qty: 3 }, { id: id('vinyl'), qty: 2 }]);

    const { status, text } = await pay(testApp, 'account', account);

    expect(status, text).toBe(200);
    expect(await ordersOf(testApp, account.accountId)).toHaveLength(1);
    expect(await stocks()).toEqual({ nitrile: 0, apron: -2, vinyl: null });
  });

  it('refuses a stop line for more than is on hand: a 422 naming the line with how many there are, and nothing written', async () => {
    await setStock(testApp, id('nitrileBlue'), 3, 'stop');
    await setStock(testApp, id('apron'), 10, 'stop');
    const account = await buyer();
    await readyCheckout(testApp, account, [{ id: id('apron'), qty: 2 }, { id: id('nitrileBlue'), qty: 4 }]);

    const { status, body } = await pay(testApp, 'account', account);

    expect(status).toBe(422);
    expect(body).toMatchObject({
      success: false,
      url: null,
      message: 'Only 3 of Nitrile Gloves Blue Medium-100 (NIT-1) available. Change the quantity in your cart and confirm again.',
      errors: { 'lines.1.qty': 'Only 3 available.' },
    });
    expect(Object.keys(body.errors ?? {})).toEqual(['lines.1.qty']);
    expect(await ordersOf(testApp, account.accountId)).toEqual([]);
    expect(await cartLinesOf(testApp, account.accountId)).toEqual([['APR-1', 2], ['NIT-1', 4]]);
    expect(await stocks()).toMatchObject({ nitrile: 3, apron: 10 });

    // At what is on hand it goes through, to the last carton.
    const another = await buyer();
    await readyCheckout(testApp, another, [{ id: id('apron'), qty: 2 }, { id: id('nitrileBlue'), qty: 3 }]);
    const placed = await pay(testApp, 'account', another);
    expect(placed.status, placed.text).toBe(200);
    expect(await stocks()).toMatchObject({ nitrile: 0, apron: 8 });
  });

  it('says none are available when a stop product is out of stock', async () => {
    await setStock(testApp, id('nitrileBlue'), 0, 'stop');
    const account = await buyer();
    await readyCheckout(testApp, account, [{ id: id('nitrileBlue'), qty: 1 }]);

    const { status, body } = await pay(testApp, 'account', account);

    expect(status).toBe(422);
    expect(body.errors).toEqual({ 'lines.0.qty': 'None available: it is out of stock.' });
  });

  describe('by card', () => {
    async function startCard(account: TestAccount & TestSession, qty: number): Promise<string> {
      await readyCheckout(testApp, account, [{ id: id('nitrileBlue'), qty }]);
      const { status, body, text } = await pay(testApp, 'card', account);
      expect(status, text).toBe(200);
      return body.url ?? '';
    }

    it('takes nothing when the payment starts, and takes the stock when it is approved', async () => {
      await setStock(testApp, id('nitrileBlue'), 4, 'stop');
      const account = await buyer();
      const url = await startCard(account, 3);
      expect(await stockOf(testApp, id('nitrileBlue'))).toBe(4);

      expect((await submitSandboxForm(testApp, `${url}/approve`, account)).status).toBe(303);

      expect((await ordersOf(testApp, account.accountId)).map((order) => order.status)).toEqual(['paid']);
      expect(await stockOf(testApp, id('nitrileBlue'))).toBe(1);
    });

    it('refuses to start a payment for more than is on hand, writing nothing', async () => {
      await setStock(testApp, id('nitrileBlue'), 2, 'stop');
      const account = await buyer();
      await readyCheckout(testApp, account, [{ id: id('nitrileBlue'), qty: 3 }]);

      const { status, body } = await pay(testApp, 'card', account);

      expect(status).toBe(422);
      expect(body.errors).toEqual({ 'lines.0.qty': 'Only 2 available.' });
      expect(await ordersOf(testApp, account.accountId)).toEqual([]);
    });

    it('cancels an order paid for the last carton another order took meanwhile, and refunds its payment', async () => {
      await setStock(testApp, id('nitrileBlue'), 1, 'stop');
      const cardBuyer = await buyer();
      const url = await startCard(cardBuyer, 1);
      // Another buyer takes the last carton on account while the card is on the payment page.
      const other = await buyer();
      await readyCheckout(testApp, other, [{ id: id('nitrileBlue'), qty: 1 }]);
      expect((await pay(testApp, 'account', other)).status).toBe(200);

      const approve = await submitSandboxForm(testApp, `${url}/approve`, cardBuyer);

      expect(approve.status).toBe(303);
      expect(approve.headers.location).toMatch(/^\/checkout\?payment=refunded&reference=PAY-\d+$/);
      const [order] = await ordersOf(testApp, cardBuyer.accountId);
      expect(order).toMatchObject({ status: 'cancelled', order_number: null });
      expect((await paymentsOf(testApp, order?.id ?? 0)).map((payment) => payment.status)).toEqual(['refunded']);
      expect(await stockOf(testApp, id('nitrileBlue'))).toBe(0);
      // The buyer's cart is as it was: they may order it again once it is back.
      expect(await cartLinesOf(testApp, cardBuyer.accountId)).toEqual([['NIT-1', 1]]);
    });
  });

  it("gives back what a cancelled order had not shipped, and a paid card order's refund-cancel too", async () => {
    await setStock(testApp, id('nitrileBlue'), 10, 'stop');
    await setStock(testApp, id('vinyl'), null);
    const account = await buyer();
    await readyCheckout(testApp, account, [{ id: id('nitrileBlue'), qty: 4 }, { id: id('vinyl'), qty: 2 }]);
    expect((await pay(testApp, 'account', account)).status).toBe(200);
    const [order] = await ordersOf(testApp, account.accountId);
    expect(await stockOf(testApp, id('nitrileBlue'))).toBe(6);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));

    const cancelled = await staff.post(`/admin/api/orders/${order?.id}/status`, { status: 'cancelled' });

    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await stocks()).toMatchObject({ nitrile: 10, vinyl: null });

    const cardBuyer = await buyer();
    await readyCheckout(testApp, cardBuyer, [{ id: id('nitrileBlue'), qty: 3 }]);
    const { body } = await pay(testApp, 'card', cardBuyer);
    await submitSandboxForm(testApp, `${body.url}/approve`, cardBuyer);
    const [paid] = await ordersOf(testApp, cardBuyer.accountId);
    expect(paid?.status).toBe('paid');
    expect(await stockOf(testApp, id('nitrileBlue'))).toBe(7);

    const refunded = await staff.post(`/admin/api/orders/${paid?.id}/status`, { status: 'cancelled' });

    expect(refunded.status, refunded.text).toBe(200);
    expect((await ordersOf(testApp, cardBuyer.accountId))[0]?.status).toBe('refunded');
    expect(await stockOf(testApp, id('nitrileBlue'))).toBe(10);
  });

  describe('an order the store places for a buyer (standing orders, approvals, phone orders: insertAccountOrder)', () => {
    const place = async (account: TestAccount, checkoutKey: string, qty: number) => {
      const order = { ...newOrderOf(account, checkoutKey, id('nitrileBlue')), lines: [{ ...newOrderOf(account, checkoutKey).lines[0]!, productId: id('nitrileBlue'), sku: 'NIT-1', title: 'Nitrile', qty }] };
      return transactOn(testApp.database.db)((tx) => testApp.app.services.orders.insertAccountOrder(order, tx));
    };

    it('takes the stock with the order, once for the same checkout key', async () => {
      await setStock(testApp, id('nitrileBlue'), 5, 'stop');
      const account = await buyer();

      const first = await place(account, `stock-standing-${account.accountId}`, 2);
      const again = await place(account, `stock-standing-${account.accountId}`, 2);

      expect(first).toMatchObject({ isNew: true });
      expect(again).toMatchObject({ isNew: false });
      expect(await stockOf(testApp, id('nitrileBlue'))).toBe(3);
    });

    it('answers a stock refusal naming the line, writing nothing', async () => {
      await setStock(testApp, id('nitrileBlue'), 1, 'stop');
      const account = await buyer();

      const refused = await place(account, `stock-refused-${account.accountId}`, 2);

      expect(refused).toEqual({ stockRefusal: { message: 'Only 1 of Nitrile (NIT-1) available.', lines: [{ index: 0, sku: 'NIT-1', available: 1, message: 'Only 1 available.' }] } });
      expect(await ordersOf(testApp, account.accountId)).toEqual([]);
      expect(await stockOf(testApp, id('nitrileBlue'))).toBe(1);
    });
  });

  describe('a change of a placed order (PATCH /admin/api/orders/{id}/lines)', () => {
    /** An order on account of 3 nitrile gloves and 2 aprons, placed through checkout. */
    async function placedOrder() {
      const account = await buyer();
      await readyCheckout(testApp, account, [{ id: id('nitrileBlue'), qty: 3 }, { id: id('apron'), qty: 2 }]);
      expect((await pay(testApp, 'account', account)).status).toBe(200);
      const [order] = await ordersOf(testApp, account.accountId);
      const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
      const items: { id: number; sku: string; qty: number }[] = (await staff.get(`/admin/api/orders/${order?.id}`)).body.data.items;
      return { orderId: order?.id ?? 0, staff, nitrile: items[0]?.id ?? 0, aprons: items[1]?.id ?? 0 };
    }

    it("moves the stock by each line's difference: a raise takes, a lowering and a removal give back, an added line takes", async () => {
      await setStock(testApp, id('nitrileBlue'), 10, 'stop');
      await setStock(testApp, id('apron'), 10, 'allow_backorder');
      await setStock(testApp, id('vinyl'), 4, 'stop');
      const { orderId, staff, nitrile, aprons } = await placedOrder();
      expect(await stocks()).toEqual({ nitrile: 7, apron: 8, vinyl: 4 });

      const changed = await staff.patch(`/admin/api/orders/${orderId}/lines`, { lines: [{ line_id: nitrile, qty: 5 }, { line_id: aprons, qty: 0 }], add: [{ sku: 'VIN-1', qty: 4 }] });

      expect(changed.status, changed.text).toBe(200);
      expect(await stocks()).toEqual({ nitrile: 5, apron: 10, vinyl: 0 });

      expect((await staff.patch(`/admin/api/orders/${orderId}/lines`, { lines: [{ line_id: nitrile, qty: 1 }] })).status).toBe(200);
      expect(await stocks()).toMatchObject({ nitrile: 9 });
    });

    it("refuses a raise beyond a stop product's stock: a 422 on the line with how many more there are, nothing written", async () => {
      await setStock(testApp, id('nitrileBlue'), 5, 'stop');
      await setStock(testApp, id('apron'), 10, 'stop');
      await setStock(testApp, id('vinyl'), 0, 'stop');
      const { orderId, staff, nitrile, aprons } = await placedOrder();
      expect(await stocks()).toEqual({ nitrile: 2, apron: 8, vinyl: 0 });
      const before = (await staff.get(`/admin/api/orders/${orderId}`)).body.data;

      const refused = await staff.patch(`/admin/api/orders/${orderId}/lines`, { lines: [{ line_id: aprons, qty: 1 }, { line_id: nitrile, qty: 6 }], add: [{ sku: 'VIN-1', qty: 1 }] });

      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        'lines.1.qty': 'Only 2 more available: at most 5 on this order.',
        'add.0.qty': 'None available: it is out of stock.',
      });
      expect(refused.body.message).toMatch(/was not changed: not enough stock/);
      const after = (await staff.get(`/admin/api/orders/${orderId}`)).body.data;
      expect(after.items).toEqual(before.items);
      expect(after.desk_notes).toEqual(before.desk_notes);
      expect(await stocks()).toEqual({ nitrile: 2, apron: 8, vinyl: 0 });

      // To what is there it goes.
      expect((await staff.patch(`/admin/api/orders/${orderId}/lines`, { lines: [{ line_id: nitrile, qty: 5 }] })).status).toBe(200);
      expect(await stocks()).toMatchObject({ nitrile: 0 });
    });
  });

  it('raises the stock by a return received with restock, and not by one received without', async () => {
    await setStock(testApp, id('nitrileBlue'), 10, 'stop');
    const returned = async (restock: boolean) => {
      const account = await buyer();
      await readyCheckout(testApp, account, [{ id: id('nitrileBlue'), qty: 4 }]);
      expect((await pay(testApp, 'account', account)).status).toBe(200);
      const [order] = await ordersOf(testApp, account.accountId);
      const orderId = order?.id ?? 0;
      await testApp.database.db.execute(sql`UPDATE orders SET fulfilment_status = 'delivered' WHERE id = ${orderId}`);
      await testApp.database.db.execute(sql`UPDATE order_lines SET shipped_qty = qty WHERE order_id = ${orderId}`);
      await testApp.database.db.transaction((tx) => testApp.app.services.invoicing.issueForOrderIn(tx, orderId, { isPaidByCard: false }));
      const [line] = (await apiAs(testApp, account).get(`/api/order-history/${orderId}`)).body.data.items;
      const asked = await apiAs(testApp, account).post('/api/returns', { order_id: orderId, lines: [{ line_id: line.id, qty: 3, reason: 'damaged' }], note: '' });
      expect(asked.status, asked.text).toBe(201);
      const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
      expect((await staff.post(`/admin/api/returns/${asked.body.data.id}/approve`, { instructions: 'Send it back.' })).status).toBe(200);
      const received = await staff.post(`/admin/api/returns/${asked.body.data.id}/receive`, { restock });
      expect(received.status, received.text).toBe(200);
    };

    await returned(false);
    expect(await stockOf(testApp, id('nitrileBlue'))).toBe(6);
    await returned(true);
    expect(await stockOf(testApp, id('nitrileBlue'))).toBe(5);
  });

  it('checks an order held for a manager when it is sent, and takes its stock when it is approved, or refuses the approval', async () => {
    await setStock(testApp, id('dayPad'), 5, 'stop');
    const manager = await signedInAccount(testApp);
    const colleague = await signedInColleague(testApp, manager, 'buyer');
    okBody(await apiAs(testApp, manager).patch(`/api/account-users/${colleague.userId}`, { order_limit: 5_000 }));
    await readyCheckout(testApp, colleague, [{ id: id('dayPad'), qty: 6 }]);
    expect((await pay(testApp, 'account', colleague)).body.errors).toEqual({ 'lines.0.qty': 'Only 5 available.' });
    await apiAs(testApp, colleague).delete(`/api/cart/${(await apiAs(testApp, colleague).get('/api/cart')).body.items[0].key}`);
    await readyCheckout(testApp, colleague, [{ id: id('dayPad'), qty: 3 }]);
    const sent = await pay(testApp, 'account', colleague);
    expect(sent.status, sent.text).toBe(202);
    const approvalId = (sent.body as unknown as { approval_id: number }).approval_id;
    expect(await stockOf(testApp, id('dayPad'))).toBe(5);
    // The ERP counts fewer meanwhile.
    await setStock(testApp, id('dayPad'), 2, 'stop');

    const refused = await apiAs(testApp, manager).post(`/api/approvals/${approvalId}/approve`);

    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ approval: 'Only 2 of Day Pad Extra-28 (DPD-1) available.' });
    expect(await ordersOf(testApp, manager.accountId)).toEqual([]);
    expect(await stockOf(testApp, id('dayPad'))).toBe(2);

    await setStock(testApp, id('dayPad'), 3, 'stop');
    expect((await apiAs(testApp, manager).post(`/api/approvals/${approvalId}/approve`)).status).toBe(200);
    expect(await ordersOf(testApp, manager.accountId)).toHaveLength(1);
    expect(await stockOf(testApp, id('dayPad'))).toBe(0);
  });

  it('keeps an untracked product never refused nor changed, whatever its policy says', async () => {
    await setStock(testApp, id('apron'), null, 'stop');
    const account = await buyer();
    await readyCheckout(testApp, account, [{ id: id('apron'), qty: 500 }]);

    expect((await pay(testApp, 'account', account)).status).toBe(200);
    expect(await stockOf(testApp, id('apron'))).toBeNull();
  });
});
