import { describe, expect, it } from 'vitest';
import { checkoutKeyFor, fingerprintOfCheckoutKey, isOrderedOutsideCart, parseOrderRef, phoneCardCheckoutKey } from './order-refs.ts';

describe('parseOrderRef', () => {
  it('reads an order number with or without the CS- prefix, in any case, and offers it as an id too', () => {
    expect(parseOrderRef('CS-100123')).toEqual({ orderNumber: 'CS-100123', id: 100123 });
    expect(parseOrderRef(' cs-100123 ')).toEqual({ orderNumber: 'CS-100123', id: 100123 });
    expect(parseOrderRef('cs100123')).toEqual({ orderNumber: 'CS-100123', id: 100123 });
    expect(parseOrderRef('42')).toEqual({ orderNumber: 'CS-42', id: 42 });
  });

  it('matches nothing for words, and no id beyond the integer range', () => {
    expect(parseOrderRef('gloves')).toBeNull();
    expect(parseOrderRef('CS-')).toBeNull();
    expect(parseOrderRef('12.5')).toBeNull();
    expect(parseOrderRef('999999999999')).toEqual({ orderNumber: 'CS-999999999999', id: null });
  });
});

describe('checkout keys', () => {
  it('differ by payment type and give back the cart fingerprint, also after a cancellation suffix', () => {
    expect(checkoutKeyFor('abc123', 'account')).not.toBe(checkoutKeyFor('abc123', 'card'));
    expect(fingerprintOfCheckoutKey(checkoutKeyFor('abc123', 'card'))).toBe('abc123');
    expect(fingerprintOfCheckoutKey('abc123:card:cancelled:9')).toBe('abc123');
  });
});

describe('isOrderedOutsideCart', () => {
  it('knows the card orders whose lines were never in the cart: an approved request’s and one taken by phone', () => {
    expect(isOrderedOutsideCart('approval-card-12')).toBe(true);
    expect(isOrderedOutsideCart(phoneCardCheckoutKey(7, 'form-key-1'))).toBe(true);
    expect(isOrderedOutsideCart('phone-7-form-key-1')).toBe(false);
    expect(isOrderedOutsideCart(null)).toBe(false);
  });
});
