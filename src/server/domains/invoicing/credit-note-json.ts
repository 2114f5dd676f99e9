// A credit note as JSON (issue #28 Part 2), from its snapshot.
import type { CreditNoteJson } from '../../../shared/schemas/credit-notes.ts';
import type { CreditNoteRow } from './credit-notes.repo.ts';
import { toDocumentLinesJson } from './invoice-json.ts';

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
    lines: toDocumentLinesJson(snapshot.lines),
    sub_total: snapshot.subTotalCents,
    gst: snapshot.gstCents,
    gst_rate: snapshot.gstRateBasisPoints / 100,
    total: snapshot.totalCents,
    pdf_url: pdfUrl,
  };
}
