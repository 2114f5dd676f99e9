// Issue #18: kept search and suggestion answers (answer-bytes.ts) never show what has changed since, nor one
// viewer's answer to another who may not see the same.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, okBody } from '../../testing/api.ts';
import { later } from '../../testing/suite.ts';
import { useSearchTestApp } from '../search/search.fixtures.ts';

type Listing = { data: { sku: string; price?: number; title: string }[]; meta: { total: number } };
type Suggestions = { data: { categories: { title: string }[] } };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('kept search answers', () => {
  const testApp = useSearchTestApp('memory');
  const fixture = later(() => testApp.fixture);
  const buyer = later(() => testApp.buyer);
  const restricted = later(() => testApp.restricted);
  const searchAs = async (session: Parameters<typeof apiAs>[1], keyword: string) =>
    okBody<Listing>(await apiAs(testApp, session).get(`/api/products?keyword=${encodeURIComponent(keyword)}`));

  it('shows a changed price and title at once, not the answer kept before', async () => {
    const before = await searchAs(buyer, 'vinyl');
    expect(before.data.map((product) => product.sku)).toEqual(['VIN-1']);
    expect(await searchAs(buyer, 'vinyl')).toEqual(before);
    await testApp.database.db.execute(sql`UPDATE products SET price_cents = 4321, base_price_cents = 4321, title = 'Vinyl Gloves Blue-100' WHERE sku = 'VIN-1'`);
    await testApp.app.services.catalogueSearch.caughtUp();
    const after = await searchAs(buyer, 'vinyl');
    expect(after.data[0]).toMatchObject({ sku: 'VIN-1', price: 4321, title: 'Vinyl Gloves Blue-100' });
  });

  it('never gives a guest the answer kept for a signed-in buyer, nor the reverse', async () => {
    const priced = await searchAs(buyer, 'gloves');
    expect(priced.data.every((product) => typeof product.price === 'number')).toBe(true);
    const guest = await searchAs(null, 'gloves');
    expect(guest.data.length).toBe(priced.data.length);
    expect(guest.data.every((product) => product.price === undefined)).toBe(true);
    expect((await searchAs(buyer, 'gloves')).data.every((product) => typeof product.price === 'number')).toBe(true);
  });

  it('keeps an account whose rest_acc hides a category apart from those it hides nothing from', async () => {
    expect((await searchAs(buyer, 'enteral')).meta.total).toBe(1);
    expect((await searchAs(restricted, 'enteral')).meta.total).toBe(0);
    expect((await searchAs(buyer, 'enteral')).meta.total).toBe(1);
  });

  it('keeps nothing for bad input: the same address is refused each time, and a good one still answers', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await apiAs(testApp, buyer).get('/api/products?keyword=gloves&per_page=0');
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveProperty('per_page');
    }
    expect((await searchAs(buyer, 'gloves')).data.length).toBeGreaterThan(0);
  });

  it('shows a renamed category in suggestions once the change is heard', async () => {
    const tubeFeeds = fixture.categories.tubeFeeds;
    const titles = async () =>
      okBody<Suggestions>(await apiAs(testApp, buyer).get('/api/search/suggest?q=tube')).data.categories.map((category) => category.title);
    expect(await titles()).toEqual(['Tube Feeds']);
    await testApp.database.db.execute(sql`UPDATE categories SET title = 'Tube Feeding' WHERE id = ${tubeFeeds.id}`);
    const deadline = Date.now() + 1000;
    while (!(await titles()).includes('Tube Feeding') && Date.now() < deadline) await pause(25);
    expect(await titles()).toEqual(['Tube Feeding']);
  });
});
