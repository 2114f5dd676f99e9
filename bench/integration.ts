// The ERP's integration API (issue #19), on PostgreSQL with the 50,000-product catalogue and 20,000
// placed orders (bench/staff-orders-data.ts), through the running store over HTTP with an API key:
// - PUT /api/integration/products with 1,000 records, each run changing every price (target < 2 s);
// - GET /api/integration/orders?limit=1000, page after page (target < 200 ms a page).
// Each request is timed end to end from this process; medians and the slowest are reported.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { prepareStaffOrdersDatabase } from './staff-orders.ts';

const ORDERS = 20_000;
const UPSERT_RUNS = 10;
const PORT = 3591;

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };
export type IntegrationBenchRow = { case: string; runs: number; medianMs: number; maxMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** From sending the request to the answer's last byte (the bench's own JSON parsing is left out). */
async function timed(work: () => Promise<Response>): Promise<{ ms: number; response: Response; body: unknown }> {
  const started = performance.now();
  const response = await work();
  const text = await response.text();
  const ms = performance.now() - started;
  return { ms, response, body: JSON.parse(text) as unknown };
}

/** The database `bench_integration` (made as bench/staff-orders.ts makes its own), and an API key made each run. */
async function prepare(adminUrl: string, products: number): Promise<{ env: { DATABASE_URL: string }; key: string; skus: string[] }> {
  const env = await prepareStaffOrdersDatabase(adminUrl, products, { database: 'bench_integration', orders: ORDERS });
  const key = `csk_${randomBytes(32).toString('base64url')}`;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`INSERT INTO api_keys (name, scopes, key_prefix, key_hash) VALUES ('bench', '{catalogue,orders}', $1, $2)`, [key.slice(0, 12), createHash('sha256').update(key).digest('hex')]);
    const { rows } = await client.query('SELECT sku FROM products ORDER BY id LIMIT 1000');
    return { env, key, skus: rows.map((row: { sku: string }) => row.sku) };
  } finally {
    await client.end();
  }
}

export async function benchIntegration(adminUrl: string, products: number, servers: Server): Promise<{ rows: IntegrationBenchRow[]; notes: string[] }> {
  const { env, key, skus } = await prepare(adminUrl, products);
  const server = await servers.start('src/server/main.ts', PORT, { ...env, INTEGRATION_RATE_LIMIT_PER_MINUTE: '100000' });
  const base = `http://127.0.0.1:${PORT}/api/integration`;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const rows: IntegrationBenchRow[] = [];
  try {
    const upserts: number[] = [];
    for (let run = 0; run <= UPSERT_RUNS; run++) {
      const body = JSON.stringify({ products: skus.map((sku, i) => ({ sku, price: 1000 + ((i + run) % 500), base_price: 2000, on_sale: run % 2 === 0, active: true, stock_on_hand: run * 10 + i })) });
      const { ms, response, body: answer } = await timed(() => fetch(`${base}/products`, { method: 'PUT', headers, body }));
      if (!response.ok) throw new Error(`upsert answered ${response.status}: ${JSON.stringify(answer)}`);
      if (run > 0) upserts.push(ms); // the first warms the process up
    }
    rows.push({ case: 'PUT /api/integration/products, 1,000 records, every one changed', runs: upserts.length, medianMs: round(median(upserts)), maxMs: round(Math.max(...upserts)) });

    const pages: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const query: string = after ? `?limit=1000&after=${after}` : '?limit=1000';
      const { ms, response, body } = await timed(() => fetch(`${base}/orders${query}`, { headers }));
      if (!response.ok) throw new Error(`feed answered ${response.status}`);
      const { data, next } = body as { data: unknown[]; next: string | null };
      if (data.length < 1000) break;
      pages.push(ms);
      after = next;
    }
    rows.push({ case: 'GET /api/integration/orders?limit=1000, successive full pages', runs: pages.length, medianMs: round(median(pages)), maxMs: round(Math.max(...pages)) });
  } finally {
    await server.stop();
  }
  return {
    rows,
    notes: [
      'integration targets: a 1,000-record product upsert < 2 s; the orders feed at 1,000 orders a page < 200 ms',
      `integration: ${products} products, ${ORDERS} placed orders; each request timed end to end over HTTP from the bench process`,
    ],
  };
}
