// The reports' yardstick (bench/reports.ts): bare Fastify with no staff session, CSRF, permission, input
// schema, snapshot or JSON mapping, reading the same summary the simplest way: the rolled days' rows (a
// row a day by day, week or month; whole months' rows and the other days' by account, product or
// category), the rolled days assumed to run unbroken to the last one (as after a roll), and the orders
// after them live, summed in one statement a group: /bare/reports/sales?group_by=&date_from=&date_to= and
// /bare/reports/gst?date_from=&date_to= (the invoices and credit notes of the period, as the store).
import Fastify from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import type { SalesReportGroup } from '../src/shared/schemas/reports.ts';
import { reportPeriodOf } from '../src/server/domains/reports/report-period.ts';
import { createReportsRepo } from '../src/server/domains/reports/reports.repo.ts';
import { FREIGHT_EXCL_GST, GOODS_EXCL_GST, nzDay, SALES_ORDERS } from '../src/server/domains/reports/reports-sql.ts';

const port = Number(process.env.PORT);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data', poolMax: 10, queueLimit: 10_000, queueTimeoutMs: 30_000 });
const { db } = database;

type Query = { group_by?: SalesReportGroup; date_from?: string; date_to?: string };
type Row = { key: string; orders: number; units: string; goods: string; freight: string; gst: string };

const KEYS: Record<string, SQL> = { day: sql`r.at`, week: sql`date_trunc('week', r.at::timestamp)::date`, month: sql`date_trunc('month', r.at::timestamp)::date`, account: sql`r.at` };

async function sales(query: Query) {
  const period = reportPeriodOf(query, new Date());
  const group = query.group_by ?? 'day';
  const inPeriod = sql`BETWEEN ${period.dateFrom}::date AND ${period.dateTo}::date`;
  const months = sql`(SELECT month FROM report_months WHERE month >= ${period.dateFrom}::date AND month + interval '1 month' <= ${period.dateTo}::date + 1)`;
  const rolledDays = (table: SQL) => sql`${table} WHERE day ${inPeriod} AND day IN (SELECT day FROM report_days)`;
  const rolled = (monthly: SQL, daily: SQL, columns: SQL) =>
    sql`SELECT ${columns} FROM ${monthly} WHERE month IN ${months} UNION ALL SELECT ${columns} FROM ${rolledDays(daily)} AND date_trunc('month', day) NOT IN ${months}`;
  const [last] = (await db.execute<{ day: string | null }>(sql`SELECT (max(day) + 1)::text AS day FROM report_days WHERE day BETWEEN ${period.dateFrom}::date AND ${period.dateTo}::date`)).rows;
  const live = sql`${SALES_ORDERS} AND o.created_at >= ${last?.day ? sql`(${last.day}::timestamp AT TIME ZONE 'Pacific/Auckland')` : sql`${period.from.toISOString()}::timestamptz`} AND o.created_at < ${period.until.toISOString()}::timestamptz`;
  const sums = sql`sum(r.orders)::int AS orders, sum(r.units)::text AS units, sum(r.goods)::text AS goods`;
  const figures = sql`orders, units, goods_cents AS goods, freight_cents AS freight, gst_cents AS gst`;
  const byOrders = (key: SQL) => sql`
    SELECT ${key}::text AS key, ${sums}, sum(r.freight)::text AS freight, sum(r.gst)::text AS gst FROM (
      ${key === KEYS.account ? rolled(sql`report_monthly_sales`, sql`report_daily_sales`, sql`account_id AS at, ${figures}`) : sql`SELECT day AS at, ${figures} FROM ${rolledDays(sql`report_daily_totals`)} AND orders > 0`}
      UNION ALL
      SELECT ${key === KEYS.account ? sql`o.account_id` : nzDay(sql`o.created_at`)}, 1, (SELECT sum(x.qty) FROM order_lines x WHERE x.order_id = o.id), ${GOODS_EXCL_GST}, ${FREIGHT_EXCL_GST}, o.tax_total_cents FROM orders o WHERE ${live}
    ) r GROUP BY 1 ORDER BY 1`;
  const byProduct = sql`
    SELECT r.product_id::text AS key, ${sums}, '0' AS freight, round(sum(r.numerator) / 10000.0)::text AS gst FROM (
      ${rolled(sql`report_monthly_lines`, sql`report_daily_lines`, sql`product_id, orders, units, goods_cents AS goods, gst_numerator AS numerator`)}
      UNION ALL
      SELECT x.product_id, 1, sum(x.qty), sum(x.line_total_cents), sum(x.line_total_cents) * min(o.tax_rate_basis_points) FROM order_lines x JOIN orders o ON o.id = x.order_id WHERE ${live} GROUP BY x.order_id, x.product_id
    ) r GROUP BY 1`;
  const byCategory = sql`
    SELECT coalesce(r.category_id::text, '') AS key, ${sums}, '0' AS freight, round(sum(r.numerator) / 10000.0)::text AS gst FROM (
      ${rolled(sql`report_monthly_categories`, sql`report_daily_categories`, sql`category_id, orders, units, goods_cents AS goods, gst_numerator AS numerator`)}
      UNION ALL
      SELECT p.category_id, count(DISTINCT x.order_id), sum(x.qty), sum(x.line_total_cents), sum(x.line_total_cents::int8 * o.tax_rate_basis_points)
      FROM order_lines x JOIN orders o ON o.id = x.order_id LEFT JOIN products p ON p.id = x.product_id WHERE ${live} GROUP BY p.category_id
    ) r GROUP BY 1`;
  const freightAndOrders = sql`
    SELECT sum(r.orders)::int AS orders, sum(r.freight_orders)::int AS freight_orders, sum(r.freight)::text AS freight, round(sum(r.numerator) / 10000.0)::text AS gst FROM (
      SELECT orders, freight_orders, freight_cents AS freight, freight_gst_numerator AS numerator FROM ${rolledDays(sql`report_daily_totals`)}
      UNION ALL
      SELECT 1, (o.shipping_cents > 0)::int, ${FREIGHT_EXCL_GST}, (${FREIGHT_EXCL_GST})::int8 * o.tax_rate_basis_points FROM orders o WHERE ${live}
    ) r`;
  const isLines = group === 'product' || group === 'category';
  const rows = (await db.execute<Row>(group === 'product' ? byProduct : group === 'category' ? byCategory : byOrders(KEYS[group]!))).rows;
  const [whole] = (await db.execute<{ orders: number; freight_orders: number; freight: string; gst: string }>(freightAndOrders)).rows;
  const sum = (pick: (row: Row) => string) => rows.reduce((total, row) => total + Number(pick(row) ?? 0), 0);
  const freightRows = isLines && whole && whole.freight_orders > 0 ? 1 : 0;
  return {
    rows: [...rows, ...(freightRows ? [{ key: 'freight', freight: whole!.freight, gst: whole!.gst }] : [])],
    totals: {
      orders: whole?.orders ?? 0,
      goodsCents: sum((row) => row.goods),
      freightCents: isLines ? Number(whole?.freight ?? 0) : sum((row) => row.freight),
      gstCents: sum((row) => row.gst) + (freightRows ? Number(whole!.gst) : 0),
    },
  };
}

const reports = createReportsRepo(db);
const app = Fastify({ logger: false });
app.get('/bare/reports/sales', async (request) => sales(request.query as Query));
app.get('/bare/reports/gst', async (request) => reports.documentTallies(reportPeriodOf(request.query as Query, new Date())));
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
