// A standing order set to 'order' (issue #10 part 7): the shortfall placed as an order on account to the
// primary delivery address, once a period; or, when the account can no longer be ordered for, the cart.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetailJson } from '../../../shared/schemas/orders.ts';

import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import type { TestAccount, TestSession } from '../../testing/factories.ts';
import { later } from '../../testing/suite.ts';
import { cartClient } from '../cart/cart.fixtures.ts';
import { plannedManager, residentsClient, useResidentsApp } from './residents.fixtures.ts';
import { CREDIT_MESSAGES } from '../invoicing/credit-control.service.ts';
import { DELIVERY_MESSAGES } from './standing-order-delivery.ts';
import { RUN_MESSAGES } from './standing-orders.service.ts';
import { standingOrderMailQueue, standingOrderRunQueue } from './residents.queues.ts';
import type { QueueDefinition } from '../../jobs/queues.ts';
import { orderConfirmationMailQueue } from '../orders/orders.queues.ts';

// Monday 23 November 2026 in Auckland: 05:00, before runs start, and 07:00.
const MONDAY_5AM = new Date('2026-11-22T16:00:00Z');
const MONDAY_7AM = new Date('2026-11-22T18:00:00Z');
const HOME = { line_1: '12 Harbour Road', line_2: 'Unit 3', suburb: 'Devonport', city: 'Auckland', post_code: '0624' };
const HOME_LINE = '12 Harbour Road, Unit 3, Devonport, Auckland, 0624';
const BILLING = { address1: 'PO Box 44', address2: 'Te Aro', city: 'Wellington', address_phone: '04 555 0100', post_code: '6140', reference: 'AP' };
let clock = MONDAY_5AM;

describe('standing orders placed on account', () => {
  const testApp = useResidentsApp({ runJobs: false, now: () => clock });
  const fixture = later(() => testApp.fixture);
  const runDue = (queue: QueueDefinition) => testApp.app.jobs.runDue(queue);
  const runToday = async (session: TestAccount) => {
    await testApp.app.jobs.send(standingOrderRunQueue, { accountId: session.accountId, runOn: '2026-11-23' });
    await runDue(standingOrderRunQueue);
  };
  const ordersOf = async (accountId: number) =>
    (await testApp.database.db.execute<{ id: number }>(sql`SELECT id FROM orders WHERE account_id = ${accountId} ORDER BY id`)).rows.map((row) => row.id);

  /** A planned manager whose account has a primary address and a billing address, with the order set to run on Mondays. */
  async function orderingManager(account: { canPayOnAccount?: boolean } = {}): Promise<TestAccount & TestSession> {
    clock = MONDAY_5AM;
    const session = await plannedManager(testApp, fixture, account);
    const manager = apiAs(testApp, session);
    expect((await manager.post('/api/user-addresses', HOME)).status).toBe(201);
    okBody(await manager.put('/my-account', { billing_address: BILLING }));
    return session;
  }

  it('is offered only to an account that pays on account and has a delivery address', async () => {
    clock = MONDAY_5AM;
    const noAddress = residentsClient(testApp, await plannedManager(testApp, fixture));
    expect(okBody(await noAddress.get('/api/resident-standing-order')).delivery).toEqual({ can_pay_on_account: true, primary_address: null });
    expectInvalid(await noAddress.put('/api/resident-standing-order', { weeks: 1, weekday: 1, action: 'order' }), 'action', DELIVERY_MESSAGES.noAddress);

    const cardOnly = residentsClient(testApp, await orderingManager({ canPayOnAccount: false }));
    expect(okBody(await cardOnly.get('/api/resident-standing-order')).delivery).toEqual({ can_pay_on_account: false, primary_address: HOME_LINE });
    expectInvalid(await cardOnly.put('/api/resident-standing-order', { weeks: 1, weekday: 1, action: 'order' }), 'action', DELIVERY_MESSAGES.noAccountPayment);
    expect(okBody(await cardOnly.get('/api/resident-standing-order')).data).toBeNull();
  });

  it('places the shortfall as one order on account to the primary address, leaves the cart alone, and e-mails both', async () => {
    const session = await orderingManager();
    const manager = residentsClient(testApp, session);
    okBody(await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: 1 }));
    const saved = okBody(await manager.put('/api/resident-standing-order', { weeks: 2, weekday: 1, action: 'order' }));
    expect(saved.data).toMatchObject({ action: 'order', next_run_on: '2026-11-23' });
    expect(saved.delivery).toEqual({ can_pay_on_account: true, primary_address: HOME_LINE });

    clock = MONDAY_7AM;
    await runToday(session);
    // A replayed job on the same day orders nothing more.
    await runToday(session);
    const [orderId, ...others] = await ordersOf(session.accountId);
    expect(others).toEqual([]);
    expect((await cartClient(testApp).cart(session)).items).toEqual([]);

    const order = okBody(await manager.get(`/api/order-history/${orderId}`)).data as OrderDetailJson & { order_number: string };
    // 14 days: day pads 42 → 2 packets less 1 on hand = 1 at $24.99; gloves 140 → 2 packets at $5.99. GST 15% on $36.97.
    expect(order.items.map((item) => [item.sku, item.qty, item.line_total])).toEqual([
      ['DPD-1', 1, 2499],
      ['VIN-1', 2, 1198],
    ]);
    expect(order).toMatchObject({ payment_method: 'account', status: 'placed_on_account', summary: { sub_total: 3697, tax_total: 555, total: 4252 } });
    expect(order.shipping_info).toMatchObject({ line_1: HOME.line_1, suburb: HOME.suburb, post_code: HOME.post_code, email: session.email, purchase_order_no: 'Standing order 2026-11-23' });
    expect(order.billing_info).toMatchObject({ line_1: BILLING.address1, suburb: BILLING.address2, city: BILLING.city, post_code: BILLING.post_code, phone: BILLING.address_phone });

    const [run] = okBody(await manager.get('/api/resident-standing-order')).runs;
    expect(run).toMatchObject({
      status: 'done',
      action: 'order',
      order: { id: orderId, order_number: order.order_number },
      total: 3697,
      message: RUN_MESSAGES.ordered(order.order_number, 2, HOME_LINE, '2026-11-24'),
    });
    // Placed at 07:00 on Monday, before the default zone's 2 pm cut-off for Tuesday.
    expect(order).toMatchObject({ delivery_date: '2026-11-24', delivery_zone: 'Standard delivery' });

    await runDue(standingOrderMailQueue);
    await runDue(orderConfirmationMailQueue);
    const mails = [await testApp.mailer.nextTo(session.email), await testApp.mailer.nextTo(session.email)];
    const runMail = mails.find((mail) => mail.subject.startsWith('Your standing order'));
    expect(runMail?.subject).toBe(`Your standing order: order ${order.order_number} placed, 2 products`);
    expect(runMail?.text).toContain(`/order-history/${orderId}`);
    expect(mails.map((mail) => mail.subject)).toContain(`Your Care Supply Co order ${order.order_number}`);
  });

  it('puts the shortfall in the cart instead, and says why, when the account no longer pays on account', async () => {
    const session = await orderingManager();
    okBody(await residentsClient(testApp, session).put('/api/resident-standing-order', { weeks: 1, weekday: 1, action: 'order' }));
    await testApp.database.db.execute(sql`UPDATE accounts SET can_pay_on_account = false WHERE id = ${session.accountId}`);
    clock = MONDAY_7AM;
    await runToday(session);
    expect(await ordersOf(session.accountId)).toEqual([]);
    expect((await cartClient(testApp).cart(session)).items.map((item) => [item.sku, item.qty]).sort()).toEqual([
      ['DPD-1', 1],
      ['VIN-1', 1],
    ]);
    const [run] = okBody(await residentsClient(testApp, session).get('/api/resident-standing-order')).runs;
    expect(run).toMatchObject({ status: 'done', action: 'cart', order: null, message: RUN_MESSAGES.fellBack(DELIVERY_MESSAGES.noAccountPayment, 2) });
  });

  it('puts the shortfall in the cart, and says why in the run and its e-mail, when the account is on credit hold (issue #28)', async () => {
    const session = await orderingManager();
    okBody(await residentsClient(testApp, session).put('/api/resident-standing-order', { weeks: 1, weekday: 1, action: 'order' }));
    await testApp.database.db.execute(sql`UPDATE accounts SET credit_hold = true WHERE id = ${session.accountId}`);
    clock = MONDAY_7AM;
    await runToday(session);
    expect(await ordersOf(session.accountId)).toEqual([]);
    expect((await cartClient(testApp).cart(session)).items).toHaveLength(2);
    const [run] = okBody(await residentsClient(testApp, session).get('/api/resident-standing-order')).runs;
    expect(run).toMatchObject({ status: 'done', action: 'cart', order: null, message: RUN_MESSAGES.fellBack(CREDIT_MESSAGES.onHold, 2) });
    await runDue(standingOrderMailQueue);
    expect((await testApp.mailer.nextTo(session.email)).text).toContain(CREDIT_MESSAGES.onHold);
  });

  it('leaves no order behind when it fails after writing it, and places one when retried', async () => {
    const session = await orderingManager();
    okBody(await residentsClient(testApp, session).put('/api/resident-standing-order', { weeks: 1, weekday: 1, action: 'order' }));
    clock = MONDAY_7AM;
    await testApp.database.db.execute(sql.raw(`
      CREATE FUNCTION fail_run() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash between statements'; END $$;
      CREATE TRIGGER fail_run BEFORE UPDATE ON resident_standing_order_runs FOR EACH ROW EXECUTE FUNCTION fail_run();`));
    try {
      await runToday(session);
      expect(await ordersOf(session.accountId)).toEqual([]);
    } finally {
      await testApp.database.db.execute(sql.raw('DROP TRIGGER fail_run ON resident_standing_order_runs; DROP FUNCTION fail_run();'));
    }
    await runToday(session);
    expect(await ordersOf(session.accountId)).toHaveLength(1);
  });

  it('carries the freight of its delivery zone and comes on the zone’s first day still open, named in its e-mail (issue #29)', async () => {
    await testApp.app.services.delivery.createZone(
      { kind: 'system', staffId: null, email: 'system:test' },
      { name: 'North Shore', post_codes: ['0620-0632'], weekdays: [5], cutoff_time: '14:00', cutoff_days_before: 1, lead_days: 1, is_default: false, freight: 1200, free_over: null },
    );
    const session = await orderingManager();
    const manager = residentsClient(testApp, session);
    okBody(await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: 1 }));
    okBody(await manager.put('/api/resident-standing-order', { weeks: 2, weekday: 1, action: 'order' }));
    clock = MONDAY_7AM;
    await runToday(session);
    const [orderId] = await ordersOf(session.accountId);
    const order = okBody(await manager.get(`/api/order-history/${orderId}`)).data as OrderDetailJson & { order_number: string };
    // Goods $36.97 and freight $12.00, with GST on both: 15% of $48.97 is $7.35.
    expect(order).toMatchObject({ delivery_date: '2026-11-27', delivery_zone: 'North Shore', summary: { sub_total: 3697, shipping: 1200, tax_total: 735, total: 5632 } });
    const [run] = okBody(await manager.get('/api/resident-standing-order')).runs;
    expect(run.message).toBe(RUN_MESSAGES.ordered(order.order_number, 2, HOME_LINE, '2026-11-27'));
    expect(run.message).toContain('on Friday 27 November');
    await runDue(standingOrderMailQueue);
    const mails = [await testApp.mailer.nextTo(session.email)];
    expect(mails[0]?.text).toContain('on Friday 27 November');
  });
});
