// The back office's yardstick (bench/staff-orders.ts): bare Fastify with no staff session, CSRF,
// validation, permission or JSON mapping. The order list runs the store's own list SQL (its repository),
// with the filters and sort bench/delivery.ts asks for too (issue #29: delivery day, zone);
// a status change is its simplest form: one UPDATE of the order's fulfilment status.
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client.ts';
import { createStaffOrdersRepo } from '../src/server/domains/orders/staff-orders.repo.ts';
import type { FulfilmentStatus } from '../src/shared/schemas/orders.ts';
import type { StaffOrderSort } from '../src/shared/schemas/staff-orders.ts';

const port = Number(process.env.PORT);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data', poolMax: 10, queueLimit: 10_000, queueTimeoutMs: 30_000 });
const repo = createStaffOrdersRepo(database.db);

const app = Fastify({ logger: false });
app.get('/bare/orders', async (request) => {
  const query = request.query as { status?: FulfilmentStatus; date_from?: string; delivery_date?: string; zone?: string; sort?: StaffOrderSort };
  const filter = { status: query.status, dateFrom: query.date_from, deliveryDate: query.delivery_date, zone: query.zone };
  const { rows, total } = await repo.listStaffOrders(filter, { sort: query.sort ?? '-created_at', limit: 25, offset: 0 });
  return { data: rows, total };
});
app.post('/bare/orders/:id/status', async (request) => {
  const { id } = request.params as { id: string };
  const result = await database.pool.query("UPDATE orders SET fulfilment_status = 'processing' WHERE id = $1 AND fulfilment_status = 'new'", [Number(id)]);
  return { changed: result.rowCount };
});
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
