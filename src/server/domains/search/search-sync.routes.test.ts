// Issue #18: every process's index follows catalogue changes, and one that may have missed notices
// answers with PostgreSQL until it has rebuilt.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { listenForNotices, type NoticeHandlers } from '../../db/notices.ts';
import { apiAs, okBody } from '../../testing/api.ts';
import { useTestApp } from '../../testing/suite.ts';
import { buildSiblingApp } from '../../testing/test-app.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { barrierPayload, CATALOGUE_CHANGES_CHANNEL, parseCatalogueNotice } from '../catalogue/catalogue.service.ts';
import { createMemoryEngine } from './memory-engine.ts';
import { createPostgresEngine } from './postgres-engine.ts';
import { createSearchDocumentsRepo } from './search-documents.repo.ts';
import type { SearchEngine, SearchRequest } from './search-engine.ts';
import { STORE_SYNONYMS } from './synonyms.ts';

const quietLog = { error: () => {}, warn: () => {}, info: () => {} };
const everything = { kind: 'all' } as SearchRequest['visible'];
const requestFor = (keyword: string): SearchRequest => ({
  terms: keyword.split(' '),
  keyword,
  isAsTyped: false,
  visible: everything,
  filter: everything,
  onSaleOnly: false,
  sort: { key: 'relevance', direction: 'desc' },
  categoryOrder: [],
  limit: 24,
  offset: 0,
  withFacets: false,
});

describe('search indexes kept in step', () => {
  const testApp = useTestApp(async (built) => ({ fixture: await insertCatalogueFixture(built.database.db) }), { config: { searchEngine: 'memory' } });

  it('shows a change to a second store process on the same database', async () => {
    const sibling = await buildSiblingApp(testApp);
    try {
      await sibling.app.services.catalogueSearch.caughtUp();
      expect(sibling.app.services.catalogueSearch.indexSize()).toBeGreaterThan(0);
      await testApp.database.db.execute(sql`UPDATE products SET title = 'Vinyl Gloves Powder Free-100' WHERE sku = 'VIN-1'`);
      await sibling.app.services.catalogueSearch.caughtUp();
      const body = okBody<{ data: { sku: string }[] }>(await apiAs({ app: sibling.app }, null).get('/api/products?keyword=powder'));
      expect(body.data.map((product) => product.sku)).toEqual(['VIN-1']);
    } finally {
      await sibling.app.close();
    }
  });

  it('answers with PostgreSQL while it may have missed changes, and rebuilds when it hears again', async () => {
    const db = testApp.database.db;
    let handlers: NoticeHandlers | undefined;
    let isListening = false;
    const postgres = createPostgresEngine({ db, synonyms: STORE_SYNONYMS });
    let fallbackSearches = 0;
    const fallback: SearchEngine = {
      name: 'postgres',
      search: (request) => {
        fallbackSearches += 1;
        return postgres.search(request);
      },
    };
    const engine = createMemoryEngine({
      repo: createSearchDocumentsRepo(db),
      database: testApp.database,
      synonyms: STORE_SYNONYMS,
      fallback,
      log: quietLog,
      // A listener the test drives: it hears nothing of the database's own notices.
      listen: (given) => {
        handlers = given;
        return { isListening: () => isListening, stop: async () => {} };
      },
    });
    isListening = true;
    handlers?.onGap();
    await engine.built();
    expect(engine.size()).toBeGreaterThan(0);
    expect((await engine.search(requestFor('aprons'))).total).toBe(1);
    expect(fallbackSearches).toBe(0);

    // The connection drops; a change is made meanwhile, and its notice never arrives.
    isListening = false;
    handlers?.onGap();
    await db.execute(sql`UPDATE products SET title = 'Aprons Compostable White-200' WHERE sku = 'APR-1'`);
    expect(engine.size()).toBeNull();
    expect((await engine.search(requestFor('compostable'))).total).toBe(1);
    expect(fallbackSearches).toBe(1);

    // Back: the index is built again from the database, with the change it never heard of.
    isListening = true;
    handlers?.onGap();
    // (caughtUp's barrier would travel through the database's notices, which this listener does not hear.)
    while (engine.size() === null) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(engine.size()).toBeGreaterThan(0);
    expect((await engine.search(requestFor('compostable'))).total).toBe(1);
    expect(fallbackSearches).toBe(1);
    await db.execute(sql`UPDATE products SET title = 'Aprons On A Roll White-200' WHERE sku = 'APR-1'`);
    await engine.stop();
  });

  it('rebuilds on a notice it cannot read, rather than miss a change', async () => {
    const search = testApp.app.services.catalogueSearch;
    await search.caughtUp();
    await testApp.database.pool.query(`SELECT pg_notify('store_catalogue_changes', 'not json')`);
    await search.caughtUp();
    expect(search.indexSize()).toBeGreaterThan(0);
  });
  it('hears a statement that changes 1,200 products as notices of 500 ids, not as a rebuild (migration 0030)', async () => {
    const payloads: string[] = [];
    const listener = listenForNotices(testApp.database, CATALOGUE_CHANGES_CHANNEL, { onNotice: (payload) => payloads.push(payload), onGap: () => {} }, quietLog);
    try {
      while (!listener.isListening()) await new Promise((resolve) => setTimeout(resolve, 10));
      await testApp.database.db.execute(sql`
        INSERT INTO products (sku, slug, title, category_id, price_cents, base_price_cents)
        SELECT 'CHUNK-' || n, 'chunk-' || n, 'Chunk Wipes ' || n || '-1', ${testApp.fixture.categories.vinyl.id}, 100, 100
        FROM generate_series(1, 1200) AS n`);
      const token = randomUUID();
      await testApp.database.pool.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANGES_CHANNEL, barrierPayload(token)]);
      while (!payloads.includes(barrierPayload(token))) await new Promise((resolve) => setTimeout(resolve, 10));
      const notices = payloads.map(parseCatalogueNotice);
      expect(notices.map((notice) => notice.kind)).toEqual(['products', 'products', 'products', 'barrier']);
      const ids = notices.flatMap((notice) => (notice.kind === 'products' ? [notice.ids] : []));
      expect(ids.map((chunk) => chunk.length)).toEqual([500, 500, 200]);
      expect(new Set(ids.flat()).size).toBe(1200);
    } finally {
      await listener.stop();
    }
  });
});
