// Issue #30 Part 5's speed, on PostgreSQL with 200,000 generated orders over three years (bench/staff-orders-data.ts,
// in a database of its own, `bench_reports`: their ids put in order of time, as the store gives them, and
// moved forward by whole days so the newest is today, as bench/dashboard.ts does), three lines each, and a
// tax invoice for each dispatched, delivered or card-paid one with a credit note on one in fifty:
// - GET /admin/api/reports/sales for the last 365 New Zealand days (a year of orders) grouped by day,
//   week, month, account, product and category, and GET /admin/api/reports/gst for the same year, each at
//   4 connections (target p99 < 200 ms), once every day before today is rolled into the reports' summary
//   (timed), beside a bare route reading the same summary the simplest way (bench/bare-reports.ts).
//   Store and bare route are measured in alternating rounds; medians.
//   BENCH_ONLY=reports npm run bench
import type { GstReportResponse, SalesReportResponse } from '../src/shared/schemas/reports.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createReportDaysRepo } from '../src/server/domains/reports/report-days.repo.ts';
import { createReportsRepo } from '../src/server/domains/reports/reports.repo.ts';
import { createReportsService } from '../src/server/domains/reports/reports.service.ts';
import { bringOrdersUpToDate } from './dashboard.ts';
import { alternate, measureGet, prepareStaffOrdersDatabase, signedInStaff, summary, withClient, type StaffBenchRow } from './staff-orders.ts';

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };
type BareSales = { rows: unknown[]; totals: { orders: number; goodsCents: number; freightCents: number; gstCents: number } };
type BareGst = { invoices: { count: number; gstCents: number }; creditNotes: { count: number; gstCents: number } };

const ROUNDS = 3;
const GROUPS = ['day', 'week', 'month', 'account', 'product', 'category'] as const;

/**
 * Tax invoices for the generated orders, once: one for each order on account dispatched or delivered
 * (issued when dispatched) and each card order (issued when paid), and a credit note for a tenth of the
 * goods on every fiftieth invoice, a week after it.
 */
async function giveInvoices(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ present: boolean }>("SELECT EXISTS (SELECT 1 FROM invoices WHERE invoice_number LIKE 'INV-B%') AS present");
    if (rows[0]?.present) return;
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO invoices (invoice_number, account_id, order_id, issued_at, due_on, is_paid_by_card, sub_total_cents, gst_cents, total_cents, snapshot)
       SELECT 'INV-B' || o.id, o.account_id, o.id, coalesce(o.dispatched_at, o.created_at), NULL, o.payment_method = 'card',
              o.sub_total_cents + o.shipping_cents, o.tax_total_cents, o.sub_total_cents + o.shipping_cents + o.tax_total_cents, '{}'
       FROM orders o
       WHERE o.checkout_key LIKE 'bench-%' AND o.order_number IS NOT NULL
         AND (o.payment_method = 'card' OR o.fulfilment_status IN ('dispatched', 'delivered'))`,
    );
    await client.query(
      `INSERT INTO credit_notes (credit_note_number, invoice_id, account_id, issued_at, reason, sub_total_cents, gst_cents, total_cents, snapshot)
       SELECT 'CN-B' || i.id, i.id, i.account_id, i.issued_at + interval '7 days', 'Bench: damaged carton',
              greatest(1, i.sub_total_cents / 10), round(greatest(1, i.sub_total_cents / 10) * 0.15)::int,
              greatest(1, i.sub_total_cents / 10) + round(greatest(1, i.sub_total_cents / 10) * 0.15)::int, '{}'
       FROM invoices i WHERE i.invoice_number LIKE 'INV-B%' AND i.id % 50 = 0`,
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE invoices');
    await client.query('VACUUM ANALYZE credit_notes');
  });
}

/**
 * Rolls every day before today into the reports' summary, as the hourly job does; first forgets it when
 * the orders were moved in time (bringOrdersUpToDate writes with triggers off). Answers the days and time.
 */
async function rollReportDays(databaseUrl: string, isMoved: boolean): Promise<{ days: number; months: number; seconds: number }> {
  if (isMoved) await withClient(databaseUrl, (client) => client.query('TRUNCATE report_days, report_months, report_daily_totals, report_daily_sales, report_daily_lines, report_daily_categories, report_monthly_sales, report_monthly_lines, report_monthly_categories'));
  const database = await openDatabase({ databaseUrl, dataDir: './data', poolMax: 2, queueLimit: 100, queueTimeoutMs: 600_000 });
  const started = Date.now();
  let days = 0;
  let months = 0;
  try {
    const reports = createReportsService({ repo: createReportsRepo(database.db), days: createReportDaysRepo(database.db) });
    for (;;) {
      const done = await reports.rollDays();
      days += done.rolled;
      months += done.months;
      if (done.busy + done.failed > 0) throw new Error(`${done.busy} days busy and ${done.failed} failed to roll`);
      if (done.rolled === 0) break;
    }
  } finally {
    await database.close();
  }
  await withClient(databaseUrl, (client) => client.query('VACUUM ANALYZE report_days, report_months, report_daily_totals, report_daily_sales, report_daily_lines, report_daily_categories, report_monthly_sales, report_monthly_lines, report_monthly_categories'));
  return { days, months, seconds: (Date.now() - started) / 1000 };
}

/** The period's sales straight from the orders (no summary): what the store's totals must be. */
async function liveTotals(databaseUrl: string, dateFrom: string, dateTo: string): Promise<number[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ orders: number; goods: string; freight: string; gst: string }>(
      `SELECT count(*)::int AS orders,
              sum(CASE WHEN o.is_tax_inclusive THEN o.sub_total_cents - o.tax_total_cents + o.shipping_cents - f.freight ELSE o.sub_total_cents END)::text AS goods,
              sum(f.freight)::text AS freight, sum(o.tax_total_cents)::text AS gst
       FROM orders o CROSS JOIN LATERAL (SELECT CASE WHEN o.is_tax_inclusive THEN round(o.shipping_cents * 10000.0 / (10000 + o.tax_rate_basis_points))::int ELSE o.shipping_cents END AS freight) f
       WHERE o.order_number IS NOT NULL AND o.fulfilment_status <> 'cancelled'
         AND (o.created_at AT TIME ZONE 'Pacific/Auckland')::date BETWEEN $1::date AND $2::date`,
      [dateFrom, dateTo],
    );
    const row = rows[0]!;
    return [row.orders, Number(row.goods), Number(row.freight), Number(row.gst)];
  });
}

async function getJson<T>(url: string, cookie = ''): Promise<T> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  return (await response.json()) as T;
}

/** The New Zealand day `days` before today. */
function nzDay(daysBefore: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - daysBefore * 86_400_000));
}

export async function benchReports(adminUrl: string, products: number, servers: Server, roundSeconds: number): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const env = await prepareStaffOrdersDatabase(adminUrl, products, { database: 'bench_reports' });
  const moved = await bringOrdersUpToDate(env.DATABASE_URL);
  await giveInvoices(env.DATABASE_URL);
  const rolled = await rollReportDays(env.DATABASE_URL, moved.isResequenced || moved.days > 0);
  const storePort = 3461;
  const barePort = 3462;
  const store = await servers.start('src/server/main.ts', storePort, { ...env, ADMIN_IDLE_MINUTES: '120' });
  const bare = await servers.start('bench/bare-reports.ts', barePort, env);
  const rows: StaffBenchRow[] = [];
  const notes: string[] = [];
  try {
    const base = `http://127.0.0.1:${storePort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    const staff = await signedInStaff(base, env);
    const period = `date_from=${nzDay(364)}&date_to=${nzDay(0)}`;
    const cases: { name: string; store: string; bare: string }[] = [
      ...GROUPS.map((group) => ({ name: `sales by ${group}`, store: `${base}/admin/api/reports/sales?group_by=${group}&${period}`, bare: `${bareBase}/bare/reports/sales?group_by=${group}&${period}` })),
      { name: 'GST', store: `${base}/admin/api/reports/gst?${period}`, bare: `${bareBase}/bare/reports/gst?${period}` },
    ];

    // The same work: the store's figures are the bare route's, group by group, and its totals the orders' own.
    const figuresOf = (data: SalesReportResponse['data']) => [data.rows.length, data.totals.orders, data.totals.goods_excl_gst, data.totals.freight_excl_gst, data.totals.gst];
    const answered = (await getJson<SalesReportResponse>(cases[0]!.store, staff.cookie)).data;
    const live = await liveTotals(env.DATABASE_URL, nzDay(364), nzDay(0));
    if (JSON.stringify(figuresOf(answered).slice(1)) !== JSON.stringify(live)) throw new Error(`the store's totals ${JSON.stringify(figuresOf(answered))} are not the orders' ${JSON.stringify(live)}`);
    for (const measured of cases.slice(0, 6)) {
      const storeFigures = figuresOf((await getJson<SalesReportResponse>(measured.store, staff.cookie)).data);
      const computed = await getJson<BareSales>(measured.bare);
      const bareFigures = [computed.rows.length, computed.totals.orders, computed.totals.goodsCents, computed.totals.freightCents, computed.totals.gstCents];
      if (JSON.stringify(storeFigures) !== JSON.stringify(bareFigures)) throw new Error(`${measured.name}: the store's figures ${JSON.stringify(storeFigures)} are not the bare route's ${JSON.stringify(bareFigures)}`);
    }
    const gst = (await getJson<GstReportResponse>(cases[6]!.store, staff.cookie)).data;
    const bareGst = await getJson<BareGst>(cases[6]!.bare);
    if (gst.sales.gst !== bareGst.invoices.gstCents || gst.credits.count !== bareGst.creditNotes.count) throw new Error(`the GST report ${JSON.stringify(gst)} is not the bare route's ${JSON.stringify(bareGst)}`);

    for (const measured of cases) {
      await measureGet(measured.bare, 4, 2);
      await measureGet(measured.store, 4, 2, staff.cookie);
      const [bareRuns, storeRuns] = await alternate(ROUNDS, () => measureGet(measured.bare, 4, roundSeconds), () => measureGet(measured.store, 4, roundSeconds, staff.cookie));
      rows.push(summary(`bare route: the reports SQL, ${measured.name}`, 4, bareRuns));
      rows.push(summary(`GET /admin/api/reports/${measured.name === 'GST' ? 'gst' : `sales?group_by=${measured.name.slice('sales by '.length)}`} (a year)`, 4, storeRuns));
    }

    const storeRows = rows.filter((row) => row.case.startsWith('GET '));
    const worst = storeRows.reduce((most, row) => (row.p99 > most.p99 ? row : most), storeRows[0]!);
    notes.push(
      `reports: 200,000 generated orders, ids in order of time${moved.isResequenced ? ' (put so this run)' : ''}${moved.days > 0 ? `, moved ${moved.days} days forward` : ''}; ${rolled.days} days and ${rolled.months} months rolled into the summary in ${rolled.seconds.toFixed(1)} s; the year ${nzDay(364)} to ${nzDay(0)} holds ${answered.totals.orders} placed and not cancelled (${answered.totals.units} units), ${gst.sales.count} invoices and ${gst.credits.count} credit notes issued`,
      `targets: GET /admin/api/reports/* p99 < 200 ms at 4 connections (${worst.p99 < 200 ? 'met' : 'missed'}: the slowest, ${worst.case}, ${worst.p99} ms)`,
    );
    return { rows, notes };
  } finally {
    await Promise.all([store.stop(), bare.stop()]);
  }
}
