// The dashboard's SQL (issue #30 Part 1): read-only sums of the orders domain's tables (declared in
// src/shared/domains/dashboard.ts), each on an index of placed orders. The sales figures read
// orders_placed_sales_idx alone (placed and not cancelled, by time, holding every column they sum), the
// month's products that index's order ids and order_lines_order_sales_idx alone, the statuses
// orders_placed_fulfilment_created_idx alone (migration 0050).
import { sql, type SQL } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Span } from './dashboard-periods.ts';

/** A span's placed orders that were not cancelled (a refunded order was cancelled: refunds come with cancelling). */
const SALES_ORDERS = sql`o.order_number IS NOT NULL AND o.fulfilment_status <> 'cancelled'`;

/**
 * An order's goods excl. GST, whichever way it showed its totals: its sub-total, unless it was shown with
 * GST (TAX_INCLUSIVE), when the sub-total holds the goods' GST and the freight its own. Freight f shows as
 * s = f + GST(f); f is s ÷ (1 + rate) rounded (GST rounds to the cent, so that is within half a cent).
 */
const GOODS_EXCL_GST = sql`CASE WHEN o.is_tax_inclusive
  THEN o.sub_total_cents - o.tax_total_cents + o.shipping_cents - round(o.shipping_cents * 10000.0 / (10000 + o.tax_rate_basis_points))::int
  ELSE o.sub_total_cents END`;

/** Orders ids apart at most this many times the span's orders are read as one stretch of the lines' index. */
const STRETCH_READ_MAX = 4;

const within = (span: Span) => sql`o.created_at >= ${span.from.toISOString()}::timestamptz AND o.created_at <= ${span.to.toISOString()}::timestamptz`;

export type Tally = { orders: number; salesCents: number };
export type StatusCounts = { new: number; processing: number; partially_dispatched: number; dispatched: number; delivered: number; cancelled: number };
export type TopProduct = { productId: number; sku: string; title: string; qty: number; salesCents: number };
export type TopAccount = { accountId: number; accountNumber: string; name: string; orders: number; salesCents: number };

/** The dashboard's reads on `db` (the database, or the snapshot's transaction). */
function dashboardReadsOn(db: DbExecutor) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return (await db.execute(query)).rows as T[];
  }

  return {
    /** Orders and sales in each span, in one pass over the earliest span's start to now. */
    async tallies(spans: readonly Span[]): Promise<Tally[]> {
      if (spans.length === 0) return [];
      const from = new Date(Math.min(...spans.map((span) => span.from.getTime())));
      const to = new Date(Math.max(...spans.map((span) => span.to.getTime())));
      const columns = spans.map(
        (span, index) => sql`count(*) FILTER (WHERE ${within(span)})::int AS ${sql.identifier(`orders_${index}`)},
          coalesce(sum(${GOODS_EXCL_GST}) FILTER (WHERE ${within(span)}), 0)::text AS ${sql.identifier(`sales_${index}`)}`,
      );
      const [row] = await rows<Record<string, number | string>>(sql`
        SELECT ${sql.join(columns, sql`, `)} FROM orders o WHERE ${SALES_ORDERS} AND ${within({ from, to })}`);
      return spans.map((_, index) => ({ orders: Number(row?.[`orders_${index}`] ?? 0), salesCents: Number(row?.[`sales_${index}`] ?? 0) }));
    },

    /** Orders and sales per New Zealand day of the span; days without orders are left out. */
    async dailyTallies(span: Span): Promise<Map<string, Tally>> {
      const found = await rows<{ day: string; orders: number; sales: string }>(sql`
        SELECT (o.created_at AT TIME ZONE ${STORE_TIME_ZONE})::date::text AS day, count(*)::int AS orders, sum(${GOODS_EXCL_GST})::text AS sales
        FROM orders o WHERE ${SALES_ORDERS} AND ${within(span)} GROUP BY 1`);
      return new Map(found.map((row) => [row.day, { orders: row.orders, salesCents: Number(row.sales) }]));
    },

    /**
     * Placed orders in each fulfilment status: every one still on its way (new, processing, partly dispatched, dispatched),
     * and those placed from `closedFrom` that were delivered or cancelled.
     */
    async statusCounts(closedFrom: Date): Promise<StatusCounts> {
      const count = (status: string, from?: Date) =>
        sql`(SELECT count(*) FROM orders o WHERE o.order_number IS NOT NULL AND o.fulfilment_status = ${status}
          ${from ? sql`AND o.created_at >= ${from.toISOString()}::timestamptz` : sql``})::int`;
      const [row] = await rows<StatusCounts>(sql`
        SELECT ${count('new')} AS new, ${count('processing')} AS processing, ${count('partially_dispatched')} AS partially_dispatched, ${count('dispatched')} AS dispatched,
          ${count('delivered', closedFrom)} AS delivered, ${count('cancelled', closedFrom)} AS cancelled`);
      return row ?? { new: 0, processing: 0, partially_dispatched: 0, dispatched: 0, delivered: 0, cancelled: 0 };
    },

    /** Placed orders waiting to be processed (fulfilment status 'new'): the header's signal. */
    async newOrderCount(): Promise<number> {
      const [row] = await rows<{ count: number }>(sql`
        SELECT count(*)::int AS count FROM orders o WHERE o.order_number IS NOT NULL AND o.fulfilment_status = 'new'`);
      return row?.count ?? 0;
    },

    /**
     * The span's best-selling products by their lines excl. GST, with the SKU and title of each one's latest
     * line. Lines carry no time: they are found by their orders' ids. The store numbers orders as they come,
     * so a month's orders are usually one stretch of ids, and their lines one stretch of the lines' index,
     * read in one pass. Orders far apart (ids not in order of time) are looked up one by one instead (a
     * lateral subquery the planner keeps as it is), never by reading every line ever ordered.
     */
    async topProducts(span: Span, limit: number): Promise<TopProduct[]> {
      const [ids] = await rows<{ first: number | null; last: number | null; orders: number }>(sql`
        SELECT min(o.id) AS first, max(o.id) AS last, count(*)::int AS orders FROM orders o WHERE ${SALES_ORDERS} AND ${within(span)}`);
      if (!ids || ids.first === null || ids.last === null) return [];
      const isOneStretch = ids.last - ids.first + 1 <= STRETCH_READ_MAX * ids.orders;
      const lines = isOneStretch
        ? sql`SELECT l.product_id, l.qty, l.line_total_cents, l.id FROM order_lines l
            WHERE l.order_id BETWEEN ${ids.first} AND ${ids.last}
              AND l.order_id IN (SELECT o.id FROM orders o WHERE ${SALES_ORDERS} AND ${within(span)} AND o.id BETWEEN ${ids.first} AND ${ids.last})`
        : sql`SELECT l.product_id, l.qty, l.line_total_cents, l.id FROM orders o
            CROSS JOIN LATERAL (SELECT x.product_id, x.qty, x.line_total_cents, x.id FROM order_lines x WHERE x.order_id = o.id OFFSET 0) l
            WHERE ${SALES_ORDERS} AND ${within(span)}`;
      const found = await rows<{ product_id: number; sku: string; title: string; qty: number; sales: string }>(sql`
        SELECT t.product_id, latest.sku, latest.title, t.qty, t.sales::text AS sales
        FROM (
          SELECT l.product_id, sum(l.qty)::int AS qty, sum(l.line_total_cents) AS sales, max(l.id) AS latest_line
          FROM (${lines}) l
          GROUP BY l.product_id
          ORDER BY sales DESC, l.product_id
          LIMIT ${limit}
        ) t
        JOIN order_lines latest ON latest.id = t.latest_line
        ORDER BY t.sales DESC, t.product_id`);
      return found.map((row) => ({ productId: row.product_id, sku: row.sku, title: row.title, qty: row.qty, salesCents: Number(row.sales) }));
    },

    /** The span's biggest accounts by their orders' goods excl. GST. */
    async topAccounts(span: Span, limit: number): Promise<TopAccount[]> {
      const found = await rows<{ account_id: number; account_number: string; name: string; orders: number; sales: string }>(sql`
        SELECT a.id AS account_id, a.account_number, a.name, t.orders, t.sales::text AS sales
        FROM (
          SELECT o.account_id, count(*)::int AS orders, sum(${GOODS_EXCL_GST}) AS sales
          FROM orders o WHERE ${SALES_ORDERS} AND ${within(span)}
          GROUP BY o.account_id
          ORDER BY sales DESC, o.account_id
          LIMIT ${limit}
        ) t
        JOIN accounts a ON a.id = t.account_id
        ORDER BY t.sales DESC, a.id`);
      return found.map((row) => ({ accountId: row.account_id, accountNumber: row.account_number, name: row.name, orders: row.orders, salesCents: Number(row.sales) }));
    },
  };
}
export type DashboardReads = ReturnType<typeof dashboardReadsOn>;

export function createDashboardRepo(db: DbExecutor) {
  return {
    ...dashboardReadsOn(db),
    /**
     * Runs `work`'s reads in one read-only snapshot, so the figures agree with each other (an order placed
     * meanwhile is in all of them or none), and without parallel workers: PostgreSQL plans the wider sums
     * with two, whose start costs more than the sum (40 ms against 5 on a 2-core machine), and under load
     * they wait for a core.
     */
    async inOneSnapshot<T>(work: (reads: DashboardReads) => Promise<T>): Promise<T> {
      return db.transaction(
        async (tx) => {
          await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
          return work(dashboardReadsOn(tx));
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
