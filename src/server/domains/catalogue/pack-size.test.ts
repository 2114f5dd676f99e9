import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/suite.ts';
import { createCatalogueWriter, type NewProduct } from '../catalogue-admin/catalogue-admin.fixtures.ts';
import { packSizeOfTitle } from './pack-size.ts';

const TITLES: [string, number | null][] = [
  ['Aprons On A Roll White-200', 200],
  ['Nitrile Gloves Blue Medium-100', 100],
  ['Pull-Up Pants Medium-14', 14],
  ['Tena Slip Plus-28 ', 28],
  ['Hand Towel Interleaved - 16', 16],
  ['Pads 10-20', 20],
  ['Wipes-007', 7],
  ['Gloves-L', null],
  ['Pull-Up Pants Range', null],
  ['Pads 10-20 Pack', null],
  ['Cups-0', null],
  ['Dressing-2.5', null],
  ['Bulk-12345678', null],
  ['Sanitiser 500ml', null],
  ['Big-9999999', 9_999_999],
];

describe('packSizeOfTitle (spec §3, §9)', () => {
  it('reads the whole number after the last dash', () => {
    expect(packSizeOfTitle('Aprons On A Roll White-200')).toBe(200);
    expect(packSizeOfTitle('Pull-Up Pants Medium-14')).toBe(14);
    expect(packSizeOfTitle('Hand Towel Interleaved - 16')).toBe(16);
  });

  it('is null when the text after the last dash is not a whole number of 1 or more', () => {
    expect(packSizeOfTitle('Gloves-L')).toBeNull();
    expect(packSizeOfTitle('Pads 10-20 Pack')).toBeNull();
    expect(packSizeOfTitle('Sanitiser 500ml')).toBeNull();
    expect(packSizeOfTitle('Cups-0')).toBeNull();
    expect(packSizeOfTitle('Dressing-2.5')).toBeNull();
    expect(packSizeOfTitle('Bulk-12345678')).toBeNull();
  });

  it.each(TITLES)('%s → %s', (title, expected) => {
    expect(packSizeOfTitle(title)).toBe(expected);
  });
});

describe('pack_size in the database', () => {
  const testApp = useTestApp(async (app) => {
    const writer = createCatalogueWriter(app.database.db);
    const [category] = await writer.insertCategories([
      { parentId: null, slug: 'misc', path: 'misc', depth: 1, position: 0, title: 'Misc', image: null, bannerImage: null, blurb: '', restAcc: [] },
    ]);
    const product = (title: string, index: number): NewProduct => ({
      sku: `PS-${index}`,
      slug: `ps-${index}`,
      title,
      description: '',
      categoryId: category?.id ?? 0,
      images: [],
      priceCents: 100,
      basePriceCents: 100,
      priceRangeFromCents: null,
      priceRangeToCents: null,
      isOnSale: false,
      specialText: null,
    });
    await writer.insertProducts(TITLES.map(([title], index) => product(title, index)));
    return {};
  });

  const packSizes = async () =>
    (await testApp.database.db.execute<{ title: string; pack_size: number | null }>(sql`SELECT title, pack_size FROM products ORDER BY id`)).rows;

  it('is set from the title when a product is written', async () => {
    expect((await packSizes()).map((row) => [row.title, row.pack_size])).toEqual(TITLES);
  });

  it("is filled for existing rows by migration 0005, by the same rule as packSizeOfTitle", async () => {
    const migration = readFileSync(new URL('../../db/migrations/0005_product_pack_size.sql', import.meta.url), 'utf8');
    const update = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'));
    expect(update).toBeDefined();
    await testApp.database.db.execute(sql`UPDATE products SET pack_size = NULL`);
    await testApp.database.db.execute(sql.raw(update ?? ''));
    expect((await packSizes()).map((row) => [row.title, row.pack_size])).toEqual(TITLES);
  });
});
