import { describe, expect, it } from 'vitest';
import { productsResponseSchema, type ProductJson, type ProductsResponse } from '../../../shared/schemas/catalogue.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount, type TestSession } from '../../testing/factories.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture, RESTRICTED_ACCOUNT } from './catalogue.fixtures.ts';

const PRICE_KEYS = ['price', 'base_price', 'price_range_from', 'price_range_to'];

describe('GET /api/products', () => {
  const testApp = useTestApp(async (app) => ({
    fixture: await insertCatalogueFixture(app.database.db),
    restricted: await signedInAccount(app, { accountNumber: RESTRICTED_ACCOUNT }),
    other: await signedInAccount(app, { accountNumber: '100300' }),
  }));
  const fixture = later(() => testApp.fixture);
  const restricted = later(() => testApp.restricted);
  const other = later(() => testApp.other);
  const get = (url: string) => apiAs(testApp, null).get(url);

  async function list(query: string, session?: TestSession): Promise<ProductsResponse> {
    return productsResponseSchema.parse(okBody(await apiAs(testApp, session ?? null).get(`/api/products${query}`)));
  }
  const skus = (body: ProductsResponse) => body.data.map((product) => product.sku);
  const gloves = () => `?parent_id=${fixture.categories.gloves.id}`;

  describe('prices', () => {
    it('gives a guest no price keys at all', async () => {
      const body = await list('?per_page=100');
      expect(body.data.length).toBeGreaterThan(0);
      for (const product of body.data) for (const key of PRICE_KEYS) expect(product).not.toHaveProperty(key);
    });

    it('gives a signed-in account prices in cents, sale and range fields included', async () => {
      const body = await list('?per_page=100', other);
      const bySku = new Map(body.data.map((product) => [product.sku, product]));
      expect(bySku.get('NIT-1')).toMatchObject({ price: 1299, base_price: 1499, on_sale: true, price_range_from: null, price_range_to: null });
      expect(bySku.get('NIT-3')).toMatchObject({ price: 1099, has_variants: true, price_range_from: 1099, price_range_to: 1399 });
    });

    it('sends no range for a product without options, whatever is stored (issue #16 item 4: it is charged one price)', async () => {
      const body = await list('?per_page=100', other);
      // NIT-2 is stored with a range of 2199–2599 but has no sizes: 'From $21.99' would be false.
      expect(body.data.find((product) => product.sku === 'NIT-2')).toMatchObject({ price: 2199, has_variants: false, price_range_from: null, price_range_to: null });
    });
  });

  it('answers product cards with their url, images and category link', async () => {
    const body = await list(`?category_id=${fixture.categories.vinyl.id}`);
    expect(body.data).toEqual([
      expect.objectContaining({
        sku: 'VIN-1',
        title: 'Vinyl Gloves Clear Small-100',
        url: `/product/${fixture.products.vinyl?.slug}`,
        image: '/images/products/VIN-1.svg',
        primary_image: '/images/products/VIN-1.svg',
        has_variants: false,
        pack_size: 100,
        category: { id: fixture.categories.vinyl.id, title: 'Vinyl Gloves', url: '/category/gloves-ppe/vinyl-gloves' },
      }),
    ]);
  });

  describe('which products', () => {
    it('lists every active product for parent_id 0 and leaves inactive ones out', async () => {
      const body = await list('?parent_id=0&per_page=100');
      expect(body.meta.total).toBe(7);
      expect(skus(body)).not.toContain('NIT-9');
    });

    it('lists a category with everything below it for parent_id N', async () => {
      expect((await list(`${gloves()}&per_page=100`)).meta.total).toBe(5);
      expect(skus(await list(`?parent_id=${fixture.categories.continence.id}`))).toEqual(['DPD-1']);
      expect((await list(`?parent_id=${fixture.categories.nitrile.id}`)).meta.total).toBe(3);
    });

    it('filters by one or many category_id[] (each with its subtree), also as category_id and category', async () => {
      const { vinyl, dayPads, continence, nitrile } = fixture.categories;
      expect(skus(await list(`?category_id[]=${vinyl.id}&category_id[]=${dayPads.id}&sort_field=title`)).sort()).toEqual(['DPD-1', 'VIN-1']);
      expect(skus(await list(`?category_id=${continence.id}`))).toEqual(['DPD-1']);
      expect(skus(await list(`?category=${vinyl.id}`))).toEqual(['VIN-1']);
      expect((await list('?category=all')).meta.total).toBe(7);
      // parent_id and category_id together: the intersection.
      expect(skus(await list(`${gloves()}&category_id=${dayPads.id}`))).toEqual([]);
      expect((await list(`${gloves()}&category_id=${nitrile.id}`)).meta.total).toBe(3);
    });

    it('lists only products on special with on_sale=1 (the Specials page), within a category, searched, and counted', async () => {
      const { nitrile, vinyl } = fixture.categories;
      const onSale = await list('?on_sale=1&sort_field=created_at&sort_order=desc');
      expect(skus(onSale)).toEqual(['NIT-1']);
      expect(onSale.meta.total).toBe(1);
      expect(onSale.data.every((product) => product.on_sale)).toBe(true);
      expect(skus(await list(`?on_sale=1&category=${nitrile.id}`))).toEqual(['NIT-1']);
      expect((await list(`?on_sale=true&category=${vinyl.id}`)).meta.total).toBe(0);
      expect(skus(await list('?on_sale=1&keyword=gloves'))).toEqual(['NIT-1']);
      expect((await list('?on_sale=0')).meta.total).toBe(7);
      // The load-more link keeps the filter.
      expect((await list('?on_sale=1&per_page=1')).links.first).toContain('on_sale=1');
    });

    it('answers an empty page for an unknown category', async () => {
      const body = await list('?parent_id=987654');
      expect(body.data).toEqual([]);
      expect(body.meta).toMatchObject({ total: 0, from: null, to: null, last_page: 1 });
    });
  });

  describe('rest_acc', () => {
    const feedVisible = async (query: string, session?: TestSession) => skus(await list(query, session)).includes('TFD-1');

    it('hides a category and everything below it from the listed account, everywhere in listings', async () => {
      const { clinical, tubeFeeds } = fixture.categories;
      expect(await feedVisible('?per_page=100', restricted)).toBe(false);
      expect((await list('?per_page=100', restricted)).meta.total).toBe(6);
      expect((await list(`?parent_id=${clinical.id}`, restricted)).meta.total).toBe(0);
      expect((await list(`?parent_id=${tubeFeeds.id}`, restricted)).meta.total).toBe(0);
      expect((await list(`?category_id[]=${tubeFeeds.id}`, restricted)).meta.total).toBe(0);
      expect(await feedVisible('?keyword=enteral', restricted)).toBe(false);
      expect(await feedVisible('?keyword=enteral&sort_field=category', restricted)).toBe(false);
    });

    it('shows it to another account and to guests (spec §6)', async () => {
      expect(await feedVisible('?per_page=100', other)).toBe(true);
      expect(await feedVisible('?per_page=100')).toBe(true);
      expect(await feedVisible(`?parent_id=${fixture.categories.clinical.id}`, other)).toBe(true);
      expect(await feedVisible('?keyword=enteral')).toBe(true);
    });
  });

  describe('sorting', () => {
    const titlesOf = (body: ProductsResponse) => body.data.map((product) => product.title);
    const byCreated = (a: ProductJson, b: ProductJson) => a.created_at.localeCompare(b.created_at);

    it('sorts newest first and oldest first by created_at', async () => {
      const newest = await list(`${gloves()}&sort_field=created_at&sort_order=desc`);
      expect(skus(newest)).toEqual(['NIT-2', 'APR-1', 'NIT-1', 'VIN-1', 'NIT-3']);
      expect(newest.data).toEqual([...newest.data].sort(byCreated).reverse());
      expect(skus(await list(`${gloves()}&sort_field=created_at&sort_order=asc`))).toEqual(['NIT-3', 'VIN-1', 'NIT-1', 'APR-1', 'NIT-2']);
    });

    it('sorts by title both ways', async () => {
      const ascending = titlesOf(await list(`${gloves()}&sort_field=title`));
      expect(ascending).toEqual([...ascending].sort());
      expect(ascending[0]).toBe('Aprons On A Roll White-200');
      expect(titlesOf(await list(`${gloves()}&sort_field=title&sort_order=desc`))).toEqual([...ascending].reverse());
    });

    it('sorts by price both ways', async () => {
      const cheapest = await list(`${gloves()}&sort_field=price&sort_order=asc`, other);
      expect(cheapest.data.map((product) => product.price)).toEqual([599, 999, 1099, 1299, 2199]);
      const dearest = await list(`${gloves()}&sort_field=price&sort_order=desc`, other);
      expect(dearest.data.map((product) => product.price)).toEqual([2199, 1299, 1099, 999, 599]);
    });

    it('refuses a guest any price sort with 422 naming sort_field, and tells no ranking (issue #16 item 12)', async () => {
      for (const query of ['sort_field=price', 'sort_field=price&sort_order=asc', 'sort_field=price&sort_order=desc', `${gloves().slice(1)}&sort_field=price&sort_order=desc`, 'keyword=gloves&sort_field=price&sort_order=desc']) {
        const body = expectInvalid(await get(`/api/products?${query}`), 'sort_field', 'The sort field price is only available when signed in.');
        expect(body).not.toHaveProperty('data');
      }
      // Every other sort still works for a guest.
      for (const sort of ['title', 'created_at', 'category', 'relevance']) expect((await get(`/api/products?sort_field=${sort}`)).status, sort).toBe(200);
    });

    it("sorts by category (tree order, then title) by default", async () => {
      expect(skus(await list(gloves()))).toEqual(['APR-1', 'NIT-2', 'NIT-1', 'NIT-3', 'VIN-1']);
      expect(skus(await list('?per_page=100'))).toEqual(['APR-1', 'NIT-2', 'NIT-1', 'NIT-3', 'VIN-1', 'DPD-1', 'TFD-1']);
      expect(skus(await list('?sort_field=category&sort_order=desc&per_page=100'))).toEqual(['TFD-1', 'DPD-1', 'VIN-1', 'NIT-3', 'NIT-1', 'NIT-2', 'APR-1']);
    });

    it('pages through a sort without repeating or skipping a product', async () => {
      for (const sort of ['title', 'created_at', 'price', 'category']) {
        const all = skus(await list(`?sort_field=${sort}&per_page=100`, other));
        const paged: string[] = [];
        for (let page = 1; page <= 4; page++) paged.push(...skus(await list(`?sort_field=${sort}&per_page=2&page=${page}`, other)));
        expect(paged, sort).toEqual(all);
      }
    });
  });

  describe('pagination', () => {
    it('answers meta and links for each page, keeping the other parameters', async () => {
      const query = `${gloves()}&sort_field=title&per_page=2`;
      const first = await list(`${query}&page=1`);
      expect(first.meta).toEqual({ current_page: 1, from: 1, last_page: 3, per_page: 2, to: 2, total: 5 });
      expect(first.links.prev).toBeNull();
      expect(first.links.next).toContain('page=2');
      expect(first.links.next).toContain(`parent_id=${fixture.categories.gloves.id}`);
      expect(first.links.next).toContain('sort_field=title');
      expect(first.links.first).toContain('page=1');
      expect(first.links.last).toContain('page=3');

      const last = await list(`${query}&page=3`);
      expect(last.meta).toMatchObject({ current_page: 3, from: 5, to: 5 });
      expect(last.data).toHaveLength(1);
      expect(last.links.next).toBeNull();
      expect(last.links.prev).toContain('page=2');

      const next = await list(first.links.next?.replace('/api/products', '') ?? '');
      expect(next.meta.current_page).toBe(2);
    });

    it('keeps repeated category_id[] in the links', async () => {
      const { vinyl, dayPads } = fixture.categories;
      const body = await list(`?category_id[]=${vinyl.id}&category_id[]=${dayPads.id}&per_page=1`);
      expect(body.meta.total).toBe(2);
      const next = new URL(body.links.next ?? '', 'http://x');
      expect(next.searchParams.getAll('category_id[]')).toEqual([String(vinyl.id), String(dayPads.id)]);
    });

    it('answers an empty page past the end with from and to null', async () => {
      const body = await list(`${gloves()}&per_page=2&page=9`);
      expect(body.data).toEqual([]);
      expect(body.meta).toMatchObject({ current_page: 9, from: null, to: null, total: 5, last_page: 3 });
      expect(body.links.prev).toContain('page=3');
    });
  });

  describe('keyword search', () => {
    it('matches word prefixes: glo finds the gloves', async () => {
      expect(skus(await list('?keyword=glo')).sort()).toEqual(['NIT-1', 'NIT-2', 'NIT-3', 'VIN-1']);
      expect(skus(await list('?keyword=GLOVES')).sort()).toEqual(['NIT-1', 'NIT-2', 'NIT-3', 'VIN-1']);
    });

    it('tolerates a typo: glvoes finds the gloves', async () => {
      expect(skus(await list('?keyword=glvoes')).sort()).toEqual(['NIT-1', 'NIT-2', 'NIT-3', 'VIN-1']);
      expect(skus(await list('?keyword=nitirle%20blak'))).toEqual(['NIT-2']);
    });

    it('says which words a corrected search looked for, and searches as typed when asked (issue #16 item 11)', async () => {
      for (const session of [undefined, other]) {
        const corrected = await list('?keyword=glovs', session);
        expect(skus(corrected).sort()).toEqual(['NIT-1', 'NIT-2', 'NIT-3', 'VIN-1']);
        expect(corrected.meta.corrected_keyword).toBe('gloves');
        expect((await list('?keyword=nitirle%20blak', session)).meta.corrected_keyword).toBe('nitrile black');
        const asTyped = await list('?keyword=glovs&as_typed=1', session);
        expect(asTyped.data).toEqual([]);
        expect(asTyped.meta.total).toBe(0);
        expect(asTyped.meta).not.toHaveProperty('corrected_keyword');
      }
      // Found as typed: nothing was corrected, so nothing is said; nor when the correction finds nothing either.
      expect((await list('?keyword=gloves')).meta).not.toHaveProperty('corrected_keyword');
      expect((await list('?keyword=zzqqxxjj')).meta).not.toHaveProperty('corrected_keyword');
      // Page 2 of a corrected search is still corrected.
      expect((await list('?keyword=glovs&per_page=2&page=2')).meta).toMatchObject({ corrected_keyword: 'gloves', total: 4, from: 3 });
      expectInvalid(await get('/api/products?keyword=glovs&as_typed=yes'), 'as_typed', 'The as typed field must be 1 or 0.');
    });

    it('needs every word: nitrile black finds one product', async () => {
      expect(skus(await list('?keyword=nitrile%20black'))).toEqual(['NIT-2']);
      expect(skus(await list('?keyword=NIT-2'))).toEqual(['NIT-2']);
    });

    it('finds nothing for gibberish', async () => {
      const body = await list('?keyword=zzzqqqxxx');
      expect(body.data).toEqual([]);
      expect(body.meta.total).toBe(0);
    });

    it('keeps to the parent category and honours an explicit sort', async () => {
      expect(skus(await list(`?keyword=gloves&parent_id=${fixture.categories.nitrile.id}&sort_field=title`))).toEqual(['NIT-2', 'NIT-1', 'NIT-3']);
      expect(skus(await list('?keyword=gloves&sort_field=price&sort_order=desc', other))).toEqual(['NIT-2', 'NIT-1', 'NIT-3', 'VIN-1']);
    });

    it('treats search syntax and SQL in a keyword as plain text', async () => {
      for (const keyword of ["'; DROP TABLE products; --", 'glo & | ! :* ( <->', '%_\\', '"gloves"']) {
        const response = await get(`/api/products?keyword=${encodeURIComponent(keyword)}`);
        expect(response.status, keyword).toBe(200);
      }
      expect((await list('?per_page=100')).meta.total).toBe(7);
      expect(skus(await list(`?keyword=${encodeURIComponent('"gloves"!')}`)).sort()).toEqual(['NIT-1', 'NIT-2', 'NIT-3', 'VIN-1']);
    });
  });

  describe('bad input', () => {
    it('answers 422 naming the field for bad numbers and unknown sorts', async () => {
      const cases: [string, string][] = [
        ['page=0', 'page'],
        ['page=-1', 'page'],
        ['page=abc', 'page'],
        ['per_page=0', 'per_page'],
        ['per_page=10001', 'per_page'],
        ['sort_field=id', 'sort_field'],
        ['sort_field=title%3BDROP', 'sort_field'],
        ['sort_order=up', 'sort_order'],
        ['parent_id=-1', 'parent_id'],
        ['parent_id=2147483648', 'parent_id'],
        [`keyword=${'x'.repeat(101)}`, 'keyword'],
        ['keyword=glo%00ves', 'keyword'],
        ['category_id[]=abc', 'category_id[].0'],
        ['category_id=0', 'category_id.0'],
        ['category=none', 'category'],
        ['on_sale=yes', 'on_sale'],
        ['page=1&page=2', 'page'],
      ];
      for (const [query, field] of cases) {
        expectInvalid(await get(`/api/products?${query}`), field);
      }
    });

    it('never answers 500 whatever the parameters hold', async () => {
      const values = ['', '0', '-1', '1.5', '1e3', ' 1', 'abc', '99999999999999999999', '2147483647', "1' OR '1'='1", '%00', '[]', '{}', 'null', 'undefined', '%F0%9F%A7%A4', 'x'.repeat(500), 'x'.repeat(10_000)];
      const fields = ['page', 'per_page', 'sort_field', 'sort_order', 'parent_id', 'keyword', 'category_id[]', 'category_id', 'category', 'on_sale'];
      for (const field of fields) {
        for (const value of values) {
          for (const query of [`${field}=${value}`, `${field}=${value}&${field}=${value}`, `${field}[]=${value}`, `${field}[a]=${value}`]) {
            const response = await get(`/api/products?${query}`);
            expect([200, 422], `${query} → ${response.text}`).toContain(response.status);
          }
        }
      }
    });
  });
});
