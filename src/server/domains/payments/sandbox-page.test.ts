import { describe, expect, it } from 'vitest';
import { escapeHtml, sandboxPaymentPage } from './sandbox-page.ts';

const base = {
  payment: { id: 1, orderId: 5, provider: 'sandbox' as const, reference: 'sbx_abc', amountCents: 123456, status: 'pending' as const },
  order: {
    id: 5,
    accountId: 1,
    userId: 1,
    orderNumber: null,
    paymentReference: 'PAY-100005',
    status: 'awaiting_payment' as const,
    paymentMethod: 'card' as const,
    totalCents: 123456,
    checkoutKey: 'k:card',
    createdAt: new Date(),
  },
  csrfToken: 'tok"en<',
  confirmationPath: '/checkout/confirmation/5',
  declinedPath: '/checkout?payment=declined&reference=PAY-100005',
};

describe('sandboxPaymentPage', () => {
  it('shows merchant, payment reference and amount with both buttons posting the escaped token, and no script', () => {
    const html = sandboxPaymentPage(base);
    // Issue #16 item 5: a payment in progress has its own reference, and no order number yet.
    expect(html).toContain('<dt>Payment reference</dt><dd>PAY-100005</dd>');
    expect(html).not.toContain('CS-');
    expect(html).toContain('$1,234.56 NZD');
    expect(html).toContain('action="/payments/sandbox/sbx_abc/approve"');
    expect(html).toContain('action="/payments/sandbox/sbx_abc/decline"');
    expect(html).toContain('name="_token" value="tok&#34;en&#60;"');
    expect(html).not.toContain('<script');
  });

  it('offers no buttons once the payment is approved or closed', () => {
    const paid = sandboxPaymentPage({ ...base, payment: { ...base.payment, status: 'approved' }, order: { ...base.order, status: 'paid', orderNumber: 'CS-100009' } });
    expect(paid).not.toContain('Approve payment');
    expect(paid).toContain('<dt>Order</dt><dd>CS-100009</dd>');
    expect(paid).toContain('href="/checkout/confirmation/5"');
    const closed = sandboxPaymentPage({ ...base, payment: { ...base.payment, status: 'declined' }, order: { ...base.order, status: 'cancelled' } });
    expect(closed).not.toContain('<form');
    expect(closed).toContain('href="/checkout?payment=declined&#38;reference=PAY-100005"');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
