import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, creditNoteBodyOf, invoiceListParamsOf, paymentBodyOf, paymentErrorsOf, positiveCentsOf, xeroRangeError } from './invoicing-values.ts';

const LINES = [
  { sku: 'GLV-100', qty: 10 },
  { sku: 'APR-1', qty: 2 },
];
const payment = (changes: Partial<Parameters<typeof paymentBodyOf>[0]> = {}) =>
  paymentBodyOf({ accountNumber: 'SUN001', amount: '1,234.50', paidAt: '2026-12-03', reference: 'DD-991', allocations: {}, ...changes });

describe('invoiceListParamsOf', () => {
  it('keeps the filters the address sets and drops blank and unknown ones', () => {
    const url = new URL('http://store/admin/invoices?status=overdue&account_number=SUN001&date_from=&page=2&sort=x');
    expect(invoiceListParamsOf(url)).toEqual({ status: 'overdue', account_number: 'SUN001', page: '2' });
  });
});

describe('positiveCentsOf', () => {
  it('reads dollars as typed, with either decimal mark', () => {
    expect(positiveCentsOf('$1,234.50', 'amount')).toEqual({ cents: 123_450 });
    expect(positiveCentsOf('22,49', 'amount')).toEqual({ cents: 2_249 });
  });

  it('refuses blank, zero, negative and unreadable amounts with a sentence', () => {
    expect(positiveCentsOf('', 'amount')).toEqual({ error: 'The amount is required.' });
    expect(positiveCentsOf('0.00', 'amount')).toEqual({ error: 'The amount must be more than $0.00.' });
    expect(positiveCentsOf('-5', 'amount')).toEqual({ error: 'The amount may not be negative.' });
    expect(positiveCentsOf('1,23,4', 'amount')).toEqual({ error: 'The amount has a thousands separator out of place: write it as 1,234.50 or 1234.50.' });
    expect(positiveCentsOf('12.345', 'amount')).toEqual({ error: 'The amount may have at most 2 decimals (the cents), e.g. 22.49.' });
  });
});

describe('creditNoteBodyOf', () => {
  it('credits the lines with a quantity typed, and an amount in cents', () => {
    expect(creditNoteBodyOf({ mode: 'lines', qtys: { 'GLV-100': '2', 'APR-1': '' }, amount: '', reason: ' Damaged ' }, LINES)).toEqual({
      body: { lines: [{ sku: 'GLV-100', qty: 2 }], reason: 'Damaged' },
    });
    expect(creditNoteBodyOf({ mode: 'amount', qtys: { 'GLV-100': '2' }, amount: '12,50', reason: 'Late delivery' }, LINES)).toEqual({ body: { amount: 1_250, reason: 'Late delivery' } });
  });

  it('refuses more than was invoiced, no line at all, and a missing reason', () => {
    expect(creditNoteBodyOf({ mode: 'lines', qtys: { 'APR-1': '3' }, amount: '', reason: 'x' }, LINES)).toEqual({ errors: { 'qty.APR-1': 'At most 2 of APR-1 was invoiced.' } });
    expect(creditNoteBodyOf({ mode: 'lines', qtys: { 'APR-1': '1.5' }, amount: '', reason: 'x' }, LINES)).toEqual({ errors: { 'qty.APR-1': 'The quantity of APR-1 must be a whole number.' } });
    expect(creditNoteBodyOf({ mode: 'lines', qtys: {}, amount: '', reason: '' }, LINES)).toEqual({
      errors: { reason: 'The reason field is required.', lines: 'Type the quantity to credit of at least one line.' },
    });
    expect(creditNoteBodyOf({ mode: 'amount', qtys: {}, amount: '0', reason: 'x' }, LINES)).toEqual({ errors: { amount: 'The amount must be more than $0.00.' } });
  });
});

describe('paymentBodyOf', () => {
  it('records the amount in cents with the invoices it pays, in the order sent', () => {
    expect(payment({ allocations: { 'INV-000002': '200', 'INV-000001': '', 'INV-000003': '34,50' } })).toEqual({
      body: {
        account_number: 'SUN001',
        amount: 123_450,
        paid_at: '2026-12-03',
        reference: 'DD-991',
        allocations: [
          { invoice_number: 'INV-000002', amount: 20_000 },
          { invoice_number: 'INV-000003', amount: 3_450 },
        ],
      },
      invoiceNumbers: ['INV-000002', 'INV-000003'],
    });
  });

  it('says what is wrong with each field, and when the invoices add up to more than the payment', () => {
    expect(payment({ amount: 'ten', reference: ' ', paidAt: '' })).toEqual({
      errors: { amount: 'The amount must be an amount in dollars, e.g. 22.49.', reference: 'The reference field is required.', paid_at: 'The paid at field must be a day (YYYY-MM-DD).' },
    });
    expect(payment({ amount: '100', allocations: { 'INV-000001': '60', 'INV-000002': '40.01' } })).toEqual({ errors: { allocations: 'The invoices paid add up to more than the payment.' } });
    expect(payment({ allocations: { 'INV-000001': '-1' } })).toEqual({ errors: { 'allocation.INV-000001': 'The amount for INV-000001 may not be negative.' } });
  });
});

describe('paymentErrorsOf', () => {
  it("puts the server's allocation errors back on the invoice they were sent for", () => {
    expect(paymentErrorsOf({ 'allocations.1.amount': 'More than INV-000003 owes.', reference: 'Taken.' }, ['INV-000002', 'INV-000003'])).toEqual({
      'allocation.INV-000003': 'More than INV-000003 owes.',
      reference: 'Taken.',
    });
  });
});

describe('allocateOldestFirst', () => {
  const open = [
    { invoice_number: 'INV-000009', issued_at: '2026-11-20T01:00:00Z', balance: 5_000 },
    { invoice_number: 'INV-000004', issued_at: '2026-10-02T01:00:00Z', balance: 3_000 },
    { invoice_number: 'INV-000007', issued_at: '2026-11-01T01:00:00Z', balance: 4_000 },
  ];

  it('pays the oldest invoices first, each at most what it owes, the last in part', () => {
    expect(allocateOldestFirst(8_000, open)).toEqual({ 'INV-000004': 3_000, 'INV-000007': 4_000, 'INV-000009': 1_000 });
  });

  it('leaves what is more than every invoice owes unallocated', () => {
    expect(allocateOldestFirst(20_000, open)).toEqual({ 'INV-000004': 3_000, 'INV-000007': 4_000, 'INV-000009': 5_000 });
    expect(allocateOldestFirst(0, open)).toEqual({});
  });
});

describe('xeroRangeError', () => {
  it('wants both days, in order, at most a year apart', () => {
    expect(xeroRangeError('2026-11-01', '2026-11-30')).toBe('');
    expect(xeroRangeError('', '2026-11-30')).toBe('Choose the first and the last day to export.');
    expect(xeroRangeError('2026-12-01', '2026-11-30')).toBe('The last day may not be before the first.');
    expect(xeroRangeError('2025-01-01', '2026-01-03')).toBe('Export at most a year at a time.');
  });
});
