// The reports' SQL (issue #30 Part 5): read-only sums of the orders, accounts, catalogue and invoicing
// domains' tables (declared in src/shared/domains/reports.ts), grouped in SQL. The orders of a period are
// read from orders_placed_sales_idx alone (placed and not cancelled, by time, holding every column summed);
// their lines from order_lines_order_sales_idx alone, within the stretch of ids the period's orders span
// (the store numbers orders as they come); invoices and credit notes by the day they were issued.
import { sql, type SQL } from 'drizzle-orm';
import type { SalesReportGroup } from '../../../shared/schemas/reports.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { ReportPeriod } from './report-period.ts';

/**
 * Placed orders that were not cancelled: statuses placed_on_account and paid. A refunded order (a paid one
 * cancelled) is cancelled too, and one awaiting payment has no number: the dashboard's sales, the same index.
 */
const SALES_ORDERS = sql`o.order_number IS NOT NULL AND o.fulfilment_status <> 'cancelled'`;

/** Freight excl. GST: as charged, unless shown with GST (TAX_INCLUSIVE), when it is s ÷ (1 + rate), rounded (gst-totals.ts). */
const FREIGHT_EXCL_GST = sql`CASE WHEN o.is_tax_inclusive THEN round(o.shipping_cents * 10000.0 / (10000 + o.tax_rate_basis_points))::int ELSE o.shipping_cents END`;

/** Goods excl. GST: the sub-total, or when shown with GST the whole excl. GST less the freight's part. */
const GOODS_EXCL_GST = sql`CASE WHEN o.is_tax_inclusive THEN o.sub_total_cents - o.tax_total_cents + o.shipping_cents - ${FREIGHT_EXCL_GST} ELSE o.sub_total_cents END`;

/** A time's New Zealand wall clock. */
const local = (column: SQL) => sql`(${column} AT TIME ZONE ${STORE_TIME_ZONE})`;

/** A time group's key: its first day, as a date (a text only once grouped: the conversion is not cheap). */
const TIME_KEYS = {
  day: sql`${local(sql`o.created_at`)}::date`,
  week: sql`date_trunc('week', ${local(sql`o.created_at`)})::date`,
  month: sql`date_trunc('month', ${local(sql`o.created_at`)})::date`,
} as const;

export type SalesFigures = { orders: number; units: number; goodsCents: number; freightCents: number; gstCents: number };
export type SalesGroupRow = SalesFigures & { key: string; label: string };
export type DocumentTally = { count: number; exclCents: number; gstCents: number; inclCents: number };

type FiguresRow = { orders: number; units: string | null; goods: string | null; freight: string | null; gst: string | null };
const figuresOf = (row: FiguresRow): SalesFigures => ({
  orders: row.orders,
  units: Number(row.units ?? 0),
  goodsCents: Number(row.goods ?? 0),
  freightCents: Number(row.freight ?? 0),
  gstCents: Number(row.gst ?? 0),
});

/** The period's orders' ids span first..last (the store numbers orders as they come); `orders` of them. */
export type OrderSpan = { first: number; last: number; orders: number };

function reportReadsOn(db: DbExecutor) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return (await db.execute(query)).rows as T[];
  }

  /** The period's sales orders (`o`), placed from its first day's 00:00 to before the next day after its last. */
  const salesOrdersIn = (period: ReportPeriod) =>
    sql`${SALES_ORDERS} AND o.created_at >= ${period.from.toISOString()}::timestamptz AND o.created_at < ${period.until.toISOString()}::timestamptz`;

  /**
   * Their lines (`x`) with their orders (`o`): read as the stretch of the lines' index the orders' ids span,
   * each line kept when its order is one of them (a hash of the period's orders, from their index alone).
   */
  const linesOf = (period: ReportPeriod, span: OrderSpan, join = sql``) =>
    sql`order_lines x JOIN orders o ON o.id = x.order_id ${join} WHERE x.order_id BETWEEN ${span.first} AND ${span.last} AND ${salesOrdersIn(period)}`;

  /**
   * By day, week or month, or by account: each order's own goods, freight and GST, and its lines' units,
   * summed an order at a time as the lines' index holds them (in order of the order's id), so each order's
   * key is worked out once, not once a line.
   */
  async function byOrders(period: ReportPeriod, span: OrderSpan, key: SQL): Promise<(FiguresRow & { key: string })[]> {
    return rows<FiguresRow & { key: string }>(sql`
      SELECT g.key::text AS key, g.orders, g.units::text AS units, g.goods::text AS goods, g.freight::text AS freight, g.gst::text AS gst FROM (
        SELECT ${key} AS key, count(*)::int AS orders, sum(u.units) AS units, sum(${GOODS_EXCL_GST}) AS goods, sum(${FREIGHT_EXCL_GST}) AS freight, sum(o.tax_total_cents) AS gst
        FROM orders o
        LEFT JOIN (SELECT x.order_id, sum(x.qty) AS units FROM order_lines x WHERE x.order_id BETWEEN ${span.first} AND ${span.last} GROUP BY x.order_id) u ON u.order_id = o.id
        WHERE ${salesOrdersIn(period)}
        GROUP BY 1) g
      ORDER BY g.key`);
  }

  async function byTime(period: ReportPeriod, span: OrderSpan, group: keyof typeof TIME_KEYS): Promise<SalesGroupRow[]> {
    const found = await byOrders(period, span, TIME_KEYS[group]);
    // The key as a day ('2026-05-01'), a week's Monday, or a month ('2026-05').
    const keyOf = (first: string) => (group === 'month' ? first.slice(0, 7) : first);
    return found.map((row) => ({ key: keyOf(row.key), label: keyOf(row.key), ...figuresOf(row) }));
  }

  /** By account: with the account's number and name, the largest sales first. */
  async function byAccount(period: ReportPeriod, span: OrderSpan): Promise<SalesGroupRow[]> {
    const found = await byOrders(period, span, sql`o.account_id`);
    if (found.length === 0) return [];
    const names = await rows<{ id: number; account_number: string; name: string }>(
      sql`SELECT a.id, a.account_number, a.name FROM accounts a WHERE a.id IN (${sql.join(found.map((row) => sql`${Number(row.key)}`), sql`, `)})`,
    );
    const byId = new Map(names.map((account) => [String(account.id), account]));
    return found
      .map((row) => ({ key: byId.get(row.key)?.account_number ?? '', label: byId.get(row.key)?.name ?? '', ...figuresOf(row) }))
      .toSorted((a, b) => b.goodsCents + b.freightCents - (a.goodsCents + a.freightCents) || a.key.localeCompare(b.key));
  }

  /**
   * By product or category: the lines' units and goods, GST at their orders' rate rounded once a row; then
   * freight as a row of its own (the orders charged it, its GST likewise). A product's name and SKU are its
   * latest line's; a category is the product's category now (lines keep none), '' when the product is gone.
   * A row's orders count each order once.
   */
  async function byLines(period: ReportPeriod, span: OrderSpan, group: 'product' | 'category'): Promise<SalesGroupRow[]> {
    const perOrder = sql`SELECT x.order_id, x.product_id, sum(x.qty) AS qty, sum(x.line_total_cents) AS goods, min(o.tax_rate_basis_points) AS rate, max(x.id) AS latest_line
      FROM ${linesOf(period, span)} GROUP BY x.order_id, x.product_id`;
    const lineGroups =
      group === 'product'
        ? sql`SELECT latest.sku AS key, latest.title AS label, t.orders, t.units, t.goods, t.gst FROM (
              SELECT p.product_id, count(*)::int AS orders, sum(p.qty) AS units, sum(p.goods) AS goods,
                round(sum(p.goods * p.rate) / 10000.0) AS gst, max(p.latest_line) AS latest_line
              FROM (${perOrder}) p GROUP BY p.product_id) t
            JOIN order_lines latest ON latest.id = t.latest_line`
        : sql`SELECT coalesce(c.path, '') AS key, coalesce(c.title, 'No category') AS label, t.orders, t.units, t.goods, t.gst FROM (
              SELECT w.category_id, count(*) FILTER (WHERE w.is_first)::int AS orders, sum(w.qty) AS units, sum(w.line_total_cents) AS goods,
                round(sum(w.line_total_cents::int8 * w.rate) / 10000.0) AS gst
              FROM (SELECT pr.category_id, x.qty, x.line_total_cents, o.tax_rate_basis_points AS rate,
                      (x.order_id, pr.category_id) IS DISTINCT FROM lag((x.order_id, pr.category_id)) OVER (ORDER BY x.order_id, pr.category_id) AS is_first
                    FROM ${linesOf(period, span, sql`LEFT JOIN products pr ON pr.id = x.product_id`)}) w
              GROUP BY w.category_id) t
            LEFT JOIN categories c ON c.id = t.category_id`;
    // The lines come from their index in order of (order, product), and the period's orders sorted by id
    // meet them in a merge join, so they stream by an order at a time: by product summed an order and
    // product at a time, by category (each line's product looked up once a product, Memoize) each order's
    // first line of a category marked. A hash join loses that order, and the sums then hash a row for each
    // of a year's 200,000 lines: 190 ms against 70 by product, 1 s against 300 ms by category, on a busy
    // 2-core machine (bench/reports.ts).
    await db.execute(sql`SET LOCAL enable_hashjoin = off`);
    const found = await rows<FiguresRow & { key: string; label: string }>(sql`
      SELECT g.key, g.label, g.orders, g.units::text AS units, g.goods::text AS goods, '0' AS freight, g.gst::text AS gst
      FROM (${lineGroups}) g
      ORDER BY g.goods DESC, g.key`);
    await db.execute(sql`RESET enable_hashjoin`);
    const [freight] = await rows<FiguresRow>(sql`
      SELECT count(*)::int AS orders, '0' AS units, '0' AS goods, sum(f.freight)::text AS freight, round(sum(f.freight::numeric * f.rate) / 10000)::text AS gst
      FROM (SELECT ${FREIGHT_EXCL_GST} AS freight, o.tax_rate_basis_points AS rate FROM orders o WHERE ${salesOrdersIn(period)} AND o.shipping_cents > 0) f`);
    const freightRow = freight && freight.orders > 0 ? [{ key: 'freight', label: 'Freight', ...figuresOf(freight) }] : [];
    return [...found.map((row) => ({ key: row.key, label: row.label, ...figuresOf(row) })), ...freightRow];
  }

  return {
    /** The period's sales orders: how many (each once, whatever the grouping) and the stretch of ids they span; null when none. */
    async orderSpan(period: ReportPeriod): Promise<OrderSpan | null> {
      const [row] = await rows<{ first: number | null; last: number | null; orders: number }>(
        sql`SELECT min(o.id) AS first, max(o.id) AS last, count(*)::int AS orders FROM orders o WHERE ${salesOrdersIn(period)}`,
      );
      return row && row.first !== null && row.last !== null ? { first: row.first, last: row.last, orders: row.orders } : null;
    },

    /** The period's sales in `group`s, each group's figures (`span`: the period's, from orderSpan). */
    salesGroups(period: ReportPeriod, span: OrderSpan, group: SalesReportGroup): Promise<SalesGroupRow[]> {
      if (group === 'account') return byAccount(period, span);
      if (group === 'product' || group === 'category') return byLines(period, span, group);
      return byTime(period, span, group);
    },

    /** Tax invoices and credit notes issued in the period (by the time they were issued). */
    async documentTallies(period: ReportPeriod): Promise<{ invoices: DocumentTally; creditNotes: DocumentTally }> {
      const within = sql`d.issued_at >= ${period.from.toISOString()}::timestamptz AND d.issued_at < ${period.until.toISOString()}::timestamptz`;
      const tally = (table: SQL, kind: string) =>
        sql`SELECT ${kind} AS kind, count(*)::int AS count, coalesce(sum(d.sub_total_cents), 0)::text AS excl, coalesce(sum(d.gst_cents), 0)::text AS gst,
          coalesce(sum(d.total_cents), 0)::text AS incl FROM ${table} d WHERE ${within}`;
      const found = await rows<{ kind: string; count: number; excl: string; gst: string; incl: string }>(
        sql`${tally(sql`invoices`, 'invoices')} UNION ALL ${tally(sql`credit_notes`, 'credit_notes')}`,
      );
      const of = (kind: string): DocumentTally => {
        const row = found.find((entry) => entry.kind === kind);
        return { count: row?.count ?? 0, exclCents: Number(row?.excl ?? 0), gstCents: Number(row?.gst ?? 0), inclCents: Number(row?.incl ?? 0) };
      };
      return { invoices: of('invoices'), creditNotes: of('credit_notes') };
    },
  };
}
export type ReportReads = ReturnType<typeof reportReadsOn>;

export function createReportsRepo(db: DbExecutor) {
  return {
    ...reportReadsOn(db),
    /**
     * Runs `work`'s reads in one read-only snapshot, so a report's rows and its totals agree (an order placed
     * meanwhile is in both or neither), without parallel workers (their start costs more than these sums, as
     * the dashboard found: dashboard.repo.ts).
     */
    async inOneSnapshot<T>(work: (reads: ReportReads) => Promise<T>): Promise<T> {
      return db.transaction(
        async (tx) => {
          await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
          // A year's orders and lines hashed in memory, not spilled to disk (4 MB by default).
          await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
          return work(reportReadsOn(tx));
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;
