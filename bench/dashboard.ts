// Issue #30 Part 1's speed, on PostgreSQL with 200,000 generated orders (bench/staff-orders-data.ts, in a
// database of its own, `bench_dashboard`: their ids put in order of time, as the store gives them, and
// moved forward by whole days so the newest is today: the dashboard's figures are of today, this week and
// this month):
// - GET /admin/api/dashboard at 4 connections (target p99 < 100 ms), beside a bare route running the
//   store's own dashboard SQL (bench/bare-dashboard.ts), and that bare route as at the last minute of last
//   month (a whole month of best sellers: the most the month's products cost);
// - GET /admin/api/orders/new-count, which every open back office asks every 8 s, at 4 connections, beside
//   a bare route answering a fixed small JSON (the floor).
// Store and bare route are measured in alternating rounds; medians.
//   BENCH_ONLY=dashboard npm run bench
import type pg from 'pg';
import type { DashboardResponse } from '../src/shared/schemas/dashboard.ts';
import type { RoundFigures } from './medians.ts';
import { alternate, measureGet, prepareStaffOrdersDatabase, signedInStaff, summary, withClient, type StaffBenchRow } from './staff-orders.ts';

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };
type BareDashboard = { today: { current: { orders: number; salesCents: number } }; month: { current: { orders: number; salesCents: number } }; topProducts: unknown[] };

const ROUNDS = 5;

/**
 * Gives the generated orders ids in order of time, as the store does (an order's id and created_at are
 * both given when it is written): the generator draws each order's time at random, whatever its id. Each
 * order keeps its account, lines and totals and takes the times, status and delivery of the order that
 * many places along in time; the order words' times follow. Once: a database already in order is left.
 */
async function putOrdersInOrderOfTime(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ correlation: number | null }>(
    "SELECT corr(id, extract(epoch FROM created_at)) AS correlation FROM orders WHERE checkout_key LIKE 'bench-%'",
  );
  if ((rows[0]?.correlation ?? 1) > 0.999) return false;
  await client.query('BEGIN');
  await client.query('SET LOCAL session_replication_role = replica');
  await client.query(
    `WITH by_id AS (SELECT id, payment_method, row_number() OVER (ORDER BY id) AS place FROM orders WHERE checkout_key LIKE 'bench-%'),
          by_time AS (SELECT created_at, fulfilment_status, carrier, tracking_ref, dispatched_at, delivered_at, delivery_date, delivery_zone,
                             row_number() OVER (ORDER BY created_at, id) AS place FROM orders WHERE checkout_key LIKE 'bench-%')
     UPDATE orders o SET created_at = t.created_at, paid_at = CASE WHEN b.payment_method = 'card' THEN t.created_at END,
       fulfilment_status = t.fulfilment_status, carrier = t.carrier, tracking_ref = t.tracking_ref, dispatched_at = t.dispatched_at,
       delivered_at = t.delivered_at, delivery_date = t.delivery_date, delivery_zone = t.delivery_zone
     FROM by_id b JOIN by_time t USING (place) WHERE o.id = b.id`,
  );
  await client.query(
    `UPDATE order_search_words w SET created_at = o.created_at FROM orders o
     WHERE o.id = w.order_id AND o.checkout_key LIKE 'bench-%' AND w.created_at <> o.created_at`,
  );
  await client.query('COMMIT');
  return true;
}

/**
 * Moves the generated orders forward by the whole days since they were made (never back), so the newest
 * is of today: their ages, and so their statuses, stay as generated. Triggers are off for the moves (it
 * is the bench's own database); the order words' times move with their orders.
 */
export async function bringOrdersUpToDate(databaseUrl: string): Promise<{ days: number; isResequenced: boolean }> {
  return withClient(databaseUrl, async (client) => {
    const isResequenced = await putOrdersInOrderOfTime(client);
    const { rows } = await client.query<{ days: number }>(
      "SELECT floor(extract(epoch FROM now() - max(created_at)) / 86400)::int AS days FROM orders WHERE checkout_key LIKE 'bench-%'",
    );
    const days = rows[0]?.days ?? 0;
    if (days >= 1) {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      await client.query(
        `UPDATE orders SET created_at = created_at + $1 * interval '1 day', paid_at = paid_at + $1 * interval '1 day',
           dispatched_at = dispatched_at + $1 * interval '1 day', delivered_at = delivered_at + $1 * interval '1 day',
           delivery_date = delivery_date + $1::int
         WHERE checkout_key LIKE 'bench-%'`,
        [days],
      );
      await client.query(
        `UPDATE order_search_words w SET created_at = w.created_at + $1 * interval '1 day'
         FROM orders o WHERE o.id = w.order_id AND o.checkout_key LIKE 'bench-%'`,
        [days],
      );
      await client.query('COMMIT');
    }
    if (isResequenced || days >= 1) {
      // Rewritten whole, as a store that never moves its orders' times has them: each move writes every order's
      // words anew and left the words' index three times its size (10,000 entries over 5,000 pages, not 70).
      // A plain VACUUM after sets the visibility map that index-only scans need (the rewrite leaves it empty).
      for (const table of ['orders', 'order_search_words']) {
        await client.query(`VACUUM (FULL) ${table}`);
        await client.query(`VACUUM (ANALYZE) ${table}`);
      }
    }
    return { days: Math.max(0, days), isResequenced };
  });
}

/** How many of the orders fall in this month, last month and today (New Zealand), for the notes. */
async function orderSpread(databaseUrl: string): Promise<{ today: number; month: number; lastMonth: number; lastMonthEnd: string }> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ today: number; month: number; last_month: number; last_month_end: string }>(
      `WITH nz AS (SELECT (now() AT TIME ZONE 'Pacific/Auckland') AS local)
       SELECT count(*) FILTER (WHERE o.created_at >= date_trunc('day', nz.local) AT TIME ZONE 'Pacific/Auckland')::int AS today,
              count(*) FILTER (WHERE o.created_at >= date_trunc('month', nz.local) AT TIME ZONE 'Pacific/Auckland')::int AS month,
              count(*) FILTER (WHERE o.created_at >= (date_trunc('month', nz.local) - interval '1 month') AT TIME ZONE 'Pacific/Auckland'
                               AND o.created_at < date_trunc('month', nz.local) AT TIME ZONE 'Pacific/Auckland')::int AS last_month,
              to_char((date_trunc('month', nz.local) - interval '1 minute') AT TIME ZONE 'Pacific/Auckland' AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_month_end
       FROM orders o CROSS JOIN nz
       WHERE o.order_number IS NOT NULL AND o.fulfilment_status <> 'cancelled'
         AND o.created_at >= (date_trunc('month', nz.local) - interval '1 month') AT TIME ZONE 'Pacific/Auckland'
       GROUP BY nz.local`,
    );
    const row = rows[0];
    if (!row) throw new Error('no generated orders in the last two months');
    return { today: row.today, month: row.month, lastMonth: row.last_month, lastMonthEnd: row.last_month_end };
  });
}

async function getJson<T>(url: string, cookie = ''): Promise<T> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function benchDashboard(adminUrl: string, products: number, servers: Server, roundSeconds: number): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const env = await prepareStaffOrdersDatabase(adminUrl, products, { database: 'bench_dashboard' });
  const moved = await bringOrdersUpToDate(env.DATABASE_URL);
  const spread = await orderSpread(env.DATABASE_URL);
  const storePort = 3451;
  const barePort = 3452;
  const store = await servers.start('src/server/main.ts', storePort, { ...env, ADMIN_IDLE_MINUTES: '120' });
  const bare = await servers.start('bench/bare-dashboard.ts', barePort, env);
  const rows: StaffBenchRow[] = [];
  const notes: string[] = [];
  try {
    const base = `http://127.0.0.1:${storePort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    const staff = await signedInStaff(base, env);
    const storeDashboard = `${base}/admin/api/dashboard`;
    const bareDashboard = `${bareBase}/bare/dashboard`;
    const monthEnd = `${bareBase}/bare/dashboard?at=${spread.lastMonthEnd}`;

    // The same work: the store's figures are the bare route's.
    const answered = (await getJson<DashboardResponse>(storeDashboard, staff.cookie)).data;
    const computed = await getJson<BareDashboard>(bareDashboard);
    const storeFigures = [answered.periods.today.orders, answered.periods.today.sales, answered.periods.month.orders, answered.periods.month.sales];
    const bareFigures = [computed.today.current.orders, computed.today.current.salesCents, computed.month.current.orders, computed.month.current.salesCents];
    if (JSON.stringify(storeFigures) !== JSON.stringify(bareFigures)) throw new Error(`the store's figures ${JSON.stringify(storeFigures)} are not the bare route's ${JSON.stringify(bareFigures)}`);
    if (answered.top_products.length === 0 || answered.daily_sales.length !== 30) throw new Error(`the dashboard answered ${JSON.stringify(answered).slice(0, 500)}`);

    await measureGet(bareDashboard, 4, 3);
    await measureGet(storeDashboard, 4, 3, staff.cookie);
    const [bareRuns, storeRuns] = await alternate(ROUNDS, () => measureGet(bareDashboard, 4, roundSeconds), () => measureGet(storeDashboard, 4, roundSeconds, staff.cookie));
    rows.push(summary('bare route: the dashboard SQL', 4, bareRuns));
    rows.push(summary(`GET /admin/api/dashboard (${answered.periods.month.orders} orders this month, ${answered.periods.today.orders} today)`, 4, storeRuns));

    await measureGet(monthEnd, 4, 2);
    const monthEndRuns: RoundFigures[] = [];
    for (let round = 0; round < ROUNDS; round++) monthEndRuns.push(await measureGet(monthEnd, 4, roundSeconds));
    rows.push(summary(`bare route: the dashboard SQL as at ${spread.lastMonthEnd} (a whole month: ${spread.lastMonth} orders)`, 4, monthEndRuns));

    const storeCount = `${base}/admin/api/orders/new-count`;
    const floor = `${bareBase}/bare/fixed`;
    const newOrders = (await getJson<{ data: { count: number } }>(storeCount, staff.cookie)).data.count;
    await measureGet(floor, 4, 2);
    await measureGet(storeCount, 4, 2, staff.cookie);
    const [floorRuns, countRuns] = await alternate(ROUNDS, () => measureGet(floor, 4, roundSeconds), () => measureGet(storeCount, 4, roundSeconds, staff.cookie));
    rows.push(summary('bare route: a fixed small JSON (the floor)', 4, floorRuns));
    rows.push(summary(`GET /admin/api/orders/new-count (${newOrders} new)`, 4, countRuns));

    // Issue #30 Part 5: the header's search box as the desk types what it is told on the phone: an order
    // number, a line's SKU (the generated lines are 'SKU-<1..3>-<id % 97>'), a buyer's e-mail, and an order
    // number half typed (the box asks on the way: the first five characters of one 15,000 orders back, some
    // 10,000 orders, every one counted), each beside its ceiling: bare SQL of the same lookups
    // (bench/bare-dashboard.ts /bare/search), in alternating rounds.
    const numberAt = async (client: pg.Client, back: number) =>
      (await client.query<{ order_number: string }>('SELECT order_number FROM orders WHERE order_number IS NOT NULL ORDER BY id DESC LIMIT 1 OFFSET $1', [back])).rows[0]?.order_number ?? 'CS-1';
    const { lastOrder, halfTyped, buyer } = await withClient(env.DATABASE_URL, async (client) => ({
      lastOrder: await numberAt(client, 0),
      halfTyped: (await numberAt(client, 15_000)).slice(0, 5),
      buyer: (await client.query<{ email: string }>("SELECT u.email FROM users u WHERE EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id) ORDER BY u.id LIMIT 1 OFFSET 3")).rows[0]?.email.split('@')[0] ?? 'bench-buyer',
    }));
    const searchRows: StaffBenchRow[] = [];
    for (const words of [lastOrder, 'SKU-2-41', buyer, halfTyped]) {
      const query = `?q=${encodeURIComponent(words)}`;
      const searchUrl = `${base}/admin/api/search${query}`;
      const found = (await getJson<{ data: Record<'orders' | 'accounts' | 'products', { total: number; is_more: boolean }> }>(searchUrl, staff.cookie)).data;
      // Orders counted only to 100 by the store are counted so by the ceiling too.
      const bareUrl = `${bareBase}/bare/search${query}${found.orders.is_more ? '&capped=1' : ''}`;
      const ceiling = await getJson<Record<'orders' | 'accounts' | 'products', { total: number }>>(bareUrl);
      // The same work: as many orders and accounts (products: the store asks its search engine, the ceiling SQL).
      if (found.orders.total !== ceiling.orders.total) throw new Error(`search '${words}': the store found ${found.orders.total} orders, the bare SQL ${ceiling.orders.total}`);
      if (found.accounts.total !== ceiling.accounts.total) throw new Error(`search '${words}': the store found ${found.accounts.total} accounts, the bare SQL ${ceiling.accounts.total}`);
      await measureGet(bareUrl, 4, 2);
      await measureGet(searchUrl, 4, 2, staff.cookie);
      const [bareRuns, storeRuns] = await alternate(ROUNDS, () => measureGet(bareUrl, 4, roundSeconds), () => measureGet(searchUrl, 4, roundSeconds, staff.cookie));
      const orderCount = `${ceiling.orders.total}${found.orders.is_more ? '+' : ''}`;
      rows.push(summary(`bare route: the search SQL for ${words} (${orderCount} orders, ${ceiling.accounts.total} accounts, ${ceiling.products.total} products)`, 4, bareRuns));
      const row = summary(`GET /admin/api/search?q=${words} (${orderCount} orders, ${found.accounts.total} accounts, ${found.products.total} products)`, 4, storeRuns);
      rows.push(row);
      searchRows.push(row);
    }

    const dashboardRow = rows.find((row) => row.case.startsWith('GET /admin/api/dashboard'));
    notes.push(
      `dashboard: 200,000 generated orders, ids in order of time as the store gives them${moved.isResequenced ? ' (put so this run)' : ''}${moved.days > 0 ? `, moved ${moved.days} days forward` : ''}; this month ${spread.month} placed and not cancelled, today ${spread.today}, last month ${spread.lastMonth}`,
      `targets: GET /admin/api/dashboard p99 < 100 ms at 4 connections (${dashboardRow && dashboardRow.p99 < 100 ? 'met' : 'missed'}: ${dashboardRow?.p99} ms); GET /admin/api/search p99 < 30 ms (${searchRows.map((row) => `${row.p99} ms`).join(', ')})`,
    );
    return { rows, notes };
  } finally {
    await Promise.all([store.stop(), bare.stop()]);
  }
}
