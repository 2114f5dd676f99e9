import { describe, expect, it } from 'vitest';
import { BILLING } from '../../testing/addresses.fixtures.ts';
import { invoiceSnapshotOf } from './invoice-issue.ts';
import type { OrderToInvoice } from './invoicing.repo.ts';

const order: OrderToInvoice = {
  id: 7,
  accountId: 1,
  orderNumber: 'CS-100007',
  paymentMethod: 'account',
  purchaseOrderNumber: 'PO-1',
  billing: BILLING,
  region: 'Wellington',
  country: 'New Zealand',
  taxRateBasisPoints: 1500,
  shippingCents: 1500,
  discountCents: 0,
  accountName: 'Sunrise Care Home',
  accountNumber: '100200',
  isInvoiced: false,
  lines: [{ sku: 'DPD-1', title: 'Day Pad Extra-28', qty: 2, unitPriceCents: 2499, lineTotalCents: 4998 }],
};

describe('an invoice of an order with freight (issue #29)', () => {
  it('carries the freight as a line of its own, with GST on goods and freight together, to the order total', () => {
    const snapshot = invoiceSnapshotOf({
      order,
      invoiceNumber: 'INV-000001',
      issuedOn: '2026-12-04',
      isPaidByCard: false,
      terms: { kind: 'day-of-next-month', day: 20 },
      merchant: { name: 'Care Supply Co', addressLines: ['1 Depot Road'], gstNumber: '123-456-789' },
    });
    expect(snapshot.lines.at(-1)).toEqual({ sku: 'DELIVERY', description: 'Delivery', qty: 1, unitPriceCents: 1500, amountCents: 1500 });
    expect(snapshot).toMatchObject({ subTotalCents: 6498, gstCents: 975, totalCents: 7473 });
  });
});
