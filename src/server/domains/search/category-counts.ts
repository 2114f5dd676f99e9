// How many products the memory index holds per category, and how many of those are on special (issue #19:
// a category listing's total without counting rows in PostgreSQL, whose count slows as writes leave its
// pages to be vacuumed). Kept as products come and go, so a total costs one step per category.
import { categoryTest } from './search-engine.ts';
import type { VisibleCategories } from '../catalogue/catalogue.types.ts';

type Counted = { categoryId: number; isOnSale: boolean };

export function createCategoryCounts() {
  const byCategory = new Map<number, { all: number; onSale: number }>();
  return {
    /** `delta` +1 when a product enters the index (or its new state), -1 when it leaves (or its old state). */
    add(product: Counted, delta: 1 | -1): void {
      const counts = byCategory.get(product.categoryId) ?? { all: 0, onSale: 0 };
      counts.all += delta;
      if (product.isOnSale) counts.onSale += delta;
      if (counts.all === 0) byCategory.delete(product.categoryId);
      else byCategory.set(product.categoryId, counts);
    },
    /** The products of the categories `filter` lets through, only those on special when asked. */
    total(filter: VisibleCategories, onSaleOnly: boolean): number {
      const isWanted = categoryTest(filter);
      let total = 0;
      for (const [categoryId, counts] of byCategory) if (isWanted(categoryId)) total += onSaleOnly ? counts.onSale : counts.all;
      return total;
    },
  };
}
