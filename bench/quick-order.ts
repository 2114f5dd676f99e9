// Quick order benchmark (issue #9): matching 2,000 pasted lines in one POST /api/quick-order/match on
// PostgreSQL with the 50,000-product catalogue (target < 500 ms a call), against the ceiling: a bare
// Fastify route running one SQL lookup of the same 2,000 SKUs (bench/bare-quick-order.ts).
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { createAccountsRepo } from '../src/server/domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../src/server/domains/accounts/accounts.service.ts';
import { signInCustomer, type LatencyRow } from './cart.ts';

const LINES = 2000;
const WARMUP_CALLS = 5;
const MEASURED_CALLS = 40;
const EMAIL = 'bench-quick-order@example.com';
const PASSWORD = 'bench-password-1';

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };

/** 2,000 SKUs as a buyer pastes them: products' and variant cells', some in lower case, each with a quantity. */
async function pastedLines(databaseUrl: string): Promise<{ line: number; query: string; qty: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Cells of active products (the generated catalogue may have none), the rest products' own SKUs.
    const cells = await client.query<{ sku: string }>(
      'SELECT c.sku FROM variant_cells c JOIN products p ON p.id = c.product_id WHERE p.is_active AND NOT c.is_restricted ORDER BY md5(c.sku) LIMIT 200',
    );
    const products = await client.query<{ sku: string }>(
      `SELECT p.sku FROM products p WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = p.id)
       ORDER BY md5(p.sku) LIMIT ${LINES - cells.rows.length}`,
    );
    const skus = [...products.rows, ...cells.rows].map((row) => row.sku);
    return skus.map((sku, index) => ({ line: index + 2, query: index % 4 === 0 ? sku.toLowerCase() : sku, qty: String((index % 12) + 1) }));
  } finally {
    await client.end();
  }
}

async function ensureCustomer(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 1, queueLimit: 10, queueTimeoutMs: 30_000 });
  try {
    const exists = await database.pool.query('SELECT 1 FROM users WHERE email = $1', [EMAIL]);
    if (exists.rowCount === 0) {
      await createAccountsService({ repo: createAccountsRepo(database.db) }).createAccountWithUser({
        email: EMAIL,
        password: PASSWORD,
        accountNumber: '919999',
        accountName: 'Bench Quick Order Care',
      });
    }
  } finally {
    await database.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** One call at a time (the work of one buyer's paste): warm-up, then MEASURED_CALLS timed. */
async function timeCalls(name: string, send: () => Promise<Response>, check: (body: unknown) => boolean): Promise<LatencyRow> {
  const latencies: number[] = [];
  let errors = 0;
  for (let call = 0; call < WARMUP_CALLS + MEASURED_CALLS; call++) {
    const started = performance.now();
    const response = await send();
    const body = response.ok ? await response.json() : undefined;
    const elapsed = performance.now() - started;
    if (!response.ok || !check(body)) errors++;
    if (call >= WARMUP_CALLS) latencies.push(elapsed);
  }
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { case: name, requests: latencies.length, p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), errors };
}

export async function benchQuickOrder(databaseUrl: string, env: Record<string, string>, servers: Server): Promise<LatencyRow[]> {
  await ensureCustomer(databaseUrl);
  const lines = await pastedLines(databaseUrl);
  const rows: LatencyRow[] = [];
  const storePort = 3405;
  const store = await servers.start('src/server/main.ts', storePort, { ...env, LOGIN_RATE_LIMIT_PER_15_MIN: '100000' });
  try {
    const baseUrl = `http://127.0.0.1:${storePort}`;
    const customer = await signInCustomer(baseUrl, EMAIL, PASSWORD);
    const payload = JSON.stringify({ lines });
    rows.push(
      await timeCalls(
        `POST /api/quick-order/match, ${LINES} lines, one call at a time`,
        () =>
          fetch(`${baseUrl}/api/quick-order/match`, {
            method: 'POST',
            headers: { cookie: customer.cookie, 'x-xsrf-token': customer.csrf, 'content-type': 'application/json', accept: 'application/json' },
            body: payload,
          }),
        (body) => (body as { data: { lines: { status: string }[] } }).data.lines.filter((line) => line.status === 'matched').length === LINES,
      ),
    );
  } finally {
    await store.stop();
  }
  const barePort = 3406;
  const bare = await servers.start('bench/bare-quick-order.ts', barePort, env);
  try {
    const skus = JSON.stringify({ skus: lines.map((line) => line.query) });
    rows.push(
      await timeCalls(
        `bare route: one SQL lookup of the same ${LINES} SKUs`,
        () => fetch(`http://127.0.0.1:${barePort}/bare/skus`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: skus }),
        (body) => (body as { rows: number }).rows === LINES,
      ),
    );
  } finally {
    await bare.stop();
  }
  return rows;
}
