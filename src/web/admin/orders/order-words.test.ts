import { describe, expect, it } from 'vitest';
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import { cancelQuestion, nextMoves, paymentText } from './order-words.ts';

const summary: StaffOrderDetailJson['summary'] = { sub_total: 10000, tax_total: 1500, tax_percentage: 15, shipping: 0, discount: 0, total: 11500, tax_inclusive: false };

describe('order words', () => {
  it('offers the moves the status allows, and only cancelling while a refund is under way', () => {
    expect(nextMoves({ fulfilment_status: 'new', refund_started_at: null })).toEqual(['processing', 'cancelled']);
    expect(nextMoves({ fulfilment_status: 'processing', refund_started_at: null })).toEqual(['dispatched', 'cancelled']);
    expect(nextMoves({ fulfilment_status: 'dispatched', refund_started_at: null })).toEqual(['delivered']);
    expect(nextMoves({ fulfilment_status: 'delivered', refund_started_at: null })).toEqual([]);
    expect(nextMoves({ fulfilment_status: 'processing', refund_started_at: '2026-11-27T01:00:00Z' })).toEqual(['cancelled']);
  });

  it('says before cancelling that a paid card order is refunded, and nothing of refunds for one on account', () => {
    expect(cancelQuestion({ order_number: 'CS-100123', status: 'paid', summary })).toBe(
      'Cancel order CS-100123? This cannot be undone. The card payment of $115.00 will be refunded to the buyer. The buyer is e-mailed.',
    );
    expect(cancelQuestion({ order_number: 'CS-100124', status: 'placed_on_account', summary })).toBe('Cancel order CS-100124? This cannot be undone. The buyer is e-mailed.');
  });

  it('names the payment method and status', () => {
    expect(paymentText('card', 'refunded')).toBe('Card · refunded');
    expect(paymentText('account', 'placed_on_account')).toBe('Account · on account');
  });
});
