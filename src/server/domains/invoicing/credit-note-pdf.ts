// A credit note as a PDF (issue #28 Part 2), drawn from its snapshot in the store's document layout: New
// Zealand's supply correction information, i.e. the invoice it corrects (number and date), what changed
// and why, and the GST on it.
import { formatCents } from '../../../shared/money.ts';
import type { CreditNoteSnapshot } from './credit-note-snapshot.ts';
import type { DocumentPdfContent } from './document-pdf.ts';
import { documentPdf } from './document-pdf-threads.ts';
import { formatDocumentDay, formatGstRate } from './document-pdf-format.ts';

export function creditNoteDocument(snapshot: CreditNoteSnapshot): DocumentPdfContent {
  const details = [
    { label: 'Credit note', value: snapshot.creditNoteNumber },
    { label: 'Date', value: formatDocumentDay(snapshot.issuedOn) },
    { label: 'Credits invoice', value: snapshot.invoiceNumber },
    { label: 'Invoice date', value: formatDocumentDay(snapshot.invoiceIssuedOn) },
    { label: 'Order number', value: snapshot.orderNumber },
  ];
  if (snapshot.purchaseOrderNumber !== null) details.push({ label: 'PO number', value: snapshot.purchaseOrderNumber });
  const { recipient } = snapshot;
  return {
    title: 'Credit Note',
    number: snapshot.creditNoteNumber,
    issuedOn: snapshot.issuedOn,
    supplier: snapshot.supplier,
    details,
    party: { heading: 'Credit to', name: recipient.name, lines: [`Account number ${recipient.accountNumber}`, ...recipient.addressLines] },
    notes: [`Reason: ${snapshot.reason}`, `This credit note reduces what is payable on tax invoice ${snapshot.invoiceNumber} by ${formatCents(snapshot.totalCents)} incl. GST.`],
    lines: snapshot.lines,
    totals: [
      { label: 'Credited (excl. GST)', cents: snapshot.subTotalCents },
      { label: `GST ${formatGstRate(snapshot.gstRateBasisPoints)}`, cents: snapshot.gstCents },
      { label: 'Total credited (incl. GST)', cents: snapshot.totalCents, isGrandTotal: true },
    ],
  };
}

export function renderCreditNotePdf(snapshot: CreditNoteSnapshot): Promise<Buffer> {
  return documentPdf(creditNoteDocument(snapshot));
}
