// The back office's home (issue #30 Part 1): GET /admin/api/dashboard, and GET /admin/api/orders/new-count,
// which the header polls for its 'N new orders'. Both need orders.read, as the order list does: the
// figures are the orders' own, which every role that sees orders sees one by one.
import type { StoreHttp } from '../../http/route-input.ts';
import { dashboardResponseSchema, newOrderCountResponseSchema, type DashboardJson, type DashboardPeriodJson } from '../../../shared/schemas/dashboard.ts';
import type { Dashboard, DashboardService, PeriodFigures } from './dashboard.service.ts';

const READ = { access: 'staff', permission: 'orders.read' } as const;

const toSpanJson = (span: PeriodFigures['current']) => ({ from: span.from.toISOString(), to: span.to.toISOString(), orders: span.orders, sales: span.salesCents });

const toPeriodJson = (figures: PeriodFigures): DashboardPeriodJson => ({ ...toSpanJson(figures.current), previous: toSpanJson(figures.previous) });

export function toDashboardJson(dashboard: Dashboard): DashboardJson {
  const { statuses } = dashboard;
  return {
    as_of: dashboard.asOf.toISOString(),
    periods: { today: toPeriodJson(dashboard.today), week: toPeriodJson(dashboard.week), month: toPeriodJson(dashboard.month) },
    fulfilment: [
      { status: 'new', count: statuses.new, placed_from: null },
      { status: 'processing', count: statuses.processing, placed_from: null },
      { status: 'partially_dispatched', count: statuses.partially_dispatched, placed_from: null },
      { status: 'dispatched', count: statuses.dispatched, placed_from: null },
      { status: 'delivered', count: statuses.delivered, placed_from: dashboard.closedFromDay },
      { status: 'cancelled', count: statuses.cancelled, placed_from: dashboard.closedFromDay },
    ],
    waiting: { applications: dashboard.waitingApplications, address_requests: dashboard.waitingAddressRequests, returns: dashboard.waitingReturns },
    top_products: dashboard.topProducts.map((product) => ({ product_id: product.productId, sku: product.sku, title: product.title, qty: product.qty, sales: product.salesCents })),
    top_accounts: dashboard.topAccounts.map((account) => ({
      account_id: account.accountId,
      account_number: account.accountNumber,
      name: account.name,
      orders: account.orders,
      sales: account.salesCents,
    })),
    daily_sales: dashboard.days.map((day) => ({ date: day.day, orders: day.orders, sales: day.salesCents })),
  };
}

export function registerDashboardRoutes(app: StoreHttp, deps: { dashboard: DashboardService }): void {
  const { dashboard } = deps;

  app.get('/admin/api/dashboard', {
    config: {
      ...READ,
      docs: {
        summary: "The back office's home: orders and sales today, this week and this month, statuses, what waits, the month's best sellers and 30 days of sales",
        description:
          "Needs orders.read. New Zealand days; the week starts on Monday. Sales are the goods excl. GST (freight left out) of placed orders that were not cancelled (a refunded order was cancelled). Each period so far is compared with the same stretch of the period before: yesterday up to this time of day, last week up to this weekday and time, last month up to this day of the month and time. Orders count by when they were placed (created_at, as the order list's dates). waiting's counts are null for a role that does not handle them; returns are those requested or approved and not yet received.",
        response: dashboardResponseSchema,
      },
    },
  }, async (request) => ({ data: toDashboardJson(await dashboard.overview(request.staff)) }));

  app.get('/admin/api/orders/new-count', {
    config: {
      ...READ,
      docs: {
        summary: "How many placed orders wait to be processed: the header's 'N new orders', polled every 8 s while the page is in use",
        description: "Needs orders.read. The total of GET /admin/api/orders?status=new, without the list.",
        response: newOrderCountResponseSchema,
      },
    },
  }, async () => ({ data: { count: await dashboard.newOrderCount() } }));
}
