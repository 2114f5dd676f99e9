// Fast-order benchmark (issue #9): opening a list of 500 items (GET /api/fast-orders/{id}) at 10
// connections on PostgreSQL with the 50,000-product catalogue (target p99 < 30 ms), against the ceiling:
// a bare Fastify route selecting the same 500 items joined to products (bench/bare-fast-order.ts).
// Store and bare route run side by side and are measured in alternating rounds.
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/client.ts';
import { createAccountsRepo } from '../src/server/domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../src/server/domains/accounts/accounts.service.ts';
import { signInCustomer } from './cart.ts';
import { mediansOf } from './medians.ts';

const ITEMS = 500;
const CONNECTIONS = 10;
const ROUNDS = 5;
const EMAIL = 'bench-fast-orders@example.com';
const PASSWORD = 'bench-password-1';

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };
export type ThroughputRow = { case: string; connections: number; rps: number; p50: number; p99: number; errors: number };

/** The bench customer's one list, made afresh with 500 products it may buy (no variant matrix, varied categories). */
async function prepareList(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 1, queueLimit: 10, queueTimeoutMs: 30_000 });
  try {
    let found = await database.pool.query('SELECT u.id AS user_id, au.account_id FROM users u JOIN account_users au ON au.user_id = u.id WHERE u.email = $1', [EMAIL]);
    if (found.rowCount === 0) {
      await createAccountsService({ repo: createAccountsRepo(database.db) }).createAccountWithUser({
        email: EMAIL,
        password: PASSWORD,
        accountNumber: '918888',
        accountName: 'Bench Fast Order Care',
      });
      found = await database.pool.query('SELECT u.id AS user_id, au.account_id FROM users u JOIN account_users au ON au.user_id = u.id WHERE u.email = $1', [EMAIL]);
    }
    const { user_id: userId, account_id: accountId } = found.rows[0] as { user_id: number; account_id: number };
    await database.pool.query('DELETE FROM fast_order_lists WHERE account_id = $1', [accountId]);
    const list = await database.pool.query(
      `INSERT INTO fast_order_lists (account_id, created_by, title, reference_address) VALUES ($1, $2, 'Weekly everything', 'Ward 2') RETURNING id`,
      [accountId, userId],
    );
    const listId = Number(list.rows[0].id);
    await database.pool.query(
      `INSERT INTO fast_order_items (list_id, product_id, variant_id, qty, title, sku)
       SELECT $1, p.id, 0, 1 + (p.id % 12), p.title, p.sku FROM products p
       WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = p.id)
       ORDER BY md5(p.sku) LIMIT ${ITEMS}`,
      [listId],
    );
    return listId;
  } finally {
    await database.close();
  }
}

async function measure(url: string, seconds: number, cookie: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, headers: cookie ? { cookie } : {} });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function summary(name: string, runs: Awaited<ReturnType<typeof measure>>[]): ThroughputRow {
  return { case: name, connections: CONNECTIONS, ...mediansOf(runs) };
}

export async function benchFastOrders(databaseUrl: string, env: Record<string, string>, servers: Server, roundSeconds: number): Promise<ThroughputRow[]> {
  const listId = await prepareList(databaseUrl);
  const storePort = 3407;
  const barePort = 3408;
  const store = await servers.start('src/server/main.ts', storePort, { ...env, LOGIN_RATE_LIMIT_PER_15_MIN: '100000' });
  const bare = await servers.start('bench/bare-fast-order.ts', barePort, env);
  try {
    const { cookie } = await signInCustomer(`http://127.0.0.1:${storePort}`, EMAIL, PASSWORD);
    const storeUrl = `http://127.0.0.1:${storePort}/api/fast-orders/${listId}`;
    const bareUrl = `http://127.0.0.1:${barePort}/bare/fast-order/${listId}`;
    const opened = (await (await fetch(storeUrl, { headers: { cookie } })).json()) as { data: { item_count: number } };
    if (opened.data.item_count !== ITEMS) throw new Error(`the bench list holds ${opened.data.item_count} items, not ${ITEMS}`);
    await measure(bareUrl, 3, '');
    await measure(storeUrl, 3, cookie);
    const storeRuns = [];
    const bareRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRuns.push(await measure(bareUrl, roundSeconds, ''));
      storeRuns.push(await measure(storeUrl, roundSeconds, cookie));
    }
    return [summary(`bare route: one select of ${ITEMS} items joined to products`, bareRuns), summary(`GET /api/fast-orders/{id}, ${ITEMS} items`, storeRuns)];
  } finally {
    await Promise.all([store.stop(), bare.stop()]);
  }
}
