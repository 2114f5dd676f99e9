// Issue #30 Part 1: the back office's home page (GET /admin/api/dashboard) and the header's new-order
// signal (GET /admin/api/orders/new-count). Sales are goods excl. GST of placed orders that are not
// cancelled; days, weeks and months are New Zealand's (src/server/domains/dashboard/dashboard-periods.ts).
import { z } from 'zod';
import { instantJson } from './dates.ts';
import { centsJson } from './numbers.ts';
import { FULFILMENT_STATUSES } from './orders.ts';

export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;
export type DashboardPeriodName = (typeof DASHBOARD_PERIODS)[number];
/** How many New Zealand days the sales chart shows, today the last. */
export const DASHBOARD_CHART_DAYS = 30;
/** How many products and accounts the month's tables rank. */
export const DASHBOARD_TOP_COUNT = 10;

const spanJsonSchema = z.object({
  from: instantJson('Where the span starts, included'),
  to: instantJson('Where it ends, included'),
  orders: z.number().int().describe('Placed orders in the span, cancelled ones left out.'),
  sales: centsJson('What those orders sold: their goods excl. GST (freight left out)'),
});

const periodJsonSchema = spanJsonSchema.extend({
  previous: spanJsonSchema.describe(
    'The same stretch of the period before: yesterday up to this time of day, last week up to this weekday and time, last month up to this day of the month and time (its last day when shorter).',
  ),
});
export type DashboardPeriodJson = z.infer<typeof periodJsonSchema>;

export const dashboardStatusCountJsonSchema = z.object({
  status: z.enum(FULFILMENT_STATUSES),
  count: z.number().int(),
  placed_from: z
    .string()
    .nullable()
    .describe("null: every placed order in this status (new, processing, partially_dispatched, dispatched: the desk's work); else the New Zealand day (the 1st of this month) from which orders placed count (delivered, cancelled)."),
});
export type DashboardStatusCountJson = z.infer<typeof dashboardStatusCountJsonSchema>;

export const dashboardProductJsonSchema = z.object({
  product_id: z.number().int(),
  sku: z.string().describe('As on its latest order line this month.'),
  title: z.string().describe('As on its latest order line this month.'),
  qty: z.number().int().describe('Units sold this month.'),
  sales: centsJson('Its order lines this month, excl. GST'),
});
export type DashboardProductJson = z.infer<typeof dashboardProductJsonSchema>;

export const dashboardAccountJsonSchema = z.object({
  account_id: z.number().int(),
  account_number: z.string(),
  name: z.string(),
  orders: z.number().int().describe('Orders placed this month.'),
  sales: centsJson("The month's orders' goods excl. GST"),
});
export type DashboardAccountJson = z.infer<typeof dashboardAccountJsonSchema>;

export const dashboardDayJsonSchema = z.object({
  date: z.string().describe('A New Zealand day, YYYY-MM-DD.'),
  orders: z.number().int(),
  sales: centsJson('Goods excl. GST of the orders placed that day (0 on a day without)'),
});
export type DashboardDayJson = z.infer<typeof dashboardDayJsonSchema>;

export const dashboardJsonSchema = z.object({
  as_of: instantJson('The moment the figures are for'),
  periods: z.object({ today: periodJsonSchema, week: periodJsonSchema.describe('The ISO week: from Monday.'), month: periodJsonSchema }),
  fulfilment: z.array(dashboardStatusCountJsonSchema).describe('One entry per fulfilment status, in the order new, processing, partially_dispatched, dispatched, delivered, cancelled.'),
  waiting: z
    .object({
      applications: z.number().int().nullable().describe('Trade applications waiting for a decision; null when the role does not handle them.'),
      address_requests: z.number().int().nullable().describe('Open address change requests; null when the role does not handle them.'),
      returns: z.number().int().nullable().describe('Returns requested or approved and not yet received (issue #30 Part 2); null when the role does not handle them.'),
    })
    .describe('What waits for the desk besides orders.'),
  top_products: z.array(dashboardProductJsonSchema).describe(`This month's best-selling products by sales, at most ${DASHBOARD_TOP_COUNT}, best first.`),
  top_accounts: z.array(dashboardAccountJsonSchema).describe(`This month's biggest accounts by sales, at most ${DASHBOARD_TOP_COUNT}, biggest first.`),
  daily_sales: z.array(dashboardDayJsonSchema).describe(`The last ${DASHBOARD_CHART_DAYS} New Zealand days, oldest first, today (so far) last.`),
});
export type DashboardJson = z.infer<typeof dashboardJsonSchema>;

export const dashboardResponseSchema = z.object({ data: dashboardJsonSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const newOrderCountResponseSchema = z.object({
  data: z.object({ count: z.number().int().describe("Placed orders in the fulfilment status 'new' (the order list's status=new).") }),
});
export type NewOrderCountResponse = z.infer<typeof newOrderCountResponseSchema>;
