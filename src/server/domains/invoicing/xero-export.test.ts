import { describe, expect, it } from 'vitest';
import { csvRow } from '../../../shared/csv-cell.ts';
import type { CreditNoteSnapshot } from './credit-note-snapshot.ts';
import type { InvoiceSnapshot } from './invoice-snapshot.ts';
import { XERO_COLUMNS, xeroAmount, xeroDate, xeroRowsOf } from './xero-export.ts';

const SETTINGS = { salesAccountCode: '200', taxType: '15% GST on Income' };
const party = { name: '=HYPERLINK("http://evil.example")', addressLines: ['PO Box 44', 'Te Aro', 'Wellington 6140'] };
const line = { sku: 'NIT-1', description: 'Nitrile Gloves, Medium', qty: 3, unitPriceCents: 1299, amountCents: 3897 };
const invoice: InvoiceSnapshot = {
  invoiceNumber: 'INV-000123', issuedOn: '2026-12-02', supplyOn: '2026-12-02', dueOn: '2027-01-20', terms: 'Due 20 Jan 2027',
  supplier: { name: 'Care Supply Co Limited', addressLines: ['12 Wharf Street'], gstNumber: '49-091-850' },
  recipient: { ...party, accountNumber: '900001' }, orderNumber: 'CS-100123', purchaseOrderNumber: 'PO-77',
  lines: [line], subTotalCents: 3897, gstCents: 585, gstRateBasisPoints: 1500, totalCents: 4482,
};
const note: CreditNoteSnapshot = {
  creditNoteNumber: 'CN-000007', issuedOn: '2026-12-05', reason: 'Damaged', invoiceNumber: 'INV-000123', invoiceIssuedOn: '2026-12-02',
  orderNumber: 'CS-100123', purchaseOrderNumber: 'PO-77', supplier: invoice.supplier, recipient: invoice.recipient,
  lines: [{ ...line, qty: 1, amountCents: 1299 }], subTotalCents: 1299, gstCents: 195, gstRateBasisPoints: 1500, totalCents: 1494,
};

describe('the Xero export', () => {
  it('writes days as DD/MM/YYYY and cents as dollars, negative for a credit', () => {
    expect(xeroDate('2027-01-20')).toBe('20/01/2027');
    expect(xeroAmount(1299)).toBe('12.99');
    expect(xeroAmount(5)).toBe('0.05');
    expect(xeroAmount(-100_000)).toBe('-1000.00');
  });

  it('gives one row per invoice line in the import layout, the PO as its reference, and guards a formula in a name', () => {
    const [row, ...others] = xeroRowsOf({ kind: 'invoice', snapshot: invoice }, SETTINGS);
    expect(others).toEqual([]);
    const cells = Object.fromEntries(XERO_COLUMNS.map((column, index) => [column, row?.[index]]));
    expect(cells).toMatchObject({
      '*ContactName': party.name, POAddressLine1: 'PO Box 44', POAddressLine3: 'Wellington 6140', POAddressLine4: '',
      '*InvoiceNumber': 'INV-000123', Reference: 'PO-77', '*InvoiceDate': '02/12/2026', '*DueDate': '20/01/2027',
      InventoryItemCode: 'NIT-1', '*Description': 'Nitrile Gloves, Medium', '*Quantity': '3', '*UnitAmount': '12.99',
      '*AccountCode': '200', '*TaxType': '15% GST on Income', Currency: 'NZD',
    });
    expect(csvRow(row ?? [])).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",,PO Box 44,/);
  });

  it("writes a credit note under its own number with a negative unit amount, due the day it was issued", () => {
    const [row] = xeroRowsOf({ kind: 'credit_note', snapshot: note }, SETTINGS);
    const cells = Object.fromEntries(XERO_COLUMNS.map((column, index) => [column, row?.[index]]));
    expect(cells).toMatchObject({ '*InvoiceNumber': 'CN-000007', Reference: 'Credit for INV-000123', '*DueDate': '05/12/2026', '*Quantity': '1', '*UnitAmount': '-12.99' });
    expect(csvRow(row ?? [])).toContain(',1,-12.99,,200,');
  });
});
