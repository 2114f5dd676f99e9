// The spelling vocabulary (search_words) follows the catalogue: each write that can change active titles
// (the back office's products and CSV import, the ERP's upserts) queues one rebuild in its transaction,
// and the rebuild makes a new title word a correction and drops a word only withdrawn products had.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAsNewGuest, apiAs, okBody, type ApiClient } from '../../testing/api.ts';
import { multipartBody } from '../../testing/pictures.fixtures.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import { newErp } from '../integration/integration.fixtures.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { searchWordsRebuildQueue } from './search.queues.ts';
import { SEARCH_WORDS_REBUILD_DELAY_SECONDS } from './search-words.ts';

describe('the spelling vocabulary after catalogue writes', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false, config: { searchEngine: 'postgres' } });
  const fixture = later(() => testApp.fixture);

  /** The rebuild jobs waiting, each with how many seconds it waits from now. */
  const waitingJobs = async () =>
    (
      await testApp.database.pool.query(
        `SELECT extract(epoch FROM start_after - now())::float AS wait FROM pgboss.job WHERE name = $1 AND state = 'created'`,
        [searchWordsRebuildQueue.name],
      )
    ).rows as { wait: number }[];
  const runRebuild = () => testApp.app.jobs.runDue(searchWordsRebuildQueue, { includeDeferred: true });
  const hasWord = async (word: string) => (await testApp.database.pool.query('SELECT 1 FROM search_words WHERE word = $1', [word])).rowCount === 1;
  const search = async (keyword: string) =>
    okBody<{ data: { sku: string }[]; meta: { corrected_keyword?: string | null } }>(await (await apiAsNewGuest(testApp)).get(`/api/products?keyword=${keyword}`));
  const staff = async (): Promise<ApiClient> => apiAs(testApp, await signedInStaff(testApp, 'staff'));
  const versionOf = async (client: ApiClient, id: number): Promise<number> => (await client.get(`/admin/api/products/${id}`)).body.data.version;

  beforeEach(async () => {
    await testApp.database.pool.query('DELETE FROM pgboss.job WHERE name = $1', [searchWordsRebuildQueue.name]);
  });

  it('the job makes a new title’s word a correction and drops a word that only a withdrawn product has', async () => {
    await testApp.database.db.execute(sql`
      INSERT INTO products (sku, slug, title, category_id, price_cents, base_price_cents)
      VALUES ('QXS-1', 'quixotic-sponges-qxs-1', 'Quixotic Sponges-10', ${fixture.categories.vinyl.id}, 100, 100)`);
    await testApp.database.db.execute(sql`UPDATE products SET is_active = FALSE WHERE sku = 'APR-1'`);
    expect(await search('quixotci')).toMatchObject({ data: [], meta: { total: 0 } });
    expect(await hasWord('aprons')).toBe(true);

    await testApp.database.db.transaction((tx) => testApp.app.services.searchWords.queueRebuild(tx));
    expect(await runRebuild()).toBe(1);

    const corrected = await search('quixotci');
    expect(corrected.data.map((product) => product.sku)).toEqual(['QXS-1']);
    expect(corrected.meta.corrected_keyword).toBe('quixotic');
    expect(await hasWord('aprons')).toBe(false);
    expect(await hasWord('gloves')).toBe(true);
  });

  it('a rebuild that starts while a writer’s transaction is open waits for it, so a send absorbed by its job is not lost', async () => {
    const { searchWords } = testApp.app.services;
    let rebuilt: Promise<void> | undefined;
    await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET title = 'Day Pad Yarrow-28' WHERE sku = 'DPD-1'`);
      await searchWords.queueRebuild(tx);
      rebuilt = searchWords.rebuild();
      // Time for the rebuild to reach the database before this write commits (on PostgreSQL it runs beside it).
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await rebuilt;
    expect(await hasWord('yarrow')).toBe(true);
  });

  it('queues one rebuild, a few seconds ahead, for a burst of back-office saves; none for a price change', async () => {
    const client = await staff();
    const { id } = fixture.products.dayPad!;
    const priced = await client.request('PATCH', `/admin/api/products/${id}`, { version: await versionOf(client, id), price: 2399 });
    expect(priced.status, priced.text).toBe(200);
    expect(await waitingJobs()).toEqual([]);

    for (const title of ['Day Pad Zircon-28', 'Day Pad Zirconia-28']) {
      const saved = await client.request('PATCH', `/admin/api/products/${id}`, { version: await versionOf(client, id), title });
      expect(saved.status, saved.text).toBe(200);
    }
    const jobs = await waitingJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.wait).toBeGreaterThan(SEARCH_WORDS_REBUILD_DELAY_SECONDS - 2);

    expect(await runRebuild()).toBe(1);
    expect(await hasWord('zirconia')).toBe(true);
    expect(await hasWord('zircon')).toBe(false);
  });

  it('queues a rebuild when the back office adds an active product or withdraws one, and none for a refused save', async () => {
    const client = await staff();
    const created = await client.post('/admin/api/products', { title: 'Xylitol Mints-50', sku: 'XYM-1', price: 300, category_id: fixture.categories.vinyl.id });
    expect(created.status, created.text).toBe(201);
    expect(await waitingJobs()).toHaveLength(1);
    await runRebuild();
    expect(await hasWord('xylitol')).toBe(true);

    const stale = await client.request('PATCH', `/admin/api/products/${created.body.data.id}`, { version: created.body.data.version + 1, active: false });
    expect(stale.status).toBe(409);
    expect(await waitingJobs()).toEqual([]);

    const withdrawn = await client.request('PATCH', `/admin/api/products/${created.body.data.id}`, { version: created.body.data.version, active: false });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(await waitingJobs()).toHaveLength(1);
    await runRebuild();
    expect(await hasWord('xylitol')).toBe(false);
  });

  it('queues a rebuild when the ERP withdraws or brings back a product, and none for prices alone', async () => {
    const erp = await newErp(testApp);
    const vinyl = { sku: 'VIN-1', price: 599, base_price: 599, on_sale: false, stock_on_hand: 5 };
    expect(okBody(await erp.put('/api/integration/products', { products: [{ ...vinyl, active: true }] })).data).toMatchObject({ updated: 1 });
    expect(await waitingJobs()).toEqual([]);

    expect(okBody(await erp.put('/api/integration/products', { products: [{ ...vinyl, active: false }] })).data).toMatchObject({ updated: 1 });
    expect(await waitingJobs()).toHaveLength(1);
    await runRebuild();
    expect(await hasWord('vinyl')).toBe(false);

    await erp.put('/api/integration/products', { products: [{ ...vinyl, active: true }] });
    await runRebuild();
    expect(await hasWord('vinyl')).toBe(true);
  });

  it('queues a rebuild when a checked CSV is applied, not when it is only checked', async () => {
    const client = await staff();
    const csv = ['sku,title,category_path,price,base_price,on_sale', `CSV-1,Wombat Bibs-20,${fixture.categories.vinyl.path},4.50,,false`].join('\n');
    const { payload, headers } = multipartBody({ name: 'bibs.csv', contentType: 'text/csv', bytes: Buffer.from(csv) });
    const checked = await client.post('/admin/api/catalogue/import', payload, { headers });
    expect(checked.body).toMatchObject({ valid: 1, invalid: 0 });
    expect(await waitingJobs()).toEqual([]);

    const applied = await client.post(`/admin/api/catalogue/import/${checked.body.token}/apply`, {});
    expect(applied.status, applied.text).toBe(200);
    expect(await waitingJobs()).toHaveLength(1);
    await runRebuild();
    expect(await hasWord('wombat')).toBe(true);
  });
});
