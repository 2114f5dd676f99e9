import { describe, expect, it } from 'vitest';
import type { VisibleCategories } from '../catalogue/catalogue.types.ts';
import type { ListingCategoryFilter } from '../catalogue/catalogue.types.ts';
import { createCategoryCounts } from './category-counts.ts';

/** A filter as the viewer's visible catalogue makes it (the brand only marks where filters come from). */
const visible = (filter: ListingCategoryFilter) => filter as VisibleCategories;

describe('category counts: a listing total without counting rows', () => {
  it('adds up the categories a filter lets through, on special only when asked, as products come, change and go', () => {
    const counts = createCategoryCounts();
    counts.add({ categoryId: 1, isOnSale: false }, 1);
    counts.add({ categoryId: 1, isOnSale: true }, 1);
    counts.add({ categoryId: 2, isOnSale: true }, 1);
    counts.add({ categoryId: 3, isOnSale: false }, 1);
    expect(counts.total(visible({ kind: 'all' }), false)).toBe(4);
    expect(counts.total(visible({ kind: 'all' }), true)).toBe(2);
    expect(counts.total(visible({ kind: 'in', ids: [1, 2] }), false)).toBe(3);
    expect(counts.total(visible({ kind: 'in', ids: [1] }), true)).toBe(1);
    expect(counts.total(visible({ kind: 'not-in', ids: [1] }), false)).toBe(2);
    expect(counts.total(visible({ kind: 'in', ids: [] }), false)).toBe(0);

    // A product taken off special and moved to category 3: its old state leaves, its new one comes.
    counts.add({ categoryId: 2, isOnSale: true }, -1);
    counts.add({ categoryId: 3, isOnSale: false }, 1);
    expect(counts.total(visible({ kind: 'in', ids: [2] }), false)).toBe(0);
    expect(counts.total(visible({ kind: 'in', ids: [3] }), false)).toBe(2);
    expect(counts.total(visible({ kind: 'all' }), true)).toBe(1);
  });
});
