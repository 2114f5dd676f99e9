// The back office's speed (issue #17): on 200,000 generated orders (bench/staff-orders-data.ts) and the
// 50,000-product catalogue, on PostgreSQL:
// - GET /admin/api/orders filtered by status and date, page 1, at 4 connections (target p99 < 50 ms),
//   against a bare route running the same list SQL (bench/bare-staff-orders.ts);
// - POST /admin/api/orders/{id}/status (new → processing, each request another order; target p99 < 30 ms),
//   against a bare route's one UPDATE;
// - the storefront's category API against its bare route (bench/bare-server.ts), quiet and then while
//   staff list orders and move them, so its ratio to the ceiling can be compared.
// Store and bare route are measured in alternating rounds; medians.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { totpCodeAt } from '../src/server/domains/staff/totp.ts';
import { mediansOf, type RoundFigures } from './medians.ts';
import { generateStaffOrders } from './staff-orders-data.ts';

const ORDERS = 200_000;
const MOVABLE = 120_000;
const ROUNDS = 5;
const STAFF_PASSWORD = 'Bench-staff-password-9';

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };
type Run = RoundFigures;
export type StaffBenchRow = Run & { case: string; connections: number };

export function cli(env: Record<string, string>, ...args: string[]): void {
  const result = spawnSync('node', ['src/server/cli/index.ts', ...args], { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed`);
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The database `bench_orders`: migrated, the catalogue and 200,000 orders made once. The integration
 * bench (bench/integration.ts) makes its own the same way, with its name and number of orders.
 */
export async function prepareStaffOrdersDatabase(adminUrl: string, products: number, options: { database?: string; orders?: number } = {}): Promise<{ DATABASE_URL: string }> {
  const database = options.database ?? 'bench_orders';
  const orders = options.orders ?? ORDERS;
  await withClient(adminUrl, async (admin) => {
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const env = { DATABASE_URL: url.toString() };
  cli(env, 'db:migrate');
  const counts = await withClient(env.DATABASE_URL, async (client) => {
    const { rows } = await client.query("SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM orders WHERE checkout_key LIKE 'bench-%')::int AS orders");
    return rows[0] as { products: number; orders: number };
  });
  if (counts.products < products) cli(env, 'catalogue:generate', '--products', String(products));
  if (counts.orders < orders) await generateStaffOrders(env.DATABASE_URL, orders - counts.orders);
  return env;
}

/** Old delivered orders set back to 'new' for the status moves (they are outside the list's date filter). */
async function movableOrders(databaseUrl: string): Promise<number[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `UPDATE orders SET fulfilment_status = 'new', carrier = NULL, tracking_ref = NULL, dispatched_at = NULL, delivered_at = NULL
       WHERE id IN (SELECT id FROM orders WHERE checkout_key LIKE 'bench-%:account' AND created_at < now() - interval '400 days' ORDER BY id LIMIT ${MOVABLE})
       RETURNING id`,
    );
    return rows.map((row: { id: number }) => row.id);
  });
}

export function cookiesOf(response: Response, jar: Record<string, string> = {}): Record<string, string> {
  for (const cookie of response.headers.getSetCookie()) {
    const [name, ...value] = (cookie.split(';', 1)[0] ?? '').split('=');
    if (name) jar[name] = value.join('=');
  }
  return jar;
}

/** A staff member made with staff:create and signed in through both steps (enrolling with a computed code). */
export async function signedInStaff(baseUrl: string, env: Record<string, string>): Promise<{ cookie: string; csrf: string }> {
  const email = `bench-staff-${Date.now()}@example.test`;
  cli(env, 'staff:create', '--email', email, '--password', STAFF_PASSWORD, '--role', 'staff');
  const jar = cookiesOf(await fetch(`${baseUrl}/admin/api/me`));
  const headers = () => ({
    cookie: Object.entries(jar).map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar['XSRF-TOKEN'] ?? ''),
    'content-type': 'application/json',
  });
  const login = await fetch(`${baseUrl}/admin/api/login`, { method: 'POST', headers: headers(), body: JSON.stringify({ email, password: STAFF_PASSWORD }) });
  const answer = (await login.json()) as { next: string; secret?: string };
  cookiesOf(login, jar);
  if (!answer.secret) throw new Error(`staff sign-in answered ${JSON.stringify(answer)}`);
  const code = await fetch(`${baseUrl}/admin/api/login/code`, { method: 'POST', headers: headers(), body: JSON.stringify({ code: totpCodeAt(answer.secret, new Date()) }) });
  if (!code.ok) throw new Error(`staff code step failed: ${code.status} ${await code.text()}`);
  cookiesOf(code, jar);
  const signedIn = headers();
  return { cookie: signedIn.cookie, csrf: signedIn['x-xsrf-token'] };
}

export async function measureGet(url: string, connections: number, seconds: number, cookie = ''): Promise<Run> {
  const result = await autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** POSTs moving each order of `ids` once (new → processing), `connections` at a time, for `seconds` or until they run out. */
async function measureMoves(pathOf: (id: number) => string, base: string, ids: number[], connections: number, seconds: number, headers: Record<string, string>): Promise<Run> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'processing' }),
        setupRequest: (request) => {
          const id = ids.pop();
          if (id === undefined) throw new Error('the bench ran out of movable orders');
          return { ...request, path: pathOf(id) };
        },
      },
    ],
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export function summary(name: string, connections: number, runs: Run[]): StaffBenchRow {
  return { case: name, connections, ...mediansOf(runs) };
}

export async function alternate(rounds: number, first: () => Promise<Run>, second: () => Promise<Run>): Promise<[Run[], Run[]]> {
  const a: Run[] = [];
  const b: Run[] = [];
  for (let round = 0; round < rounds; round++) {
    a.push(await first());
    b.push(await second());
  }
  return [a, b];
}

/**
 * The storefront's category API against its bare route (bench/bare-server.ts), as a guest, in alternating
 * rounds at 10 connections: `ratio(label)` records both rows and answers the store's share of the bare
 * route's req/s, so a bench can compare it quiet and while its work runs.
 */
export async function categoryRatio(base: string, bareBase: string, roundSeconds: number, rows: StaffBenchRow[]): Promise<(label: string) => Promise<number>> {
  const tree = (await (await fetch(`${base}/api/categories`)).json()) as { data: { id: number }[] };
  const categoryId = tree.data[0]?.id ?? 0;
  const storeCategory = `${base}/api/products?parent_id=${categoryId}&per_page=24&sort_field=title&sort_order=asc&page=3`;
  const bareCategory = `${bareBase}/bare/category?parent_id=${categoryId}&page=3`;
  const guest = Object.entries(cookiesOf(await fetch(`${base}/api/session`))).map(([name, value]) => `${name}=${value}`).join('; ');
  return async (label: string) => {
    const [bareRuns, storeRuns] = await alternate(3, () => measureGet(bareCategory, 10, roundSeconds), () => measureGet(storeCategory, 10, roundSeconds, guest));
    const bareRow = summary(`bare route: category SQL${label}`, 10, bareRuns);
    const storeRow = summary(`GET /api/products category${label}`, 10, storeRuns);
    rows.push(bareRow, storeRow);
    return storeRow.rps / Math.max(1, bareRow.rps);
  };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export async function benchStaffOrders(adminUrl: string, products: number, servers: Server, roundSeconds: number): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const env = await prepareStaffOrdersDatabase(adminUrl, products);
  const ids = await movableOrders(env.DATABASE_URL);
  // The bare route's one UPDATE moves several times more orders a second than the store.
  const bareIds = ids.splice(0, Math.floor(ids.length * 0.45));
  const storePort = 3411;
  const barePort = 3412;
  const categoryBarePort = 3413;
  const store = await servers.start('src/server/main.ts', storePort, { ...env, ADMIN_IDLE_MINUTES: '120' });
  const bare = await servers.start('bench/bare-staff-orders.ts', barePort, env);
  const categoryBare = await servers.start('bench/bare-server.ts', categoryBarePort, env);
  const rows: StaffBenchRow[] = [];
  const notes: string[] = [];
  try {
    const base = `http://127.0.0.1:${storePort}`;
    const staff = await signedInStaff(base, env);
    const filter = `status=processing&date_from=${daysAgo(14)}`;
    const storeList = `${base}/admin/api/orders?${filter}`;
    const bareList = `http://127.0.0.1:${barePort}/bare/orders?${filter}`;
    const check = (await (await fetch(storeList, { headers: { cookie: staff.cookie } })).json()) as { meta?: { total: number } };
    if (!check.meta) throw new Error(`the order list answered ${JSON.stringify(check)}`);

    await measureGet(bareList, 4, 3);
    await measureGet(storeList, 4, 3, staff.cookie);
    const [bareListRuns, storeListRuns] = await alternate(ROUNDS, () => measureGet(bareList, 4, roundSeconds), () => measureGet(storeList, 4, roundSeconds, staff.cookie));
    rows.push(summary('bare route: the order list SQL (status, 14 days)', 4, bareListRuns));
    rows.push(summary(`GET /admin/api/orders?${filter} (${check.meta.total} match)`, 4, storeListRuns));

    // Issue #26 item 8: words the desk is told on the phone, a line's SKU and a buyer's e-mail (the
    // generated lines are 'SKU-<1..3>-<id % 97>', the buyers 'bench-buyer-<number>@example.test').
    for (const words of ['SKU-2-41', 'bench-buyer-0004']) {
      const wordsList = `${base}/admin/api/orders?q=${encodeURIComponent(words)}`;
      const found = (await (await fetch(wordsList, { headers: { cookie: staff.cookie } })).json()) as { meta?: { total: number } };
      if (!found.meta) throw new Error(`the order list answered ${JSON.stringify(found)}`);
      await measureGet(wordsList, 4, 2, staff.cookie);
      const runs: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) runs.push(await measureGet(wordsList, 4, roundSeconds, staff.cookie));
      rows.push(summary(`GET /admin/api/orders?q=${words} (${found.meta.total} match)`, 4, runs));
    }

    const moveHeaders = { cookie: staff.cookie, 'x-xsrf-token': staff.csrf };
    for (const connections of [1, 4]) {
      const [bareMoves, storeMoves] = await alternate(
        3,
        () => measureMoves((id) => `/bare/orders/${id}/status`, `http://127.0.0.1:${barePort}`, bareIds, connections, 3, {}),
        () => measureMoves((id) => `/admin/api/orders/${id}/status`, base, ids, connections, 3, moveHeaders),
      );
      rows.push(summary('bare route: one UPDATE of the status', connections, bareMoves));
      rows.push(summary('POST /admin/api/orders/{id}/status (new → processing)', connections, storeMoves));
    }

    // The storefront while staff work: the category API and its bare route, quiet, then with the order
    // list at 2 connections and status moves at 1 connection running throughout.
    const ratio = await categoryRatio(base, `http://127.0.0.1:${categoryBarePort}`, roundSeconds, rows);
    const quiet = await ratio('');
    const seconds = roundSeconds * 6 + 4;
    const staffWork = Promise.all([
      measureGet(storeList, 2, seconds, staff.cookie),
      measureMoves((id) => `/admin/api/orders/${id}/status`, base, ids, 1, seconds, moveHeaders),
    ]);
    const busy = await ratio(', while staff work');
    const [listWhile, movesWhile] = await staffWork;
    rows.push(summary('(staff) GET /admin/api/orders meanwhile', 2, [listWhile]));
    rows.push(summary('(staff) status moves meanwhile', 1, [movesWhile]));
    notes.push(`category API at ${Math.round(quiet * 100)}% of its bare route's req/s on a quiet store, ${Math.round(busy * 100)}% while staff list and move orders`);
    notes.push('targets: GET /admin/api/orders p99 < 50 ms at 4 connections; a status change p99 < 30 ms');
    return { rows, notes };
  } finally {
    await Promise.all([store.stop(), bare.stop(), categoryBare.stop()]);
  }
}
