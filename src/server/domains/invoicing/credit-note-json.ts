// A credit note as JSON (issue #28 Part 2), from its snapshot.
import type { CreditNoteJson } from '../../../shared/schemas/credit-notes.ts';
import type { CreditNoteRow } from './credit-notes.repo.ts';

export function toCreditNoteJson(note: CreditNoteRow, pdfUrl: string): CreditNoteJson {
  const { snapshot } = note;
  return {
    id: note.id,
    credit_note_number: note.creditNoteNumber,
    invoice_id: note.invoiceId,
    invoice_number: snapshot.invoiceNumber,
    order_number: snapshot.orderNumber,
    issued_at: note.issuedAt,
    reason: snapshot.reason,
    lines: snapshot.lines.map((line) => ({ sku: line.sku, description: line.description, qty: line.qty, unit_price: line.unitPriceCents, amount: line.amountCents })),
    sub_total: snapshot.subTotalCents,
    gst: snapshot.gstCents,
    gst_rate: snapshot.gstRateBasisPoints / 100,
    total: snapshot.totalCents,
    pdf_url: pdfUrl,
  };
}
