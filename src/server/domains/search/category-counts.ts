// How many products the memory index holds per category, and how many of those are on special or in stock
// (issue #19: a category listing's total without counting rows in PostgreSQL, whose count slows as writes
// leave its pages to be vacuumed). Kept as products come and go, so a total costs one step per category.
import { categoryTest } from './search-engine.ts';
import { isListedInStock } from '../catalogue/catalogue.service.ts';
import type { VisibleCategories } from '../catalogue/catalogue.types.ts';

type Counted = { categoryId: number; isOnSale: boolean; stockOnHand: number | null };
/** Per category: all, on special, in stock (issue #30 Part 3's filter), and both. */
type Counts = { all: number; onSale: number; inStock: number; onSaleInStock: number };

export function createCategoryCounts() {
  const byCategory = new Map<number, Counts>();
  return {
    /** `delta` +1 when a product enters the index (or its new state), -1 when it leaves (or its old state). */
    add(product: Counted, delta: 1 | -1): void {
      const counts = byCategory.get(product.categoryId) ?? { all: 0, onSale: 0, inStock: 0, onSaleInStock: 0 };
      const isInStock = isListedInStock(product);
      counts.all += delta;
      if (product.isOnSale) counts.onSale += delta;
      if (isInStock) counts.inStock += delta;
      if (product.isOnSale && isInStock) counts.onSaleInStock += delta;
      if (counts.all === 0) byCategory.delete(product.categoryId);
      else byCategory.set(product.categoryId, counts);
    },
    /** The products of the categories `filter` lets through, only those on special, in stock, or both when asked. */
    total(filter: VisibleCategories, onSaleOnly: boolean, inStockOnly = false): number {
      const isWanted = categoryTest(filter);
      const key: keyof Counts = onSaleOnly ? (inStockOnly ? 'onSaleInStock' : 'onSale') : inStockOnly ? 'inStock' : 'all';
      let total = 0;
      for (const [categoryId, counts] of byCategory) if (isWanted(categoryId)) total += counts[key];
      return total;
    },
  };
}
