import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CategoryNodeJson, ProductsResponse } from '../../../shared/schemas/catalogue.ts';
import { apiAs } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount, signIn, type TestSession } from '../../testing/factories.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import { DEMO_BUYER, DEMO_CONTRACT_BUYER } from './demo.service.ts';

describe('the demo seed', () => {
  const messages: string[] = [];
  const testApp = useTestApp(async (app) => ({
    first: await app.app.services.demo.seedIfEmpty({ info: (message) => messages.push(message) }),
    buyer: await signIn(app, DEMO_BUYER),
    other: await signedInAccount(app, { accountNumber: '100300' }),
  }));
  const first = later(() => testApp.first);
  const buyer = later(() => testApp.buyer);
  const other = later(() => testApp.other);

  const count = async (query: string) =>
    (await testApp.database.db.execute<{ total: number }>(sql.raw(`SELECT count(*)::int AS total FROM ${query}`))).rows[0]?.total;
  const get = async (url: string, session?: TestSession) => apiAs(testApp, session ?? null).get(url);

  it('seeds about 40 categories and at least 400 products into an empty catalogue, and says so', async () => {
    expect(testApp.first).toEqual({ seeded: true, categories: 47, products: expect.any(Number), content: true });
    expect(first.products).toBeGreaterThanOrEqual(400);
    expect(await count('products')).toBe(first.products);
    expect(await count('categories')).toBe(47);
    expect(await count('variant_matrices')).toBeGreaterThanOrEqual(5);
    expect(messages).toEqual([expect.stringContaining('Seeded the demo catalogue'), 'Seeded the demo customer logos and stories.']);
  });

  it('changes nothing when the catalogue has categories', async () => {
    expect(await testApp.app.services.demo.seedIfEmpty({ info: () => undefined })).toEqual({ seeded: false, categories: 0, products: 0, content: false });
    expect(await count('products')).toBe(first.products);
  });

  it('delivers the demo home’s Hamilton address on Tuesdays and Thursdays with freight, beside the default zone (issue #29)', async () => {
    const zones = await testApp.database.db.execute<{ name: string; is_default: boolean; freight_cents: number }>(sql`SELECT name, is_default, freight_cents FROM delivery_zones ORDER BY name`);
    expect(zones.rows).toEqual([
      { name: 'Northland', is_default: false, freight_cents: 2_500 },
      { name: 'Standard delivery', is_default: true, freight_cents: 0 },
      { name: 'Waikato and Bay of Plenty', is_default: false, freight_cents: 1_500 },
    ]);
    const days = (await get('/api/checkout/delivery-dates?post_code=3216', buyer)).body.data as { date: string }[];
    expect(days).toHaveLength(6);
    expect(days.every((day) => [2, 4].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay()))).toBe(true);
  });

  it('creates the demo buyer, who can sign in and cannot see Clinical Nutrition', async () => {
    const session = (await get('/api/session', buyer)).body;
    expect(JSON.stringify(session)).toContain('100200');
    const foodFor = async (viewer?: TestSession) =>
      ((await get('/api/categories', viewer)).body.data as CategoryNodeJson[]).find((node) => node.title === 'Food & Nutrition');
    expect((await foodFor(buyer))?.children.map((child) => child.title)).not.toContain('Clinical Nutrition');
    expect((await foodFor(other))?.children.map((child) => child.title)).toContain('Clinical Nutrition');
    expect((await foodFor())?.children.map((child) => child.title)).toContain('Clinical Nutrition');
    expect((await get('/api/category?path=food-nutrition/clinical-nutrition/tube-feeds', buyer)).status).toBe(404);
    expect((await get('/api/category?path=food-nutrition/clinical-nutrition/tube-feeds', other)).status).toBe(200);
  });

  it('serves the demo catalogue through the API: categories, listings, search, product pages and pictures', async () => {
    const category = await get('/api/category?path=gloves-ppe/nitrile-gloves');
    expect(category.status).toBe(200);
    const listing = (await get(`/api/products?parent_id=${category.body.data.id}&per_page=48`, other)).body as ProductsResponse;
    expect(listing.meta.total).toBeGreaterThan(10);
    expect(listing.data.every((product) => typeof product.price === 'number')).toBe(true);
    const matrix = listing.data.find((product) => product.has_variants);
    expect(matrix).toBeDefined();
    const detail = (await get(`/api/products/${matrix?.url.replace('/product/', '')}`)).body.data;
    expect(Object.keys(detail.variants.variants).length).toBeGreaterThan(0);
    const picture = await get(listing.data[0]?.image ?? '');
    expect(picture.status).toBe(200);
    expect((await get(category.body.data.banner_image)).status).toBe(200);

    const search = (await get('/api/products?keyword=glvoes')).body as ProductsResponse;
    expect(search.meta.total).toBeGreaterThan(10);
    for (const product of search.data) expect(product.title).toMatch(/glove/i);
  });

  it("gives Harbour View Rest Home the Coastal Care Group's contract prices, and the demo buyer none", async () => {
    const harbourView = await signIn(testApp, DEMO_CONTRACT_BUYER);
    const category = (await get('/api/category?path=gloves-ppe/nitrile-gloves')).body.data;
    const gloves = async (session: TestSession) =>
      ((await get(`/api/products?parent_id=${category.id}&per_page=96`, session)).body as ProductsResponse).data.filter((product) => / Nitrile Gloves Powder Free /.test(product.title) && !product.has_variants);
    const contract = (await gloves(harbourView)).filter((product) => product.price_source === 'contract');
    expect(contract.length).toBeGreaterThan(0);
    for (const product of contract) {
      expect(product.price).toBeLessThan(product.base_price ?? 0);
      expect(product.price_breaks?.map((step) => step.min_qty)).toEqual([1, 10]);
    }
    expect((await gloves(buyer)).every((product) => product.price_source !== 'contract')).toBe(true);
    const pads = (await get('/api/products?keyword=pads&per_page=5', harbourView)).body as ProductsResponse;
    expect(pads.data.some((product) => product.price_source === 'contract')).toBe(true);
    expect(await count(`audit_log WHERE actor = 'system:demo-seed' AND action IN ('price_list.sync', 'customer_group.sync')`)).toBe(2);
  });
});

describe('demo addresses', () => {
  const testApp = useTestApp(async ({ app }) => {
    await app.services.demo.seedIfEmpty({ info: () => undefined });
    return {};
  });

  it('gives the demo account three addresses: one primary, one synced from an external system', async () => {
    const { accountId } = await createAccountWithUser(testApp, { email: DEMO_BUYER.email, accountNumber: DEMO_BUYER.accountNumber });
    const listed = await testApp.app.services.addresses.listAddresses(accountId);
    expect(listed).toHaveLength(3);
    expect(listed.filter((address) => address.isPrimary)).toHaveLength(1);
    expect(listed[0]?.isPrimary).toBe(true);
    expect(listed.filter((address) => address.integrationCode !== null)).toHaveLength(1);
    expect(listed.every((address) => address.country.title === 'New Zealand' && address.region !== null)).toBe(true);
  });
});
