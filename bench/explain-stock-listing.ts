// Issue #30 Part 3: the SQL of a category listing filtered to 'In stock' as the store runs it (captured from
// its own repo), EXPLAINed on PostgreSQL: `node bench/explain-stock-listing.ts <database url> <category id>`.
import { openDatabase } from '../src/server/db/client.ts';
import type { DbExecutor } from '../src/server/db/executor.ts';
import { createCatalogueRepo } from '../src/server/domains/catalogue/catalogue.repo.ts';
import { createCatalogueService } from '../src/server/domains/catalogue/catalogue.service.ts';
import { createKeywordSearch } from '../src/server/domains/search/keyword-search.ts';
import { createPostgresEngine } from '../src/server/domains/search/postgres-engine.ts';
import { STORE_SYNONYMS } from '../src/server/domains/search/synonyms.ts';
import { productsQuerySchema } from '../src/shared/schemas/catalogue.ts';
import type { SQL } from 'drizzle-orm';

const [databaseUrl, categoryId = '0'] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 2, queueLimit: 100, queueTimeoutMs: 30_000 });
const captured: { sql: string; params: unknown[] }[] = [];
const dialect = (database.db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }).dialect;
const capturing = new Proxy(database.db, {
  get(target, key, receiver) {
    if (key !== 'execute') return Reflect.get(target, key, receiver);
    return (query: SQL) => {
      captured.push(dialect.sqlToQuery(query));
      return target.execute(query);
    };
  },
}) as DbExecutor;
const engine = createPostgresEngine({ db: capturing, synonyms: STORE_SYNONYMS });
const catalogue = createCatalogueService({ repo: createCatalogueRepo(capturing), search: createKeywordSearch({ engine, synonyms: STORE_SYNONYMS }) });
const guest = { user: null, account: null };
const cases: [string, Record<string, string>][] = [
  ['category, title, page 3, in stock', { parent_id: categoryId, page: '3', per_page: '24', sort_field: 'title', sort_order: 'asc', in_stock: '1' }],
  ['category, default sort, in stock', { parent_id: categoryId, per_page: '24', in_stock: '1' }],
  ['whole shop, newest, in stock', { per_page: '24', sort_field: 'created_at', sort_order: 'desc', in_stock: '1' }],
  ['specials, newest, in stock', { per_page: '24', sort_field: 'created_at', sort_order: 'desc', on_sale: '1', in_stock: '1' }],
  ['search gloves, in stock', { keyword: 'nitrile gloves', per_page: '24', in_stock: '1' }],
];
for (const [label, query] of cases) {
  captured.length = 0;
  await catalogue.listProducts(productsQuerySchema.parse(query), guest);
  for (const statement of [...captured]) {
    if (!/stock_on_hand IS NULL/.test(statement.sql)) continue;
    const plan = await database.pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`, statement.params);
    console.log(`\n=== ${label}\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`);
  }
}
await database.close();
