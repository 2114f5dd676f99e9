// Issue #18: the search engines behind GET /api/products?keyword= and GET /api/search/suggest, the same
// tests for both (the relevance set is in search-relevance.routes.test.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productsResponseSchema, type ProductsResponse } from '../../../shared/schemas/catalogue.ts';
import { suggestResponseSchema } from '../../../shared/schemas/search.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import type { TestSession } from '../../testing/factories.ts';
import { later } from '../../testing/suite.ts';
import { useSearchTestApp } from './search.fixtures.ts';

describe.each(['memory', 'postgres'] as const)('search (%s engine)', (engine) => {
  const testApp = useSearchTestApp(engine);
  const fixture = later(() => testApp.fixture);
  const search = async (query: string, session: TestSession | null = null): Promise<ProductsResponse> =>
    productsResponseSchema.parse(okBody(await apiAs(testApp, session).get(`/api/products?${query}`)));
  const suggest = async (q: string, session: TestSession | null = null) =>
    suggestResponseSchema.parse(okBody(await apiAs(testApp, session).get(`/api/search/suggest?q=${encodeURIComponent(q)}`)));
  const skus = (body: { data: { sku: string }[] }) => body.data.map((product) => product.sku);
  /** A change made behind the store's back (the ERP, another process), then searchable here. */
  const change = async (statement: ReturnType<typeof sql>) => {
    await testApp.database.db.execute(statement);
    await testApp.app.services.catalogueSearch.caughtUp();
  };

  /** `count` products 'SKUPREFIX-n' titled 'Title n-1' in the vinyl gloves category, in one statement. */
  const addProducts = (skuPrefix: string, title: string, count: number) =>
    change(sql`
      INSERT INTO products (sku, slug, title, category_id, price_cents, base_price_cents)
      SELECT ${skuPrefix} || '-' || n, lower(${skuPrefix}) || '-' || n, ${title} || ' ' || n || '-1', ${fixture.categories.vinyl.id}, 100, 100
      FROM generate_series(1, ${count}::int) AS n`);

  describe('facets', () => {
    it('counts matches per category and on special, each facet without its own filter', async () => {
      const body = await search('keyword=gloves');
      expect(body.meta.total).toBe(4);
      expect(body.meta.facets?.categories).toEqual([
        { id: fixture.categories.nitrile.id, title: 'Nitrile Gloves', url: '/category/gloves-ppe/nitrile-gloves', count: 3 },
        { id: fixture.categories.vinyl.id, title: 'Vinyl Gloves', url: '/category/gloves-ppe/vinyl-gloves', count: 1 },
      ]);
      expect(body.meta.facets?.on_sale).toBe(1);
      const inVinyl = await search(`keyword=gloves&category_id=${fixture.categories.vinyl.id}`);
      expect(skus(inVinyl)).toEqual(['VIN-1']);
      expect(inVinyl.meta.facets?.categories.map((facet) => facet.count)).toEqual([3, 1]);
      expect(inVinyl.meta.facets?.on_sale).toBe(0);
      const onSale = await search('keyword=gloves&on_sale=1');
      expect(skus(onSale)).toEqual(['NIT-1']);
      expect(onSale.meta.facets?.categories).toEqual([expect.objectContaining({ id: fixture.categories.nitrile.id, count: 1 })]);
    });

    it('sends no facets for a listing without a keyword', async () => {
      expect((await search('per_page=5')).meta).not.toHaveProperty('facets');
    });
  });

  describe('rest_acc', () => {
    it('neither shows nor counts a hidden category’s products, in results, totals, facets or suggestions', async () => {
      const restricted = testApp.restricted;
      expect(skus(await search('keyword=enteral'))).toEqual(['TFD-1']);
      const hidden = await search('keyword=enteral', restricted);
      expect(hidden.data).toEqual([]);
      expect(hidden.meta.total).toBe(0);
      expect(hidden.meta.facets).toEqual({ categories: [], on_sale: 0 });
      expect((await suggest('enteral', restricted)).data.products).toEqual([]);
      expect((await suggest('tube', restricted)).data.categories).toEqual([]);
      expect((await suggest('tube')).data.categories).toEqual([expect.objectContaining({ title: 'Tube Feeds' })]);
      expect((await search('keyword=TFD-1', restricted)).meta.total).toBe(0);
    });
  });

  describe('category words and partial matches (issue #26 item 22)', () => {
    it('matches a word of the category trail together with the title, but never the category alone', async () => {
      const body = await search('keyword=incontinence%20pad');
      expect(skus(body)).toEqual(['DPD-1']);
      expect(body.meta).not.toHaveProperty('left_out_words');
      expect(skus(await search('keyword=care%20extra'))).toEqual(['DPD-1']);
      // 'Continence Care' names the pad's category only: a word of its own text must be there too.
      expect((await search('keyword=continence')).meta.total).toBe(0);
      expect((await suggest('incontinence pa')).data.products.map((product) => product.sku)).toEqual(['DPD-1']);
    });

    it('answers the best partial match, naming the words left out, when no product holds every word', async () => {
      const body = await search('keyword=nitrile%20gloves%20purple');
      expect(body.meta.left_out_words).toEqual(['purple']);
      expect(body.meta.total).toBe(3);
      expect(skus(body).sort()).toEqual(['NIT-1', 'NIT-2', 'NIT-3']);
      expect(body.meta.facets?.categories).toEqual([expect.objectContaining({ id: fixture.categories.nitrile.id, count: 3 })]);
      // Of 'vinyl' and 'nitrile', leaving out 'vinyl' finds more.
      const either = await search('keyword=vinyl%20nitrile%20gloves');
      expect(either.meta.left_out_words).toEqual(['vinyl']);
      expect(either.meta.total).toBe(3);
    });

    it('leaves no word out when every word matches, and answers empty when no word does', async () => {
      expect((await search('keyword=nitrile%20gloves')).meta).not.toHaveProperty('left_out_words');
      const none = await search('keyword=purple%20zebra');
      expect(none.meta.total).toBe(0);
      expect(none.meta).not.toHaveProperty('left_out_words');
    });
  });

  describe('SKUs', () => {
    it('puts an exact SKU first, typed without its punctuation or case, then a 4+ character SKU prefix', async () => {
      expect(skus(await search('keyword=nit2'))[0]).toBe('NIT-2');
      expect(skus(await search('keyword=NIT-3'))[0]).toBe('NIT-3');
      expect((await suggest('vin-1')).data.products[0]?.sku).toBe('VIN-1');
    });
  });

  describe('keeping in step', () => {
    it('finds a product by its new title once changed, and not by the old one', async () => {
      await change(sql`UPDATE products SET title = 'Aprons Compostable White-200' WHERE sku = 'APR-1'`);
      expect(skus(await search('keyword=compostable'))).toEqual(['APR-1']);
      await change(sql`UPDATE products SET title = 'Aprons On A Roll White-200' WHERE sku = 'APR-1'`);
      expect(skus(await search('keyword=compostable'))).toEqual([]);
      expect(skus(await search('keyword=roll'))).toEqual(['APR-1']);
    });

    it('drops a product made inactive and finds one made active again', async () => {
      await change(sql`UPDATE products SET is_active = false WHERE sku = 'VIN-1'`);
      expect((await search('keyword=vinyl')).meta.total).toBe(0);
      await change(sql`UPDATE products SET is_active = true WHERE sku = 'VIN-1'`);
      expect(skus(await search('keyword=vinyl'))).toEqual(['VIN-1']);
    });

    it('sorts and filters by a changed price and special at once', async () => {
      await change(sql`UPDATE products SET price_cents = 1, is_on_sale = true WHERE sku = 'NIT-3'`);
      expect(skus(await search('keyword=nitrile&sort_field=price', testApp.buyer))[0]).toBe('NIT-3');
      expect(skus(await search('keyword=nitrile&on_sale=1')).sort()).toEqual(['NIT-1', 'NIT-3']);
      await change(sql`UPDATE products SET price_cents = 1099, is_on_sale = false WHERE sku = 'NIT-3'`);
      expect(skus(await search('keyword=nitrile&on_sale=1'))).toEqual(['NIT-1']);
    });

    it('tells a product has sizes once a variant matrix is added, and not once it is removed', async () => {
      const hasSizes = async () => (await search('keyword=VIN-1')).data.find((product) => product.sku === 'VIN-1')?.has_variants;
      expect(await hasSizes()).toBe(false);
      await change(sql`INSERT INTO variant_matrices (product_id, sizes) SELECT id, ARRAY['S', 'M'] FROM products WHERE sku = 'VIN-1'`);
      expect(await hasSizes()).toBe(true);
      await change(sql`DELETE FROM variant_matrices WHERE product_id = (SELECT id FROM products WHERE sku = 'VIN-1')`);
      expect(await hasSizes()).toBe(false);
    });

    it('counts every match exactly, far past a thousand (a statement that changes many rebuilds the index)', async () => {
      await addProducts('BULK', 'Bulk Crepe Bandage', 1500);
      const body = await search('keyword=bandage&per_page=10&page=150');
      expect(body.meta.total).toBe(1500);
      expect(body.data).toHaveLength(10);
      expect(body.meta.facets?.categories).toEqual([expect.objectContaining({ id: fixture.categories.vinyl.id, count: 1500 })]);
      await change(sql`DELETE FROM products WHERE sku LIKE 'BULK-%'`);
      expect((await search('keyword=bandage')).meta.total).toBe(0);
    });
  });

  describe('GET /api/search/suggest', () => {
    it('answers products (a price only when signed in) and matching categories from one character', async () => {
      const guest = await suggest('n');
      expect(guest.data.products.map((product) => product.sku).sort()).toEqual(['NIT-1', 'NIT-2', 'NIT-3']);
      for (const product of guest.data.products) expect(product).not.toHaveProperty('price');
      // A category whose title has a word starting with 'n', the shallowest first.
      expect(guest.data.categories.map((category) => category.title)).toEqual(['Clinical Nutrition', 'Nitrile Gloves']);
      const signedIn = await suggest('nitrile blue', testApp.buyer);
      expect(signedIn.data.products).toEqual([
        { id: fixture.products.nitrileBlue?.id, sku: 'NIT-1', title: 'Nitrile Gloves Blue Medium-100', image: '/images/products/NIT-1.svg', url: `/product/${fixture.products.nitrileBlue?.slug}`, price: 1299 },
      ]);
    });

    it('answers at most 8 products and 3 categories', async () => {
      await addProducts('GLV', 'Many Gloves', 12);
      const body = await suggest('gl');
      expect(body.data.products).toHaveLength(8);
      expect(body.data.categories.length).toBeLessThanOrEqual(3);
      expect(body.data.categories.map((category) => category.title)).toEqual(['Gloves & PPE', 'Nitrile Gloves', 'Vinyl Gloves']);
      await change(sql`DELETE FROM products WHERE sku LIKE 'GLV-%'`);
    });

    it('answers nothing for empty text, punctuation only, or words nothing holds; treats syntax as text', async () => {
      for (const q of ['', '   ', '!!! ???', 'zzqqxx']) expect((await suggest(q)).data).toEqual({ products: [], categories: [] });
      for (const q of ["'; DROP TABLE products; --", 'glo & | ! :* ( <->', '.*(a+)+$', '%_\\']) {
        const response = await apiAs(testApp, null).get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
        expect(response.status, q).toBe(200);
      }
      expect((await suggest('(nitrile)* [blue]')).data.products.map((product) => product.sku)).toEqual(['NIT-1']);
    });

    it('refuses text too long, with a NUL or a lone surrogate, naming the field', async () => {
      // A lone surrogate's bytes are not UTF-8 (they arrive as U+FFFD): %ED%A0%80 is U+D800 written as UTF-8.
      for (const q of ['x'.repeat(10_000), 'glo%00ves', 'glo%ED%A0%80ves']) {
        expectInvalid(await apiAs(testApp, null).get(`/api/search/suggest?q=${q}`), 'q');
        expectInvalid(await apiAs(testApp, null).get(`/api/products?keyword=${q}`), 'keyword');
      }
    });

    it('bounds the work of fifty words (at most eight terms are searched)', async () => {
      const words = Array.from({ length: 50 }, (_, index) => (index === 0 ? 'nitrile' : `w${index}`)).join(' ');
      // Nothing holds them all: the partial match leaves out the other seven of the eight searched.
      const body = await search(`keyword=${encodeURIComponent(words.slice(0, 100))}`);
      expect(body.meta.total).toBe(3);
      expect(body.meta.left_out_words).toEqual(['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7']);
      expect((await suggest(words.slice(0, 100))).data.products).toEqual([]);
    });
  });
});
