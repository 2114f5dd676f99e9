// The back office's product list (issue #19 Part 1) at 50,000 products, on PostgreSQL, at 4 connections
// (target p99 < 50 ms): the first page by title, a category with its subtree, a search through the
// store's search engine (active products, then inactive ones by title), and specials. Medians of rounds.
import { cli, measureGet, signedInStaff, summary, withClient, type StaffBenchRow } from './staff-orders.ts';

type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };

/** The database `bench_admin_products`: migrated, with the generated catalogue, made once. */
async function prepareDatabase(adminUrl: string, products: number): Promise<{ DATABASE_URL: string }> {
  await withClient(adminUrl, async (admin) => {
    if ((await admin.query("SELECT 1 FROM pg_database WHERE datname = 'bench_admin_products'")).rowCount === 0) await admin.query('CREATE DATABASE bench_admin_products');
  });
  const url = new URL(adminUrl);
  url.pathname = '/bench_admin_products';
  const env = { DATABASE_URL: url.toString() };
  cli(env, 'db:migrate');
  const count = await withClient(env.DATABASE_URL, async (client) => (await client.query('SELECT count(*)::int AS n FROM products')).rows[0] as { n: number });
  if (count.n < products) cli(env, 'catalogue:generate', '--products', String(products));
  return env;
}

export async function benchAdminProducts(adminUrl: string, products: number, servers: Server, roundSeconds: number): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const env = await prepareDatabase(adminUrl, products);
  const port = 3421;
  const store = await servers.start('src/server/main.ts', port, { ...env, ADMIN_IDLE_MINUTES: '120' });
  const rows: StaffBenchRow[] = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    const staff = await signedInStaff(base, env);
    const tree = (await (await fetch(`${base}/admin/api/categories`, { headers: { cookie: staff.cookie } })).json()) as { data: { id: number }[] };
    const categoryId = tree.data[0]?.id ?? 0;
    const cases = [
      ['the first page, by title', ''],
      ['a top-level category and its subtree, active', `?category_id=${categoryId}&active=1`],
      ["search 'nitrile gloves' (engine, then inactive by title)", '?q=nitrile%20gloves'],
      ['on special, page 3', '?on_sale=1&page=3'],
    ] as const;
    for (const [label, query] of cases) {
      const url = `${base}/admin/api/products${query}`;
      const check = (await (await fetch(url, { headers: { cookie: staff.cookie } })).json()) as { meta?: { total: number } };
      if (!check.meta) throw new Error(`the product list answered ${JSON.stringify(check)}`);
      await measureGet(url, 4, 2);
      const runs = [];
      for (let round = 0; round < 3; round++) runs.push(await measureGet(url, 4, roundSeconds, staff.cookie));
      rows.push(summary(`GET /admin/api/products${query}: ${label} (${check.meta.total} match)`, 4, runs));
    }
    return { rows, notes: ['target: GET /admin/api/products p99 < 50 ms at 4 connections (50,000 products)'] };
  } finally {
    await store.stop();
  }
}
