import { describe, expect, it } from 'vitest';
import { BILLING, SHIPPING } from './orders.fixtures.ts';
import { orderConfirmationMessage } from './order-mail.ts';
import type { Order } from './order-types.ts';

const order: Order = {
  id: 12,
  accountId: 1,
  userId: 2,
  orderNumber: 'CS-100012',
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
    { productId: 1, variantId: 0, sku: 'NIT-1', title: 'Nitrile Gloves', unitPriceCents: 1299, qty: 2, lineTotalCents: 2598 },
    { productId: 2, variantId: 0, sku: 'APR-1', title: 'Aprons', unitPriceCents: 999, qty: 3, lineTotalCents: 2997 },
  ],
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

  it("shows '(Incl. GST)' and no GST line when prices include GST", () => {
    const inclusive: Order = { ...order, totals: { ...order.totals, subTotalCents: 6434, isTaxInclusive: true } };
    const { text } = orderConfirmationMessage({ to: 'a@example.test', order: inclusive, orderUrl: 'https://shop.example/order-history/12' });
    expect(text).toContain('Subtotal (Incl. GST): $64.34');
    expect(text).not.toContain('GST (15%)');
    expect(text).toContain('(includes GST of $8.39)');
  });
});
