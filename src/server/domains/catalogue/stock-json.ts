// Issue #30 Part 3: what buyers are told of a product's stock, decided here for every answer that
// carries a product (listings, search, specials, suggestions, the product page), as prices are in
// product-json.ts. The level itself is the store's one rule (shared/stock-level.ts).
import type { ProductJson, StockStatus } from '../../../shared/schemas/catalogue.ts';
import { stockLevelOf } from '../../../shared/stock-level.ts';
import type { AppConfig } from '../../config.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import type { ProductStock } from './product.ts';

/** The store's stock settings (LOW_STOCK_THRESHOLD, STOCK_DISPLAY, STOCK_SHOWN_TO_GUESTS). */
export type StockDisplay = AppConfig['stock'];

export type StockJson = Pick<ProductJson, 'stock_status' | 'stock_on_hand' | 'back_in_stock_on' | 'stock_policy'>;

/** 'in_stock', 'low_stock' or 'out_of_stock'; null when the product's stock is not tracked. */
export function stockStatusOf(stock: Pick<ProductStock, 'stockOnHand' | 'lowStockThreshold'>, defaultThreshold: number): StockStatus | null {
  const level = stockLevelOf(stock, defaultThreshold);
  return level === 'untracked' ? null : level;
}

/** Whether the viewer is told stock at all: signed in, or a guest where the store shows it to guests. */
export function isStockShownTo(viewer: Viewer, display: StockDisplay): boolean {
  return viewer.account !== null || display.shownToGuests;
}

/**
 * The stock fields of a product's JSON: none for an untracked product or a viewer not told; the count in
 * 'count' mode; the day more is expected and the policy only when it is out (they tell nothing otherwise).
 */
export function toStockJson(stock: ProductStock, viewer: Viewer, display: StockDisplay): StockJson {
  if (!isStockShownTo(viewer, display)) return {};
  const status = stockStatusOf(stock, display.lowThreshold);
  if (status === null || stock.stockOnHand === null) return {};
  const json: StockJson = { stock_status: status };
  if (display.display === 'count') json.stock_on_hand = Math.max(0, stock.stockOnHand);
  if (status === 'out_of_stock') {
    if (stock.backInStockOn !== null) json.back_in_stock_on = stock.backInStockOn;
    json.stock_policy = stock.stockPolicy;
  }
  return json;
}

/**
 * Issue #30 Part 3: whether a listing filtered to 'In stock' keeps the product. Low stock is in stock, and
 * a product the merchant does not track counts as in stock. The SQL twin is inStockCondition.
 */
export function isListedInStock(stock: Pick<ProductStock, 'stockOnHand'>): boolean {
  return stock.stockOnHand === null || stock.stockOnHand > 0;
}
