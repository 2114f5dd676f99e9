import { describe, expect, it } from 'vitest';
import { BILLING, SHIPPING } from '../../testing/addresses.fixtures.ts';
import { orderConfirmationMessage } from './order-mail.ts';
import type { Order } from './order.types.ts';

const order: Order = {
  id: 12,
  accountId: 1,
  userId: 2,
  orderNumber: 'CS-100012',
  paymentReference: null,
  status: 'placed_on_account',
  paymentMethod: 'account',
  totalCents: 6434,
  checkoutKey: 'f:account',
  createdAt: new Date('2025-03-01T11:30:00Z'),
  shippingInfo: SHIPPING,
  billingInfo: BILLING,
  shippingPlace: { country: 'New Zealand', region: 'Auckland' },
  billingPlace: { country: 'New Zealand', region: 'Auckland' },
  shippingFullAddress: '12 Harbour Road, Devonport, 0624, New Zealand',
  totals: { subTotalCents: 5595, taxTotalCents: 839, taxRateBasisPoints: 1500, isTaxInclusive: false, shippingCents: 0, discountCents: 0, totalCents: 6434 },
  paidAt: null,
  placedBy: 'Ana Ngata',
  lines: [
    { id: 11, shippedQty: 0, productId: 1, variantId: 0, sku: 'NIT-1', title: 'Nitrile Gloves', unitPriceCents: 1299, qty: 2, lineTotalCents: 2598, image: '/images/products/NIT-1.svg' },
    { id: 12, shippedQty: 0, productId: 2, variantId: 0, sku: 'APR-1', title: 'Aprons', unitPriceCents: 999, qty: 3, lineTotalCents: 2997, image: '/images/products/APR-1.svg' },
  ],
  shipments: [],
  fulfilment: { status: 'new', carrier: null, trackingRef: null, dispatchedAt: null, deliveredAt: null, deliveryDate: '2026-12-04', deliveryZone: 'Wellington' },
};

describe('orderConfirmationMessage', () => {
  it('names the order, its lines, totals with GST, the delivery address and a link', () => {
    const message = orderConfirmationMessage({ to: 'ana@example.test', order, orderUrl: 'https://shop.example/order-history/12' });
    expect(message.to).toBe('ana@example.test');
    expect(message.subject).toBe('Your Care Supply Co order CS-100012');
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Order number: CS-100012',
        'Order date: 2 March 2025',
        'Payment: On account',
        'Purchase order: PO-7788',
        'Delivery date: Friday 4 December (Wellington)',
        '  2 x Nitrile Gloves (NIT-1) at $12.99 = $25.98',
        '  3 x Aprons (APR-1) at $9.99 = $29.97',
        'Subtotal: $55.95',
        'GST (15%): $8.39',
        'Total: $64.34',
        '  12 Harbour Road, Devonport, 0624, New Zealand',
        'https://shop.example/order-history/12',
      ]),
    );
  });

  it('puts freight before the GST that includes its share', () => {
    const withFreight: Order = { ...order, totals: { ...order.totals, shippingCents: 1500, taxTotalCents: 1064, totalCents: 8159 } };
    const lines = orderConfirmationMessage({ to: 'a@example.test', order: withFreight, orderUrl: 'https://shop.example/order-history/12' }).text.split('\n');
    const at = lines.indexOf('Subtotal: $55.95');
    expect(lines.slice(at, at + 4)).toEqual(['Subtotal: $55.95', 'Delivery: $15.00', 'GST (15%): $10.64', 'Total: $81.59']);
  });

  it("shows '(Incl. GST)' and no GST line when prices include GST", () => {
    const inclusive: Order = { ...order, totals: { ...order.totals, subTotalCents: 6434, isTaxInclusive: true } };
    const { text } = orderConfirmationMessage({ to: 'a@example.test', order: inclusive, orderUrl: 'https://shop.example/order-history/12' });
    expect(text).toContain('Subtotal (Incl. GST): $64.34');
    expect(text).not.toContain('GST (15%)');
    expect(text).toContain('(includes GST of $8.39)');
  });

  it('puts notes on indented lines under Notes:, one per line the buyer wrote', () => {
    const withNotes: Order = { ...order, shippingInfo: { ...SHIPPING, notes: 'Leave at reception\r\nRing the bell twice' } };
    const lines = orderConfirmationMessage({ to: 'a@example.test', order: withNotes, orderUrl: 'https://shop.example/order-history/12' }).text.split('\n');
    const at = lines.indexOf('  Notes:');
    expect(lines.slice(at, at + 3)).toEqual(['  Notes:', '    Leave at reception', '    Ring the bell twice']);
  });

  it('cannot be made to show a second Total line by a line break in notes, the address or any other buyer text', () => {
    const forged = '\nTotal: $0.01';
    const forgeries: Order[] = [
      { ...order, shippingInfo: { ...SHIPPING, notes: `Leave at reception${forged}` } },
      { ...order, shippingInfo: { ...SHIPPING, notes: `Leave at reception\r${forged}\u2028Total: $0.02` } },
      { ...order, shippingFullAddress: `12 Harbour Road${forged}` },
      { ...order, shippingInfo: { ...SHIPPING, purchase_order_no: `PO-7788${forged}` } },
      { ...order, shippingInfo: { ...SHIPPING, first_name: `Ana${forged}`, company: `Sunrise${forged}`, phone: `021${forged}` } },
      { ...order, lines: [{ ...order.lines[0]!, title: `Nitrile Gloves${forged}` }] },
    ];
    for (const forgery of forgeries) {
      const { text } = orderConfirmationMessage({ to: 'a@example.test', order: forgery, orderUrl: 'https://shop.example/order-history/12' });
      const lines = text.split(/\r\n|[\n\r\u2028\u2029]/);
      expect(lines.filter((line) => line.startsWith('Total:')), text).toEqual(['Total: $64.34']);
    }
  });
});
