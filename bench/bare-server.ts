// The yardstick: a bare Fastify route running the same SQL as the store's listing and search,
// with no sessions, CSRF, validation or JSON mapping. Started by bench/run.ts.
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client.ts';
import { createCartRepo } from '../src/server/domains/cart/cart.repo.ts';
import { createCatalogueRepo } from '../src/server/domains/catalogue/catalogue.repo.ts';
import { createCatalogueService } from '../src/server/domains/catalogue/catalogue.service.ts';
import { createPostgresEngine } from '../src/server/domains/catalogue/search/postgres-engine.ts';
import { STORE_SYNONYMS } from '../src/server/domains/catalogue/search/synonyms.ts';
import { productsQuerySchema } from '../src/shared/schemas/catalogue.ts';

const port = Number(process.env.PORT);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
  poolMax: 10,
  queueLimit: 10_000,
  queueTimeoutMs: 30_000,
});
const repo = createCatalogueRepo(database.db);
// The service resolves the same query plans the store uses; its SQL goes through the same repo.
const catalogue = createCatalogueService({ repo, search: { engine: createPostgresEngine({ db: database.db, synonyms: STORE_SYNONYMS }), synonyms: STORE_SYNONYMS } });
const guest = { user: null, account: null };

const app = Fastify({ logger: false });
// The bare routes skip sessions, CSRF, security headers and JSON mapping; the SQL is the store's own.
const categoryQuery = (parentId: string, page: string) =>
  productsQuerySchema.parse({ parent_id: parentId, page, per_page: '24', sort_field: 'title', sort_order: 'asc' });
const searchQuery = (keyword: string) => productsQuerySchema.parse({ keyword, per_page: '24' });

const rowsOf = (listing: Awaited<ReturnType<typeof catalogue.listProducts>>) => ({
  data: listing.items.map((item) => item.product),
  total: listing.total,
});

app.get('/bare/category', async (request) => {
  const query = request.query as Record<string, string>;
  return rowsOf(await catalogue.listProducts(categoryQuery(query.parent_id ?? '0', query.page ?? '1'), guest));
});
app.get('/bare/search', async (request) => {
  const query = request.query as Record<string, string>;
  return rowsOf(await catalogue.listProducts(searchQuery(query.keyword ?? ''), guest));
});
// The least any 'add to cart' must do: the store's own upsert statement for one line, for the customer
// named in the body, with no session, purchase check or pricing. The yardstick for the cart benchmark.
const cartRepo = createCartRepo(database.db);
app.post('/bare/cart-add', async (request) => {
  const body = request.body as { account_id: number; user_id: number; product_id: number };
  const cart = await cartRepo.upsertLines({ accountId: body.account_id, userId: body.user_id }, [{ productId: body.product_id, variantId: 0, qty: 1 }]);
  return { lines: cart.lines.length };
});
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
