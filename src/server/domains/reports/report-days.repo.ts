// The reports' summary by New Zealand day (issue #30 Part 5, schema/reports.ts): a whole day before today
// rolled into a row over every account and rows by account, product and category, with its mark, in one
// transaction, so a crash leaves a day rolled or not, never half; and a month whose days are all rolled
// summed into its own rows with its mark. The triggers of migrations 0058–0061 delete the marks of a day
// (and its month) its orders, lines or a sold product's category change; this rolls them again.
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { addDays, storeInstantOf } from '../../kernel/store-time.ts';
import { FREIGHT_EXCL_GST, GOODS_EXCL_GST, nzDay, SALES_ORDERS } from './reports-sql.ts';

/**
 * The locks a roll takes exclusively and the triggers share: a day's (any change to its orders or lines)
 * and the catalogue's categories' (a product moved or deleted). The same keys as migration 0058.
 */
const dayLock = (day: string) => sql`hashtext('report-day'), ${day}::date - DATE '2000-01-01'`;
const CATEGORIES_LOCK = sql`hashtext('report-categories'), 0`;
const monthLock = (month: string) => sql`hashtext('report-month'), ${month}::date - DATE '2000-01-01'`;

/** A month's rows: its days' rows summed (each order is in one day, so counted once a month too). */
function monthRows(month: string): SQL[] {
  const ofMonth = sql`k.day >= ${month}::date AND k.day < (${month}::date + interval '1 month')`;
  return [
    sql`INSERT INTO report_monthly_sales (month, account_id, orders, units, goods_cents, freight_cents, gst_cents)
        SELECT ${month}::date, k.account_id, sum(k.orders), sum(k.units), sum(k.goods_cents), sum(k.freight_cents), sum(k.gst_cents) FROM report_daily_sales k WHERE ${ofMonth} GROUP BY k.account_id`,
    sql`INSERT INTO report_monthly_lines (month, product_id, orders, units, goods_cents, gst_numerator, latest_line_id)
        SELECT ${month}::date, k.product_id, sum(k.orders), sum(k.units), sum(k.goods_cents), sum(k.gst_numerator), max(k.latest_line_id) FROM report_daily_lines k WHERE ${ofMonth} GROUP BY k.product_id`,
    sql`INSERT INTO report_monthly_categories (month, category_id, orders, units, goods_cents, gst_numerator)
        SELECT ${month}::date, k.category_id, sum(k.orders), sum(k.units), sum(k.goods_cents), sum(k.gst_numerator) FROM report_daily_categories k WHERE ${ofMonth} GROUP BY k.category_id`,
  ];
}

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
        for (const table of [sql`report_daily_totals`, sql`report_daily_sales`, sql`report_daily_lines`, sql`report_daily_categories`]) {
          await tx.execute(sql`DELETE FROM ${table} WHERE day = ${day}::date`);
        }
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
        await tx.execute(sql`
          INSERT INTO report_daily_totals (day, orders, units, goods_cents, freight_cents, gst_cents, freight_orders, freight_gst_numerator)
          SELECT ${day}::date, coalesce(sum(s.orders), 0), coalesce(sum(s.units), 0), coalesce(sum(s.goods_cents), 0), coalesce(sum(s.freight_cents), 0),
                 coalesce(sum(s.gst_cents), 0), coalesce(sum(s.freight_orders), 0), coalesce(sum(s.freight_gst_numerator), 0)
          FROM report_daily_sales s WHERE s.day = ${day}::date HAVING count(*) > 0`);
        await tx.execute(sql`INSERT INTO report_days (day) VALUES (${day}::date) ON CONFLICT (day) DO UPDATE SET rolled_at = now()`);
        return true;
      });
    },

    /** Months before `today`'s whose every day is rolled and whose own rows are not (the first 'YYYY-MM-01' of each). */
    async monthsToRoll(today: string): Promise<string[]> {
      const { rows } = await db.execute<{ month: string }>(sql`
        SELECT m.month::text AS month
        FROM (SELECT date_trunc('month', d.day)::date AS month, count(*) AS days FROM report_days d
              WHERE d.day < date_trunc('month', ${today}::date) GROUP BY 1) m
        WHERE m.days = (m.month + interval '1 month')::date - m.month AND NOT EXISTS (SELECT 1 FROM report_months r WHERE r.month = m.month)
        ORDER BY m.month`);
      return rows.map((row) => row.month);
    },

    /**
     * Sums a month's days' rows into its own, with its mark, when every day of it is rolled. As a day's roll,
     * it waits for nobody: a change to any of its days under way (the month's shared lock) makes it false.
     */
    async rollMonth(month: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [locks] = (await tx.execute<{ isHeld: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${CATEGORIES_LOCK}) AND pg_try_advisory_xact_lock(${monthLock(month)}) AS "isHeld"`)).rows;
        if (!locks?.isHeld) return false;
        const [marks] = (await tx.execute<{ isWhole: boolean }>(sql`
          SELECT count(*) = (${month}::date + interval '1 month')::date - ${month}::date AS "isWhole"
          FROM report_days WHERE day >= ${month}::date AND day < ${month}::date + interval '1 month'`)).rows;
        if (!marks?.isWhole) return false;
        for (const table of [sql`report_monthly_sales`, sql`report_monthly_lines`, sql`report_monthly_categories`]) {
          await tx.execute(sql`DELETE FROM ${table} WHERE month = ${month}::date`);
        }
        for (const statement of monthRows(month)) await tx.execute(statement);
        await tx.execute(sql`INSERT INTO report_months (month) VALUES (${month}::date) ON CONFLICT (month) DO UPDATE SET rolled_at = now()`);
        return true;
      });
    },
  };
}
export type ReportDaysRepo = ReturnType<typeof createReportDaysRepo>;
