// Issue #30 Part 3: a product's stock as buyers read it, from the fields the API sends (it decides who is
// told what: none for guests unless the store shows them, none for a product whose stock is not tracked).
import type { ProductJson, StockStatus } from '../../shared/schemas/catalogue.ts';

type StockFields = Pick<ProductJson, 'stock_status' | 'stock_on_hand' | 'back_in_stock_on' | 'stock_policy'>;

export type StockWords = { status: StockStatus; text: string; backInStock: string | null };

const STATUS_TEXT: Record<StockStatus, string> = { in_stock: 'In stock', low_stock: 'Low stock', out_of_stock: 'Out of stock' };

// The day as the ERP gave it (a calendar day, no time zone to move it): '14 Dec 2026', as orders show dates.
const dayFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '14 Dec 2026' for '2026-12-14'; null for anything that is not a day. */
export function stockDayText(day: string): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? dayFormat.format(date) : null;
}

/**
 * 'In stock', 'Low stock', 'Out of stock'; with counts (STOCK_DISPLAY=count) '23 in stock' and 'Low stock:
 * 3 in stock'; and 'Back in stock around 14 Dec 2026' for a product out of stock whose ERP said when. Null:
 * nothing to say.
 */
export function stockWords(product: StockFields): StockWords | null {
  const status = product.stock_status;
  if (!status) return null;
  const count = product.stock_on_hand;
  const text =
    count === undefined || status === 'out_of_stock'
      ? STATUS_TEXT[status]
      : status === 'low_stock'
        ? `Low stock: ${count.toLocaleString('en-NZ')} in stock`
        : `${count.toLocaleString('en-NZ')} in stock`;
  const day = status === 'out_of_stock' && product.back_in_stock_on ? stockDayText(product.back_in_stock_on) : null;
  return { status, text, backInStock: day ? `Back in stock around ${day}` : null };
}

/** A product out of stock that the store will not back-order: Add to cart is off, and says why. */
export function isSoldOut(product: StockFields): boolean {
  return product.stock_status === 'out_of_stock' && product.stock_policy === 'stop';
}

export const SOLD_OUT_REASON = 'Out of stock: this product cannot be ordered until more arrives.';
