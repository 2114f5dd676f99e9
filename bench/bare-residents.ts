// The Resident Tracker yardstick (bench/residents.ts): bare Fastify, no session, CSRF, validation,
// visibility, pricing or mapping, doing the simplest form of each read: one SQL select answered as the
// rows it found.
//   /bare/residents: every resident of the account with its lines, each line joined to its order time
//   and product (the rows GET /api/resident-orders reads), in name, order time and entry order.
//   /bare/usage: the account's lines summed per product, joined to the product and the stock on hand,
//   with the period's figures (usage, packets, to order, total) worked out per row: what GET
//   /api/resident-usage answers.
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client.ts';

const port = Number(process.env.PORT);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
  poolMax: 10,
  queueLimit: 10_000,
  queueTimeoutMs: 30_000,
});

const app = Fastify({ logger: false });
app.get('/bare/residents', async (request) => {
  const { account_id: accountId } = request.query as { account_id: string };
  const result = await database.pool.query(
    `SELECT r.id, r.name, r.room, r.location, l.id AS line_id, l.order_time_id AS time, t.title AS schedule, l.category_id, l.qty,
            p.id AS product_id, p.title, p.images->0->>'url' AS image, p.price_cents AS price, p.sku, p.slug, p.pack_size
     FROM residents r
     JOIN resident_lines l ON l.resident_id = r.id
     JOIN resident_order_times t ON t.id = l.order_time_id
     JOIN products p ON p.id = l.product_id
     WHERE r.account_id = $1
     ORDER BY lower(r.name), r.id, t.position, l.id`,
    [Number(accountId)],
  );
  return { rows: result.rows.length, data: result.rows };
});
app.get('/bare/usage', async (request) => {
  const { account_id: accountId, days } = request.query as { account_id: string; days: string };
  const period = Number(days);
  const result = await database.pool.query(
    `SELECT p.id, p.title, p.images->0->>'url' AS image, p.price_cents AS price, p.sku, p.slug, p.pack_size, u.qty_per_day, coalesce(s.on_hand, 0) AS on_hand
     FROM (SELECT l.product_id, sum(l.qty)::int AS qty_per_day FROM resident_lines l JOIN residents r ON r.id = l.resident_id
           WHERE r.account_id = $1 GROUP BY l.product_id) u
     JOIN products p ON p.id = u.product_id
     LEFT JOIN resident_stock s ON s.account_id = $1 AND s.product_id = u.product_id
     ORDER BY p.title, p.id`,
    [Number(accountId)],
  );
  const data = result.rows.map((row: { qty_per_day: number; pack_size: number | null; on_hand: number; price: number }) => {
    const usage = row.qty_per_day * period;
    const packets = Math.ceil(usage / Math.max(1, row.pack_size ?? 1));
    const toOrder = Math.max(0, packets - row.on_hand);
    return { ...row, usage, packets, to_order: toOrder, total: toOrder * row.price };
  });
  return { rows: data.length, data, total: data.reduce((sum, row) => sum + row.total, 0) };
});
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
