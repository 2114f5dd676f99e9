import pg from 'pg';
const key = process.argv[2];
const db = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/bench_pricing' });
await db.connect();
const skus = (await db.query('SELECT sku FROM products ORDER BY id LIMIT 20000')).rows.map((r) => r.sku);
await db.end();
for (let run = 0; run < 5; run++) {
  const body = JSON.stringify({ price_lists: [{ code: 'BL-IMPORT', name: 'Imported', active: true, entries: skus.map((sku, index) => ({ sku, min_qty: 1, price: 100 + ((index + run) % 900) })), account_numbers: ['BP0002'], group_codes: [] }] });
  const t = performance.now();
  const res = await fetch('http://127.0.0.1:3631/api/integration/price-lists', { method: 'PUT', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body });
  await res.arrayBuffer();
  console.log(res.status, (performance.now() - t).toFixed(0));
}
