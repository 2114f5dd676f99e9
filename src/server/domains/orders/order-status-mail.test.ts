import { describe, expect, it } from 'vitest';
import { BILLING, FULL_ADDRESS, SHIPPING } from '../../testing/addresses.fixtures.ts';
import { orderStatusMessage } from './order-status-mail.ts';
import type { Order } from './order.types.ts';
import type { StatusChange } from './staff-order.types.ts';

const ORDER: Order = {
  id: 12,
  accountId: 1,
  userId: 2,
  orderNumber: 'CS-100012',
  paymentReference: 'PAY-100003',
  status: 'paid',
  paymentMethod: 'card',
  totalCents: 6434,
  checkoutKey: 'f:card',
  createdAt: new Date('2026-11-20T01:00:00Z'),
  shippingInfo: SHIPPING,
  billingInfo: BILLING,
  shippingPlace: { country: 'New Zealand', region: 'Auckland' },
  billingPlace: { country: 'New Zealand', region: 'Auckland' },
  shippingFullAddress: FULL_ADDRESS,
  totals: { subTotalCents: 5595, taxTotalCents: 839, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: 0, discountCents: 0, totalCents: 6434 },
  paidAt: new Date('2026-11-20T01:00:00Z'),
  placedBy: 'Ana Ngata',
  lines: [],
  shipments: [],
  fulfilment: { status: 'dispatched', carrier: 'NZ Couriers', trackingRef: 'ABC123', dispatchedAt: new Date('2026-11-25T11:30:00Z'), deliveredAt: null, deliveryDate: '2026-12-04', deliveryZone: 'Wellington' },
};

const CHANGE: StatusChange = {
  id: 5,
  orderId: 12,
  staffId: 7,
  staffEmail: 'warehouse@caresupply.example',
  from: 'processing',
  to: 'dispatched',
  carrier: 'NZ Couriers',
  trackingRef: 'ABC123\nTotal: $0.01',
  note: 'Fragile: internal only',
  createdAt: new Date('2026-11-25T11:30:00Z'),
};

const URL = 'https://shop.example/order-history/12';

describe('orderStatusMessage', () => {
  it('tells the buyer their order is dispatched, with the carrier, tracking reference and day; never the staff note', () => {
    const message = orderStatusMessage({ to: 'ana@example.test', order: ORDER, change: CHANGE, orderUrl: URL });
    expect(message.subject).toBe('Care Supply Co order CS-100012 has been dispatched');
    expect(message.text).toBe(
      [
        'Your order CS-100012 has been dispatched.',
        '',
        'Carrier: NZ Couriers',
        'Tracking reference: ABC123 Total: $0.01',
        'Dispatched: 26 November 2026',
        '',
        'View your order:',
        URL,
      ].join('\n'),
    );
    expect(message.text).not.toContain('Fragile');
  });

  it('says a cancelled card order was refunded, and words the other moves', () => {
    const refunded = orderStatusMessage({ to: 'a@example.test', order: { ...ORDER, status: 'refunded' }, change: { ...CHANGE, to: 'cancelled' }, orderUrl: URL });
    expect(refunded.subject).toBe('Care Supply Co order CS-100012 has been cancelled');
    expect(refunded.text).toContain('Your card payment of $64.34 has been refunded.');
    const onAccount = orderStatusMessage({ to: 'a@example.test', order: { ...ORDER, status: 'placed_on_account' }, change: { ...CHANGE, to: 'cancelled' }, orderUrl: URL });
    expect(onAccount.text).not.toContain('refunded');
    expect(orderStatusMessage({ to: 'a@example.test', order: ORDER, change: { ...CHANGE, to: 'processing' }, orderUrl: URL }).subject).toBe(
      'Care Supply Co order CS-100012 is being prepared',
    );
    expect(orderStatusMessage({ to: 'a@example.test', order: ORDER, change: { ...CHANGE, to: 'delivered' }, orderUrl: URL }).text).toContain('Delivered: 26 November 2026');
  });

  it('links the tracking reference through its carrier’s template, URL-encoded; no link for a carrier without one (issue #26 item 14)', () => {
    const templates = { 'nz couriers': 'https://track.example/nzc/{ref}?from=mail' };
    const change = { ...CHANGE, carrier: ' NZ  Couriers ', trackingRef: 'AB 12/3?x' };
    const linked = orderStatusMessage({ to: 'a@example.test', order: ORDER, change, orderUrl: URL, trackingUrlTemplates: templates });
    expect(linked.text.split('\n').slice(2, 5)).toEqual(['Carrier: NZ  Couriers', 'Tracking reference: AB 12/3?x', 'Track your parcel: https://track.example/nzc/AB%2012%2F3%3Fx?from=mail']);
    const otherCarrier = orderStatusMessage({ to: 'a@example.test', order: ORDER, change: { ...change, carrier: 'DPD' }, orderUrl: URL, trackingUrlTemplates: templates });
    expect(otherCarrier.text).not.toContain('Track your parcel');
    const noReference = orderStatusMessage({ to: 'a@example.test', order: ORDER, change: { ...change, trackingRef: null }, orderUrl: URL, trackingUrlTemplates: templates });
    expect(noReference.text).not.toContain('Track your parcel');
  });

  it('is never the confirmation e-mail’s subject (the fault suite counts those per order)', () => {
    const message = orderStatusMessage({ to: 'a@example.test', order: ORDER, change: CHANGE, orderUrl: URL });
    expect(message.subject).not.toMatch(/^Your Care Supply Co order CS-\d+/);
  });
});
