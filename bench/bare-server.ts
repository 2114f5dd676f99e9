// The yardstick: a bare Fastify route running the same SQL as the store's listing and search,
// with no sessions, CSRF, validation or JSON mapping. Started by bench/run.ts.
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client.ts';
import { createCartRepo } from '../src/server/domains/cart/cart.repo.ts';
import { createCatalogueRepo } from '../src/server/domains/catalogue/catalogue.repo.ts';
import { createCatalogueService } from '../src/server/domains/catalogue/catalogue.service.ts';
import { createKeywordSearch } from '../src/server/domains/search/keyword-search.ts';
import { createPostgresEngine } from '../src/server/domains/search/postgres-engine.ts';
import { STORE_SYNONYMS } from '../src/server/domains/search/synonyms.ts';
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
const catalogue = createCatalogueService({ repo, search: createKeywordSearch({ engine: createPostgresEngine({ db: database.db, synonyms: STORE_SYNONYMS }), synonyms: STORE_SYNONYMS }) });
const guest = { user: null, account: null };

const app = Fastify({ logger: false });
// The bare routes skip sessions, CSRF, security headers and JSON mapping; the SQL is the store's own.
const categoryQuery = (parentId: string, page: string) =>
  productsQuerySchema.parse({ parent_id: parentId, page, per_page: '24', sort_field: 'title', sort_order: 'asc' });

const rowsOf = (listing: Awaited<ReturnType<typeof catalogue.listProducts>>) => ({
  data: listing.items.map((item) => item.product),
  total: listing.total,
});

app.get('/bare/category', async (request) => {
  const query = request.query as Record<string, string>;
  return rowsOf(await catalogue.listProducts(categoryQuery(query.parent_id ?? '0', query.page ?? '1'), guest));
});
// Issue #18's ceiling for keyword search and suggestions: the plainest full-text query there is.
const plainSearch = async (text: string, limit: number) =>
  (
    await database.pool.query(
      `SELECT id, sku, title, price_cents FROM products
       WHERE is_active AND search_vector @@ plainto_tsquery('english', $1) ORDER BY title LIMIT $2`,
      [text, limit],
    )
  ).rows;
app.get('/bare/search', async (request) => ({ data: await plainSearch((request.query as Record<string, string>).keyword ?? '', 24) }));
app.get('/bare/suggest', async (request) => ({ data: await plainSearch((request.query as Record<string, string>).q ?? '', 8) }));
// The least any 'add to cart' must do: the store's own upsert statement for one line, for the customer
// named in the body, with no session, purchase check or pricing. The yardstick for the cart benchmark.
const cartRepo = createCartRepo(database.db);
app.post('/bare/cart-add', async (request) => {
  const body = request.body as { account_id: number; user_id: number; product_id: number };
  const cart = await cartRepo.upsertLines({ accountId: body.account_id, userId: body.user_id }, [{ productId: body.product_id, variantId: 0, qty: 1 }]);
  return { lines: cart.lines.length };
});
// Issue #27's ceiling for contract prices: one SQL join of the page with the price rule (the lowest of
// the product's price and the account's entries from 1 unit), for the account named in the query.
const contractPrice = `LEFT JOIN LATERAL (
    SELECT min(e.price_cents) AS price FROM price_list_entries e
    WHERE e.sku = p.sku AND e.min_qty = 1 AND e.list_id IN (
      SELECT list_id FROM price_list_accounts WHERE account_id = $1
      UNION SELECT g.list_id FROM price_list_groups g JOIN customer_group_members m ON m.group_id = g.group_id WHERE m.account_id = $1)
  ) c ON true`;
app.get('/bare/contract-category', async (request) => {
  const query = request.query as Record<string, string>;
  const { rows } = await database.pool.query(
    `SELECT p.id, p.sku, p.title, LEAST(p.price_cents, c.price) AS price FROM products p ${contractPrice}
     WHERE p.is_active AND p.category_id IN (SELECT id FROM categories WHERE path = $2 OR path LIKE $2 || '/%')
     ORDER BY p.title, p.id LIMIT 24 OFFSET $3`,
    [Number(query.account_id), query.path ?? '', (Number(query.page ?? '1') - 1) * 24],
  );
  return { data: rows };
});
app.get('/bare/contract-search', async (request) => {
  const query = request.query as Record<string, string>;
  const { rows } = await database.pool.query(
    `SELECT p.id, p.sku, p.title, LEAST(p.price_cents, c.price) AS price FROM products p ${contractPrice}
     WHERE p.is_active AND p.search_vector @@ plainto_tsquery('english', $2) ORDER BY 4, p.id LIMIT 24`,
    [Number(query.account_id), query.keyword ?? ''],
  );
  return { data: rows };
});
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
