import { describe, expect, it } from 'vitest';
import type { VisibleCategories } from '../catalogue/catalogue.types.ts';
import type { ListingCategoryFilter } from '../catalogue/catalogue.types.ts';
import { createCategoryCounts } from './category-counts.ts';

/** A filter as the viewer's visible catalogue makes it (the brand only marks where filters come from). */
const visible = (filter: ListingCategoryFilter) => filter as VisibleCategories;

describe('category counts: a listing total without counting rows', () => {
  it('adds up the categories a filter lets through, on special only when asked, as products come, change and go', () => {
    const counts = createCategoryCounts();
    counts.add({ categoryId: 1, isOnSale: false, stockOnHand: null }, 1);
    counts.add({ categoryId: 1, isOnSale: true, stockOnHand: null }, 1);
    counts.add({ categoryId: 2, isOnSale: true, stockOnHand: null }, 1);
    counts.add({ categoryId: 3, isOnSale: false, stockOnHand: null }, 1);
    expect(counts.total(visible({ kind: 'all' }), false)).toBe(4);
    expect(counts.total(visible({ kind: 'all' }), true)).toBe(2);
    expect(counts.total(visible({ kind: 'in', ids: [1, 2] }), false)).toBe(3);
    expect(counts.total(visible({ kind: 'in', ids: [1] }), true)).toBe(1);
    expect(counts.total(visible({ kind: 'not-in', ids: [1] }), false)).toBe(2);
    expect(counts.total(visible({ kind: 'in', ids: [] }), false)).toBe(0);

    // A product taken off special and moved to category 3: its old state leaves, its new one comes.
    counts.add({ categoryId: 2, isOnSale: true, stockOnHand: null }, -1);
    counts.add({ categoryId: 3, isOnSale: false, stockOnHand: null }, 1);
    expect(counts.total(visible({ kind: 'in', ids: [2] }), false)).toBe(0);
    expect(counts.total(visible({ kind: 'in', ids: [3] }), false)).toBe(2);
    expect(counts.total(visible({ kind: 'all' }), true)).toBe(1);
  });

  it('counts in stock (issue #30 Part 3): low stock is in stock, untracked counts, nothing on hand does not', () => {
    const counts = createCategoryCounts();
    counts.add({ categoryId: 1, isOnSale: false, stockOnHand: 40 }, 1);
    counts.add({ categoryId: 1, isOnSale: true, stockOnHand: 2 }, 1);
    counts.add({ categoryId: 1, isOnSale: true, stockOnHand: 0 }, 1);
    counts.add({ categoryId: 2, isOnSale: false, stockOnHand: -3 }, 1);
    counts.add({ categoryId: 2, isOnSale: true, stockOnHand: null }, 1);
    expect(counts.total(visible({ kind: 'all' }), false, true)).toBe(3);
    expect(counts.total(visible({ kind: 'all' }), true, true)).toBe(2);
    expect(counts.total(visible({ kind: 'in', ids: [2] }), false, true)).toBe(1);
    // The last unit sold: the product's old state leaves, its new one comes.
    counts.add({ categoryId: 1, isOnSale: true, stockOnHand: 2 }, -1);
    counts.add({ categoryId: 1, isOnSale: true, stockOnHand: 0 }, 1);
    expect(counts.total(visible({ kind: 'in', ids: [1] }), true, true)).toBe(0);
    expect(counts.total(visible({ kind: 'in', ids: [1] }), false, false)).toBe(3);
  });
});
