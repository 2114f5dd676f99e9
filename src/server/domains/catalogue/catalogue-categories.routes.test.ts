import { describe, expect, it } from 'vitest';
import {
  categoryDetailJsonSchema,
  categoryNodeJsonSchema,
  productDetailJsonSchema,
  type CategoryNodeJson,
} from '../../../shared/schemas/catalogue.ts';
import { apiAs, expectInvalid } from '../../testing/api.ts';
import { signedInAccount, type TestSession } from '../../testing/factories.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture, RESTRICTED_ACCOUNT } from './catalogue.fixtures.ts';

describe('product page, categories and pictures', () => {
  const testApp = useTestApp(async (app) => ({
    fixture: await insertCatalogueFixture(app.database.db),
    restricted: await signedInAccount(app, { accountNumber: RESTRICTED_ACCOUNT }),
    other: await signedInAccount(app, { accountNumber: '100300' }),
  }));
  const fixture = later(() => testApp.fixture);
  const restricted = later(() => testApp.restricted);
  const other = later(() => testApp.other);

  const get = (url: string, session?: TestSession) => apiAs(testApp, session ?? null).get(url);
  const product = (key: string) => {
    const found = fixture.products[key];
    if (!found) throw new Error(`no fixture product ${key}`);
    return found;
  };

  describe('GET /api/products/{id or slug}', () => {
    it('answers a product by slug with its description and category trail, without prices for a guest', async () => {
      const response = await get(`/api/products/${product('nitrileBlue').slug}`);
      expect(response.status).toBe(200);
      const { data } = response.body;
      expect(productDetailJsonSchema.parse(data)).toMatchObject({
        sku: 'NIT-1',
        description: 'Nitrile Gloves Blue Medium-100, a fixture product.',
        special_text: 'Save 13% this month',
        variants: null,
        trail: [
          { title: 'Gloves & PPE', url: '/category/gloves-ppe' },
          { title: 'Nitrile Gloves', url: '/category/gloves-ppe/nitrile-gloves' },
        ],
      });
      for (const key of ['price', 'base_price', 'price_range_from', 'price_range_to']) expect(data).not.toHaveProperty(key);
    });

    it('answers a product by id with prices for a signed-in account', async () => {
      const response = await get(`/api/products/${product('nitrileBlue').id}`, other);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ sku: 'NIT-1', price: 1299, base_price: 1499, on_sale: true });
    });

    it('answers the variant matrix: blocks by sizes, restricted and missing cells disabled', async () => {
      const { data } = (await get(`/api/products/${product('nitrileRange').slug}`)).body;
      expect(data.has_variants).toBe(true);
      expect(data.variants).toMatchObject({
        blockType: 'colour',
        sizes: ['S', 'M', 'L'],
        blocks: [
          { key: 'blue', label: 'Blue', swatch: '#1d4ed8', image: '/images/products/NIT-3-BLUE-S.svg' },
          { key: 'black', label: 'Black', swatch: '#111827', image: '/images/products/NIT-3-BLACK-M.svg' },
        ],
      });
      expect(data.variants.variants.blue.map((cell: { restrict: boolean }) => cell.restrict)).toEqual([false, false, false]);
      expect(data.variants.variants.black).toEqual([
        expect.objectContaining({ size: 'S', sku: 'NIT-3-BLACK-S', qty: 0, restrict: true }),
        expect.objectContaining({ size: 'M', sku: 'NIT-3-BLACK-M', qty: 0, restrict: false }),
        { id: 0, size: 'L', sku: '', qty: 0, restrict: true },
      ]);
    });

    it("gives a signed-in account each open cell's price (its own, else the product's), a guest none", async () => {
      const url = `/api/products/${product('nitrileRange').slug}`;
      const signedIn = (await get(url, other)).body.data;
      expect(signedIn.variants.variants.blue.map((cell: { price?: number }) => cell.price)).toEqual([1099, 1099, 1399]);
      expect(signedIn.variants.variants.black.map((cell: { price?: number }) => cell.price)).toEqual([undefined, 1099, undefined]);
      const guest = await get(url);
      expect(guest.text).not.toMatch(/"price/);
      expect(JSON.stringify(productDetailJsonSchema.parse(guest.body.data).variants)).not.toContain('price');
    });

    it('answers 404 for a missing, inactive or malformed product, 422 for digits no id can be', async () => {
      for (const idOrSlug of ['no-such-product', '987654', product('retired').slug, String(product('retired').id), 'Bad%20Slug', '%27%3B--']) {
        const response = await get(`/api/products/${idOrSlug}`);
        expect(response.status, idOrSlug).toBe(404);
        expect(response.body).toEqual({ message: 'Not found.' });
      }
      for (const id of ['99999999999', '0']) expectInvalid(await get(`/api/products/${id}`), 'id');
    });

    it('answers 404 for a product in a category hidden from the account, 200 for others', async () => {
      expect((await get(`/api/products/${product('feed').slug}`, restricted)).status).toBe(404);
      expect((await get(`/api/products/${product('feed').id}`, restricted)).status).toBe(404);
      expect((await get(`/api/products/${product('feed').slug}`, other)).status).toBe(200);
      expect((await get(`/api/products/${product('feed').slug}`)).status).toBe(200);
    });
  });

  describe('GET /api/categories', () => {
    const titles = (nodes: CategoryNodeJson[]): unknown[] =>
      nodes.map((node) => (node.children.length > 0 ? [node.title, titles(node.children)] : node.title));

    it('answers the three-level tree in position order', async () => {
      const response = await get('/api/categories');
      expect(response.status).toBe(200);
      const nodes = response.body.data.map((node: unknown) => categoryNodeJsonSchema.parse(node));
      expect(titles(nodes)).toEqual([
        ['Gloves & PPE', ['Nitrile Gloves', 'Vinyl Gloves']],
        ['Continence Care', [['Pads', ['Day Pads']]]],
        ['Clinical Nutrition', ['Tube Feeds']],
      ]);
      expect(nodes[0]).toMatchObject({ url: '/category/gloves-ppe', image: '/images/categories/gloves-ppe.svg', data: { blurb: 'All about Gloves & PPE.' } });
    });

    it('never sends rest_acc or the account numbers in it', async () => {
      for (const session of [undefined, other, restricted]) {
        const body = (await get('/api/categories', session)).text;
        expect(body).not.toContain('rest_acc');
        expect(body).not.toContain('999999');
      }
    });

    it('leaves out a category hidden from the account, with everything below it', async () => {
      const hidden = (await get('/api/categories', restricted)).body.data as CategoryNodeJson[];
      expect(hidden.map((node) => node.title)).toEqual(['Gloves & PPE', 'Continence Care']);
      const shown = (await get('/api/categories', other)).body.data as CategoryNodeJson[];
      expect(shown.map((node) => node.title)).toEqual(['Gloves & PPE', 'Continence Care', 'Clinical Nutrition']);
    });
  });

  describe('GET /api/nav-items (issue #16 item 21)', () => {
    const labels = async (session?: TestSession) => ((await get('/api/nav-items', session)).body.data as { label: string }[]).map((item) => item.label);
    const ALL = ['Quick Order', 'Support & Education', 'Delivery & Returns', 'About Us', 'Contact Us'];

    it("answers the header's links in order, as id, label and url", async () => {
      const response = await get('/api/nav-items');
      expect(response.status).toBe(200);
      expect(response.body.data[0]).toEqual({ id: expect.any(Number), label: 'Quick Order', url: '/quick-order' });
      expect(await labels()).toEqual(ALL);
    });

    it('leaves out a link whose rest_acc names the account, and only for that account', async () => {
      expect(await labels(restricted)).toEqual(ALL.filter((label) => label !== 'Delivery & Returns'));
      expect(await labels(other)).toEqual(ALL);
    });

    it('never sends rest_acc or the account numbers in it', async () => {
      for (const session of [undefined, other, restricted]) {
        const body = (await get('/api/nav-items', session)).text;
        expect(body).not.toContain('rest_acc');
        expect(body).not.toContain('999999');
        expect(body).not.toContain(RESTRICTED_ACCOUNT);
      }
    });
  });

  describe('GET /api/category', () => {
    it('answers a category by path with trail, siblings, children, banner and blurb', async () => {
      const response = await get('/api/category?path=gloves-ppe/nitrile-gloves');
      expect(response.status).toBe(200);
      expect(categoryDetailJsonSchema.parse(response.body.data)).toEqual({
        id: fixture.categories.nitrile.id,
        title: 'Nitrile Gloves',
        url: '/category/gloves-ppe/nitrile-gloves',
        image: '/images/categories/gloves-ppe/nitrile-gloves.svg',
        banner_image: '/images/banners/gloves-ppe/nitrile-gloves.svg',
        data: { blurb: 'All about Nitrile Gloves.' },
        trail: [
          { id: fixture.categories.gloves.id, title: 'Gloves & PPE', url: '/category/gloves-ppe' },
          { id: fixture.categories.nitrile.id, title: 'Nitrile Gloves', url: '/category/gloves-ppe/nitrile-gloves' },
        ],
        siblings: [{ id: fixture.categories.vinyl.id, title: 'Vinyl Gloves', url: '/category/gloves-ppe/vinyl-gloves' }],
        children: [],
      });
    });

    it('lists a top level with its children and the other top levels, less hidden ones', async () => {
      const guest = (await get('/api/category?path=gloves-ppe')).body.data;
      expect(guest.children.map((link: { title: string }) => link.title)).toEqual(['Nitrile Gloves', 'Vinyl Gloves']);
      expect(guest.siblings.map((link: { title: string }) => link.title)).toEqual(['Continence Care', 'Clinical Nutrition']);
      const limited = (await get('/api/category?path=gloves-ppe', restricted)).body.data;
      expect(limited.siblings.map((link: { title: string }) => link.title)).toEqual(['Continence Care']);
    });

    it('accepts a path with surrounding slashes or capitals', async () => {
      expect((await get('/api/category?path=%2FContinence%2Fpads%2F')).body.data.title).toBe('Pads');
    });

    it('answers 422 without a path', async () => {
      for (const query of ['', '?path=', '?path=%20', `?path=${'a'.repeat(301)}`, '?path=a&path=b']) {
        const response = await get(`/api/category${query}`);
        expect(response.status, query).toBe(422);
        expect(response.body.errors).toHaveProperty('path');
      }
    });

    it('answers 404 for an unknown or malformed path', async () => {
      for (const path of ['no-such-category', 'gloves-ppe/nope', '../../etc/passwd', 'gloves-ppe//nitrile-gloves', "gloves-ppe'--"]) {
        const response = await get(`/api/category?path=${encodeURIComponent(path)}`);
        expect(response.status, path).toBe(404);
      }
    });

    it('answers 404 for a hidden category and anything below it, 200 for other accounts and guests', async () => {
      for (const path of ['clinical-nutrition', 'clinical-nutrition/tube-feeds']) {
        expect((await get(`/api/category?path=${path}`, restricted)).status, path).toBe(404);
        expect((await get(`/api/category?path=${path}`, other)).status, path).toBe(200);
        expect((await get(`/api/category?path=${path}`)).status, path).toBe(200);
      }
    });
  });

  describe('generated pictures', () => {
    it('draws a product picture from its SKU, cacheable for a year', async () => {
      const response = await get('/images/products/NIT-1.svg');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.text).toContain('Nitrile Gloves');
      expect((await get('/images/products/NIT-1.svg?view=2')).text).not.toBe(response.text);
    });

    it('draws category cards and banners labelled with the (escaped) title, which they do not print again', async () => {
      const card = await get('/images/categories/gloves-ppe.svg');
      expect(card.status).toBe(200);
      expect(card.text).toContain('aria-label="Gloves &#38; PPE"');
      expect(card.text).not.toContain('<text');
      const banner = await get('/images/banners/gloves-ppe/nitrile-gloves.svg');
      expect(banner.status).toBe(200);
      expect(banner.text).toContain('viewBox="0 0 1200 300"');
      expect(banner.text).not.toContain('<text');
    });

    it("draws a variant cell in its colour, and a product with variants in its first colour", async () => {
      const blue = await get('/images/products/NIT-3-BLUE-S.svg');
      expect(blue.status).toBe(200);
      expect(blue.text).toContain('fill="#1d4ed8"');
      expect((await get('/images/products/NIT-3-BLACK-M.svg')).text).toContain('fill="#111827"');
      expect((await get('/images/products/NIT-3.svg')).text).toContain('fill="#1d4ed8"');
      // A plain product keeps its type's palette.
      expect((await get('/images/products/NIT-1.svg')).text).not.toContain('fill="#1d4ed8"');
    });

    it('answers 404 for names that are not a SKU or a category', async () => {
      for (const url of ['/images/products/%3Cscript%3E.svg', '/images/products/NIT-1.png', '/images/categories/nope.svg', '/images/banners/gloves-ppe', '/images/categories/..%2F..%2Fetc.svg']) {
        expect((await get(url)).status, url).toBe(404);
      }
    });
  });
});
