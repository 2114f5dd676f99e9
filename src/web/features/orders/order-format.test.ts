import { describe, expect, it } from 'vitest';
import type { OrderFulfilmentJson } from '../../../shared/schemas/orders.ts';
import { deliveryDayText, fulfilmentText, orderStatusFactText, paymentFactText } from './order-format.ts';

const NOT_SENT: OrderFulfilmentJson = { fulfilment_status: 'new', carrier: null, tracking_ref: null, dispatched_at: null, delivered_at: null, delivery_date: null, delivery_zone: null };

describe('deliveryDayText', () => {
  it('names the delivery day of an order that has one, and none for a cancelled order', () => {
    expect(deliveryDayText({ fulfilment_status: 'new', delivery_date: '2026-12-04' })).toBe('Fri 4 Dec');
    expect(deliveryDayText({ fulfilment_status: 'dispatched', delivery_date: '2026-12-04' })).toBe('Fri 4 Dec');
    expect(deliveryDayText({ fulfilment_status: 'delivered', delivery_date: '2026-12-04' })).toBe('Fri 4 Dec');
    expect(deliveryDayText({ fulfilment_status: 'cancelled', delivery_date: '2026-12-04' })).toBeNull();
    expect(deliveryDayText({ fulfilment_status: 'new', delivery_date: null })).toBeNull();
  });
});

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

describe('an order page’s Status and Payment (issue #26 item 12)', () => {
  it('shows where a placed order is as its Status, never how it was paid', () => {
    const dispatched = { ...NOT_SENT, fulfilment_status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'ABC123', dispatched_at: '2026-11-25T11:30:00Z' } as const;
    expect(orderStatusFactText({ ...dispatched, order_number: 'CS-100001', status: 'paid' })).toBe('Dispatched 26 Nov · NZ Couriers · ABC123');
    expect(orderStatusFactText({ ...NOT_SENT, order_number: 'CS-100002', status: 'placed_on_account' })).toBe('Received');
    expect(orderStatusFactText({ ...NOT_SENT, fulfilment_status: 'cancelled', order_number: 'CS-100003', status: 'refunded' })).toBe('Cancelled');
  });

  it('shows a card payment not yet placed by its payment status, having no fulfilment', () => {
    expect(orderStatusFactText({ ...NOT_SENT, order_number: null, status: 'awaiting_payment' })).toBe('Awaiting payment');
  });

  it('labels how the order is paid as Payment', () => {
    expect(paymentFactText({ payment_method: 'account', status: 'placed_on_account' })).toBe('Placed on account');
    expect(paymentFactText({ payment_method: 'card', status: 'paid' })).toBe('Card · Paid');
    expect(paymentFactText({ payment_method: 'card', status: 'refunded' })).toBe('Card · Refunded');
  });
});
