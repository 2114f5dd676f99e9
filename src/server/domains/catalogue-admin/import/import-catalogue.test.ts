import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, okBody } from '../../../testing/api.ts';
import { signedInAccount } from '../../../testing/factories.ts';
import { later, useTestApp } from '../../../testing/suite.ts';
import { insertCatalogueFixture } from '../../catalogue/catalogue.fixtures.ts';
import { importCatalogueCsv } from './import-catalogue.ts';

describe('importCatalogueCsv', () => {
  const testApp = useTestApp(async (app) => {
    await insertCatalogueFixture(app.database.db);
    return { buyer: await signedInAccount(app) };
  });
  const buyer = later(() => testApp.buyer);

  const productCount = async () =>
    (await testApp.database.db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM products`)).rows[0]?.total;
  const good = [
    'sku,title,category_path,price,base_price,price_range_from,price_range_to,on_sale,description',
    'IMP-1,"Imported Gloves, Blue-100",gloves-ppe/nitrile-gloves,19.99,24.5,,,,"Soft ""nitrile"" gloves"',
    'IMP-2,Imported Pads-28,continence/pads/day-pads,0.29,,1.1,4.35,,',
  ].join('\n');

  it('inserts new SKUs with exact cents, and the API shows them', async () => {
    const before = await productCount();
    expect(await importCatalogueCsv(testApp.database.db, good)).toEqual({ ok: true, rows: 2, inserted: 2, updated: 0, unchanged: 0 });
    expect(await productCount()).toBe((before ?? 0) + 2);
    expect(okBody(await apiAs(testApp, buyer).get('/api/products?keyword=imported&sort_field=title')).data).toEqual([
      expect.objectContaining({ sku: 'IMP-1', price: 1999, base_price: 2450, on_sale: true, price_range_from: null }),
      // Its range is stored, but a product without sizes is charged its one price: no 'From' (issue #16 item 4).
      expect.objectContaining({ sku: 'IMP-2', price: 29, base_price: 29, on_sale: false, price_range_from: null, price_range_to: null }),
    ]);
    const stored = await testApp.database.db.execute<{ from: number; to: number }>(sql`SELECT price_range_from_cents AS from, price_range_to_cents AS to FROM products WHERE sku = 'IMP-2'`);
    expect(stored.rows).toEqual([{ from: 110, to: 435 }]);
  });

  it('updates existing SKUs on a second import, and leaves a row that changes nothing unwritten', async () => {
    const changed = good.replace('Imported Pads-28', 'Imported Night Pads-28');
    expect(await importCatalogueCsv(testApp.database.db, changed)).toEqual({ ok: true, rows: 2, inserted: 0, updated: 1, unchanged: 1 });
    expect(okBody(await apiAs(testApp, null).get('/api/products?keyword=night')).data.map((product: { sku: string; title: string }) => [product.sku, product.title])).toEqual([['IMP-2', 'Imported Night Pads-28']]);
  });

  it('changes only the columns a file has for an existing SKU, and refuses a new SKU the file cannot make', async () => {
    const stored = async () =>
      (await testApp.database.db.execute(sql`SELECT title, description, price_cents, base_price_cents, is_on_sale FROM products WHERE sku = 'IMP-1'`)).rows[0];
    expect(await importCatalogueCsv(testApp.database.db, 'sku,price\nIMP-1,21.00\n')).toEqual({ ok: true, rows: 1, inserted: 0, updated: 1, unchanged: 0 });
    const repriced = { title: 'Imported Gloves, Blue-100', description: 'Soft "nitrile" gloves', price_cents: 2100, base_price_cents: 2450, is_on_sale: true };
    expect(await stored()).toEqual(repriced);
    expect(await importCatalogueCsv(testApp.database.db, 'sku,price\nIMP-1,22.00\nIMP-NEW,1.00\nIMP-2,30.00\n')).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'title: is required for a new product (SKU not in the catalogue); category_path: is required for a new product (SKU not in the catalogue)' },
      ],
    });
    expect(await stored()).toEqual(repriced);
    // A price rise above the stored base price takes the base price with it (issue #26 item 15).
    expect(await importCatalogueCsv(testApp.database.db, 'sku,price\nIMP-2,30.00\n')).toMatchObject({ ok: true, updated: 1 });
    const pads = (await testApp.database.db.execute(sql`SELECT price_cents, base_price_cents, is_on_sale FROM products WHERE sku = 'IMP-2'`)).rows[0];
    expect(pads).toEqual({ price_cents: 3000, base_price_cents: 3000, is_on_sale: false });
  });

  it('imports nothing when any row is bad, and lists every bad row', async () => {
    const before = await productCount();
    const text = `${good}\nIMP-3,Fine-1,gloves-ppe,1,,,,,\nIMP-4,Bad-1,gloves-ppe,1.234,,,,,\n,,nowhere,,,,,,\n`;
    const result = await importCatalogueCsv(testApp.database.db, text);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((error) => error.line)).toEqual([5, 6]);
    expect(await productCount()).toBe(before);
  });

  it('refuses a new SKU that would take an existing product address', async () => {
    const text = 'sku,title,category_path,price\nNIT.1,Nitrile Gloves Blue Medium-100,gloves-ppe,5\n';
    const result = await importCatalogueCsv(testApp.database.db, text);
    expect(result).toEqual({ ok: false, errors: [{ line: 0, message: expect.stringContaining('clashes with a product already in the catalogue') }] });
  });
});
