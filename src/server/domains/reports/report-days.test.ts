// The reports' summary by day (issue #30 Part 5): days rolled give every group exactly the figures read
// live from the orders, before and after the changes the database's triggers must notice (a card order
// numbered after midnight, a line changed on an old day's order, a cancellation, a product moved to
// another category, lines added and removed); moves the reports do not sum un-roll nothing; a roll that
// fails half way leaves the day as it was.
import { describe, expect, it } from 'vitest';
import { apiAs, okBody, type ApiClient } from '../../testing/api.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { insertPlacedOrder, ordersRepoOf } from '../../testing/fulfilment.fixtures.ts';
import { insertUnplacedCardOrder } from '../../testing/order-feed.fixtures.ts';
import { insertReportCategory, insertReportProduct, writeReportOrder } from '../../testing/reports.fixtures.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { expectSameAsLive, markedDays, queuedRolls, rollDays, salesAnswers } from './report-days.fixtures.ts';

/** Orders from Monday 30 June to Sunday 6 July 2025 in Auckland, and a card order of 5 July not yet paid. */
async function writeWeek(testApp: TestApp) {
  const harbour = await createAccountWithUser(testApp, { accountName: 'Harbour View Rest Home' });
  const sunrise = await createAccountWithUser(testApp, { accountName: 'Sunrise Care Home' });
  const ppe = await insertReportCategory(testApp, 'days-ppe', 'PPE');
  const hygiene = await insertReportCategory(testApp, 'days-hygiene', 'Hygiene');
  const gloves = await insertReportProduct(testApp, 'DAY-GLV', 'Nitrile gloves', ppe);
  const aprons = await insertReportProduct(testApp, 'DAY-APR', 'Aprons', ppe);
  const wipes = await insertReportProduct(testApp, 'DAY-WIP', 'Wipes', hygiene);
  const mop = { productId: 999_998, sku: 'DAY-MOP', title: 'Old mop' };
  const write = writeReportOrder.bind(null, testApp);
  const orders = {
    // Mon 30 June 23:50 and Tue 1 July 01:00 in Auckland.
    lateJune: await write(sunrise, { at: '2025-06-30T11:50:00Z', lines: [{ ...wipes, qty: 5, cents: 2500 }] }),
    firstJuly: await write(harbour, { at: '2025-06-30T13:00:00Z', lines: [{ ...gloves, qty: 2, cents: 6000 }, { ...aprons, qty: 1, cents: 4000 }], freightCents: 1000 }),
    // Wed 2 July: shown with GST, freight excl. GST 870 rounded; at 12.5%; cancelled.
    inclusive: await write(harbour, { at: '2025-07-01T22:00:00Z', lines: [{ ...aprons, qty: 2, cents: 8001 }], freightCents: 1001, isTaxInclusive: true, fulfilment: 'dispatched' }),
    atOtherRate: await write(sunrise, { at: '2025-07-02T01:00:00Z', lines: [{ ...gloves, qty: 1, cents: 3003 }, { ...mop, qty: 3, cents: 999 }], freightCents: 505, rate: 1250, status: 'paid' }),
    cancelled: await write(sunrise, { at: '2025-07-02T03:00:00Z', lines: [{ ...gloves, qty: 10, cents: 30000 }], fulfilment: 'cancelled' }),
    // Thu 3 July: the same product on two lines (one order for it); Fri 4 July: two categories, inclusive.
    twoLines: await write(harbour, { at: '2025-07-03T02:00:00Z', lines: [{ ...gloves, qty: 1, cents: 3001 }, { ...gloves, qty: 2, cents: 6002 }, { ...wipes, qty: 1, cents: 501 }] }),
    twoCategories: await write(harbour, { at: '2025-07-04T02:00:00Z', lines: [{ ...aprons, qty: 1, cents: 4003 }, { ...wipes, qty: 2, cents: 1003 }], freightCents: 707, isTaxInclusive: true }),
    // Sat 5 July: one category twice in an order.
    oneCategory: await write(sunrise, { at: '2025-07-05T02:00:00Z', lines: [{ ...gloves, qty: 1, cents: 3000 }, { ...aprons, qty: 1, cents: 4000 }] }),
    // Sun 6 July 00:02: today, never rolled.
    today: await write(harbour, { at: '2025-07-05T12:02:00Z', lines: [{ ...gloves, qty: 4, cents: 12000 }] }),
  };
  // Sat 5 July 23:50: a card order awaiting payment (no number yet).
  const card = await insertUnplacedCardOrder(testApp, sunrise);
  await testApp.database.pool.query("UPDATE orders SET created_at = '2025-07-05T11:50:00Z' WHERE id = $1", [card]);
  return { harbour, sunrise, orders, card, gloves, wipes, ppe };
}
describe('the reports read rolled days from their summary', () => {
  // Sunday 6 July 2025 00:07 in Auckland: the days before are rolled by the job at 00:05.
  const TODAY = new Date('2025-07-05T12:07:00Z');
  const clock: { at: Date | null } = { at: TODAY };
  const testApp = useTestApp(undefined, { runJobs: false, now: () => clock.at ?? new Date() });

  const week: { written?: ReturnType<typeof writeWeek> } = {};
  const written = () => (week.written ??= writeWeek(testApp));
  /** An owner signed in (their code is for the real time), then the clock back at 6 July. */
  async function desk(): Promise<ApiClient> {
    clock.at = null;
    try {
      return apiAs(testApp, await signedInStaff(testApp, 'owner'));
    } finally {
      clock.at = TODAY;
    }
  }

  it('rolls each day before today and answers every group as live', async () => {
    await written();
    const api = await desk();
    const live = await salesAnswers(api);
    expect(live['day:2025-06-29:2025-07-06']?.totals.orders).toBe(8);
    expect(await rollDays(testApp)).toEqual({ rolled: 6, busy: 0, failed: 0, months: 0 });
    expect(await markedDays(testApp)).toEqual(['2025-06-30', '2025-07-01', '2025-07-02', '2025-07-03', '2025-07-04', '2025-07-05']);
    expect(await salesAnswers(api)).toEqual(live);
    expect(await rollDays(testApp)).toEqual({ rolled: 0, busy: 0, failed: 0, months: 0 });
  });

  it("reads a rolled day's figures from its summary", async () => {
    await written();
    const api = await desk();
    const before = okBody(await api.get('/admin/api/reports/sales?group_by=day&date_from=2025-07-01&date_to=2025-07-01')).data;
    const { pool } = testApp.database;
    await pool.query("UPDATE report_daily_totals SET goods_cents = goods_cents + 1 WHERE day = '2025-07-01'");
    const altered = okBody(await api.get('/admin/api/reports/sales?group_by=day&date_from=2025-07-01&date_to=2025-07-01')).data;
    await pool.query("UPDATE report_daily_totals SET goods_cents = goods_cents - 1 WHERE day = '2025-07-01'");
    expect(altered.totals.goods_excl_gst).toBe(before.totals.goods_excl_gst + 1);
  });

  it('un-rolls only the day a card order numbered after midnight belongs to, not for a dispatch or an order today', async () => {
    const { card, orders, harbour } = await written();
    await rollDays(testApp);
    const repo = ordersRepoOf(testApp);
    await repo.markOrderPaid(card);
    await repo.assignOrderNumber(card);
    await testApp.database.pool.query("UPDATE orders SET fulfilment_status = 'dispatched' WHERE id = $1", [orders.twoCategories]);
    await insertPlacedOrder(testApp, harbour);
    expect(await markedDays(testApp)).toEqual(['2025-06-30', '2025-07-01', '2025-07-02', '2025-07-03', '2025-07-04']);
    await expectSameAsLive(testApp, await desk());
  });

  it('un-rolls the days of a line changed, an order cancelled, lines added and removed, and a product moved to another category', async () => {
    const { orders, gloves, wipes, ppe } = await written();
    await rollDays(testApp);
    const { pool } = testApp.database;
    await pool.query('UPDATE order_lines SET qty = 3, line_total_cents = 9000 WHERE order_id = $1 AND product_id = $2', [orders.firstJuly, gloves.productId]);
    await pool.query("UPDATE orders SET fulfilment_status = 'cancelled' WHERE id = $1", [orders.inclusive]);
    expect(await markedDays(testApp)).toEqual(['2025-06-30', '2025-07-03', '2025-07-04', '2025-07-05']);
    await pool.query('DELETE FROM order_lines WHERE order_id = $1 AND product_id = $2', [orders.twoLines, wipes.productId]);
    await pool.query("INSERT INTO order_lines (order_id, product_id, sku, title, unit_price_cents, qty, line_total_cents) VALUES ($1, $2, 'DAY-WIP', 'Wipes', 500, 3, 1500)", [orders.oneCategory, wipes.productId]);
    expect(await markedDays(testApp)).toEqual(['2025-06-30', '2025-07-04']);
    const categoryRows = async (answers: Awaited<ReturnType<typeof expectSameAsLive>>) =>
      Object.fromEntries((answers['category:2025-06-29:2025-07-06']?.rows ?? []).map((row) => [row.key, row.orders]));
    const before = await categoryRows(await expectSameAsLive(testApp, await desk()));
    await pool.query('UPDATE products SET category_id = $2 WHERE id = $1', [wipes.productId, ppe]);
    expect(await markedDays(testApp)).toEqual(['2025-07-01', '2025-07-02', '2025-07-03']);
    const after = await categoryRows(await expectSameAsLive(testApp, await desk()));
    // Wipes are PPE now: 30 June's order (wipes alone) joins PPE; 4 and 5 July's already had PPE.
    expect(after).toEqual({ 'days-ppe': before['days-ppe']! + 1, '': before['']!, freight: before.freight! });
    expect(before['days-hygiene']).toBe(3);
  });

  it('leaves a day as it was when its roll fails half way, and rolls it next time', async () => {
    const { orders } = await written();
    await rollDays(testApp);
    const { pool } = testApp.database;
    const summaryOf = async () => (await pool.query("SELECT * FROM report_daily_lines WHERE day = '2025-07-05' ORDER BY product_id")).rows;
    const before = await summaryOf();
    await pool.query('UPDATE order_lines SET qty = qty + 1, line_total_cents = line_total_cents + 100 WHERE order_id = $1', [orders.oneCategory]);
    await pool.query(`CREATE FUNCTION report_days_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await pool.query("CREATE TRIGGER report_days_test_fail BEFORE INSERT ON report_days FOR EACH ROW WHEN (NEW.day = '2025-07-05') EXECUTE FUNCTION report_days_test_fail()");
    try {
      expect(await rollDays(testApp)).toEqual({ rolled: 0, busy: 0, failed: 1, months: 0 });
    } finally {
      await pool.query('DROP TRIGGER report_days_test_fail ON report_days');
      await pool.query('DROP FUNCTION report_days_test_fail()');
    }
    expect(await summaryOf()).toEqual(before);
    expect(await markedDays(testApp)).not.toContain('2025-07-05');
    await expectSameAsLive(testApp, await desk());
    expect(await markedDays(testApp)).toContain('2025-07-05');
  });

  it('queues a roll when a report reads days before today live', async () => {
    await written();
    await testApp.database.pool.query("DELETE FROM report_days WHERE day = '2025-07-03'");
    await (await desk()).get('/admin/api/reports/sales?group_by=day&date_from=2025-07-01&date_to=2025-07-06');
    expect(await queuedRolls(testApp)).toBeGreaterThan(0);
  });
});

describe('the reports read a whole month rolled from its own rows', () => {
  // Sunday 3 August 2025 in Auckland: July is whole.
  const TODAY = new Date('2025-08-02T12:07:00Z');
  const clock: { at: Date | null } = { at: TODAY };
  const testApp = useTestApp(undefined, { runJobs: false, now: () => clock.at ?? new Date() });

  it("sums July's days into its rows, and a change to one of its days un-rolls the month with the day", async () => {
    const { orders } = await writeWeek(testApp);
    clock.at = null;
    const api = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    clock.at = TODAY;
    const live = await salesAnswers(api);
    expect(await rollDays(testApp)).toEqual({ rolled: 34, busy: 0, failed: 0, months: 1 });
    expect((await testApp.database.pool.query('SELECT month::text FROM report_months')).rows).toEqual([{ month: '2025-07-01' }]);
    expect(await salesAnswers(api)).toEqual(live);
    // Read from July's own rows: a cent more there shows by account.
    await testApp.database.pool.query("UPDATE report_monthly_sales SET goods_cents = goods_cents + 1 WHERE month = '2025-07-01' AND account_id = (SELECT min(account_id) FROM report_monthly_sales)");
    const altered = okBody(await api.get('/admin/api/reports/sales?group_by=account&date_from=2025-06-29&date_to=2025-08-03')).data;
    expect(altered.totals.goods_excl_gst).toBe(live['account:2025-06-29:2025-08-03']!.totals.goods_excl_gst + 1);
    await testApp.database.pool.query('UPDATE order_lines SET qty = qty + 2, line_total_cents = line_total_cents + 200 WHERE order_id = $1', [orders.twoCategories]);
    expect((await testApp.database.pool.query('SELECT month FROM report_months')).rows).toEqual([]);
    await expectSameAsLive(testApp, api);
    expect((await testApp.database.pool.query('SELECT month::text FROM report_months')).rows).toEqual([{ month: '2025-07-01' }]);
  });
});
