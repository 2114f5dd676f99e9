// Order numbers and the keys that make a payment request idempotent.
import { ID_MAX } from '../../../shared/id-range.ts';
import type { PaymentMethod } from './order.types.ts';

export const ORDER_NUMBER_PREFIX = 'CS-';
/** A card order's reference while its payment is in progress (issue #16 item 5): never an order number. */
export const PAYMENT_REFERENCE_PREFIX = 'PAY-';

/** One order per checked-out cart state and payment type: the cart's fingerprint plus the type. */
export function checkoutKeyFor(cartFingerprint: string, paymentMethod: PaymentMethod): string {
  return `${cartFingerprint}:${paymentMethod}`;
}

/** The fingerprint part of a checkout key (a cancelled order's key carries a suffix that frees it). */
export function fingerprintOfCheckoutKey(checkoutKey: string): string {
  return checkoutKey.split(':')[0] ?? '';
}

/**
 * What 'search by order number' looks for: 'CS-100123', 'cs-100123', '100123' all name order number
 * CS-100123; a number is also tried as the order's id. Anything else matches no order (null).
 */
export function parseOrderRef(keyword: string): { orderNumber: string; id: number | null } | null {
  const digits = /^(?:cs-?)?\s*(\d{1,12})$/i.exec(keyword.trim())?.[1];
  if (!digits) return null;
  const value = Number(digits);
  return { orderNumber: `${ORDER_NUMBER_PREFIX}${value}`, id: value >= 1 && value <= ID_MAX ? value : null };
}

/** Issue #30 Part 4: the checkout key of a card order the desk took by phone, from its form's own key. */
export const phoneCardCheckoutKey = (accountId: number, formKey: string) => `phone-card-${accountId}-${formKey}`;

/** A card order whose lines were never in the buyer's cart (an approved request's, or one taken by phone): paying it leaves the cart as it is. */
export function isOrderedOutsideCart(checkoutKey: string | null): boolean {
  return checkoutKey !== null && (checkoutKey.startsWith('approval-card-') || checkoutKey.startsWith('phone-card-'));
}
