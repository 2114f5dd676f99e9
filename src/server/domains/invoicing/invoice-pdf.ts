// A New Zealand tax invoice as a PDF (issue #28 Part 1), drawn from its snapshot alone: the supplier and
// its GST number, the invoice's numbers, dates and terms, whom it is billed to, the lines, and the totals
// with the GST rate. The layout is the store's document layout (document-pdf.ts), shared with credit notes.
import type { DocumentPdfContent } from './document-pdf.ts';
import { documentPdf } from './document-pdf-threads.ts';
import { formatDocumentDay, formatGstRate } from './document-pdf-format.ts';
import type { InvoiceSnapshot } from './invoice-snapshot.ts';

function invoiceDetails(snapshot: InvoiceSnapshot): DocumentPdfContent['details'] {
  const details = [
    { label: 'Invoice number', value: snapshot.invoiceNumber },
    { label: 'Invoice date', value: formatDocumentDay(snapshot.issuedOn) },
    { label: 'Date of supply', value: formatDocumentDay(snapshot.supplyOn) },
    { label: 'Terms', value: snapshot.terms },
    { label: 'Order number', value: snapshot.orderNumber },
  ];
  if (snapshot.purchaseOrderNumber !== null) details.push({ label: 'PO number', value: snapshot.purchaseOrderNumber });
  return details;
}

/** What the invoice shows, in the shape every store document is drawn from. */
export function invoiceDocument(snapshot: InvoiceSnapshot): DocumentPdfContent {
  const { recipient } = snapshot;
  return {
    title: 'Tax Invoice',
    number: snapshot.invoiceNumber,
    issuedOn: snapshot.issuedOn,
    supplier: snapshot.supplier,
    details: invoiceDetails(snapshot),
    party: { heading: 'Bill to', name: recipient.name, lines: [`Account number ${recipient.accountNumber}`, ...recipient.addressLines] },
    notes: [],
    lines: snapshot.lines,
    totals: [
      { label: 'Subtotal (excl. GST)', cents: snapshot.subTotalCents },
      { label: `GST ${formatGstRate(snapshot.gstRateBasisPoints)}`, cents: snapshot.gstCents },
      { label: 'Total (incl. GST)', cents: snapshot.totalCents, isGrandTotal: true },
    ],
  };
}

/** The invoice as an A4 PDF with its font embedded; the same snapshot always gives the same bytes. */
export function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  return documentPdf(invoiceDocument(snapshot));
}
