import { describe, expect, it } from 'vitest';
import { planCreditNotes, stillToCredit } from './credit-plan.ts';

const invoice = (id: number, left: Record<string, number>, isPaidByCard = false) => ({ id, isPaidByCard, qtyLeftBySku: new Map(Object.entries(left)) });

describe('planCreditNotes', () => {
  it('credits each SKU on the oldest invoices that still have it, no more than they have left', () => {
    const plan = planCreditNotes([{ sku: 'APR-1', qty: 5 }, { sku: 'VIN-1', qty: 2 }], [invoice(1, { 'APR-1': 3 }), invoice(2, { 'APR-1': 7, 'VIN-1': 4 })]);
    expect(plan).toEqual([
      { invoiceId: 1, isPaidByCard: false, lines: [{ sku: 'APR-1', qty: 3 }] },
      { invoiceId: 2, isPaidByCard: false, lines: [{ sku: 'APR-1', qty: 2 }, { sku: 'VIN-1', qty: 2 }] },
    ]);
  });

  it('leaves out what no invoice has left, and invoices it takes nothing from', () => {
    expect(planCreditNotes([{ sku: 'APR-1', qty: 5 }], [invoice(1, { 'VIN-1': 3 }), invoice(2, { 'APR-1': 1 }, true)])).toEqual([{ invoiceId: 2, isPaidByCard: true, lines: [{ sku: 'APR-1', qty: 1 }] }]);
    expect(planCreditNotes([{ sku: 'APR-1', qty: 5 }], [])).toEqual([]);
  });
});

describe('stillToCredit', () => {
  it('takes away what notes of the return already credited', () => {
    expect(stillToCredit([{ sku: 'APR-1', qty: 5 }, { sku: 'VIN-1', qty: 2 }], [{ sku: 'APR-1', qty: 5 }, { sku: 'VIN-1', qty: 1 }])).toEqual([{ sku: 'VIN-1', qty: 1 }]);
  });
});
