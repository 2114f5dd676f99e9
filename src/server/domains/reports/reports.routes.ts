// The back office's reports (issue #30 Part 5): GET /admin/api/reports/sales and /admin/api/reports/gst,
// and the CSV of each. They need reports.read (owner and staff): the store's takings, which the warehouse
// has no need of.
import type { StoreHttp } from '../../http/route-input.ts';
import {
  gstReportQuerySchema,
  gstReportResponseSchema,
  REPORT_DAYS_MAX,
  salesReportQuerySchema,
  salesReportResponseSchema,
  type GstDocumentsJson,
  type GstReportJson,
  type SalesReportJson,
} from '../../../shared/schemas/reports.ts';
import type { DocumentTally, SalesFigures } from './reports.repo.ts';
import type { GstReport, ReportCsv, ReportsService, SalesReport } from './reports.service.ts';

const READ = { access: 'staff', permission: 'reports.read' } as const;

const PERIOD_WORDS = `New Zealand days, both included, at most ${REPORT_DAYS_MAX}; without date_to it is today, without date_from the 1st of date_to's month (so neither: this month so far).`;

const toFiguresJson = (figures: SalesFigures) => ({
  orders: figures.orders,
  units: figures.units,
  goods_excl_gst: figures.goodsCents,
  freight_excl_gst: figures.freightCents,
  sales_excl_gst: figures.goodsCents + figures.freightCents,
  gst: figures.gstCents,
  sales_incl_gst: figures.goodsCents + figures.freightCents + figures.gstCents,
});

export const toSalesReportJson = (report: SalesReport): SalesReportJson => ({
  group_by: report.group,
  period: { date_from: report.period.dateFrom, date_to: report.period.dateTo },
  rows: report.rows.map((row) => ({ key: row.key, label: row.label, ...toFiguresJson(row) })),
  totals: toFiguresJson(report.totals),
});

const toDocumentsJson = (tally: DocumentTally): GstDocumentsJson => ({ count: tally.count, excl_gst: tally.exclCents, gst: tally.gstCents, incl_gst: tally.inclCents });

export const toGstReportJson = (report: GstReport): GstReportJson => ({
  period: { date_from: report.period.dateFrom, date_to: report.period.dateTo },
  sales: toDocumentsJson(report.invoices),
  credits: toDocumentsJson(report.creditNotes),
  net: {
    excl_gst: report.invoices.exclCents - report.creditNotes.exclCents,
    gst: report.invoices.gstCents - report.creditNotes.gstCents,
    incl_gst: report.invoices.inclCents - report.creditNotes.inclCents,
  },
});

const SALES_WORDS =
  "Needs reports.read. Placed orders that were not cancelled (payment status placed_on_account or paid; a refunded order was cancelled), by the New Zealand day they were placed. By day, week (ISO, from Monday; the first and last weeks only as far as the period) or month: each order's goods, freight and GST as it was charged. By account likewise. By product or category: the lines' goods with GST at their order's rate rounded once a row, and freight as a row of its own ('freight'); a category is the product's category now. ";

export function registerReportsRoutes(app: StoreHttp, deps: { reports: ReportsService }): void {
  const { reports } = deps;
  const sendCsv = (csv: ReportCsv) => ({ csv, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${csv.fileName}"` } });

  app.get('/admin/api/reports/sales', {
    schema: { querystring: salesReportQuerySchema },
    config: {
      ...READ,
      docs: { summary: "Sales excl. GST, GST and incl. GST, orders and units, grouped by day, week, month, account, product or category", description: `${SALES_WORDS}${PERIOD_WORDS}`, response: salesReportResponseSchema },
    },
  }, async (request) => ({ data: toSalesReportJson(await reports.salesReport(request.query)) }));

  app.get('/admin/api/reports/sales.csv', {
    schema: { querystring: salesReportQuerySchema },
    config: {
      ...READ,
      docs: { summary: 'The sales report as a CSV download: a row a group, then the totals', description: `The query and figures of GET /admin/api/reports/sales; amounts in decimal dollars. ${PERIOD_WORDS}`, produces: 'text/csv' },
    },
  }, async (request, reply) => {
    const { csv, headers } = sendCsv(await reports.salesCsv(request.query));
    return reply.headers(headers).send(csv.text);
  });

  app.get('/admin/api/reports/gst', {
    schema: { querystring: gstReportQuerySchema },
    config: {
      ...READ,
      docs: {
        summary: 'GST for a period on the invoice basis of an NZ GST return: tax invoices issued, credit notes issued, and the net',
        description: `Needs reports.read. Tax invoices by the New Zealand day they were issued (on account: at dispatch, one a shipment; by card: when paid), less credit notes by the day they were issued. ${PERIOD_WORDS}`,
        response: gstReportResponseSchema,
      },
    },
  }, async (request) => ({ data: toGstReportJson(await reports.gstReport(request.query)) }));

  app.get('/admin/api/reports/gst.csv', {
    schema: { querystring: gstReportQuerySchema },
    config: {
      ...READ,
      docs: { summary: 'The GST report as a CSV download: invoices, credit notes (as negative amounts) and the net', description: `The query and figures of GET /admin/api/reports/gst; amounts in decimal dollars. ${PERIOD_WORDS}`, produces: 'text/csv' },
    },
  }, async (request, reply) => {
    const { csv, headers } = sendCsv(await reports.gstCsv(request.query));
    return reply.headers(headers).send(csv.text);
  });
}
