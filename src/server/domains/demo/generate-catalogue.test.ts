import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, okBody } from '../../testing/api.ts';
import { useTestApp } from '../../testing/suite.ts';
import { generateCatalogue } from './generate-catalogue.ts';

describe('generateCatalogue', () => {
  const testApp = useTestApp();

  const one = async <T>(query: string) => (await testApp.database.db.execute<{ value: T }>(sql.raw(query))).rows[0]?.value;

  it('creates the demo categories on an empty database and fills their leaves in batches', async () => {
    const result = await generateCatalogue(testApp.database.db, { count: 250, batchSize: 60, now: new Date() });
    expect(result).toEqual({ requested: 250, inserted: 250, categoriesCreated: 47 });
    expect(await one<number>('SELECT count(*)::int AS value FROM products')).toBe(250);
    // Only leaf categories hold products.
    expect(await one<number>('SELECT count(*)::int AS value FROM products p WHERE EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = p.category_id)')).toBe(0);
  });

  it('adds more with new SKUs when run again, reusing the categories', async () => {
    const result = await generateCatalogue(testApp.database.db, { count: 100, batchSize: 1000, now: new Date() });
    expect(result).toEqual({ requested: 100, inserted: 100, categoriesCreated: 0 });
    expect(await one<number>('SELECT count(DISTINCT sku)::int AS value FROM products')).toBe(350);
    expect(await one<number>('SELECT count(*)::int AS value FROM categories')).toBe(47);
  });

  it('leaves products the API can list and search', async () => {
    const guest = apiAs(testApp, null);
    expect(okBody(await guest.get('/api/products?per_page=5&sort_field=created_at&sort_order=desc')).meta.total).toBe(350);
    expect(okBody(await guest.get('/api/products?keyword=gloves')).meta.total).toBeGreaterThan(0);
  });
});
