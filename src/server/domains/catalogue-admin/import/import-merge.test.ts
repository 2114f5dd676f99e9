import { describe, expect, it } from 'vitest';
import { STORED_PRODUCT } from './catalogue-import.fixtures.ts';
import { checkImportRows, mergeImportRow, type CurrentProduct } from './import-merge.ts';
import { readImportFile } from './import-rows.ts';

const checkedAt = new Date('2026-11-27T09:00:00Z');
const stored = STORED_PRODUCT;
const categories = new Map([['gloves-ppe/nitrile-gloves', 2], ['gloves-ppe', 1]]);

/** The file `header` + `line` checked against the catalogue holding `current`: the one row's errors and product. */
function checkLine(header: string, line: string, current: CurrentProduct[] = [stored]) {
  const { fileError, rows } = readImportFile(`${header}\n${line}\n`, categories);
  expect(fileError).toBeNull();
  const [row] = checkImportRows(rows, new Map(current.map((product) => [product.sku, product])), checkedAt);
  return { errors: row?.errors, product: row?.product };
}

describe('mergeImportRow: a column the file leaves out keeps the stored value', () => {
  it('changes only the price of an existing SKU for a price-only row', () => {
    const { errors, product } = mergeImportRow({ sku: 'NIT-1', priceCents: 1399 }, stored, checkedAt);
    expect(errors).toEqual({});
    const { createdAt, hasMatrix: _hasMatrix, ...rest } = stored;
    expect(product).toEqual({ ...rest, priceCents: 1399, createdAt });
  });

  it('keeps the on-sale flag when on_sale is left out, even when the prices change, and works it out for a blank cell', () => {
    expect(mergeImportRow({ sku: 'NIT-1', priceCents: 1499 }, stored, checkedAt).product?.isOnSale).toBe(true);
    expect(mergeImportRow({ sku: 'NIT-1', priceCents: 1499, isOnSale: null }, stored, checkedAt).product?.isOnSale).toBe(false);
    expect(mergeImportRow({ sku: 'NIT-1', basePriceCents: 2000, isOnSale: null }, { ...stored, isOnSale: false }, checkedAt).product?.isOnSale).toBe(true);
    expect(mergeImportRow({ sku: 'NIT-1', isOnSale: false }, stored, checkedAt).product?.isOnSale).toBe(false);
  });

  it('takes the base price up with a price above it when base_price is left out, ending the special (issue #26 item 15)', () => {
    expect(mergeImportRow({ sku: 'NIT-1', priceCents: 1600 }, stored, checkedAt)).toEqual({
      errors: {},
      product: expect.objectContaining({ priceCents: 1600, basePriceCents: 1600, isOnSale: false, specialText: 'Winter deal' }),
    });
    // At or below the stored base price, the base price and the special stay.
    expect(mergeImportRow({ sku: 'NIT-1', priceCents: 1499 }, stored, checkedAt).product).toMatchObject({ priceCents: 1499, basePriceCents: 1499, isOnSale: true });
    // An on_sale column still says what it says; a base_price column is taken as it is.
    expect(mergeImportRow({ sku: 'NIT-1', priceCents: 1600, isOnSale: true }, stored, checkedAt).product).toMatchObject({ basePriceCents: 1600, isOnSale: true });
    expect(mergeImportRow({ sku: 'NIT-1', priceCents: 1500, basePriceCents: 1500 }, stored, checkedAt).product).toMatchObject({ priceCents: 1500, basePriceCents: 1500 });
    expect(mergeImportRow({ sku: 'NIT-1', basePriceCents: 1000 }, stored, checkedAt).errors).toEqual({ base_price: "may not be below the catalogue's price of $12.99" });
    expect(mergeImportRow({ sku: 'NIT-1', priceCents: 1500, basePriceCents: 1000 }, stored, checkedAt).errors).toEqual({ base_price: 'may not be below price' });
  });

  it('checks a price range against the stored end the file leaves out', () => {
    expect(mergeImportRow({ sku: 'NIT-1', priceRangeFromCents: 1999 }, stored, checkedAt).errors).toEqual({ price_range_to: 'may not be below price_range_from' });
    expect(mergeImportRow({ sku: 'NIT-1', priceRangeToCents: null }, stored, checkedAt).errors).toEqual({ price_range_to: 'price_range_from and price_range_to go together' });
    expect(mergeImportRow({ sku: 'NIT-1', priceRangeFromCents: null, priceRangeToCents: null }, stored, checkedAt).product).toMatchObject({ priceRangeFromCents: null, priceRangeToCents: null });
  });

  it('keeps the meaning a blank cell always had in a column the file has', () => {
    const { product } = mergeImportRow({ sku: 'NIT-1', basePriceCents: null, description: null, imageUrl: null, createdAt: null }, stored, checkedAt);
    // base_price blank: the price; description blank: none; image_url blank: the generated picture, which
    // the upsert never puts over a product's pictures; created_at blank: the product keeps its date.
    expect(product).toMatchObject({ basePriceCents: 1299, description: '', images: [{ url: '/images/products/NIT-1.svg', alt: stored.title }], createdAt: stored.createdAt });
    expect(mergeImportRow({ sku: 'NIT-1', title: null, categoryId: null, priceCents: null }, stored, checkedAt).errors).toEqual({
      title: 'is required',
      category_path: 'is required',
      price: 'is required',
    });
  });

  it('keeps the product address even for a new title, and takes every column the row has', () => {
    const renamed = mergeImportRow({ sku: 'NIT-1', title: 'Nitrile Gloves Navy-100', categoryId: 1, imageUrl: '/images/navy.svg', description: 'New.' }, stored, checkedAt);
    expect(renamed.product).toMatchObject({
      slug: 'nitrile-gloves-blue-100-nit-1',
      title: 'Nitrile Gloves Navy-100',
      categoryId: 1,
      images: [{ url: '/images/navy.svg', alt: 'Nitrile Gloves Navy-100' }],
      description: 'New.',
      specialText: 'Winter deal',
    });
  });
});

describe('mergeImportRow: a product sold in a variant matrix', () => {
  it('keeps the range its cells give, whatever range the file has (the database derives it again from the new price)', () => {
    const matrixProduct = { ...stored, hasMatrix: true };
    const { errors, product } = mergeImportRow({ sku: 'NIT-1', priceCents: 1350, priceRangeFromCents: 1, priceRangeToCents: null }, matrixProduct, checkedAt);
    expect(errors).toEqual({});
    expect(product).toMatchObject({ priceCents: 1350, priceRangeFromCents: 1299, priceRangeToCents: 1899 });
  });
});

describe('mergeImportRow: a new SKU', () => {
  it('needs title, category_path and price, whether the column is left out or the cell is blank', () => {
    const required = 'is required for a new product (SKU not in the catalogue)';
    expect(mergeImportRow({ sku: 'NEW-1', priceCents: 100 }, undefined, checkedAt)).toEqual({ errors: { title: required, category_path: required }, product: null });
    expect(mergeImportRow({ sku: 'NEW-1', title: null, categoryId: 1 }, undefined, checkedAt).errors).toEqual({ title: required, price: required });
  });

  it('takes the defaults for the optional columns', () => {
    expect(mergeImportRow({ sku: 'NEW-1', title: 'Mask-50', categoryId: 1, priceCents: 300 }, undefined, checkedAt).product).toEqual({
      sku: 'NEW-1',
      slug: 'mask-50-new-1',
      title: 'Mask-50',
      description: '',
      categoryId: 1,
      images: [{ url: '/images/products/NEW-1.svg', alt: 'Mask-50' }],
      priceCents: 300,
      basePriceCents: 300,
      priceRangeFromCents: null,
      priceRangeToCents: null,
      isOnSale: false,
      specialText: null,
      createdAt: checkedAt,
    });
  });
});

describe('checkImportRows', () => {
  it('checks a supplier’s price file: existing SKUs change their price, an unknown one is told what it lacks', () => {
    expect(checkLine('sku,price', 'NIT-1,13.50')).toMatchObject({ errors: {}, product: { priceCents: 1350, title: stored.title, basePriceCents: 1499 } });
    expect(checkLine('sku,price', 'NIT-1,"22,49"')).toMatchObject({ errors: {}, product: { priceCents: 2249, basePriceCents: 2249, isOnSale: false } });
    expect(checkLine('sku,price', 'NOPE-1,13.50')).toEqual({
      errors: { title: 'is required for a new product (SKU not in the catalogue)', category_path: 'is required for a new product (SKU not in the catalogue)' },
      product: null,
    });
  });

  it('reports a bad cell once, with what a new SKU lacks besides', () => {
    expect(checkLine('sku,price', 'NOPE-1,1.234').errors).toEqual({
      price: 'may have at most 2 decimals (the cents), e.g. 22.49',
      title: 'is required for a new product (SKU not in the catalogue)',
      category_path: 'is required for a new product (SKU not in the catalogue)',
    });
    expect(checkLine('sku,base_price', 'NIT-1,abc').errors).toEqual({ base_price: 'must be an amount in dollars, e.g. 22.49' });
  });

  it('refuses a new SKU whose product address another row keeps; existing products keep theirs', () => {
    const other: CurrentProduct = { ...stored, sku: 'NIT.1', slug: 'other-nit-1' };
    const { rows } = readImportFile('sku,title,category_path,price\nNIT-1,Nitrile Gloves Blue-100,gloves-ppe,1\nNIT.1,Nitrile Gloves Blue-100,gloves-ppe,1\n', categories);
    const checked = checkImportRows(rows, new Map([[stored.sku, stored]]), checkedAt);
    expect(checked.map((row) => row.errors)).toEqual([{}, { sku: 'gives the same product address as line 2' }]);
    expect(checkImportRows(rows, new Map([[stored.sku, stored], [other.sku, other]]), checkedAt).map((row) => row.errors)).toEqual([{}, {}]);
    const { rows: priceOnly } = readImportFile('sku,price\nNIT-1,1\nNIT.1,1\n', categories);
    expect(checkImportRows(priceOnly, new Map([[stored.sku, stored], [other.sku, other]]), checkedAt).map((row) => row.errors)).toEqual([{}, {}]);
  });
});
