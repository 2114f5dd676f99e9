// The summary by day against changes racing its roll (issue #30 Part 5): a roll never waits for a change
// (the day is left for the next roll), a change that comes while a roll works waits for it and then
// deletes the mark it wrote, and many rolls raced by changes never leave a mark on a summary that is not
// the day's. Two sessions at once: PostgreSQL only (the embedded database has one).
import { describe, expect, it } from 'vitest';
import { createAccountWithUser } from '../../testing/factories.ts';
import { insertReportCategory, insertReportProduct, writeReportOrder } from '../../testing/reports.fixtures.ts';
import { useTestApp } from '../../testing/suite.ts';
import { markedDays, rollDays } from './report-days.fixtures.ts';
import { createReportDaysRepo } from './report-days.repo.ts';

const isServer = Boolean(process.env.TEST_DATABASE_URL);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY = '2025-07-03';

describe.runIf(isServer)('the summary by day while changes race its roll', () => {
  // Sunday 6 July 2025 in Auckland.
  const testApp = useTestApp(
    async (app) => {
      const account = await createAccountWithUser(app);
      const gloves = await insertReportProduct(app, 'RACE-GLV', 'Gloves', await insertReportCategory(app, 'race-ppe', 'PPE'));
      const orderIds: number[] = [];
      for (const at of ['2025-07-02T22:00:00Z', '2025-07-03T02:00:00Z', '2025-07-03T09:00:00Z']) {
        orderIds.push(await writeReportOrder(app, account, { at, lines: [{ ...gloves, qty: 1, cents: 1000 }], freightCents: 300 }));
      }
      return { orderIds };
    },
    { runJobs: false, now: () => new Date('2025-07-05T20:00:00Z') },
  );
  const days = () => createReportDaysRepo(testApp.database.db);
  /** One of the day's lines changed in a transaction of its own, held open `holdMs` after the change. */
  async function changeLine(holdMs: number): Promise<void> {
    const client = await testApp.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('UPDATE order_lines SET qty = qty + 1, line_total_cents = line_total_cents + 1000 WHERE order_id = $1', [testApp.orderIds[1]]);
      if (holdMs > 0) await pause(holdMs);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }
  /** The day's summary rows, as text. */
  async function summaryOfDay(): Promise<string> {
    const { pool } = testApp.database;
    const tables = ['report_daily_sales ORDER BY account_id', 'report_daily_lines ORDER BY product_id', 'report_daily_categories ORDER BY category_id'];
    const rows = await Promise.all(tables.map(async (table) => (await pool.query(`SELECT * FROM ${table.replace(' ORDER', ` WHERE day = '${DAY}' ORDER`)}`)).rows));
    return JSON.stringify(rows);
  }

  it('leaves a day whose change is under way for the next roll, without waiting for it', async () => {
    await rollDays(testApp);
    await testApp.database.pool.query(`DELETE FROM report_days WHERE day = '${DAY}'`);
    const client = await testApp.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('UPDATE order_lines SET qty = qty + 1 WHERE order_id = $1', [testApp.orderIds[1]]);
      const started = Date.now();
      expect(await rollDays(testApp)).toEqual({ rolled: 0, busy: 1, failed: 0, months: 0 });
      expect(Date.now() - started).toBeLessThan(2000);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await markedDays(testApp)).not.toContain(DAY);
    expect(await rollDays(testApp)).toEqual({ rolled: 1, busy: 0, failed: 0, months: 0 });
  });

  it('deletes the mark a roll writes when a change to its day comes while it works', async () => {
    await rollDays(testApp);
    await testApp.database.pool.query(`DELETE FROM report_days WHERE day = '${DAY}'`);
    const { pool } = testApp.database;
    // The roll sleeps once it has read the day's sales: the change comes meanwhile.
    await pool.query(`CREATE FUNCTION report_days_test_slow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.4); RETURN NEW; END $$`);
    await pool.query('CREATE TRIGGER report_days_test_slow BEFORE INSERT ON report_daily_sales FOR EACH ROW EXECUTE FUNCTION report_days_test_slow()');
    try {
      const roll = days().rollDay(DAY);
      await pause(150);
      const change = changeLine(0);
      const changed = { at: 0 };
      void change.then(() => (changed.at = Date.now()));
      expect(await roll).toBe(true);
      const rolledAt = Date.now();
      await change;
      expect(changed.at).toBeGreaterThanOrEqual(rolledAt - 5);
    } finally {
      await pool.query('DROP TRIGGER report_days_test_slow ON report_daily_sales');
      await pool.query('DROP FUNCTION report_days_test_slow()');
    }
    expect(await markedDays(testApp)).not.toContain(DAY);
  });

  it('never leaves a mark on a summary that is not the day as it stands, over many raced rolls', async () => {
    for (let round = 0; round < 25; round++) {
      await testApp.database.pool.query(`DELETE FROM report_days WHERE day = '${DAY}'`);
      const change = (async () => {
        await pause(Math.floor(Math.random() * 15));
        await changeLine(Math.floor(Math.random() * 10));
      })();
      const roll = (async () => {
        await pause(Math.floor(Math.random() * 15));
        return days().rollDay(DAY);
      })();
      await Promise.all([change, roll]);
      if ((await markedDays(testApp)).includes(DAY)) {
        const rolled = await summaryOfDay();
        await testApp.database.pool.query(`DELETE FROM report_days WHERE day = '${DAY}'`);
        expect(await days().rollDay(DAY)).toBe(true);
        expect(await summaryOfDay()).toBe(rolled);
      }
    }
  });
});
