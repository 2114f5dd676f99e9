// The reports' SQL (issue #30 Part 5): sums grouped in SQL of the rolled days' summary (schema/reports.ts:
// by day, week or month a row a day; by account, product or category a row a whole month's and a row a
// day's for the other days rolled) and the other days' orders read live (today, and days un-rolled by a
// change), unrounded GST numerators added before GST is rounded once a row. Live, the orders are read from orders_placed_sales_idx alone (placed and not cancelled, by time,
// holding every column summed); their lines from order_lines_order_sales_idx alone, within the stretch
// of ids those orders span (the store numbers orders as they come); invoices and credit notes by the day
// they were issued.
import { sql, type SQL } from 'drizzle-orm';
import type { SalesReportGroup } from '../../../shared/schemas/reports.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { addDays } from '../../kernel/store-time.ts';
import type { ReportPeriod } from './report-period.ts';
import { FREIGHT_EXCL_GST, GOODS_EXCL_GST, nzDay, placedWithin, SALES_ORDERS, type TimeRange } from './reports-sql.ts';

/** A time group's key from a day `r.at`: its first day (a text only once grouped: the conversion is not cheap). */
const TIME_KEYS = {
  day: sql`r.at`,
  week: sql`date_trunc('week', r.at::timestamp)::date`,
  month: sql`date_trunc('month', r.at::timestamp)::date`,
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

/** The live orders' ids span first..last (the store numbers orders as they come); `orders` of them. */
export type OrderSpan = { first: number; last: number; orders: number };

/**
 * What a report reads: the period; its rolled days are those with a mark (read in the same snapshot), the
 * whole `months` among them with a mark of their own ('YYYY-MM-01'), the `looseDays` the rolled days
 * outside those months; the others are `live` stretches of
 * time, whose sales orders `span` (null: none).
 */
export type ReportScope = { period: ReportPeriod; months: readonly string[]; looseDays: readonly string[]; live: readonly TimeRange[]; span: OrderSpan | null };

function reportReadsOn(db: DbExecutor) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return (await db.execute(query)).rows as T[];
  }

  /** The period's rolled days' rows (`k`) of a table by day. */
  const rolledDays = (table: SQL, scope: ReportScope) =>
    sql`${table} k JOIN report_days d ON d.day = k.day WHERE k.day BETWEEN ${scope.period.dateFrom}::date AND ${scope.period.dateTo}::date`;

  /**
   * `columns` (of `k`) of the period's whole months' rows, and of its other rolled days' rows, those days
   * named (a year's edges: a month or two of days), so their rows are found by the index, not filtered.
   */
  const rolledMonthsAndDays = (monthly: SQL, daily: SQL, columns: SQL, scope: ReportScope) => {
    const asDates = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::date[]`;
    return sql`SELECT ${columns} FROM ${monthly} k WHERE k.month = ANY(${asDates(scope.months)})
      UNION ALL SELECT ${columns} FROM ${daily} k WHERE k.day = ANY(${asDates(scope.looseDays)})`;
  };

  /** The live sales orders (`o`). */
  const liveOrders = (scope: ReportScope) => sql`${SALES_ORDERS} AND ${placedWithin(scope.live)}`;

  /** Their lines (`x`) with their orders (`o`): the stretch of the lines' index the orders' ids span. */
  const liveLines = (span: OrderSpan, scope: ReportScope, join = sql``) =>
    sql`order_lines x JOIN orders o ON o.id = x.order_id ${join} WHERE x.order_id BETWEEN ${span.first} AND ${span.last} AND ${liveOrders(scope)}`;

  /** The live part of a UNION ALL, or nothing when no sales order is live. */
  const plusLive = (scope: ReportScope, part: (span: OrderSpan) => SQL) => (scope.span ? sql`UNION ALL ${part(scope.span)}` : sql``);

  /**
   * By day, week or month (`r.at` a day), or by account (`r.at` an account): each order's own goods,
   * freight and GST, and its lines' units, summed from the rolled rows and the live orders one by one.
   */
  async function byOrders(scope: ReportScope, group: 'day' | 'week' | 'month' | 'account'): Promise<(FiguresRow & { key: string })[]> {
    const figures = sql`k.orders, k.units, k.goods_cents AS goods, k.freight_cents AS freight, k.gst_cents AS gst`;
    const rolled =
      group === 'account'
        ? rolledMonthsAndDays(sql`report_monthly_sales`, sql`report_daily_sales`, sql`k.account_id AS at, ${figures}`, scope)
        : sql`SELECT k.day AS at, ${figures} FROM ${rolledDays(sql`report_daily_totals`, scope)} AND k.orders > 0`;
    return rows<FiguresRow & { key: string }>(sql`
      SELECT g.key::text AS key, g.orders, g.units::text AS units, g.goods::text AS goods, g.freight::text AS freight, g.gst::text AS gst FROM (
        SELECT ${group === 'account' ? sql`r.at` : TIME_KEYS[group]} AS key, sum(r.orders)::int AS orders, sum(r.units) AS units, sum(r.goods) AS goods, sum(r.freight) AS freight, sum(r.gst) AS gst
        FROM (
          ${rolled}
          ${plusLive(scope, (span) => sql`
            SELECT ${group === 'account' ? sql`o.account_id` : nzDay(sql`o.created_at`)}, 1, u.units, ${GOODS_EXCL_GST}, ${FREIGHT_EXCL_GST}, o.tax_total_cents
            FROM orders o
            LEFT JOIN (SELECT x.order_id, sum(x.qty) AS units FROM order_lines x WHERE x.order_id BETWEEN ${span.first} AND ${span.last} GROUP BY x.order_id) u ON u.order_id = o.id
            WHERE ${liveOrders(scope)}`)}
        ) r
        GROUP BY 1) g
      ORDER BY g.key`);
  }

  async function byTime(scope: ReportScope, group: keyof typeof TIME_KEYS): Promise<SalesGroupRow[]> {
    const found = await byOrders(scope, group);
    // The key as a day ('2026-05-01'), a week's Monday, or a month ('2026-05').
    const keyOf = (first: string) => (group === 'month' ? first.slice(0, 7) : first);
    return found.map((row) => ({ key: keyOf(row.key), label: keyOf(row.key), ...figuresOf(row) }));
  }

  /** By account: with the account's number and name, the largest sales first. */
  async function byAccount(scope: ReportScope): Promise<SalesGroupRow[]> {
    const found = await byOrders(scope, 'account');
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
  async function byLines(scope: ReportScope, group: 'product' | 'category'): Promise<SalesGroupRow[]> {
    const lineGroups =
      group === 'product'
        ? sql`SELECT latest.sku AS key, latest.title AS label, t.orders, t.units, t.goods, t.gst FROM (
              SELECT r.product_id, sum(r.orders)::int AS orders, sum(r.units) AS units, sum(r.goods) AS goods,
                round(sum(r.numerator) / 10000.0) AS gst, max(r.latest_line) AS latest_line
              FROM (
                ${rolledMonthsAndDays(sql`report_monthly_lines`, sql`report_daily_lines`, sql`k.product_id, k.orders, k.units, k.goods_cents AS goods, k.gst_numerator AS numerator, k.latest_line_id AS latest_line`, scope)}
                ${plusLive(scope, (span) => sql`
                  SELECT x.product_id, 1, sum(x.qty), sum(x.line_total_cents), sum(x.line_total_cents) * min(o.tax_rate_basis_points), max(x.id)
                  FROM ${liveLines(span, scope)} GROUP BY x.order_id, x.product_id`)}
              ) r GROUP BY r.product_id) t
            JOIN order_lines latest ON latest.id = t.latest_line`
        : sql`SELECT coalesce(c.path, '') AS key, coalesce(c.title, 'No category') AS label, t.orders, t.units, t.goods, t.gst FROM (
              SELECT r.category_id, sum(r.orders)::int AS orders, sum(r.units) AS units, sum(r.goods) AS goods, round(sum(r.numerator) / 10000.0) AS gst
              FROM (
                ${rolledMonthsAndDays(sql`report_monthly_categories`, sql`report_daily_categories`, sql`k.category_id, k.orders, k.units, k.goods_cents AS goods, k.gst_numerator AS numerator`, scope)}
                ${plusLive(scope, (span) => sql`
                  SELECT w.category_id, count(*) FILTER (WHERE w.is_first)::int, sum(w.qty), sum(w.line_total_cents), sum(w.line_total_cents::int8 * w.rate)
                  FROM (SELECT pr.category_id, x.qty, x.line_total_cents, o.tax_rate_basis_points AS rate,
                          (x.order_id, pr.category_id) IS DISTINCT FROM lag((x.order_id, pr.category_id)) OVER (ORDER BY x.order_id, pr.category_id) AS is_first
                        FROM ${liveLines(span, scope, sql`LEFT JOIN products pr ON pr.id = x.product_id`)}) w
                  GROUP BY w.category_id`)}
              ) r GROUP BY r.category_id) t
            LEFT JOIN categories c ON c.id = t.category_id`;
    // Live, the lines come from their index in order of (order, product), and the live orders sorted by
    // id meet them in a merge join, so they stream by an order at a time: by product summed an order and
    // product at a time, by category (each line's product looked up once a product, Memoize) each order's
    // first line of a category marked. A hash join loses that order, and the sums then hash a row for each
    // of a year's 200,000 lines when nothing is rolled yet: 190 ms against 70 by product, 1 s against
    // 300 ms by category, on a busy 2-core machine (bench/reports.ts).
    await db.execute(sql`SET LOCAL enable_hashjoin = off`);
    const found = await rows<FiguresRow & { key: string; label: string }>(sql`
      SELECT g.key, g.label, g.orders, g.units::text AS units, g.goods::text AS goods, '0' AS freight, g.gst::text AS gst
      FROM (${lineGroups}) g
      ORDER BY g.goods DESC, g.key`);
    await db.execute(sql`RESET enable_hashjoin`);
    const [freight] = await rows<FiguresRow>(sql`
      SELECT coalesce(sum(f.orders), 0)::int AS orders, '0' AS units, '0' AS goods, sum(f.freight)::text AS freight, round(sum(f.numerator) / 10000.0)::text AS gst
      FROM (
        SELECT k.freight_orders AS orders, k.freight_cents AS freight, k.freight_gst_numerator AS numerator FROM ${rolledDays(sql`report_daily_totals`, scope)}
        ${plusLive(scope, () => sql`
          SELECT 1, ${FREIGHT_EXCL_GST}, (${FREIGHT_EXCL_GST})::int8 * o.tax_rate_basis_points FROM orders o WHERE ${liveOrders(scope)} AND o.shipping_cents > 0`)}
      ) f`);
    const freightRow = freight && freight.orders > 0 ? [{ key: 'freight', label: 'Freight', ...figuresOf(freight) }] : [];
    return [...found.map((row) => ({ key: row.key, label: row.label, ...figuresOf(row) })), ...freightRow];
  }

  return {
    /** The period's days with a mark (rolled, their summary true), and its whole months with one ('YYYY-MM-01'). */
    async rolled(period: ReportPeriod): Promise<{ days: Set<string>; months: string[] }> {
      const found = await rows<{ day: string | null; month: string | null }>(sql`
        SELECT day::text AS day, NULL AS month FROM report_days WHERE day BETWEEN ${period.dateFrom}::date AND ${period.dateTo}::date
        UNION ALL
        SELECT NULL, month::text FROM report_months WHERE month >= ${period.dateFrom}::date AND (month + interval '1 month')::date <= ${addDays(period.dateTo, 1)}::date`);
      return { days: new Set(found.flatMap((row) => (row.day ? [row.day] : []))), months: found.flatMap((row) => (row.month ? [row.month] : [])) };
    },

    /** The sales orders placed within `live`: how many and the stretch of ids they span; null when none. */
    async orderSpan(live: readonly TimeRange[]): Promise<OrderSpan | null> {
      if (live.length === 0) return null;
      const [row] = await rows<{ first: number | null; last: number | null; orders: number }>(
        sql`SELECT min(o.id) AS first, max(o.id) AS last, count(*)::int AS orders FROM orders o WHERE ${SALES_ORDERS} AND ${placedWithin(live)}`,
      );
      return row && row.first !== null && row.last !== null ? { first: row.first, last: row.last, orders: row.orders } : null;
    },

    /** The sales orders of the period's rolled days. */
    async rolledOrders(period: ReportPeriod): Promise<number> {
      const [row] = await rows<{ orders: number }>(sql`SELECT coalesce(sum(k.orders), 0)::int AS orders FROM report_daily_totals k JOIN report_days d ON d.day = k.day WHERE k.day BETWEEN ${period.dateFrom}::date AND ${period.dateTo}::date`);
      return row?.orders ?? 0;
    },

    /** The period's sales in `group`s, each group's figures. */
    salesGroups(scope: ReportScope, group: SalesReportGroup): Promise<SalesGroupRow[]> {
      if (group === 'account') return byAccount(scope);
      if (group === 'product' || group === 'category') return byLines(scope, group);
      return byTime(scope, group);
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
          // A year's orders and lines hashed in memory, not spilled to disk (4 MB by default); one round trip.
          await tx.execute(sql`SELECT set_config('max_parallel_workers_per_gather', '0', true), set_config('work_mem', '32MB', true)`);
          return work(reportReadsOn(tx));
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;
