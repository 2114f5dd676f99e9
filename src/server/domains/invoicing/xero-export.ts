// The accounting export in Xero's sales-invoice import layout (issue #28 Part 2): one row per line of each
// invoice and credit note issued in a range of New Zealand days. Amounts are excl. GST (import the file as
// 'Tax Exclusive'); a credit note's unit amounts are negative, which Xero imports as a credit note. Cells
// are formula-guarded on the way out (shared/csv-cell.ts).
import type { CreditNoteSnapshot } from './credit-note-snapshot.ts';
import type { InvoiceSnapshot } from './invoice-snapshot.ts';

export const XERO_COLUMNS = [
  '*ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4', 'POCity', 'PORegion', 'POPostalCode', 'POCountry',
  '*InvoiceNumber', 'Reference', '*InvoiceDate', '*DueDate', 'InventoryItemCode', '*Description', '*Quantity', '*UnitAmount', 'Discount',
  '*AccountCode', '*TaxType', 'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2', 'Currency', 'BrandingTheme',
] as const;

export type XeroSettings = { salesAccountCode: string; taxType: string };

export type XeroDocument = { kind: 'invoice'; snapshot: InvoiceSnapshot } | { kind: 'credit_note'; snapshot: CreditNoteSnapshot };

/** 'YYYY-MM-DD' as Xero's New Zealand import reads it: DD/MM/YYYY. */
export function xeroDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Cents as dollars with two decimals, '-' for a negative amount. */
export function xeroAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** The rows of one document, in XERO_COLUMNS' order. */
export function xeroRowsOf(document: XeroDocument, settings: XeroSettings): string[][] {
  const { snapshot } = document;
  const isCredit = document.kind === 'credit_note';
  const number = isCredit ? document.snapshot.creditNoteNumber : document.snapshot.invoiceNumber;
  const reference = isCredit ? `Credit for ${document.snapshot.invoiceNumber}` : (snapshot.purchaseOrderNumber ?? snapshot.orderNumber);
  const dueOn = isCredit ? snapshot.issuedOn : (document.snapshot.dueOn ?? snapshot.issuedOn);
  const address = [...snapshot.recipient.addressLines.slice(0, 4)];
  while (address.length < 4) address.push('');
  return snapshot.lines.map((line) => [
    snapshot.recipient.name, '', ...address, '', '', '', '',
    number, reference, xeroDate(snapshot.issuedOn), xeroDate(dueOn), line.sku, line.description, String(line.qty),
    xeroAmount(isCredit ? -line.unitPriceCents : line.unitPriceCents), '',
    settings.salesAccountCode, settings.taxType, '', '', '', '', 'NZD', '',
  ]);
}
