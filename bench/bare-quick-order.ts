// The quick-order yardstick (bench/quick-order.ts): bare Fastify, no session, CSRF, validation or
// mapping, running the simplest form of the match: one SQL lookup of the posted SKUs, case aside.
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

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.post('/bare/skus', async (request) => {
  const { skus } = request.body as { skus: string[] };
  const result = await database.pool.query(
    `SELECT p.id, p.sku, p.title, p.price_cents FROM unnest($1::text[]) AS q(code)
     JOIN (SELECT id, sku, title, price_cents FROM products UNION ALL
           SELECT c.product_id, c.sku, p.title, coalesce(c.price_cents, p.price_cents) FROM variant_cells c JOIN products p ON p.id = c.product_id) p
       ON lower(p.sku) = lower(q.code)`,
    [skus],
  );
  return { rows: result.rows.length, data: result.rows };
});
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
