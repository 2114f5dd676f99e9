import { describe, expect, it } from 'vitest';
import { orderChangeMessage } from './order-change-mail.ts';

describe("the buyer's e-mail about a change to their order", () => {
  const lines = [
    { sku: 'APR-1', title: 'Aprons', from: 10, to: 6 },
    { sku: 'NIT-1', title: 'Nitrile gloves\nM', from: 0, to: 2 },
  ];

  it('names each line before and after, the totals, and the order page', () => {
    const message = orderChangeMessage({ to: 'buyer@example.test', orderNumber: 'CS-100042', summary: { lines, previousTotalCents: 11500, totalCents: 9890, refundedCents: 0 }, orderUrl: 'https://shop.example/order-history/42' });
    expect(message.to).toBe('buyer@example.test');
    expect(message.subject).toBe('Care Supply Co order CS-100042: your order has been changed');
    expect(message.text).toBe(
      [
        'We have changed order CS-100042 as agreed with you:',
        '',
        '  10 → 6 × Aprons (APR-1)',
        '  Added 2 × Nitrile gloves M (NIT-1)',
        '',
        'Total $115.00 → $98.90 incl. GST.',
        '',
        'View your order:',
        'https://shop.example/order-history/42',
      ].join('\n'),
    );
  });

  it('says what went back to the card, and when it shows', () => {
    const message = orderChangeMessage({ to: 'buyer@example.test', orderNumber: 'CS-100043', summary: { lines: [lines[0]!], previousTotalCents: 11500, totalCents: 6900, refundedCents: 4600 }, orderUrl: 'https://shop.example/order-history/43' });
    expect(message.text).toContain('Total $115.00 → $69.00 incl. GST. $46.00 refunded to the card.\n\nThe refund can take a few working days to show on your card statement.');
  });
});
