import { describe, expect, it } from 'vitest';
import type { OrderFulfilmentJson } from '../../../shared/schemas/orders.ts';
import { fulfilmentText } from './order-format.ts';

const NOT_SENT: OrderFulfilmentJson = { fulfilment_status: 'new', carrier: null, tracking_ref: null, dispatched_at: null, delivered_at: null };

describe('fulfilmentText', () => {
  it('says a dispatched order’s day in New Zealand, its carrier and tracking reference', () => {
    // 11:30 UTC on 25 November is 00:30 on the 26th in Auckland.
    const dispatched = { ...NOT_SENT, fulfilment_status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'ABC123', dispatched_at: '2026-11-25T11:30:00Z' } as const;
    expect(fulfilmentText(dispatched)).toBe('Dispatched 26 Nov · NZ Couriers · ABC123');
    expect(fulfilmentText({ ...dispatched, tracking_ref: null })).toBe('Dispatched 26 Nov · NZ Couriers');
    expect(fulfilmentText({ ...dispatched, fulfilment_status: 'delivered', delivered_at: '2026-11-28T02:00:00Z' })).toBe('Delivered 28 Nov · NZ Couriers · ABC123');
  });

  it('says where an order is that has not left', () => {
    expect(fulfilmentText(NOT_SENT)).toBe('Received');
    expect(fulfilmentText({ ...NOT_SENT, fulfilment_status: 'processing' })).toBe('Being prepared');
    expect(fulfilmentText({ ...NOT_SENT, fulfilment_status: 'cancelled' })).toBe('Cancelled');
  });
});
