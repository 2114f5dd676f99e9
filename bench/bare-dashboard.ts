// The dashboard's yardstick (bench/dashboard.ts): bare Fastify with no staff session, CSRF, permission or
// JSON mapping, running the store's own dashboard SQL (its repository and service, with the same two
// counts of applications and address requests). ?at=<ISO instant> works the figures out as at that moment
// (the end of a month: its whole month of best sellers).
// /bare/search?q= is the header search's ceiling (issue #30 Part 5): the simplest SQL of the same lookups,
// one statement a kind, the three at once, on the pool: orders holding a word that begins with each word
// typed (the words' index), of a buyer whose e-mail or an account whose name holds the text, newest five
// and how many; accounts by number, name or a user's e-mail; products whose words begin with the words
// typed (the catalogue's own text index; the store asks its search engine for active ones).
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client.ts';
import { createAddressRequestsRepo } from '../src/server/domains/addresses/address-requests.repo.ts';
import { createApplicationsRepo } from '../src/server/domains/applications/applications.repo.ts';
import { createDashboardRepo } from '../src/server/domains/dashboard/dashboard.repo.ts';
import { createDashboardService } from '../src/server/domains/dashboard/dashboard.service.ts';
import { createReturnsRepo } from '../src/server/domains/returns/returns.repo.ts';
import { searchTerms } from '../src/server/domains/catalogue/search-query.ts';
import { typedOrderWords } from '../src/server/domains/orders/staff-order-words.ts';

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
    // Issue #30 Part 2: the returns waiting, by the returns domain's own count.
    returns: createReturnsRepo(database.db),
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
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
app.get('/bare/search', async (request) => {
  const { q = '', capped } = request.query as { q?: string; capped?: string };
  const text = q.trim();
  const contains = `%${escapeLike(text)}%`;
  const words = typedOrderWords(text).map((word) => `${escapeLike(word.toLowerCase())}%`);
  const byWords = words.map((_, index) => `SELECT order_id AS id, created_at FROM order_search_words WHERE word LIKE $${index + 2}`).join(' INTERSECT ');
  const terms = searchTerms(text).map((term) => `${term}:*`).join(' & ');
  // Words in very many orders (the store answered is_more): the newest five of all they are in, and a
  // count that stops at 101, reading placed orders and each one's words until it does.
  const everyWord = words.map((_, index) => `EXISTS (SELECT 1 FROM order_search_words w WHERE w.order_id = o.id AND w.word LIKE $${index + 2})`).join(' AND ');
  const walked = `o.order_number IS NOT NULL AND ((${everyWord}) OR o.user_id IN (SELECT id FROM users WHERE email ILIKE $1) OR o.account_id IN (SELECT id FROM accounts WHERE name ILIKE $1))`;
  const ordersQuery =
    capped === '1'
      ? database.pool.query(
          `WITH matched AS (${byWords ? `(${byWords}) UNION ` : ''}
             SELECT id, created_at FROM orders WHERE order_number IS NOT NULL AND user_id IN (SELECT id FROM users WHERE email ILIKE $1)
             UNION SELECT id, created_at FROM orders WHERE order_number IS NOT NULL AND account_id IN (SELECT id FROM accounts WHERE name ILIKE $1))
           SELECT o.id, o.order_number, a.name AS account_name, o.fulfilment_status, o.total_cents, o.created_at,
             (SELECT count(*) FROM (SELECT 1 FROM orders o WHERE ${walked} LIMIT 101) c) AS total
           FROM (SELECT id FROM matched ORDER BY created_at DESC, id DESC LIMIT 5) newest JOIN orders o ON o.id = newest.id JOIN accounts a ON a.id = o.account_id
           ORDER BY o.created_at DESC, o.id DESC`,
          [contains, ...words],
        )
      : null;
  const [orders, accounts, products] = await Promise.all([
    ordersQuery ??
    database.pool.query(
      `WITH matched AS (${byWords ? `(${byWords}) UNION ` : ''}
         SELECT id, created_at FROM orders WHERE order_number IS NOT NULL AND user_id IN (SELECT id FROM users WHERE email ILIKE $1)
         UNION SELECT id, created_at FROM orders WHERE order_number IS NOT NULL AND account_id IN (SELECT id FROM accounts WHERE name ILIKE $1)),
       newest AS (SELECT id, count(*) OVER () AS total FROM matched ORDER BY created_at DESC, id DESC LIMIT 5)
       SELECT o.id, o.order_number, a.name AS account_name, o.fulfilment_status, o.total_cents, o.created_at, newest.total
       FROM newest JOIN orders o ON o.id = newest.id JOIN accounts a ON a.id = o.account_id ORDER BY o.created_at DESC, o.id DESC`,
      [contains, ...words],
    ),
    database.pool.query(
      `SELECT a.id, a.account_number, a.name, count(*) OVER () AS total FROM accounts a
       WHERE a.account_number ILIKE $1 OR a.name ILIKE $1 OR EXISTS (SELECT 1 FROM account_users au JOIN users u ON u.id = au.user_id WHERE au.account_id = a.id AND u.email ILIKE $1)
       ORDER BY a.name, a.id LIMIT 5`,
      [contains],
    ),
    terms
      ? database.pool.query(
          `SELECT id, sku, title, is_active, count(*) OVER () AS total FROM products WHERE search_vector @@ to_tsquery('simple', $1)
           ORDER BY lower(sku) = lower($2) DESC, is_active DESC, title, id LIMIT 5`,
          [terms, text],
        )
      : { rows: [] },
  ]);
  const totalOf = (rows: { total?: string | number }[]) => Number(rows[0]?.total ?? 0);
  return {
    orders: { items: orders.rows, total: capped === '1' ? Math.min(100, totalOf(orders.rows)) : totalOf(orders.rows) },
    accounts: { items: accounts.rows, total: totalOf(accounts.rows) },
    products: { items: products.rows, total: totalOf(products.rows) },
  };
});
app.get('/bare/fixed', async () => ({ data: { count: 12 } }));
app.get('/healthz', async () => ({ status: 'ok' }));
app.addHook('onClose', async () => database.close());
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
