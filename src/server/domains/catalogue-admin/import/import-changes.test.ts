import { describe, expect, it } from 'vitest';
import { STORED_PRODUCT } from './catalogue-import.fixtures.ts';
import { rowChangeOf } from './import-changes.ts';
import { mergeImportRow, type CurrentProduct } from './import-merge.ts';
import type { ImportCells } from './import-rows.ts';

const checkedAt = new Date('2026-11-27T09:00:00Z');
/** Without a price range, so that adding one is a change. */
const stored: CurrentProduct = { ...STORED_PRODUCT, priceRangeFromCents: null, priceRangeToCents: null };
const paths = new Map([[1, 'gloves-ppe'], [2, 'gloves-ppe/nitrile-gloves']]);
const pathOf = (id: number) => paths.get(id) ?? '?';

/** The change a row of `cells` makes to the stored product, merged as the import merges it. */
function changeFor(cells: ImportCells) {
  const { product } = mergeImportRow(cells, stored, checkedAt);
  return rowChangeOf(stored, product, pathOf);
}

describe('rowChangeOf: what an import row does to its product', () => {
  it('tells a price change as before and after, and nothing else for a sku,price row', () => {
    expect(changeFor({ sku: 'NIT-1', priceCents: 1199 })).toEqual({ action: 'update', changes: { price: '$12.99 → $11.99' } });
  });

  it('tells a base price and special that follow a price rise in a file without base_price, and why (issue #26 item 15)', () => {
    const cells = { sku: 'NIT-1', priceCents: 1600 };
    const { product } = mergeImportRow(cells, stored, checkedAt);
    expect(rowChangeOf(stored, product, pathOf, cells)).toEqual({
      action: 'update',
      changes: {
        price: '$12.99 → $16.00',
        base_price: '$14.99 → $16.00 (follows the price: the file has no base_price column)',
        on_sale: 'yes → no (no longer below the base price)',
      },
    });
  });

  it('tells a new title, which keeps the product address', () => {
    expect(changeFor({ sku: 'NIT-1', title: 'Nitrile Gloves Black-100' })).toEqual({ action: 'update', changes: { title: 'Nitrile Gloves Blue-100 → Nitrile Gloves Black-100' } });
  });

  it('calls a row that writes what the product already holds unchanged', () => {
    expect(changeFor({ sku: 'NIT-1', priceCents: 1299, title: 'Nitrile Gloves Blue-100', isOnSale: true })).toEqual({ action: 'unchanged', changes: {} });
  });

  it('names a move by category path, the on-sale flag, a new description and a range', () => {
    const change = changeFor({ sku: 'NIT-1', categoryId: 1, isOnSale: false, description: 'Latex-free.', priceRangeFromCents: 1299, priceRangeToCents: 1899 });
    expect(change).toEqual({
      action: 'update',
      changes: {
        category_path: 'gloves-ppe/nitrile-gloves → gloves-ppe',
        on_sale: 'yes → no',
        description: 'changed',
        price_range: 'none → $12.99–$18.99',
      },
    });
  });

  it('tells a picture change only when the upsert would write it', () => {
    expect(changeFor({ sku: 'NIT-1', imageUrl: null }).changes).toEqual({});
    expect(changeFor({ sku: 'NIT-1', imageUrl: '/media/BBBBBBBBBBBBBBBBBBBBBB-640.jpg' }).changes).toEqual({
      image_url: '/media/AAAAAAAAAAAAAAAAAAAAAA-640.jpg → /media/BBBBBBBBBBBBBBBBBBBBBB-640.jpg',
    });
  });

  it('calls an unknown SKU new, and a row with problems new or an update by its SKU alone', () => {
    const { product } = mergeImportRow({ sku: 'NEW-1', title: 'Vinyl Gloves-100', categoryId: 2, priceCents: 999 }, undefined, checkedAt);
    expect(product).not.toBeNull();
    expect(rowChangeOf(undefined, product, pathOf)).toEqual({ action: 'new', changes: {} });
    expect(rowChangeOf(stored, null, pathOf)).toEqual({ action: 'update', changes: {} });
    expect(rowChangeOf(undefined, null, pathOf)).toEqual({ action: 'new', changes: {} });
  });
});
