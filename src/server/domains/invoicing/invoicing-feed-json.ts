// An invoice and a credit note as the ERP reads them (issue #28 Part 2): what the document shows, from its
// snapshot, with the account's numbers in the store and in the ERP.
import type { FeedCreditNoteJson, FeedInvoiceJson } from '../../../shared/schemas/invoicing-feed.ts';
import { toDocumentLinesJson } from './invoice-json.ts';
import type { FeedCreditNoteRow, FeedInvoiceRow } from './invoicing-feed.repo.ts';

function documentJson(row: FeedInvoiceRow | FeedCreditNoteRow) {
  const { snapshot } = row;
  return {
    id: row.id,
    account_number: row.accountNumber,
    account_external_code: row.externalCode,
    order_number: snapshot.orderNumber,
    purchase_order_number: snapshot.purchaseOrderNumber,
    issued_at: row.issuedAt,
    issued_on: snapshot.issuedOn,
    lines: toDocumentLinesJson(snapshot.lines),
    sub_total: snapshot.subTotalCents,
    gst: snapshot.gstCents,
    gst_rate: snapshot.gstRateBasisPoints / 100,
    total: snapshot.totalCents,
  };
}

export function toFeedInvoiceJson(row: FeedInvoiceRow): FeedInvoiceJson {
  const { snapshot } = row;
  return { ...documentJson(row), invoice_number: snapshot.invoiceNumber, supply_date: snapshot.supplyOn, due_on: snapshot.dueOn, paid_by_card: row.isPaidByCard };
}

export function toFeedCreditNoteJson(row: FeedCreditNoteRow): FeedCreditNoteJson {
  const { snapshot } = row;
  return { ...documentJson(row), credit_note_number: snapshot.creditNoteNumber, invoice_number: snapshot.invoiceNumber, invoice_issued_on: snapshot.invoiceIssuedOn, reason: snapshot.reason };
}
