// spec §5/§9 quantity rules for the cart: whole numbers 1..9999 (the schemas refuse non-integers).
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../shared/limits.ts';

export const QUANTITY_TOO_LOW_MESSAGE = 'Product quantity should not be less than 1';
export const MULTI_QUANTITY_TOO_LOW_MESSAGE = 'Product/s quantity should not be less than 1';

/** spec §5: a single add is clamped to 9999; below 1 is refused (null), never raised to 1. */
export function clampAddQuantity(qty: number): number | null {
  if (!Number.isInteger(qty) || qty < QUANTITY_MIN) return null;
  return Math.min(qty, QUANTITY_MAX);
}

/** Adding to a line already in the cart: the sum, capped at 9999. */
export function mergedQuantity(existingQty: number, addedQty: number): number {
  return Math.min(existingQty + addedQty, QUANTITY_MAX);
}

/** An add to a line already at the most one line holds: nothing changes, and the buyer is told so. */
export const LINE_FULL_MESSAGE = `You already have ${QUANTITY_MAX.toLocaleString('en-NZ')} of this product in your cart, the most one line can hold. Nothing was added.`;

/** An add that only partly fitted under the line's ceiling. */
export function partlyAddedMessage(added: number): string {
  return `Only ${added.toLocaleString('en-NZ')} could be added: one cart line holds at most ${QUANTITY_MAX.toLocaleString('en-NZ')}.`;
}
