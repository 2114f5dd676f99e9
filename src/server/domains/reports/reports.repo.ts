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

const TIME_KEYS = {
  day: sql`${local(sql`o.created_at`)}::date::text`,
  week: sql`date_trunc('week', ${local(sql`o.created_at`)})::date::text`,
  month: sql`to_char(${local(sql`o.created_at`)}, 'YYYY-MM')`,
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

function reportReadsOn(db: DbExecutor) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return (await db.execute(query)).rows as T[];
  }

  /** The period's sales orders, each with what it sold (a CTE named `o`). */
  const periodOrders = (period: ReportPeriod) => sql`o AS MATERIALIZED (
    SELECT o.id, o.created_at, o.account_id, o.tax_rate_basis_points AS rate, ${GOODS_EXCL_GST} AS goods, ${FREIGHT_EXCL_GST} AS freight, o.tax_total_cents AS gst
    FROM orders o
    WHERE ${SALES_ORDERS} AND o.created_at >= ${period.from.toISOString()}::timestamptz AND o.created_at < ${period.until.toISOString()}::timestamptz)`;

  /** Their lines: the stretch of the lines' index their ids span, then only theirs (a CTE named `l`, with its order's rate). */
  const periodLines = sql`span AS (SELECT min(id) AS first, max(id) AS last FROM o),
    l AS (SELECT x.order_id, x.product_id, x.qty, x.line_total_cents, x.id, o.rate FROM order_lines x JOIN o ON o.id = x.order_id
      WHERE x.order_id BETWEEN (SELECT first FROM span) AND (SELECT last FROM span))`;

  /** By day, week or month: each order's own goods, freight and GST, and its lines' units. */
  async function byTime(period: ReportPeriod, group: keyof typeof TIME_KEYS): Promise<SalesGroupRow[]> {
    const found = await rows<FiguresRow & { key: string }>(sql`
      WITH ${periodOrders(period)}, ${periodLines},
        u AS (SELECT l.order_id, sum(l.qty) AS units FROM l GROUP BY l.order_id)
      SELECT ${TIME_KEYS[group]} AS key, count(*)::int AS orders, sum(u.units)::text AS units, sum(o.goods)::text AS goods,
        sum(o.freight)::text AS freight, sum(o.gst)::text AS gst
      FROM o LEFT JOIN u ON u.order_id = o.id
      GROUP BY 1 ORDER BY 1`);
    return found.map((row) => ({ key: row.key, label: row.key, ...figuresOf(row) }));
  }

  /** By account: as by time, with the account's number and name. */
  async function byAccount(period: ReportPeriod): Promise<SalesGroupRow[]> {
    const found = await rows<FiguresRow & { account_number: string; name: string }>(sql`
      WITH ${periodOrders(period)}, ${periodLines},
        u AS (SELECT l.order_id, sum(l.qty) AS units FROM l GROUP BY l.order_id),
        t AS (SELECT o.account_id, count(*)::int AS orders, sum(u.units) AS units, sum(o.goods) AS goods, sum(o.freight) AS freight, sum(o.gst) AS gst
              FROM o LEFT JOIN u ON u.order_id = o.id GROUP BY o.account_id)
      SELECT a.account_number, a.name, t.orders, t.units::text AS units, t.goods::text AS goods, t.freight::text AS freight, t.gst::text AS gst
      FROM t JOIN accounts a ON a.id = t.account_id
      ORDER BY t.goods + t.freight DESC, a.account_number`);
    return found.map((row) => ({ key: row.account_number, label: row.name, ...figuresOf(row) }));
  }

  /**
   * By product or category: the lines' units and goods, GST at their orders' rate rounded once a row; then
   * freight as a row of its own (the orders charged it, its GST likewise). A product's name and SKU are its
   * latest line's; a category is the product's category now (lines keep none), '' when the product is gone.
   */
  async function byLines(period: ReportPeriod, group: 'product' | 'category'): Promise<SalesGroupRow[]> {
    const lineGroups =
      group === 'product'
        ? sql`SELECT latest.sku AS key, latest.title AS label, t.orders, t.units, t.goods, t.gst FROM (
              SELECT l.product_id, count(DISTINCT l.order_id)::int AS orders, sum(l.qty) AS units, sum(l.line_total_cents) AS goods,
                round(sum(l.line_total_cents::numeric * l.rate) / 10000) AS gst, max(l.id) AS latest_line
              FROM l GROUP BY l.product_id) t
            JOIN order_lines latest ON latest.id = t.latest_line`
        : sql`SELECT coalesce(c.path, '') AS key, coalesce(c.title, 'No category') AS label, t.orders, t.units, t.goods, t.gst FROM (
              SELECT p.category_id, count(DISTINCT l.order_id)::int AS orders, sum(l.qty) AS units, sum(l.line_total_cents) AS goods,
                round(sum(l.line_total_cents::numeric * l.rate) / 10000) AS gst
              FROM l LEFT JOIN products p ON p.id = l.product_id GROUP BY p.category_id) t
            LEFT JOIN categories c ON c.id = t.category_id`;
    const found = await rows<FiguresRow & { key: string; label: string }>(sql`
      WITH ${periodOrders(period)}, ${periodLines}
      SELECT g.key, g.label, g.orders, g.units::text AS units, g.goods::text AS goods, '0' AS freight, g.gst::text AS gst
      FROM (${lineGroups}) g
      ORDER BY g.goods DESC, g.key`);
    const [freight] = await rows<FiguresRow>(sql`
      WITH ${periodOrders(period)}
      SELECT count(*)::int AS orders, '0' AS units, '0' AS goods, sum(o.freight)::text AS freight, round(sum(o.freight::numeric * o.rate) / 10000)::text AS gst
      FROM o WHERE o.freight > 0`);
    const freightRow = freight && freight.orders > 0 ? [{ key: 'freight', label: 'Freight', ...figuresOf(freight) }] : [];
    return [...found.map((row) => ({ key: row.key, label: row.label, ...figuresOf(row) })), ...freightRow];
  }

  return {
    /** The period's sales, grouped; each group's figures. */
    salesGroups(period: ReportPeriod, group: SalesReportGroup): Promise<SalesGroupRow[]> {
      if (group === 'account') return byAccount(period);
      if (group === 'product' || group === 'category') return byLines(period, group);
      return byTime(period, group);
    },

    /** How many sales orders the period holds (each once, whatever the grouping). */
    async orderCount(period: ReportPeriod): Promise<number> {
      const [row] = await rows<{ orders: number }>(sql`WITH ${periodOrders(period)} SELECT count(*)::int AS orders FROM o`);
      return row?.orders ?? 0;
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
          return work(reportReadsOn(tx));
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;
