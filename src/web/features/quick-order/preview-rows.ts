// The preview table's rows (issue #9): the server's answer per line, fixed in place by the buyer, with
// lines of the same product (and cell) merged into the first. Pure, so the rules are tested alone.
import { QUANTITY_MAX } from '../../../shared/limits.ts';
import { parseQuantity, QUICK_ORDER_MESSAGES } from '../../../shared/quick-order-rules.ts';
import type { QuickOrderLineJson } from '../../../shared/schemas/quick-order.ts';
import { unitPriceCentsAt } from '../../components/price-breaks.ts';

export type PreviewRow = {
  /** Stable across edits: where the line came from and its number ('paste-7'). */
  key: string;
  /** What the line-number column shows ('Line 7', 'Row 2', 'File line 4'); merged lines add theirs. */
  labels: string[];
  answer: QuickOrderLineJson;
  /** The quantity box's text. */
  qty: string;
};

/** A row that can go in the cart or a list: a product and a good quantity. */
export function isReady(row: PreviewRow): boolean {
  return row.answer.product !== null && parseQuantity(row.qty) !== null;
}

/** The row's state after a quantity edit: a product whose only fault was its quantity is matched again. */
export function withQty(row: PreviewRow, qty: string): PreviewRow {
  const parsed = parseQuantity(qty);
  if (!row.answer.product) return { ...row, qty };
  const status = parsed === null ? 'bad_quantity' : 'matched';
  return { ...row, qty, answer: { ...row.answer, qty: parsed, status, message: status === 'matched' ? null : QUICK_ORDER_MESSAGES.bad_quantity } };
}

function productKey(row: PreviewRow): string | null {
  const product = row.answer.product;
  return product ? `${product.id}:${product.variant_id}` : null;
}

/**
 * Rows of the same product and cell become one, at the first one's place: quantities added (at most
 * 9,999), line labels kept. A bad quantity is not added to anything: that row stays to be fixed.
 */
export function mergeSameProduct(rows: readonly PreviewRow[]): PreviewRow[] {
  const merged: PreviewRow[] = [];
  const firstByProduct = new Map<string, number>();
  for (const row of rows) {
    const key = productKey(row);
    const qty = parseQuantity(row.qty);
    const at = key === null || qty === null ? undefined : firstByProduct.get(key);
    const first = at === undefined ? undefined : merged[at];
    if (at !== undefined && first) {
      const sum = Math.min(QUANTITY_MAX, (parseQuantity(first.qty) ?? 0) + (qty ?? 0));
      merged[at] = withQty({ ...first, labels: [...first.labels, ...row.labels] }, String(sum));
      continue;
    }
    if (key !== null && qty !== null) firstByProduct.set(key, merged.length);
    merged.push(row);
  }
  return merged;
}

/** POST /api/cart/multi-store and add-products items: the ready rows. */
export function readyItems(rows: readonly PreviewRow[]): { id: number; variant_id: number; qty: number }[] {
  return rows.flatMap((row) => {
    const qty = parseQuantity(row.qty);
    const product = row.answer.product;
    return product && qty !== null ? [{ id: product.id, variant_id: product.variant_id, qty }] : [];
  });
}

/**
 * The price of one at the row's quantity (issue #27: a contract's quantity break lowers it, as the cart
 * will). Only a product's own breaks: a matched cell's answer carries its product's breaks, not its own.
 */
export function unitCentsOf(row: PreviewRow): number {
  const product = row.answer.product;
  if (!product) return 0;
  const qty = parseQuantity(row.qty) ?? 1;
  return product.variant_id === 0 ? unitPriceCentsAt(product.price ?? 0, product.price_breaks, qty) : (product.price ?? 0);
}

/** A ready row's line total in cents (0 for the rest). */
export function lineTotalCents(row: PreviewRow): number {
  const qty = parseQuantity(row.qty);
  return qty !== null && row.answer.product ? unitCentsOf(row) * qty : 0;
}

export function totalCents(rows: readonly PreviewRow[]): number {
  return rows.reduce((sum, row) => sum + lineTotalCents(row), 0);
}
