// The invoice JSON (issue #28 Part 1), from a stored invoice: its summary for the list, and all it shows.
import type { InvoiceJson, InvoiceSummaryJson } from '../../../shared/schemas/invoices.ts';
import type { InvoiceLine } from './invoice-snapshot.ts';
import type { InvoiceRow } from './invoicing.repo.ts';
import { invoiceStatusOf } from './invoicing.service.ts';

/** A document's lines (an invoice's or a credit note's) as JSON, amounts in cents excl. GST. */
export const toDocumentLinesJson = (lines: InvoiceLine[]) =>
  lines.map((line) => ({ sku: line.sku, description: line.description, qty: line.qty, unit_price: line.unitPriceCents, amount: line.amountCents }));

export function toInvoiceSummaryJson(invoice: InvoiceRow, today: string): InvoiceSummaryJson {
  return {
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    order_number: invoice.orderNumber,
    order_id: invoice.orderId,
    issued_at: invoice.issuedAt,
    due_at: invoice.dueOn,
    total: invoice.totalCents,
    paid: invoice.paidCents,
    credited: invoice.creditedCents,
    balance: Math.max(0, invoice.owedCents),
    status: invoiceStatusOf(invoice, today),
  };
}

export function toInvoiceJson(invoice: InvoiceRow, today: string, pdfUrl = `/api/invoices/${invoice.id}.pdf`): InvoiceJson {
  const { snapshot } = invoice;
  return {
    ...toInvoiceSummaryJson(invoice, today),
    supply_date: snapshot.supplyOn,
    terms: snapshot.terms,
    supplier: { name: snapshot.supplier.name, address_lines: snapshot.supplier.addressLines, gst_number: snapshot.supplier.gstNumber },
    recipient: { name: snapshot.recipient.name, address_lines: snapshot.recipient.addressLines, account_number: snapshot.recipient.accountNumber },
    purchase_order_number: snapshot.purchaseOrderNumber,
    lines: toDocumentLinesJson(snapshot.lines),
    sub_total: snapshot.subTotalCents,
    gst: snapshot.gstCents,
    gst_rate: snapshot.gstRateBasisPoints / 100,
    pdf_url: pdfUrl,
  };
}
