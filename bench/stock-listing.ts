// Issue #30 Part 3: a category listing filtered to 'In stock' beside the same listing unfiltered, at 10
// connections, on a 50,000-product catalogue where a fifth is untracked, a tenth out and a tenth low, with
// each search engine (memory: totals from the index; postgres: totals counted in SQL, by the partial index
// of migration 0062). Its own database, bench_stock_listing, copied from store_bench (so its stock is its own).
import { alternate, cli, measureGet, summary, withClient, type StaffBenchRow } from './staff-orders.ts';

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };

const DATABASE = 'bench_stock_listing';

async function prepareDatabase(adminUrl: string, products: number): Promise<{ DATABASE_URL: string }> {
  await withClient(adminUrl, async (admin) => {
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount !== 0) return;
    const hasTemplate = (await admin.query("SELECT 1 FROM pg_database WHERE datname = 'store_bench'")).rowCount !== 0;
    await admin.query(`CREATE DATABASE ${DATABASE}${hasTemplate ? ' TEMPLATE store_bench' : ''}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  const env = { DATABASE_URL: url.toString() };
  cli(env, 'db:migrate');
  await withClient(env.DATABASE_URL, async (client) => {
    const count = (await client.query('SELECT count(*)::int AS n FROM products')).rows[0] as { n: number };
    if (count.n < products) cli(env, 'catalogue:generate', '--products', String(products));
    await client.query(`UPDATE products SET stock_on_hand = CASE WHEN id % 5 = 0 THEN NULL WHEN id % 10 = 1 THEN 0 WHEN id % 10 = 2 THEN 3 ELSE 50 + id % 200 END`);
    await client.query('VACUUM ANALYZE products');
  });
  return env;
}

async function largestTopCategory(base: string): Promise<number> {
  const tree = (await (await fetch(`${base}/api/categories`)).json()) as { data: { id: number }[] };
  let best = { id: 0, total: -1 };
  for (const { id } of tree.data) {
    const page = (await (await fetch(`${base}/api/products?parent_id=${id}&per_page=1`)).json()) as { meta: { total: number } };
    if (page.meta.total > best.total) best = { id, total: page.meta.total };
  }
  return best.id;
}

export async function benchStockListing(adminUrl: string, products: number, servers: Server, roundSeconds: number): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const env = await prepareDatabase(adminUrl, products);
  const rows: StaffBenchRow[] = [];
  const notes: string[] = [];
  for (const engine of ['memory', 'postgres'] as const) {
    const port = 3431;
    const store = await servers.start('src/server/main.ts', port, { ...env, SEARCH_ENGINE: engine });
    try {
      const base = `http://127.0.0.1:${port}`;
      const category = await largestTopCategory(base);
      const plain = `${base}/api/products?parent_id=${category}&per_page=24&sort_field=title&sort_order=asc&page=3`;
      const filtered = `${plain}&in_stock=1`;
      const totals = await Promise.all([plain, filtered].map(async (url) => ((await (await fetch(url)).json()) as { meta: { total: number } }).meta.total));
      await measureGet(plain, 10, 2);
      await measureGet(filtered, 10, 2);
      const [plainRuns, filteredRuns] = await alternate(3, () => measureGet(plain, 10, roundSeconds), () => measureGet(filtered, 10, roundSeconds));
      const unfiltered = summary(`${engine} engine: GET /api/products category, title, page 3 (${totals[0]} products)`, 10, plainRuns);
      const inStock = summary(`${engine} engine: the same with in_stock=1 (${totals[1]} in stock)`, 10, filteredRuns);
      rows.push(unfiltered, inStock);
      notes.push(`${engine} engine: the In stock listing at ${Math.round((inStock.rps / unfiltered.rps) * 100)}% of the unfiltered listing's req/s (p99 ${inStock.p99} ms against ${unfiltered.p99} ms)`);
    } finally {
      await store.stop();
    }
  }
  return { rows, notes };
}
