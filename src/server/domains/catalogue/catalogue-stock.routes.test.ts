// Issue #30 Part 3, what buyers see: the stock fields of every answer carrying a product, per viewer and
// setting, and the 'In stock' filter of listings, search and specials, on both search engines.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productDetailJsonSchema, productsResponseSchema, type ProductJson, type ProductsResponse } from '../../../shared/schemas/catalogue.ts';
import { suggestResponseSchema } from '../../../shared/schemas/search.ts';
import type { AppConfig } from '../../config.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount, type TestSession } from '../../testing/factories.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { insertCatalogueFixture, type CatalogueFixture } from './catalogue.fixtures.ts';

const PRICE_KEYS = ['price', 'base_price', 'price_range_from', 'price_range_to', 'price_source', 'price_breaks'];
const STOCK_KEYS = ['stock_status', 'stock_on_hand', 'back_in_stock_on', 'stock_policy'];

/**
 * The fixture's stock: NIT-1 in (40), NIT-2 low (5, the default threshold 10), APR-1 in by its own threshold
 * (3 > 2), VIN-1 out and 'stop' with a day more comes, DPD-1 owed on back orders (-2), NIT-3 and TFD-1 untracked.
 */
async function setStock(testApp: TestApp) {
  await testApp.database.db.execute(sql`
    UPDATE products p SET stock_on_hand = s.stock, low_stock_threshold = s.threshold, stock_policy = s.policy, back_in_stock_on = s.back_on::date
    FROM (VALUES ('NIT-1', 40, NULL::int, 'allow_backorder', NULL),
                 ('NIT-2', 5, NULL, 'allow_backorder', NULL),
                 ('APR-1', 3, 2, 'allow_backorder', NULL),
                 ('VIN-1', 0, NULL, 'stop', '2026-12-14'),
                 ('DPD-1', -2, NULL, 'allow_backorder', '2026-12-20')) AS s(sku, stock, threshold, policy, back_on)
    WHERE p.sku = s.sku`);
  await testApp.app.services.catalogueSearch.caughtUp();
}

function useStockApp(config: Partial<AppConfig>) {
  return useTestApp(
    async (built) => {
      const fixture: CatalogueFixture = await insertCatalogueFixture(built.database.db);
      await setStock(built);
      return { fixture, buyer: await signedInAccount(built, { accountNumber: '100300' }) };
    },
    { config },
  );
}

const bySku = (body: { data: ProductJson[] }) => new Map(body.data.map((product) => [product.sku, product]));
const skus = (body: { data: { sku: string }[] }) => body.data.map((product) => product.sku).sort();
const stockOf = (product: ProductJson | undefined) =>
  Object.fromEntries(Object.entries(product ?? {}).filter(([key]) => STOCK_KEYS.includes(key)));

describe.each(['memory', 'postgres'] as const)('stock buyers see (%s engine)', (engine) => {
  const testApp = useStockApp({ searchEngine: engine, stock: { lowThreshold: 10, display: 'status', shownToGuests: false } });
  const fixture = later(() => testApp.fixture);
  const buyer = later(() => testApp.buyer);
  const list = async (query: string, session: TestSession | null = null): Promise<ProductsResponse> =>
    productsResponseSchema.parse(okBody(await apiAs(testApp, session).get(`/api/products?${query}`)));

  it('gives a buyer each product’s status; the day and policy only when out; nothing for an untracked product', async () => {
    const products = bySku(await list('per_page=100', buyer));
    expect(stockOf(products.get('NIT-1'))).toEqual({ stock_status: 'in_stock' });
    expect(stockOf(products.get('NIT-2'))).toEqual({ stock_status: 'low_stock' });
    expect(stockOf(products.get('APR-1'))).toEqual({ stock_status: 'in_stock' });
    expect(stockOf(products.get('VIN-1'))).toEqual({ stock_status: 'out_of_stock', back_in_stock_on: '2026-12-14', stock_policy: 'stop' });
    expect(stockOf(products.get('DPD-1'))).toEqual({ stock_status: 'out_of_stock', back_in_stock_on: '2026-12-20', stock_policy: 'allow_backorder' });
    expect(stockOf(products.get('NIT-3'))).toEqual({});
    expect(products.get('NIT-1')).toHaveProperty('price', 1299);
  });

  it('gives a guest neither stock nor prices when the store keeps stock from guests', async () => {
    const body = await list('per_page=100');
    expect(body.data).toHaveLength(7);
    for (const product of body.data) for (const key of [...STOCK_KEYS, ...PRICE_KEYS]) expect(product).not.toHaveProperty(key);
    const page = okBody(await apiAs(testApp, null).get(`/api/products/${fixture.products.vinyl?.slug}`));
    for (const key of [...STOCK_KEYS, ...PRICE_KEYS]) expect(page.data).not.toHaveProperty(key);
  });

  it('tells the stock on the product page, in search results, in specials and in suggestions', async () => {
    const page = productDetailJsonSchema.parse(okBody(await apiAs(testApp, buyer).get(`/api/products/${fixture.products.vinyl?.slug}`)).data);
    expect(stockOf(page)).toEqual({ stock_status: 'out_of_stock', back_in_stock_on: '2026-12-14', stock_policy: 'stop' });
    expect(stockOf(bySku(await list('keyword=gloves', buyer)).get('NIT-2'))).toEqual({ stock_status: 'low_stock' });
    expect(stockOf(bySku(await list('on_sale=1&sort_field=created_at&sort_order=desc', buyer)).get('NIT-1'))).toEqual({ stock_status: 'in_stock' });
    const suggested = suggestResponseSchema.parse(okBody(await apiAs(testApp, buyer).get('/api/search/suggest?q=vinyl'))).data.products;
    expect(suggested).toEqual([expect.objectContaining({ sku: 'VIN-1', stock_status: 'out_of_stock' })]);
    const asGuest = suggestResponseSchema.parse(okBody(await apiAs(testApp, null).get('/api/search/suggest?q=vinyl'))).data.products;
    expect(asGuest[0]).not.toHaveProperty('stock_status');
    expect(asGuest[0]).not.toHaveProperty('price');
  });

  describe('the In stock filter', () => {
    it('lists low stock and untracked products with those in stock, and counts them so, in every sort', async () => {
      const inStock = ['APR-1', 'NIT-1', 'NIT-2', 'NIT-3', 'TFD-1'];
      for (const sort of ['', '&sort_field=title', '&sort_field=created_at&sort_order=desc', '&sort_field=category']) {
        const body = await list(`in_stock=1&per_page=100${sort}`, buyer);
        expect(skus(body), sort).toEqual(inStock);
        expect(body.meta.total, sort).toBe(5);
      }
      const gloves = await list(`parent_id=${fixture.categories.gloves.id}&in_stock=1&per_page=2`, buyer);
      expect(gloves.meta.total).toBe(4);
      expect(gloves.links.next).toContain('in_stock=1');
      const twoCategories = await list(`category_id[]=${fixture.categories.vinyl.id}&category_id[]=${fixture.categories.nitrile.id}&in_stock=1&sort_field=title`, buyer);
      expect(skus(twoCategories)).toEqual(['NIT-1', 'NIT-2', 'NIT-3']);
      expect((await list('in_stock=0&per_page=100', buyer)).meta.total).toBe(7);
    });

    it('filters search results and their facets, and specials', async () => {
      const all = await list('keyword=gloves', buyer);
      expect(all.meta.total).toBe(4);
      const found = await list('keyword=gloves&in_stock=1', buyer);
      expect(skus(found)).toEqual(['NIT-1', 'NIT-2', 'NIT-3']);
      expect(found.meta.total).toBe(3);
      expect(found.meta.facets?.categories).toEqual([expect.objectContaining({ id: fixture.categories.nitrile.id, count: 3 })]);
      expect(skus(await list('on_sale=1&in_stock=1', buyer))).toEqual(['NIT-1']);
    });

    it('follows the stock as it changes: the last unit sold leaves the filtered listing', async () => {
      await testApp.database.db.execute(sql`UPDATE products SET stock_on_hand = 0 WHERE sku = 'NIT-2'`);
      await testApp.app.services.catalogueSearch.caughtUp();
      expect(skus(await list('keyword=gloves&in_stock=1', buyer))).toEqual(['NIT-1', 'NIT-3']);
      expect((await list('in_stock=1', buyer)).meta.total).toBe(4);
      await testApp.database.db.execute(sql`UPDATE products SET stock_on_hand = 5 WHERE sku = 'NIT-2'`);
      await testApp.app.services.catalogueSearch.caughtUp();
      expect((await list('in_stock=1', buyer)).meta.total).toBe(5);
    });

    it('refuses a filter other than 1 or 0 with a 422 naming it', async () => {
      for (const value of ['2', 'yes', '%00', 'x'.repeat(10_000)]) {
        expectInvalid(await apiAs(testApp, null).get(`/api/products?in_stock=${value}`), 'in_stock', /1 or 0/);
      }
    });
  });
});

describe('stock shown to guests, as counts (STOCK_SHOWN_TO_GUESTS, STOCK_DISPLAY=count)', () => {
  const testApp = useStockApp({ stock: { lowThreshold: 10, display: 'count', shownToGuests: true } });
  const buyer = later(() => testApp.buyer);
  const list = async (session: TestSession | null) =>
    bySku(productsResponseSchema.parse(okBody(await apiAs(testApp, session).get('/api/products?per_page=100'))));

  it('tells a guest the status and the count, never a price', async () => {
    const products = await list(null);
    expect(stockOf(products.get('NIT-1'))).toEqual({ stock_status: 'in_stock', stock_on_hand: 40 });
    expect(stockOf(products.get('VIN-1'))).toEqual({ stock_status: 'out_of_stock', stock_on_hand: 0, back_in_stock_on: '2026-12-14', stock_policy: 'stop' });
    for (const product of products.values()) for (const key of PRICE_KEYS) expect(product).not.toHaveProperty(key);
  });

  it('gives a buyer the count too, 0 for a count owed on back orders', async () => {
    const products = await list(buyer);
    expect(stockOf(products.get('NIT-2'))).toEqual({ stock_status: 'low_stock', stock_on_hand: 5 });
    expect(stockOf(products.get('DPD-1'))).toMatchObject({ stock_status: 'out_of_stock', stock_on_hand: 0 });
    expect(stockOf(products.get('NIT-3'))).toEqual({});
  });
});
