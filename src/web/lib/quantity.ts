// spec §5 Quantity: digits only; a single-product add is clamped to 1..9999; steppers change by 1.
import { QUANTITY_MAX, QUANTITY_MIN } from '../../shared/limits.ts';

export const QUANTITY_TOO_LOW_MESSAGE = 'Product quantity should not be less than 1';
export const VARIANT_QUANTITY_TOO_LOW_MESSAGE = 'Product/s quantity should not be less than 1';

/** Keeps the digits of what was typed, at most four of them (9999 is the largest quantity). */
export function digitsOnly(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, String(QUANTITY_MAX).length);
}

/**
 * The stepper's next text after pressing minus (-1) or plus (+1): by `step` (a product sold in multiples,
 * issue #27) to the next multiple, never below `min` (1) or above 9999.
 */
export function stepQuantity(text: string, delta: 1 | -1, step = 1, min = QUANTITY_MIN): string {
  const current = text === '' ? 0 : Number(text);
  const next = delta > 0 ? (Math.floor(current / step) + 1) * step : (Math.ceil(current / step) - 1) * step;
  const most = Math.floor(QUANTITY_MAX / step) * step;
  return String(Math.min(most, Math.max(min, next)));
}

export function canDecrease(text: string, min = QUANTITY_MIN): boolean {
  return text !== '' && Number(text) > min;
}

/** The quantity to send, or an error when the box is empty or 0 (spec §5: under 1 on submit). */
export function quantityToSubmit(text: string): { ok: true; qty: number } | { ok: false; message: string } {
  const qty = text === '' ? 0 : Number(text);
  if (!Number.isInteger(qty) || qty < QUANTITY_MIN) return { ok: false, message: QUANTITY_TOO_LOW_MESSAGE };
  return { ok: true, qty: Math.min(qty, QUANTITY_MAX) };
}
