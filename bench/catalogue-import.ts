// The catalogue CSV in the back office (issue #19), on PostgreSQL with the 50,000-product catalogue, in a
// database of its own (`bench_catalogue_import`, a copy of store_bench):
// - checking a 3,000-row file (POST /admin/api/catalogue/import; target < 2 s) and applying it (target < 5 s);
// - the storefront's category API (GET /api/products?parent_id=…, 10 connections): its p99 on a quiet store
//   against its p99 while 3,000-row files are applied one after another (target ≤ 1.5×), rounds alternating.
import type { RoundFigures } from './medians.ts';
import { cli, measureGet, signedInStaff, summary, withClient, type StaffBenchRow } from './staff-orders.ts';

const ROWS = 3000;
const ROUNDS = 3;
type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };

/** bench_catalogue_import: store_bench's catalogue, with this branch's migrations (store_bench itself is shared). */
async function prepareDatabase(adminUrl: string): Promise<{ DATABASE_URL: string }> {
  await withClient(adminUrl, async (admin) => {
    if ((await admin.query("SELECT 1 FROM pg_database WHERE datname = 'bench_catalogue_import'")).rowCount === 0) {
      await admin.query('CREATE DATABASE bench_catalogue_import TEMPLATE store_bench');
    }
  });
  const url = new URL(adminUrl);
  url.pathname = '/bench_catalogue_import';
  const env = { DATABASE_URL: url.toString() };
  cli(env, 'db:migrate');
  return env;
}

/** A CSV of 3,000 existing products (every tenth, the import's own columns) with their prices moved by `cents`. */
async function priceFile(databaseUrl: string, cents: number): Promise<string> {
  const rows = await withClient(databaseUrl, async (client) => {
    const { rows: found } = await client.query(
      `SELECT p.sku, p.title, c.path, p.price_cents FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.is_active AND p.price_range_from_cents IS NULL AND p.id % 10 = 0 ORDER BY p.id LIMIT ${ROWS}`,
    );
    return found as { sku: string; title: string; path: string; price_cents: number }[];
  });
  const dollars = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  return ['sku,title,category_path,price,base_price', ...rows.map((row) => `${row.sku},${quote(row.title)},${row.path},${dollars(row.price_cents + cents)},${dollars(row.price_cents + 500)}`)].join('\n');
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

export async function benchCatalogueImport(adminUrl: string, servers: Server, roundSeconds: number): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const env = await prepareDatabase(adminUrl);
  const port = 3421;
  const store = await servers.start('src/server/main.ts', port, { ...env, ADMIN_IDLE_MINUTES: '120' });
  const base = `http://127.0.0.1:${port}`;
  const rows: StaffBenchRow[] = [];
  const notes: string[] = [];
  try {
    const staff = await signedInStaff(base, env);
    let variant = 0;
    const check = async () => {
      variant += 1;
      const form = new FormData();
      form.append('file', new Blob([await priceFile(env.DATABASE_URL, variant % 90)], { type: 'text/csv' }), 'prices.csv');
      const { value: response, ms } = await timed(() => fetch(`${base}/admin/api/catalogue/import`, { method: 'POST', body: form, headers: { cookie: staff.cookie, 'x-xsrf-token': staff.csrf } }));
      const answer = (await response.json()) as { token?: string; valid?: number; invalid?: number };
      if (!answer.token || answer.invalid !== 0 || answer.valid !== ROWS) throw new Error(`the check answered ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      return { token: answer.token, ms };
    };
    const apply = async (token: string) => {
      const { value: response, ms } = await timed(() =>
        fetch(`${base}/admin/api/catalogue/import/${token}/apply`, { method: 'POST', body: '{}', headers: { cookie: staff.cookie, 'x-xsrf-token': staff.csrf, 'content-type': 'application/json' } }),
      );
      if (!response.ok) throw new Error(`apply answered ${response.status} ${await response.text()}`);
      return ms;
    };

    const checks: number[] = [];
    const applies: number[] = [];
    for (let index = 0; index < 3; index++) {
      const checked = await check();
      checks.push(checked.ms);
      applies.push(await apply(checked.token));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    notes.push(`catalogue import of ${ROWS} rows: check ${checks.join(', ')} ms (median ${median(checks)}; target < 2,000), apply ${applies.join(', ')} ms (median ${median(applies)}; target < 5,000)`);

    const tree = (await (await fetch(`${base}/api/categories`)).json()) as { data: { id: number }[] };
    const category = `${base}/api/products?parent_id=${tree.data[0]?.id ?? 0}&per_page=24&sort_field=title&sort_order=asc&page=3`;
    await measureGet(category, 10, 3);
    const quiet: RoundFigures[] = [];
    const busy: RoundFigures[] = [];
    let appliedMeanwhile = 0;
    for (let round = 0; round < ROUNDS; round++) {
      quiet.push(await measureGet(category, 10, roundSeconds));
      // Files checked beforehand: during the round, only applies run beside the storefront's requests.
      const tokens: string[] = [];
      for (let index = 0; index < 4; index++) tokens.push((await check()).token);
      const load = measureGet(category, 10, roundSeconds);
      const deadline = Date.now() + roundSeconds * 1000;
      while (Date.now() < deadline && tokens.length > 0) {
        await apply(tokens.shift() as string);
        appliedMeanwhile += 1;
      }
      busy.push(await load);
    }
    const quietRow = summary('GET /api/products category, quiet', 10, quiet);
    const busyRow = summary(`GET /api/products category, while ${ROWS}-row imports apply`, 10, busy);
    rows.push(quietRow, busyRow);
    notes.push(
      `category API p99 ${quietRow.p99} ms quiet, ${busyRow.p99} ms while ${appliedMeanwhile} imports of ${ROWS} rows applied in ${ROUNDS} rounds of ${roundSeconds} s: ${(busyRow.p99 / Math.max(1, quietRow.p99)).toFixed(2)}× (target ≤ 1.5×)`,
    );
    return { rows, notes };
  } finally {
    await store.stop();
  }
}
