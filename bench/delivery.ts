// Issue #29 Part 2's speed, on PostgreSQL with the 200,000 orders of bench/staff-orders-data.ts, each
// delivering on a working day of its zone (bench/delivery-days.ts) and the zones written beside the default:
// - GET /api/checkout/delivery-dates?post_code=6011 (Wellington: Tuesdays and Fridays, public holidays
//   skipped) for a signed-in buyer at 32 connections (target p99 < 10 ms), beside a bare route computing the
//   same six days with the same pure function from an in-memory rule (bench/bare-delivery-dates.ts), and a
//   bare route answering a fixed small JSON (the floor);
// - GET /admin/api/orders by delivery day (the next one, the busiest, with a zone, sorted by the day) at 4
//   connections (target p99 < 50 ms), beside the bare route running the store's own list SQL with that
//   filter (bench/bare-staff-orders.ts).
// Store and bare route are measured in alternating rounds; medians.
//   BENCH_ONLY=delivery npm run bench
import { signInCustomer } from './cart.ts';
import { addBenchZones, busiestDeliveryDay, giveDeliveryDays } from './delivery-days.ts';
import type { RoundFigures } from './medians.ts';
import { alternate, cli, measureGet, prepareStaffOrdersDatabase, signedInStaff, summary, withClient, type StaffBenchRow } from './staff-orders.ts';

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };
type DeliveryDatesAnswer = { data?: { date: string; cutoff_at: string }[]; zone?: { name: string } };

const ROUNDS = 5;
const BUYER = { email: 'bench-delivery@example.test', password: 'bench-delivery-password-1', accountNumber: '929001' };

/** The first delivery day after today (New Zealand) with placed orders, and how many: the warehouse's next run. */
async function nextDeliveryDay(databaseUrl: string): Promise<{ day: string; orders: number }> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ day: string; orders: number }>(
      `SELECT delivery_date::text AS day, count(*)::int AS orders FROM orders
       WHERE order_number IS NOT NULL AND delivery_date > (now() AT TIME ZONE 'Pacific/Auckland')::date
       GROUP BY delivery_date ORDER BY delivery_date LIMIT 1`,
    );
    if (!rows[0]) throw new Error('no order delivers after today');
    return rows[0];
  });
}

/** Orders given their days and zones (once: a database generated before issue #29 has none), the zones written. */
async function prepareDeliveryDays(databaseUrl: string): Promise<{ busiest: { day: string; orders: number }; next: { day: string; orders: number } }> {
  const busiest = await withClient(databaseUrl, async (client) => {
    if ((await giveDeliveryDays(client)) > 0) await client.query('VACUUM ANALYZE orders');
    await addBenchZones(client);
    return busiestDeliveryDay(client);
  });
  return { busiest, next: await nextDeliveryDay(databaseUrl) };
}

async function getJson<T>(url: string, cookie = ''): Promise<T> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Checkout's delivery days, the bare route computing them and the bare floor, each measured in every round. */
async function benchDeliveryDates(base: string, bareBase: string, roundSeconds: number): Promise<StaffBenchRow[]> {
  const buyer = await signInCustomer(base, BUYER.email, BUYER.password);
  const store = `${base}/api/checkout/delivery-dates?post_code=6011`;
  const bare = `${bareBase}/bare/delivery-dates`;
  const floor = `${bareBase}/bare/fixed`;
  // The same work: Wellington's zone found, and the bare route's six days are the store's.
  const offered = await getJson<DeliveryDatesAnswer>(store, buyer.cookie);
  const computed = await getJson<DeliveryDatesAnswer>(bare);
  if (offered.zone?.name !== 'Wellington' || offered.data?.length !== 6) throw new Error(`delivery-dates answered ${JSON.stringify(offered)}`);
  if (JSON.stringify(offered.data) !== JSON.stringify(computed.data)) throw new Error(`the bare route's days differ: ${JSON.stringify(computed.data)}`);
  const runs: Record<'floor' | 'bare' | 'store', RoundFigures[]> = { floor: [], bare: [], store: [] };
  for (const url of [floor, bare]) await measureGet(url, 32, 3);
  await measureGet(store, 32, 3, buyer.cookie);
  for (let round = 0; round < ROUNDS; round++) {
    runs.floor.push(await measureGet(floor, 32, roundSeconds));
    runs.bare.push(await measureGet(bare, 32, roundSeconds));
    runs.store.push(await measureGet(store, 32, roundSeconds, buyer.cookie));
  }
  return [
    summary('bare route: a fixed small JSON (the floor)', 32, runs.floor),
    summary('bare route: six Wellington days from an in-memory rule and the holidays', 32, runs.bare),
    summary('GET /api/checkout/delivery-dates?post_code=6011 (signed-in buyer)', 32, runs.store),
  ];
}

export async function benchDelivery(adminUrl: string, products: number, servers: Server, roundSeconds: number): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const env = await prepareStaffOrdersDatabase(adminUrl, products);
  const { busiest, next } = await prepareDeliveryDays(env.DATABASE_URL);
  cli(env, 'accounts:create', '--email', BUYER.email, '--password', BUYER.password, '--account-number', BUYER.accountNumber, '--first-name', 'Bench', '--last-name', 'Buyer');
  const storePort = 3441;
  const bareDatesPort = 3442;
  const bareOrdersPort = 3443;
  const store = await servers.start('src/server/main.ts', storePort, { ...env, ADMIN_IDLE_MINUTES: '120' });
  const bareDates = await servers.start('bench/bare-delivery-dates.ts', bareDatesPort, env);
  const bareOrders = await servers.start('bench/bare-staff-orders.ts', bareOrdersPort, env);
  const rows: StaffBenchRow[] = [];
  const notes: string[] = [];
  try {
    const base = `http://127.0.0.1:${storePort}`;
    rows.push(...(await benchDeliveryDates(base, `http://127.0.0.1:${bareDatesPort}`, roundSeconds)));

    const staff = await signedInStaff(base, env);
    const filters = [
      `delivery_date=${next.day}`,
      `delivery_date=${busiest.day}`,
      `delivery_date=${busiest.day}&zone=Wellington`,
      `delivery_date=${busiest.day}&sort=delivery_date`,
    ];
    for (const filter of filters) {
      const storeList = `${base}/admin/api/orders?${filter}`;
      const bareList = `http://127.0.0.1:${bareOrdersPort}/bare/orders?${filter}`;
      const check = await getJson<{ meta?: { total: number } }>(storeList, staff.cookie);
      const bareCheck = await getJson<{ total: number }>(bareList);
      if (check.meta?.total !== bareCheck.total) throw new Error(`the order list found ${JSON.stringify(check.meta)}, the bare route ${bareCheck.total}`);
      await measureGet(bareList, 4, 2);
      await measureGet(storeList, 4, 2, staff.cookie);
      const [bareRuns, storeRuns] = await alternate(ROUNDS, () => measureGet(bareList, 4, roundSeconds), () => measureGet(storeList, 4, roundSeconds, staff.cookie));
      rows.push(summary(`bare route: the order list SQL (${filter})`, 4, bareRuns));
      rows.push(summary(`GET /admin/api/orders?${filter} (${check.meta.total} match)`, 4, storeRuns));
    }
    notes.push(`delivery days: the 200,000 orders over 250 working days; the next, ${next.day}, has ${next.orders}; the busiest, ${busiest.day}, ${busiest.orders}`);
    const dates = rows.find((row) => row.case.startsWith('GET /api/checkout/delivery-dates'));
    const lists = rows.filter((row) => row.case.startsWith('GET /admin/api/orders'));
    const worstList = Math.max(...lists.map((row) => row.p99));
    notes.push(
      `targets: delivery-dates p99 < 10 ms at 32 connections (${dates && dates.p99 < 10 ? 'met' : 'missed'}: ${dates?.p99} ms); ` +
        `the order list by delivery day p99 < 50 ms at 4 connections (${worstList < 50 ? 'met' : 'missed'}: at most ${worstList} ms)`,
    );
    return { rows, notes };
  } finally {
    await Promise.all([store.stop(), bareDates.stop(), bareOrders.stop()]);
  }
}
