// The reports' summary by New Zealand day (issue #30 Part 5, schema/reports.ts): a whole day before today
// rolled into rows by account, product and category, with its mark, in one transaction, so a crash
// leaves a day rolled or not, never half. The triggers of migration 0058 delete the mark of a day its
// orders, lines or a sold product's category change; this rolls it again.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { addDays, storeInstantOf } from '../../kernel/store-time.ts';
import { FREIGHT_EXCL_GST, GOODS_EXCL_GST, nzDay, SALES_ORDERS } from './reports-sql.ts';

/**
 * The locks a roll takes exclusively and the triggers share: a day's (any change to its orders or lines)
 * and the catalogue's categories' (a product moved or deleted). The same keys as migration 0058.
 */
const dayLock = (day: string) => sql`hashtext('report-day'), ${day}::date - DATE '2000-01-01'`;
const CATEGORIES_LOCK = sql`hashtext('report-categories'), 0`;

export function createReportDaysRepo(db: DbExecutor) {
  return {
    /** Days before `today`, from the first placed order's, without a mark: oldest first, at most `limit`. */
    async daysToRoll(today: string, limit: number): Promise<string[]> {
      const { rows } = await db.execute<{ day: string }>(sql`
        SELECT d.day::date::text AS day
        FROM (SELECT ${nzDay(sql`min(o.created_at)`)} AS first FROM orders o WHERE o.order_number IS NOT NULL) f
        CROSS JOIN LATERAL generate_series(f.first, ${addDays(today, -1)}::date, interval '1 day') AS d(day)
        WHERE NOT EXISTS (SELECT 1 FROM report_days r WHERE r.day = d.day::date)
        ORDER BY d.day LIMIT ${limit}`);
      return rows.map((row) => row.day);
    },

    /**
     * Rolls `day` (before today) with its mark. It waits for nobody: when a change to the day, or a
     * product's move to another category, is under way (holding its shared lock), it answers false and
     * the day waits for the next roll. Once it holds both locks, no change can come between its reads
     * and its mark: a change waits for it to commit, then deletes the mark (the trigger's own statement).
     */
    async rollDay(day: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [locks] = (await tx.execute<{ isHeld: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${CATEGORIES_LOCK}) AND pg_try_advisory_xact_lock(${dayLock(day)}) AS "isHeld"`)).rows;
        if (!locks?.isHeld) return false;
        const from = storeInstantOf(day, '00:00').toISOString();
        const until = storeInstantOf(addDays(day, 1), '00:00').toISOString();
        const ofDay = sql`${SALES_ORDERS} AND o.created_at >= ${from}::timestamptz AND o.created_at < ${until}::timestamptz`;
        for (const table of [sql`report_daily_sales`, sql`report_daily_lines`, sql`report_daily_categories`]) await tx.execute(sql`DELETE FROM ${table} WHERE day = ${day}::date`);
        await tx.execute(sql`
          INSERT INTO report_daily_sales (day, account_id, orders, units, goods_cents, freight_cents, gst_cents, freight_orders, freight_gst_numerator)
          SELECT ${day}::date, o.account_id, count(*), coalesce(sum(u.units), 0), sum(${GOODS_EXCL_GST}), sum(${FREIGHT_EXCL_GST}), sum(o.tax_total_cents),
                 count(*) FILTER (WHERE o.shipping_cents > 0), coalesce(sum((${FREIGHT_EXCL_GST})::int8 * o.tax_rate_basis_points) FILTER (WHERE o.shipping_cents > 0), 0)
          FROM orders o LEFT JOIN LATERAL (SELECT sum(x.qty) AS units FROM order_lines x WHERE x.order_id = o.id) u ON true
          WHERE ${ofDay} GROUP BY o.account_id`);
        // As the live product report: each order and product once, GST's numerator at the order's rate.
        await tx.execute(sql`
          INSERT INTO report_daily_lines (day, product_id, orders, units, goods_cents, gst_numerator, latest_line_id)
          SELECT ${day}::date, p.product_id, count(*), sum(p.qty), sum(p.goods), sum(p.goods * p.rate), max(p.latest_line)
          FROM (SELECT x.order_id, x.product_id, sum(x.qty) AS qty, sum(x.line_total_cents) AS goods, min(o.tax_rate_basis_points) AS rate, max(x.id) AS latest_line
                FROM order_lines x JOIN orders o ON o.id = x.order_id WHERE ${ofDay} GROUP BY x.order_id, x.product_id) p
          GROUP BY p.product_id`);
        await tx.execute(sql`
          INSERT INTO report_daily_categories (day, category_id, orders, units, goods_cents, gst_numerator)
          SELECT ${day}::date, pr.category_id, count(DISTINCT x.order_id), sum(x.qty), sum(x.line_total_cents), sum(x.line_total_cents::int8 * o.tax_rate_basis_points)
          FROM order_lines x JOIN orders o ON o.id = x.order_id LEFT JOIN products pr ON pr.id = x.product_id
          WHERE ${ofDay} GROUP BY pr.category_id`);
        await tx.execute(sql`INSERT INTO report_days (day) VALUES (${day}::date) ON CONFLICT (day) DO UPDATE SET rolled_at = now()`);
        return true;
      });
    },
  };
}
export type ReportDaysRepo = ReturnType<typeof createReportDaysRepo>;
