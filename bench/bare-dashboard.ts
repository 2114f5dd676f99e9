// The dashboard's yardstick (bench/dashboard.ts): bare Fastify with no staff session, CSRF, permission or
// JSON mapping, running the store's own dashboard SQL (its repository and service, with the same two
// counts of applications and address requests). ?at=<ISO instant> works the figures out as at that moment
// (the end of a month: its whole month of best sellers).
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client.ts';
import { createAddressRequestsRepo } from '../src/server/domains/addresses/address-requests.repo.ts';
import { createApplicationsRepo } from '../src/server/domains/applications/applications.repo.ts';
import { createDashboardRepo } from '../src/server/domains/dashboard/dashboard.repo.ts';
import { createDashboardService } from '../src/server/domains/dashboard/dashboard.service.ts';

const port = Number(process.env.PORT);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data', poolMax: 10, queueLimit: 10_000, queueTimeoutMs: 30_000 });
const applicationsRepo = createApplicationsRepo(database.db);
const addressRequestsRepo = createAddressRequestsRepo(database.db);
const pageOf = (query: { page: number; per_page: number }) => ({ limit: query.per_page, offset: (query.page - 1) * query.per_page });
const dashboardAt = (now: () => Date) =>
  createDashboardService({
    repo: createDashboardRepo(database.db),
    applications: { listPage: async (query) => applicationsRepo.findPage(query.status, pageOf(query)) },
    addressRequests: { listPage: async (query) => addressRequestsRepo.findPage(query.status, pageOf(query)) },
    now,
  });
const dashboard = dashboardAt(() => new Date());
const staff = { id: 0, email: 'bench@example.test', role: 'staff' } as const;

const app = Fastify({ logger: false });
app.get('/bare/dashboard', async (request) => {
  const { at } = request.query as { at?: string };
  return at ? dashboardAt(() => new Date(at)).overview(staff) : dashboard.overview(staff);
});
app.get('/bare/new-count', async () => ({ count: await dashboard.newOrderCount() }));
app.get('/bare/fixed', async () => ({ data: { count: 12 } }));
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
