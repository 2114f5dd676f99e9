// Issue #30 Part 3: a product's stock as the store words it. A product whose stock was never given
// (stock on hand null) is not tracked: never low, never out. Low is at or below the product's own
// threshold, else the store's default (LOW_STOCK_THRESHOLD); out is nothing (or less) on hand.

export const STOCK_POLICIES = ['allow_backorder', 'stop'] as const;
export type StockPolicy = (typeof STOCK_POLICIES)[number];
/** The words staff see for each policy (the back office's form and the low-stock e-mail). */
export const STOCK_POLICY_LABELS: Record<StockPolicy, string> = { allow_backorder: 'Allow back orders', stop: 'Stop selling when out' };

/** The furthest a count may be from 0 either way (below 0: units owed on back orders). */
export const STOCK_ON_HAND_LIMIT = 1_000_000_000;
/** The highest low-stock threshold a product may have (the store's default has the same bound). */
export const LOW_STOCK_THRESHOLD_MAX = 1_000_000;

export const STOCK_LEVELS = ['untracked', 'in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

export function stockLevelOf(stock: { stockOnHand: number | null; lowStockThreshold: number | null }, defaultThreshold: number): StockLevel {
  if (stock.stockOnHand === null) return 'untracked';
  if (stock.stockOnHand <= 0) return 'out_of_stock';
  return stock.stockOnHand <= (stock.lowStockThreshold ?? defaultThreshold) ? 'low_stock' : 'in_stock';
}
