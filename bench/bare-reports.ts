// The reports' yardstick (bench/reports.ts): bare Fastify with no staff session, CSRF, permission, input
// schema or JSON mapping, running the store's own report SQL (its repository and service) for the query
// as given: /bare/reports/sales?group_by=&date_from=&date_to= and /bare/reports/gst?date_from=&date_to=.
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client.ts';
import type { SalesReportGroup } from '../src/shared/schemas/reports.ts';
import { createReportsRepo } from '../src/server/domains/reports/reports.repo.ts';
import { createReportsService } from '../src/server/domains/reports/reports.service.ts';

const port = Number(process.env.PORT);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data', poolMax: 10, queueLimit: 10_000, queueTimeoutMs: 30_000 });
const reports = createReportsService({ repo: createReportsRepo(database.db) });

type Query = { group_by?: SalesReportGroup; date_from?: string; date_to?: string };

const app = Fastify({ logger: false });
app.get('/bare/reports/sales', async (request) => {
  const query = request.query as Query;
  return reports.salesReport({ ...query, group_by: query.group_by ?? 'day' });
});
app.get('/bare/reports/gst', async (request) => reports.gstReport(request.query as Query));
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
