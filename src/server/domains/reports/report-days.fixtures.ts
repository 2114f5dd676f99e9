// The summary-by-day tests' helpers (report-days.test.ts, report-days.race.test.ts): every group's answer
// over two periods, a roll, the days marked, and the check that the answers are the live ones.
import { expect } from 'vitest';
import type { SalesReportJson } from '../../../shared/schemas/reports.ts';
import { okBody, type ApiClient } from '../../testing/api.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { reportDaysQueue } from './reports.queues.ts';

const GROUPS = ['day', 'week', 'month', 'account', 'product', 'category'] as const;
/** A week from Sunday 29 June to Sunday 6 July 2025 (today in most tests), three days inside it, and June to August (July whole). */
const PERIODS = [
  ['2025-06-29', '2025-07-06'],
  ['2025-07-02', '2025-07-04'],
  ['2025-06-29', '2025-08-03'],
] as const;

/** Each group's report of each period, by `group:from:to`. */
export async function salesAnswers(api: ApiClient): Promise<Record<string, SalesReportJson>> {
  const answers: Record<string, SalesReportJson> = {};
  for (const [from, to] of PERIODS) {
    for (const group of GROUPS) answers[`${group}:${from}:${to}`] = okBody(await api.get(`/admin/api/reports/sales?group_by=${group}&date_from=${from}&date_to=${to}`)).data;
  }
  return answers;
}

export const rollDays = (testApp: TestApp) => testApp.app.services.reports.rollDays();

export async function markedDays(testApp: TestApp): Promise<string[]> {
  return (await testApp.database.pool.query<{ day: string }>('SELECT day::text AS day FROM report_days ORDER BY day')).rows.map((row) => row.day);
}

/** The reports now (some days rolled) are those read live (no day rolled), and those once every day is rolled again. */
export async function expectSameAsLive(testApp: TestApp, api: ApiClient): Promise<Record<string, SalesReportJson>> {
  const partly = await salesAnswers(api);
  await testApp.database.pool.query('DELETE FROM report_days');
  const live = await salesAnswers(api);
  expect(partly).toEqual(live);
  await rollDays(testApp);
  expect(await salesAnswers(api)).toEqual(live);
  return live;
}

/** Rolls queued and not yet run. */
export async function queuedRolls(testApp: TestApp): Promise<number> {
  const { rows } = await testApp.database.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND state = 'created'", [reportDaysQueue.name]);
  return rows[0]?.count ?? 0;
}
