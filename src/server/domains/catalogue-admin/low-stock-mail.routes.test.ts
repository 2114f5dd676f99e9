// The daily low-stock e-mail (issue #30 Part 3): once per New Zealand day to ORDERS_EMAIL, however many
// runs race or a run dies halfway, listing the active tracked products at or below their threshold with a
// link to the back office's filter; none on a day with nothing low.
import { describe, expect, it } from 'vitest';
import { transactOn } from '../../db/executor.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { lowStockMailQueue, lowStockSweepQueue } from './catalogue-admin.queues.ts';
import { createLowStockRun } from './low-stock-mail.ts';

describe('the daily low-stock e-mail', () => {
  const clock = { now: new Date('2026-03-04T19:00:00Z') }; // 08:00 on 5 March in New Zealand
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), {
    runJobs: false,
    now: () => clock.now,
    config: { stock: { lowThreshold: 10, display: 'status', shownToGuests: false } },
  });
  const runOn = (day: string, jobs: { send: typeof testApp.app.jobs.send } = testApp.app.jobs) =>
    createLowStockRun({ transact: transactOn(testApp.database.db), jobs, today: () => day, defaultThreshold: 10, log: testApp.app.log });
  const setStock = (sku: string, stock: number | null, threshold: number | null, policy = 'allow_backorder') =>
    testApp.database.pool.query('UPDATE products SET stock_on_hand = $2, low_stock_threshold = $3, stock_policy = $4 WHERE sku = $1', [sku, stock, threshold, policy]);
  const mailsTo = () => testApp.mailer.messages.filter((message) => message.to === testApp.config.mail.ordersEmail && message.subject.startsWith('Low stock'));

  it('sends nothing on a day with nothing low', async () => {
    expect(await runOn('2026-03-01').sweep()).toBe(false);
    expect(await testApp.app.jobs.runDue(lowStockMailQueue)).toBe(0);
    expect(mailsTo()).toEqual([]);
  });

  it('queues the day once, even with two runs at once and one dying before it commits, and lists what is low', async () => {
    await setStock('NIT-1', 2, null, 'stop');
    await setStock('VIN-1', 15, 20);
    await setStock('DPD-1', -4, null);
    await setStock('NIT-2', 50, null); // above: not listed
    await setStock('NIT-9', 0, null); // inactive: not listed
    await setStock('APR-1', 5, 2); // above its own threshold

    const dying = runOn('2026-03-05', { send: async () => { throw new Error('killed before commit'); } });
    await expect(dying.sweep()).rejects.toThrow('killed before commit');
    const [first, second] = await Promise.all([runOn('2026-03-05').sweep(), runOn('2026-03-05').sweep()]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await runOn('2026-03-05').sweep()).toBe(false);
    expect(await testApp.app.jobs.runDue(lowStockMailQueue)).toBe(1);

    const [mail, ...others] = mailsTo();
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Low stock: 3 products on 5 Mar 2026');
    expect(mail!.messageId).toBe(`<low-stock-2026-03-05@${new URL(testApp.config.publicUrl).hostname}>`);
    expect(mail!.text).toContain(`${testApp.config.publicUrl}/admin/products?low_stock=1&active=1`);
    const rows = mail!.text.split('\n').filter((line) => line.split(' | ').length === 5);
    expect(rows).toEqual([
      'SKU | Title | On hand | Threshold | Policy',
      'DPD-1 | Day Pad Extra-28 | -4 | 10 (store default) | Allow back orders',
      'NIT-1 | Nitrile Gloves Blue Medium-100 | 2 | 10 (store default) | Stop selling when out',
      'VIN-1 | Vinyl Gloves Clear Small-100 | 15 | 20 | Allow back orders',
    ]);
  });

  // Races: RACE_REPEATS=50 runs it 50 times over (checked so when it was written).
  const raceRounds = Number(process.env.RACE_REPEATS ?? 3);

  it('lets one of two runs racing on the same day queue its e-mail, every time', async () => {
    for (let round = 0; round < raceRounds; round += 1) {
      const dayOf = (offset: number) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);
      const [day, day2] = [dayOf(round), dayOf(round + 200)];
      const answers = await Promise.all([runOn(day).sweep(), runOn(day).sweep(), runOn(day2).sweep()]);
      expect(answers, `round ${round}`).toEqual(answers[0] ? [true, false, true] : [false, true, true]);
    }
    expect(await testApp.app.jobs.runDue(lowStockMailQueue)).toBe(raceRounds * 2);
  });

  it('runs from its clock job once a New Zealand day: the next day sends again', async () => {
    await setStock('TFD-1', 1, null);
    clock.now = new Date('2026-03-05T19:00:00Z'); // 6 March in New Zealand
    const before = mailsTo().length;
    for (let run = 0; run < 2; run += 1) {
      await testApp.app.jobs.send(lowStockSweepQueue, {});
      expect(await testApp.app.jobs.runDue(lowStockSweepQueue)).toBe(1);
    }
    expect(await testApp.app.jobs.runDue(lowStockMailQueue)).toBe(1);
    const sent = mailsTo().slice(before);
    expect(sent.map((message) => message.subject)).toEqual(['Low stock: 4 products on 6 Mar 2026']);
    expect(sent[0]!.text).toContain('TFD-1 | Enteral Feed Vanilla 1000ml-8 | 1 | 10 (store default) | Allow back orders');
    const { rows } = await testApp.database.pool.query("SELECT store_day::text AS day, product_count FROM low_stock_mail_days WHERE store_day >= '2026-01-01' ORDER BY store_day");
    expect(rows).toEqual([{ day: '2026-03-01', product_count: 0 }, { day: '2026-03-05', product_count: 3 }, { day: '2026-03-06', product_count: 4 }]);
  });
});
