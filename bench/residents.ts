// Resident Tracker benchmark (issue #10 part 8): one account with 200 residents (4 locations), each with
// 5 lines at each of the 6 default order times (6,000 lines, 300 products of the 50,000-product
// catalogue without a variant matrix, quantities 1..4, stock on hand for a third of them), on PostgreSQL
// at 10 connections. Targets: GET /api/resident-orders and the server-rendered list page p99 < 100 ms,
// GET /api/resident-usage p99 < 30 ms. The ceilings (bench/bare-residents.ts): a bare Fastify route
// selecting the same residents and lines joined to products, and one summing the lines per product.
// Store and bare routes run side by side and are measured in alternating rounds.
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/client.ts';
import { createAccountsRepo } from '../src/server/domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../src/server/domains/accounts/accounts.service.ts';
import { signInCustomer } from './cart.ts';
import type { ThroughputRow } from './fast-orders.ts';
import { mediansOf } from './medians.ts';

const RESIDENTS = 200;
const LINES_PER_TIME = 5;
const ORDER_TIMES = 6;
/** The distinct products the residents use between them: a large home's range (the usage summary has a line each). */
const PRODUCTS_USED = 300;
const LOCATIONS = ['North Wing', 'South Wing', 'Garden View', 'Hillside'];
const USAGE_DAYS = 14;
const CONNECTIONS = 10;
const ROUNDS = 5;
const EMAIL = 'bench-residents@example.com';
const PASSWORD = 'bench-password-1';

const FIRST_NAMES = ['Margaret', 'John', 'Mary', 'Peter', 'Joan', 'David', 'Patricia', 'Robert', 'Shirley', 'Ian', 'Betty', 'Graham', 'Noeline', 'Kevin', 'Aroha', 'Hemi', 'Dorothy', 'Wiremu', 'Elsie', 'Trevor'];
const LAST_NAMES = ['Smith', 'Wilson', 'Taylor', 'Brown', 'Ngata', 'Williams', 'Walker', 'Thompson', 'Parata', 'Anderson'];

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };
type Database = Awaited<ReturnType<typeof openDatabase>>;

async function withDatabase<T>(databaseUrl: string, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 1, queueLimit: 10, queueTimeoutMs: 30_000 });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The bench account (made once), emptied of residents and stock on hand. */
async function prepareAccount(databaseUrl: string): Promise<{ accountId: number; userId: number }> {
  return withDatabase(databaseUrl, async (database) => {
    const find = () => database.pool.query('SELECT u.id AS user_id, au.account_id FROM users u JOIN account_users au ON au.user_id = u.id WHERE u.email = $1', [EMAIL]);
    let found = await find();
    if (found.rowCount === 0) {
      await createAccountsService({ repo: createAccountsRepo(database.db) }).createAccountWithUser({
        email: EMAIL,
        password: PASSWORD,
        accountNumber: '917777',
        accountName: 'Bench Resident Care',
      });
      found = await find();
    }
    const { user_id: userId, account_id: accountId } = found.rows[0] as { user_id: number; account_id: number };
    await database.pool.query('DELETE FROM residents WHERE account_id = $1', [accountId]);
    await database.pool.query('DELETE FROM resident_stock WHERE account_id = $1', [accountId]);
    return { accountId, userId };
  });
}

/**
 * The residents, their lines at the account's order times (given by the store on the first
 * GET /api/resident-order-times) and the stock on hand, in three statements; then VACUUM ANALYZE, as a
 * database in use would have its statistics (and no dead rows left by the last run's delete).
 */
async function seedResidents(databaseUrl: string, owner: { accountId: number; userId: number }): Promise<void> {
  await withDatabase(databaseUrl, async (database) => {
    const names = Array.from({ length: RESIDENTS }, (_, index) => {
      const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
      const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
      return `${first} ${last}`;
    });
    await database.pool.query(
      `INSERT INTO residents (account_id, name, room, location, created_by, updated_by)
       SELECT $1, x.name, 'Room ' || (100 + x.n), ($3::text[])[1 + (x.n % $4::int)::int], $2, $2
       FROM unnest($5::text[]) WITH ORDINALITY AS x(name, n)`,
      [owner.accountId, owner.userId, LOCATIONS, LOCATIONS.length, names],
    );
    // Resident n at order time position t gets products (7n + 5t + k) mod 300 of the set, k = 0..4:
    // 30 different products each, and every product of the set used by someone.
    const lines = await database.pool.query(
      `WITH used AS (
         SELECT p.id, p.category_id, p.title, row_number() OVER (ORDER BY md5(p.sku)) - 1 AS n FROM (
           SELECT p.id, p.category_id, p.title, p.sku FROM products p
           WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = p.id)
           ORDER BY md5(p.sku) LIMIT $2::int) p
       ), people AS (
         SELECT id, row_number() OVER (ORDER BY id) AS n FROM residents WHERE account_id = $1
       )
       INSERT INTO resident_lines (resident_id, order_time_id, category_id, product_id, qty, title)
       SELECT r.id, t.id, u.category_id, u.id, 1 + (r.n + t.position + k) % 4, u.title
       FROM people r CROSS JOIN resident_order_times t CROSS JOIN generate_series(0, $3::int - 1) AS k
       JOIN used u ON u.n = (7 * r.n + 5 * t.position + k) % $2::int
       WHERE t.account_id = $1
       ORDER BY r.id, t.position, k`,
      [owner.accountId, PRODUCTS_USED, LINES_PER_TIME],
    );
    const expected = RESIDENTS * ORDER_TIMES * LINES_PER_TIME;
    if (lines.rowCount !== expected) throw new Error(`seeded ${lines.rowCount} resident lines, not ${expected}`);
    await database.pool.query(
      `INSERT INTO resident_stock (account_id, product_id, on_hand, updated_by)
       SELECT $1, product_id, 1 + product_id % 5, $2 FROM (SELECT DISTINCT l.product_id FROM resident_lines l JOIN residents r ON r.id = l.resident_id WHERE r.account_id = $1) u
       WHERE product_id % 3 = 0`,
      [owner.accountId, owner.userId],
    );
    await database.pool.query('VACUUM ANALYZE residents, resident_lines, resident_order_times, resident_stock');
  });
}

async function measure(url: string, seconds: number, cookie: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, headers: cookie ? { cookie } : {} });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function summary(name: string, runs: Awaited<ReturnType<typeof measure>>[]): ThroughputRow {
  return { case: name, connections: CONNECTIONS, ...mediansOf(runs) };
}

async function bodyBytes(url: string, cookie: string): Promise<{ status: number; bytes: number; text: string }> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(text), text };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export async function benchResidents(
  databaseUrl: string,
  env: Record<string, string>,
  servers: Server,
  roundSeconds: number,
): Promise<{ rows: ThroughputRow[]; notes: string[] }> {
  const owner = await prepareAccount(databaseUrl);
  const storePort = 3409;
  const barePort = 3410;
  const store = await servers.start('src/server/main.ts', storePort, { ...env, LOGIN_RATE_LIMIT_PER_15_MIN: '100000' });
  let bare: { stop(): Promise<void> } | undefined;
  try {
    const base = `http://127.0.0.1:${storePort}`;
    const { cookie } = await signInCustomer(base, EMAIL, PASSWORD);
    // The store gives the account its default order times on the first call.
    const times = (await (await fetch(`${base}/api/resident-order-times`, { headers: { cookie } })).json()) as { data: { id: number }[] };
    if (times.data.length !== ORDER_TIMES) throw new Error(`the bench account has ${times.data.length} order times, not ${ORDER_TIMES}`);
    await seedResidents(databaseUrl, owner);
    bare = await servers.start('bench/bare-residents.ts', barePort, env);

    const urls = {
      storeList: `${base}/api/resident-orders`,
      storePage: `${base}/resident-orders`,
      storeUsage: `${base}/api/resident-usage?days=${USAGE_DAYS}`,
      bareList: `http://127.0.0.1:${barePort}/bare/residents?account_id=${owner.accountId}`,
      bareUsage: `http://127.0.0.1:${barePort}/bare/usage?account_id=${owner.accountId}&days=${USAGE_DAYS}`,
    };
    const list = await bodyBytes(urls.storeList, cookie);
    const listed = JSON.parse(list.text) as { data: { order_times: { products: unknown[] }[] }[] };
    const lineCount = listed.data.reduce((sum, resident) => sum + resident.order_times.reduce((count, time) => count + time.products.length, 0), 0);
    if (listed.data.length !== RESIDENTS || lineCount !== RESIDENTS * ORDER_TIMES * LINES_PER_TIME) {
      throw new Error(`GET /api/resident-orders answers ${listed.data.length} residents and ${lineCount} lines`);
    }
    const usage = await bodyBytes(urls.storeUsage, cookie);
    const usageLines = (JSON.parse(usage.text) as { data: unknown[] }).data.length;
    const [bareList, bareUsage, page] = await Promise.all([bodyBytes(urls.bareList, ''), bodyBytes(urls.bareUsage, ''), bodyBytes(urls.storePage, cookie)]);
    const notes = [
      `residents: ${RESIDENTS} residents × ${ORDER_TIMES} order times × ${LINES_PER_TIME} lines, ${PRODUCTS_USED} products; ` +
        `JSON answered: GET /api/resident-orders ${kb(list.bytes)} (bare ${kb(bareList.bytes)}), ` +
        `GET /api/resident-usage ${usageLines} lines ${kb(usage.bytes)} (bare ${kb(bareUsage.bytes)}), list page HTML ${page.status === 200 ? kb(page.bytes) : `status ${page.status}`}`,
    ];
    const pageReady = page.status === 200;
    if (!pageReady) notes.push(`residents: GET /resident-orders answered ${page.status}: the server-rendered list page is not measured`);

    const cases = [
      { name: `bare route: one select of ${RESIDENTS} residents' lines joined to products`, url: urls.bareList, cookie: '' },
      { name: `GET /api/resident-orders, ${RESIDENTS} residents`, url: urls.storeList, cookie },
      ...(pageReady ? [{ name: 'GET /resident-orders page (SSR)', url: urls.storePage, cookie }] : []),
      { name: 'bare route: lines summed per product with stock', url: urls.bareUsage, cookie: '' },
      { name: `GET /api/resident-usage?days=${USAGE_DAYS}`, url: urls.storeUsage, cookie },
    ];
    for (const item of cases) await measure(item.url, 3, item.cookie);
    const runs = cases.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, item] of cases.entries()) runs[index]!.push(await measure(item.url, roundSeconds, item.cookie));
    }
    return { rows: cases.map((item, index) => summary(item.name, runs[index]!)), notes };
  } finally {
    await Promise.all([store.stop(), bare?.stop()]);
  }
}
