// Quick order rules shared by the server and the browser, without zod (the browser bundle stays free of
// it): line and quantity limits, statuses and what the buyer reads for each. The wire schema is in
// schemas/quick-order.ts.
import { QUANTITY_MAX, QUANTITY_MIN } from './limits.ts';

/** The longest SKU or product name a line may carry (titles are far shorter). */
export const QUICK_ORDER_QUERY_MAX_LENGTH = 200;
/** Lines reported as unknown that get suggestions (the first ones): a file of wrong codes costs no more. */
export const QUICK_ORDER_SUGGESTED_LINES_MAX = 50;

/**
 * A quantity as a buyer typed or a spreadsheet holds it: a whole number from 1 to 9999 ('12', ' 12 ',
 * '12.0' and 12 are 12); anything else is null (a bad quantity).
 */
export function parseQuantity(raw: number | string): number | null {
  const value = typeof raw === 'number' ? raw : /^\s*\d{1,9}(?:\.0*)?\s*$/.test(raw) ? Number.parseFloat(raw) : Number.NaN;
  return Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX ? value : null;
}

export const QUICK_ORDER_STATUSES = ['matched', 'unknown', 'not_sold', 'restricted', 'needs_variant', 'bad_quantity'] as const;
export type QuickOrderStatus = (typeof QUICK_ORDER_STATUSES)[number];

/** What the buyer reads for a line that cannot go in the cart as it is. */
export const QUICK_ORDER_MESSAGES: Record<Exclude<QuickOrderStatus, 'matched'>, string> = {
  unknown: 'No product has this SKU or name.',
  not_sold: 'This product is no longer sold.',
  restricted: 'This option cannot be ordered.',
  needs_variant: 'Choose a size or colour.',
  bad_quantity: `Enter a whole quantity from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`,
};
