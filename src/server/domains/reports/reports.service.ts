// The back office's reports (issue #30 Part 5): sales grouped by time, account, product or category, and
// the GST of a period on the invoice basis of an NZ GST return, each read in SQL from the rows themselves
// (no copy to keep in step), with a CSV of each.
import type { GstReportQuery, SalesReportGroup, SalesReportQuery } from '../../../shared/schemas/reports.ts';
import { dayLabel, monthLabel, reportPeriodOf, weekLabel, type ReportPeriod } from './report-period.ts';
import type { DocumentTally, ReportsRepo, SalesFigures, SalesGroupRow } from './reports.repo.ts';
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

export function createReportsService(deps: { repo: ReportsRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function salesReport(query: SalesReportQuery): Promise<SalesReport> {
    const period = reportPeriodOf(query, now());
    const group = query.group_by;
    const { groups, orders } = await repo.inOneSnapshot(async (reads) => {
      const span = await reads.orderSpan(period);
      return span ? { groups: await reads.salesGroups(period, span, group), orders: span.orders } : { groups: [], orders: 0 };
    });
    const label = TIME_LABELS[group];
    const rows = label ? groups.map((row) => ({ ...row, label: label(row.key) })) : groups;
    return { group, period, rows, totals: totalsOf(rows, orders) };
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
