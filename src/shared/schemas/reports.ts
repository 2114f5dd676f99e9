// Issue #30 Part 5: the back office's reports for the accountant. Sales (GET /admin/api/reports/sales and
// its .csv): placed orders that were not cancelled, by the New Zealand day they were placed, grouped by
// day, week, month, account, product or category. GST (GET /admin/api/reports/gst and its .csv): the
// invoice basis of an NZ GST return, tax invoices issued in the period less credit notes issued in it.
import { z } from 'zod';
import { isoDate } from './dates.ts';
import { centsJson } from './numbers.ts';

export const SALES_REPORT_GROUPS = ['day', 'week', 'month', 'account', 'product', 'category'] as const;
export type SalesReportGroup = (typeof SALES_REPORT_GROUPS)[number];
/** The longest period a report covers, in New Zealand days, both ends included: a whole year, leap or not. */
export const REPORT_DAYS_MAX = 366;

/** A field left empty in a form's query string ('?date_from=') is none. */
const unlessBlank = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Days from one YYYY-MM-DD to another, both included ('2026-01-01' to '2026-01-31' is 31). */
export function daysInPeriod(dateFrom: string, dateTo: string): number {
  return Math.round((Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / 86_400_000) + 1;
}

type PeriodQuery = { date_from?: string | undefined; date_to?: string | undefined };

/** date_to on or after date_from, and at most REPORT_DAYS_MAX days between them (checked when both are given). */
function checkPeriod(query: PeriodQuery, context: z.RefinementCtx): void {
  if (!query.date_from || !query.date_to) return;
  if (query.date_from > query.date_to) {
    context.addIssue({ code: 'custom', path: ['date_to'], message: 'The date to must be on or after the date from.' });
  } else if (daysInPeriod(query.date_from, query.date_to) > REPORT_DAYS_MAX) {
    context.addIssue({ code: 'custom', path: ['date_to'], message: `A report covers at most ${REPORT_DAYS_MAX} days (a year).` });
  }
}

const periodFields = {
  date_from: unlessBlank(isoDate('date from')).describe('The first New Zealand day (YYYY-MM-DD), included; without it the 1st of the month of date_to.'),
  date_to: unlessBlank(isoDate('date to')).describe('The last New Zealand day, included; without it today (or date_from, when later).'),
};

/** GET /admin/api/reports/sales and /admin/api/reports/sales.csv. */
export const salesReportQuerySchema = z
  .object({
    group_by: unlessBlank(z.enum(SALES_REPORT_GROUPS))
      .transform((group): SalesReportGroup => group ?? 'day')
      .describe('day (the default), week (ISO, from Monday), month, account, product or category.'),
    ...periodFields,
  })
  .superRefine(checkPeriod);
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/** GET /admin/api/reports/gst and /admin/api/reports/gst.csv. */
export const gstReportQuerySchema = z.object(periodFields).superRefine(checkPeriod);
export type GstReportQuery = z.infer<typeof gstReportQuerySchema>;

const periodJsonSchema = z.object({
  date_from: z.string().describe('The first New Zealand day, included.'),
  date_to: z.string().describe('The last New Zealand day, included.'),
});

const salesFiguresFields = {
  orders: z.number().int().describe('Orders in the group (for a product or category: the orders with a line of it; for freight: the orders charged freight).'),
  units: z.number().int().describe('Units on their lines (0 for freight).'),
  goods_excl_gst: centsJson('Goods excl. GST (the lines)'),
  freight_excl_gst: centsJson('Freight charged, excl. GST (in a product or category report, its own row)'),
  sales_excl_gst: centsJson('Goods and freight, excl. GST'),
  gst: centsJson("GST: the orders' own; in a product or category report each row's goods at their orders' rate, rounded once a row"),
  sales_incl_gst: centsJson('Sales excl. GST plus GST'),
};

export const salesReportRowJsonSchema = z.object({
  key: z
    .string()
    .describe("What the row is: a day (YYYY-MM-DD), a week's Monday, a month (YYYY-MM), an account number, a SKU, a category's path ('' for products without a category now), or 'freight'."),
  label: z.string().describe("The row's name: the day, week or month in words, the account's or product's name, the category's title, 'Freight'."),
  ...salesFiguresFields,
});
export type SalesReportRowJson = z.infer<typeof salesReportRowJsonSchema>;

export const salesReportTotalsJsonSchema = z.object(salesFiguresFields);
export type SalesReportTotalsJson = z.infer<typeof salesReportTotalsJsonSchema>;

export const salesReportJsonSchema = z.object({
  group_by: z.enum(SALES_REPORT_GROUPS),
  period: periodJsonSchema,
  rows: z.array(salesReportRowJsonSchema).describe('Every group with sales: by time oldest first (a period without orders left out); otherwise the largest sales excl. GST first, freight last.'),
  totals: salesReportTotalsJsonSchema.describe('The sums of the rows (orders: each order once).'),
});
export type SalesReportJson = z.infer<typeof salesReportJsonSchema>;
export const salesReportResponseSchema = z.object({ data: salesReportJsonSchema });
export type SalesReportResponse = z.infer<typeof salesReportResponseSchema>;

const documentsJsonSchema = z.object({
  count: z.number().int(),
  excl_gst: centsJson('Their amounts excl. GST'),
  gst: centsJson('Their GST'),
  incl_gst: centsJson('Their totals incl. GST'),
});
export type GstDocumentsJson = z.infer<typeof documentsJsonSchema>;

export const gstReportJsonSchema = z.object({
  period: periodJsonSchema,
  sales: documentsJsonSchema.describe('Tax invoices issued in the period (on account: at dispatch, a shipment each; by card: when paid).'),
  credits: documentsJsonSchema.describe('Credit notes issued in the period.'),
  net: documentsJsonSchema.omit({ count: true }).describe('Sales less credits: net GST is what the period owes.'),
});
export type GstReportJson = z.infer<typeof gstReportJsonSchema>;
export const gstReportResponseSchema = z.object({ data: gstReportJsonSchema });
export type GstReportResponse = z.infer<typeof gstReportResponseSchema>;
