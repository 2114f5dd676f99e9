import { describe, expect, it } from 'vitest';
import { checkImportRows, type CurrentProduct } from './import-merge.ts';
import { IMPORT_COLUMNS, readImportFile, rowErrorText } from './import-rows.ts';

const categories = new Map([
  ['gloves-ppe', 1],
  ['gloves-ppe/nitrile-gloves', 2],
]);
const now = new Date('2026-01-01T00:00:00Z');
const header = IMPORT_COLUMNS.join(',');

/** A file read and checked as the CLI does: the products to write, or every problem with its line. */
function parseImportFile(text: string, categoryIdByPath: ReadonlyMap<string, number>, checkedAt: Date, current = new Map<string, CurrentProduct>()) {
  const { fileError, rows } = readImportFile(text, categoryIdByPath);
  const checked = fileError ? [] : checkImportRows(rows, current, checkedAt);
  const errors = [
    ...(fileError ? rows.map((row) => ({ line: row.line, message: rowErrorText(row.errors) })) : []),
    ...checked.filter((row) => row.product === null).map((row) => ({ line: row.line, message: rowErrorText(row.errors) })),
    ...(fileError ? [fileError] : []),
  ].sort((a, b) => a.line - b.line);
  return { errors, products: checked.flatMap((row) => (row.product ? [row.product] : [])) };
}

describe('money cells', () => {
  it("are read as the back office reads money typed (issue #26): a decimal comma is cents, never 100 times the price", () => {
    const text = 'sku,title,category_path,price,base_price\nM-1,Mask-50,gloves-ppe,"22,49","$1,234.50"\nM-2,Mask-51,gloves-ppe,0.29,"1.234,5"\nM-3,Mask-52,gloves-ppe,1234567.89,\n';
    const { products, errors } = parseImportFile(text, categories, now);
    expect(products.map((product) => [product.priceCents, product.basePriceCents])).toEqual([[2249, 123_450], [29, 123_450]]);
    expect(errors).toEqual([{ line: 4, message: 'price: may be at most $999,999.99' }]);
  });

  it('refuse what they cannot read, each with its reason', () => {
    const text = 'sku,title,category_path,price\nM-1,Mask-50,gloves-ppe,22.499\nM-2,Mask-51,gloves-ppe,-1\nM-3,Mask-52,gloves-ppe,1e3\nM-4,Mask-53,gloves-ppe,"1,23,4"\n';
    expect(parseImportFile(text, categories, now).errors).toEqual([
      { line: 2, message: 'price: may have at most 2 decimals (the cents), e.g. 22.49' },
      { line: 3, message: 'price: may not be negative' },
      { line: 4, message: 'price: must be an amount in dollars, e.g. 22.49' },
      { line: 5, message: 'price: has a thousands separator out of place: write it as 1,234.50 or 1234.50' },
    ]);
  });
});

describe('readImportFile with checkImportRows (new SKUs)', () => {
  it('turns good rows into products, with defaults for the optional columns', () => {
    const text = `${header}\nN-1,"Nitrile Gloves, Blue-100",gloves-ppe/nitrile-gloves,12.5,14.99,,,,"Strong, ""soft"" gloves",,2025-03-31\nN-2,Aprons-200,/Gloves-PPE/,0.1,,1,2.50,no,,/images/x.svg,2025-01-01T10:00:00Z\n`;
    const { products, errors } = parseImportFile(text, categories, now);
    expect(errors).toEqual([]);
    expect(products).toEqual([
      expect.objectContaining({
        sku: 'N-1',
        slug: 'nitrile-gloves-blue-100-n-1',
        title: 'Nitrile Gloves, Blue-100',
        categoryId: 2,
        description: 'Strong, "soft" gloves',
        images: [{ url: '/images/products/N-1.svg', alt: 'Nitrile Gloves, Blue-100' }],
        priceCents: 1250,
        basePriceCents: 1499,
        priceRangeFromCents: null,
        priceRangeToCents: null,
        isOnSale: true,
        createdAt: new Date('2025-03-31T00:00:00Z'),
      }),
      expect.objectContaining({
        sku: 'N-2',
        categoryId: 1,
        priceCents: 10,
        basePriceCents: 10,
        priceRangeFromCents: 100,
        priceRangeToCents: 250,
        isOnSale: false,
        images: [{ url: '/images/x.svg', alt: 'Aprons-200' }],
        createdAt: new Date('2025-01-01T10:00:00Z'),
      }),
    ]);
  });

  it('takes the columns in any order and only the required ones', () => {
    const { products, errors } = parseImportFile('price,category_path,title,sku\n3,gloves-ppe,Mask-50,M-1\n', categories, now);
    expect(errors).toEqual([]);
    expect(products[0]).toMatchObject({ sku: 'M-1', priceCents: 300, createdAt: now, isOnSale: false });
  });

  it('reports every bad row with its line number and all its problems', () => {
    const text = [
      header,
      'OK-1,Fine-1,gloves-ppe,1,,,,,,,',
      ',No Sku-1,nowhere,12.345,,,,maybe,,http://elsewhere.example/x.png,yesterday',
      'OK-1,Again-1,gloves-ppe,5,4,3,,,,,',
      'OK-3,Range-1,gloves-ppe,5,,9,8,,,,2025-02-30',
      'short,row',
    ].join('\n');
    const { products, errors } = parseImportFile(text, categories, now);
    expect(errors.map((error) => error.line)).toEqual([3, 4, 5, 6]);
    const [third, fourth, fifth, sixth] = errors.map((error) => error.message);
    for (const field of ['sku:', 'price:', 'on_sale:', 'image_url:', 'created_at:', "category_path: no category 'nowhere'"]) expect(third).toContain(field);
    expect(fourth).toContain("sku: 'OK-1' already appears on line 2");
    expect(fourth).toContain('base_price: may not be below price');
    expect(fourth).toContain('price_range_to');
    expect(fifth).toContain('price_range_to: may not be below price_range_from');
    expect(fifth).toContain('created_at: is not a real date');
    expect(sixth).toBe('expected 11 fields, found 2');
    expect(products).toHaveLength(1);
  });

  it('reports a header without sku (the one required column), or with unknown or repeated ones', () => {
    expect(parseImportFile('title,colour,price,price\nB,C,1,1\n', categories, now).errors).toEqual([
      { line: 1, message: expect.stringMatching(/^missing column 'sku'; unknown column 'colour'; column 'price' appears twice \(columns: sku,title,/) },
    ]);
    expect(parseImportFile('', categories, now).errors).toEqual([{ line: 1, message: expect.stringContaining('empty') }]);
    expect(parseImportFile(`${header}\n`, categories, now).errors).toEqual([{ line: 1, message: 'no product rows after the header' }]);
  });

  it('reports two SKUs that would share a product address', () => {
    const { errors } = parseImportFile('sku,title,category_path,price\nA.1,Same-1,gloves-ppe,1\nA-1,Same-1,gloves-ppe,1\n', categories, now);
    expect(errors).toEqual([{ line: 3, message: 'sku: gives the same product address as line 2' }]);
  });
});
