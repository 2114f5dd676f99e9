import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { setProductActive } from '../../testing/products.fixtures.ts';
import { later } from '../../testing/suite.ts';
import { buildSiblingApp } from '../../testing/test-app.ts';
import { cartClient } from '../cart/cart.fixtures.ts';
import { plannedManager as plannedManagerOf, residentsClient, useResidentsApp } from './residents.fixtures.ts';
import { RUN_MESSAGES } from './standing-orders.service.ts';
import { standingOrderMailQueue, standingOrderRunQueue, standingOrdersSweepQueue } from './residents.queues.ts';
import type { QueueDefinition } from '../../jobs/queues.ts';

// The store's clock: Monday 23 November 2026, 05:00 in Auckland (NZDT, UTC+13); runs start at 06:00.
const MONDAY_5AM = new Date('2026-11-22T16:00:00Z');
const MONDAY_7AM = new Date('2026-11-22T18:00:00Z');
let clock = MONDAY_5AM;

describe('standing orders: the shortfall into the cart every period, exactly once', () => {
  const testApp = useResidentsApp({ runJobs: false, now: () => clock });
  const fixture = later(() => testApp.fixture);
  const runDue = (queue: QueueDefinition, app = testApp.app) => app.jobs.runDue(queue);
  /** What the clock does every 10 minutes (standingOrdersSweepQueue.schedule): a sweep job, run here at once. */
  const tick = async () => {
    await testApp.app.jobs.send(standingOrdersSweepQueue, {});
    await runDue(standingOrdersSweepQueue);
  };

  const plannedManager = () => {
    clock = MONDAY_5AM;
    return plannedManagerOf(testApp, fixture);
  };

  const runsOf = async (accountId: number) =>
    (await testApp.database.db.execute<{ run_on: string; status: string }>(sql`SELECT run_on::text, status FROM resident_standing_order_runs WHERE account_id = ${accountId} ORDER BY id`)).rows;

  it('is set with a period and a weekday, runs first on that day from 06:00, and answers its runs', async () => {
    const session = await plannedManager();
    const manager = residentsClient(testApp, session);
    const saved = okBody(await manager.put('/api/resident-standing-order', { weeks: 2, weekday: 1 }));
    expect(saved).toMatchObject({ message: 'Your standing order has been saved.', data: { weeks: 2, weekday: 1, action: 'cart', location: 'all', next_run_on: '2026-11-23', user: 'Test User' }, runs: [] });
    // Set on Monday after 06:00 for Monday: the first run is next Monday.
    clock = MONDAY_7AM;
    expect(okBody(await manager.put('/api/resident-standing-order', { weeks: 1, weekday: 1 })).data.next_run_on).toBe('2026-11-30');
    expect(okBody(await manager.put('/api/resident-standing-order', { weeks: 1, weekday: 3, location: 'East' })).data).toMatchObject({ next_run_on: '2026-11-25', location: 'East' });

    for (const body of [{ weeks: 0, weekday: 1 }, { weeks: 5, weekday: 1 }, { weeks: '2', weekday: 1 }]) expectInvalid(await manager.put('/api/resident-standing-order', body), 'weeks');
    expectInvalid(await manager.put('/api/resident-standing-order', { weeks: 1, weekday: 8 }), 'weekday');
    expectInvalid(await manager.put('/api/resident-standing-order', { weeks: 1, weekday: 1, action: 'deliver' }), 'action');

    expect(okBody(await manager.delete('/api/resident-standing-order'))).toEqual({ message: 'Your standing order has been stopped.' });
    expect(okBody(await manager.get('/api/resident-standing-order'))).toEqual({ data: null, runs: [], delivery: { can_pay_on_account: true, primary_address: null } });
    expect((await manager.delete('/api/resident-standing-order')).status).toBe(404);
  });

  it('puts exactly the period’s shortfall in the cart once, e-mails what it did, and moves on a period', async () => {
    const session = await plannedManager();
    const manager = residentsClient(testApp, session);
    okBody(await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: 1 }));
    okBody(await manager.put('/api/resident-standing-order', { weeks: 2, weekday: 1 }));

    // 05:00: not due yet.
    await tick();
    expect(await runDue(standingOrderRunQueue)).toBe(0);

    clock = MONDAY_7AM;
    await tick();
    expect(await runDue(standingOrderRunQueue)).toBeGreaterThanOrEqual(1);
    // 14 days: day pads 42 → 2 packets less 1 on hand = 1; gloves 140 → 2 packets.
    const cart = await cartClient(testApp).cart(session);
    expect(cart.items.map((item) => [item.sku, item.qty]).sort()).toEqual([
      ['DPD-1', 1],
      ['VIN-1', 2],
    ]);
    const answer = okBody(await manager.get('/api/resident-standing-order'));
    expect(answer.data.next_run_on).toBe('2026-12-07');
    expect(answer.runs).toEqual([
      expect.objectContaining({ run_on: '2026-11-23', status: 'done', days: 14, total: 2499 + 2 * 599, message: RUN_MESSAGES.done(2), skipped: [] }),
    ]);

    await runDue(standingOrderMailQueue);
    const mail = await testApp.mailer.nextTo(session.email);
    expect(mail.subject).toBe('Your standing order: 2 products in your cart');
    expect(mail.text).toContain('DPD-1  Day Pad Extra-28  x 1  $24.99');
    expect(mail.text).toContain('VIN-1  Vinyl Gloves Clear Small-100  x 2  $11.98');
    expect(mail.text).not.toContain('Margaret');

    // The sweep again the same day, and a replayed run job: nothing more.
    await tick();
    await runDue(standingOrderRunQueue);
    await testApp.app.jobs.send(standingOrderRunQueue, { accountId: session.accountId, runOn: '2026-11-23' });
    await runDue(standingOrderRunQueue);
    expect((await cartClient(testApp).cart(session)).items.map((item) => item.qty).sort()).toEqual([1, 2]);
    expect(await runsOf(session.accountId)).toEqual([{ run_on: '2026-11-23', status: 'done' }]);
  });

  it('runs once when two server processes take the same day at the same instant', async () => {
    const session = await plannedManager();
    okBody(await residentsClient(testApp, session).put('/api/resident-standing-order', { weeks: 1, weekday: 1 }));
    clock = MONDAY_7AM;
    const sibling = await buildSiblingApp(testApp, { runJobs: false, now: () => clock });
    try {
      for (let copy = 0; copy < 4; copy++) await testApp.app.jobs.send(standingOrderRunQueue, { accountId: session.accountId, runOn: '2026-11-23' });
      await Promise.all([runDue(standingOrderRunQueue), runDue(standingOrderRunQueue, sibling.app)]);
    } finally {
      await sibling.app.close();
    }
    // 7 days: day pads 21 → 1 packet; gloves 70 → 1 packet.
    expect((await cartClient(testApp).cart(session)).items.map((item) => [item.sku, item.qty]).sort()).toEqual([
      ['DPD-1', 1],
      ['VIN-1', 1],
    ]);
    expect(await runsOf(session.accountId)).toEqual([{ run_on: '2026-11-23', status: 'done' }]);
  });

  it('leaves nothing behind when it fails between two of its writes, and runs once when retried', async () => {
    const session = await plannedManager();
    okBody(await residentsClient(testApp, session).put('/api/resident-standing-order', { weeks: 1, weekday: 1 }));
    clock = MONDAY_7AM;
    // A failure after the cart was filled and before the run is recorded (as a crash there would be).
    await testApp.database.db.execute(sql.raw(`
      CREATE FUNCTION fail_run() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash between statements'; END $$;
      CREATE TRIGGER fail_run BEFORE UPDATE ON resident_standing_order_runs FOR EACH ROW EXECUTE FUNCTION fail_run();`));
    try {
      await testApp.app.jobs.send(standingOrderRunQueue, { accountId: session.accountId, runOn: '2026-11-23' });
      await runDue(standingOrderRunQueue);
      expect((await cartClient(testApp).cart(session)).items).toEqual([]);
      expect(await runsOf(session.accountId)).toEqual([]);
      expect(okBody(await residentsClient(testApp, session).get('/api/resident-standing-order')).data.next_run_on).toBe('2026-11-23');
    } finally {
      await testApp.database.db.execute(sql.raw('DROP TRIGGER fail_run ON resident_standing_order_runs; DROP FUNCTION fail_run();'));
    }
    await testApp.app.jobs.send(standingOrderRunQueue, { accountId: session.accountId, runOn: '2026-11-23' });
    await runDue(standingOrderRunQueue);
    expect((await cartClient(testApp).cart(session)).items.map((item) => item.qty)).toEqual([1, 1]);
    expect(await runsOf(session.accountId)).toEqual([{ run_on: '2026-11-23', status: 'done' }]);
  });

  it('tells what it left out (a product no longer sold) and says when the stock covers the period', async () => {
    const session = await plannedManager();
    const manager = residentsClient(testApp, session);
    okBody(await manager.put('/api/resident-stock', { product_id: fixture.productId('dayPad'), on_hand: 5 }));
    okBody(await manager.put('/api/resident-standing-order', { weeks: 1, weekday: 1 }));
    clock = MONDAY_7AM;
    await setProductActive(testApp, fixture.productId('vinyl'), false);
    try {
      await tick();
      await runDue(standingOrderRunQueue);
    } finally {
      await setProductActive(testApp, fixture.productId('vinyl'), true);
    }
    const [run] = okBody(await manager.get('/api/resident-standing-order')).runs;
    expect(run).toMatchObject({ status: 'nothing', message: RUN_MESSAGES.nothing, items: [], skipped: [{ title: 'Vinyl Gloves Clear Small-100', reason: RUN_MESSAGES.notSold }] });
    await runDue(standingOrderMailQueue);
    const mail = await testApp.mailer.nextTo(session.email);
    expect(mail.subject).toBe('Your standing order: nothing needed this time');
    expect(mail.text).toContain('Vinyl Gloves Clear Small-100: No longer sold to your account.');
    expect((await cartClient(testApp).cart(session)).items).toEqual([]);
  });

  it('fails the run, filling no cart, when the user who set it is now a viewer of the account', async () => {
    const session = await plannedManager();
    okBody(await residentsClient(testApp, session).put('/api/resident-standing-order', { weeks: 1, weekday: 1 }));
    await testApp.database.db.execute(sql`UPDATE account_users SET role = 'viewer' WHERE user_id = ${session.userId}`);
    clock = MONDAY_7AM;
    await tick();
    await runDue(standingOrderRunQueue);
    expect(await runsOf(session.accountId)).toEqual([{ run_on: '2026-11-23', status: 'failed' }]);
    const { rows } = await testApp.database.db.execute<{ message: string }>(sql`SELECT message FROM resident_standing_order_runs WHERE account_id = ${session.accountId}`);
    expect(rows[0]?.message).toBe(RUN_MESSAGES.noUser);
    expect((await cartClient(testApp).cart(session)).items).toEqual([]);
  });

  it('is guarded: guests 401, no CSRF 403; each account has its own', async () => {
    await expectGuarded(testApp, { method: 'GET', url: '/api/resident-standing-order' });
    await expectGuarded(testApp, { method: 'PUT', url: '/api/resident-standing-order', body: { weeks: 1, weekday: 1 } });
    await expectGuarded(testApp, { method: 'DELETE', url: '/api/resident-standing-order' });
    const session = await plannedManager();
    okBody(await residentsClient(testApp, session).put('/api/resident-standing-order', { weeks: 1, weekday: 1 }));
    expect(okBody(await residentsClient(testApp, await signedInAccount(testApp)).get('/api/resident-standing-order')).data).toBeNull();
  });
});
