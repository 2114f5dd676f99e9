// The fast-order yardstick (bench/fast-orders.ts): bare Fastify, no session, CSRF, validation, visibility
// or mapping, doing the simplest form of opening a list: one SQL select of its items joined to products.
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
app.get('/bare/fast-order/:id', async (request) => {
  const { id } = request.params as { id: string };
  const result = await database.pool.query(
    `SELECT i.id AS fast_order_item_id, i.qty, p.id, p.sku, p.title, p.slug, p.images, p.price_cents, p.category_id
     FROM fast_order_items i JOIN products p ON p.id = i.product_id WHERE i.list_id = $1 ORDER BY i.id`,
    [Number(id)],
  );
  return { rows: result.rows.length, data: result.rows };
});
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
