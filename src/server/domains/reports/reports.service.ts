// The back office's reports (issue #30 Part 5): sales grouped by time, account, product or category, and
// the GST of a period on the invoice basis of an NZ GST return, each grouped in SQL, with a CSV of each.
// Sales read the summary of the days rolled (report-days.repo.ts) and the other days' orders live.
import type { GstReportQuery, SalesReportGroup, SalesReportQuery } from '../../../shared/schemas/reports.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ServiceLogger } from '../../logging.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import { dayLabel, liveRangesOf, monthLabel, reportPeriodOf, weekLabel, type ReportPeriod } from './report-period.ts';
import type { ReportDaysRepo } from './report-days.repo.ts';
import type { DocumentTally, ReportsRepo, SalesFigures, SalesGroupRow } from './reports.repo.ts';
import { reportDaysQueue } from './reports.queues.ts';
import { gstReportCsv, salesReportCsv } from './reports-csv.ts';

export type SalesReport = { group: SalesReportGroup; period: ReportPeriod; rows: SalesGroupRow[]; totals: SalesFigures };
export type GstReport = { period: ReportPeriod; invoices: DocumentTally; creditNotes: DocumentTally };
export type ReportCsv = { fileName: string; text: string };

const TIME_LABELS: Partial<Record<SalesReportGroup, (key: string) => string>> = { day: dayLabel, week: weekLabel, month: monthLabel };

/** The rows' sums; `orders` each order once (an order with lines of two products is one order). */
export function totalsOf(rows: readonly SalesFigures[], orders: number): SalesFigures {
  const sum = (pick: (row: SalesFigures) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return { orders, units: sum((row) => row.units), goodsCents: sum((row) => row.goodsCents), freightCents: sum((row) => row.freightCents), gstCents: sum((row) => row.gstCents) };
}

/** How many days a roll does in one job, oldest first (a store's first roll of years: the next job goes on). */
const DAYS_A_ROLL = 400;

export function createReportsService(deps: { repo: ReportsRepo; days: ReportDaysRepo; jobs?: JobQueue; log?: ServiceLogger; now?: () => Date }) {
  const { repo, days, jobs, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function salesReport(query: SalesReportQuery): Promise<SalesReport> {
    const at = now();
    const period = reportPeriodOf(query, at);
    const group = query.group_by;
    const { groups, orders, pastDays } = await repo.inOneSnapshot(async (reads) => {
      const { days: rolledDays, months } = await reads.rolled(period);
      const { ranges, pastDays } = liveRangesOf(period, rolledDays, storeDayOf(at));
      const span = await reads.orderSpan(ranges);
      const looseDays = [...rolledDays].filter((day) => !months.includes(`${day.slice(0, 7)}-01`));
      const found = await reads.salesGroups({ period, months, looseDays, live: ranges, span }, group);
      // An order is in one row of a time or an account; a product's or a category's rows share orders.
      const isSharing = group === 'product' || group === 'category';
      const counted = isSharing ? (await reads.rolledOrders(period)) + (span?.orders ?? 0) : found.reduce((sum, row) => sum + row.orders, 0);
      return { groups: found, orders: counted, pastDays };
    });
    // Days before today read live: a roll on demand (one waits at most), so the next report reads their summary.
    if (pastDays > 0 && jobs) await jobs.send(reportDaysQueue, {}, { singletonKey: 'roll' });
    const label = TIME_LABELS[group];
    const rows = label ? groups.map((row) => ({ ...row, label: label(row.key) })) : groups;
    return { group, period, rows, totals: totalsOf(rows, orders) };
  }

  /**
   * Rolls the days before today not rolled (or un-rolled by a change), oldest first, each in its own
   * transaction with its mark; a day a change holds, or one whose roll fails, waits for the next roll.
   */
  async function rollDays(): Promise<{ rolled: number; busy: number; failed: number; months: number }> {
    const today = storeDayOf(now());
    const due = await days.daysToRoll(today, DAYS_A_ROLL);
    const done = { rolled: 0, busy: 0, failed: 0, months: 0 };
    /** A roll that throws (a bug, a full disk) leaves its day or month to be read from below it, and the others go on. */
    const attempt = async (what: object, roll: () => Promise<boolean>): Promise<'rolled' | 'busy' | 'failed'> => {
      try {
        return (await roll()) ? 'rolled' : 'busy';
      } catch (error) {
        log?.error({ err: error, ...what }, 'a report day or month failed to roll: it is read from its days or orders until a roll succeeds');
        return 'failed';
      }
    };
    for (const day of due) done[await attempt({ day }, () => days.rollDay(day))] += 1;
    for (const month of await days.monthsToRoll(today)) {
      const outcome = await attempt({ month }, () => days.rollMonth(month));
      if (outcome === 'rolled') done.months += 1;
      if (outcome === 'failed') done.failed += 1;
    }
    if (due.length > 0) log?.info({ ...done, first: due[0], last: due.at(-1) }, 'report days rolled');
    if (due.length === DAYS_A_ROLL && jobs) await jobs.send(reportDaysQueue, {}, { singletonKey: 'roll' });
    return done;
  }

  async function gstReport(query: GstReportQuery): Promise<GstReport> {
    const period = reportPeriodOf(query, now());
    return { period, ...(await repo.documentTallies(period)) };
  }

  return {
    /** Sales of placed orders not cancelled, by the New Zealand day they were placed, in the query's groups. */
    salesReport,
    /** Tax invoices and credit notes issued in the period: GST collected, credited and net. */
    gstReport,
    rollDays,
    async salesCsv(query: SalesReportQuery): Promise<ReportCsv> {
      const report = await salesReport(query);
      return { fileName: `sales-by-${report.group}-${report.period.dateFrom}-to-${report.period.dateTo}.csv`, text: salesReportCsv(report) };
    },
    async gstCsv(query: GstReportQuery): Promise<ReportCsv> {
      const report = await gstReport(query);
      return { fileName: `gst-${report.period.dateFrom}-to-${report.period.dateTo}.csv`, text: gstReportCsv(report) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
