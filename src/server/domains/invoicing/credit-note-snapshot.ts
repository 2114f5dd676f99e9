// What a credit note shows (issue #28 Part 2), kept whole when it is issued, as an invoice is: New
// Zealand's supply correction information (the invoice it corrects with its number and date, what
// changed, the GST on it) and whom it is for. The PDF and the JSON are drawn from this alone.
import type { InvoiceLine, InvoiceParty } from './invoice-snapshot.ts';

export type CreditNoteSnapshot = {
  creditNoteNumber: string;
  /** 'YYYY-MM-DD', New Zealand days. */
  issuedOn: string;
  reason: string;
  invoiceNumber: string;
  invoiceIssuedOn: string;
  orderNumber: string;
  purchaseOrderNumber: string | null;
  supplier: InvoiceParty & { gstNumber: string };
  recipient: InvoiceParty & { accountNumber: string };
  /** What is credited: the invoice's lines and quantities taken back, or one line for an amount (its sku empty). */
  lines: InvoiceLine[];
  subTotalCents: number;
  gstCents: number;
  gstRateBasisPoints: number;
  totalCents: number;
};
