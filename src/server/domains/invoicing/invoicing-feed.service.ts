// GET /api/integration/invoices and /api/integration/credit-notes (issue #28 Part 2): the documents in the
// order they were issued, a page at a time; `next` is where to go on from (the same cursor when nothing new
// was issued), so the ERP keeps one cursor per feed and asks again later. The webhooks invoice.issued,
// credit_note.issued and payment.recorded carry the same JSON for one document.
import type { DocumentFeedQuery } from '../../../shared/schemas/invoicing-feed.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { toPaymentJson } from './account-payment-json.ts';
import { createAccountPaymentsRepo } from './account-payments.repo.ts';
import { decodeDocumentCursor, encodeDocumentCursor } from './invoicing-feed.ts';
import { toFeedCreditNoteJson, toFeedInvoiceJson } from './invoicing-feed-json.ts';
import { createInvoicingFeedRepo, documentsIssuedBetween } from './invoicing-feed.repo.ts';
import { XERO_COLUMNS, xeroRowsOf, type XeroSettings } from './xero-export.ts';

export type InvoicingEvent = 'invoice.issued' | 'credit_note.issued' | 'payment.recorded';

export function createInvoicingFeedService(deps: { db: DbExecutor; xero: XeroSettings }) {
  const repo = createInvoicingFeedRepo(deps.db);

  async function page<Row extends { id: number }, Json>(
    feed: 'invoices' | 'credit-notes',
    query: DocumentFeedQuery,
    find: (afterId: number, limit: number) => Promise<Row[]>,
    toJson: (row: Row) => Json,
  ): Promise<{ data: Json[]; next: string }> {
    const afterId = query.cursor ? decodeDocumentCursor(feed, query.cursor) : 0;
    const found = await find(afterId, query.limit);
    return { data: found.map(toJson), next: encodeDocumentCursor(feed, found.at(-1)?.id ?? afterId) };
  }

  return {
    readInvoices: (query: DocumentFeedQuery) => page('invoices', query, (afterId, limit) => repo.findInvoices(afterId, limit), toFeedInvoiceJson),
    readCreditNotes: (query: DocumentFeedQuery) => page('credit-notes', query, (afterId, limit) => repo.findCreditNotes(afterId, limit), toFeedCreditNoteJson),

    /** GET /admin/api/accounting/xero.csv: the header, then a row per line of each document issued on those days. */
    async *xeroRows(dateFrom: string, dateTo: string): AsyncGenerator<string[]> {
      yield [...XERO_COLUMNS];
      for await (const document of documentsIssuedBetween(deps.db, dateFrom, dateTo)) yield* xeroRowsOf(document, deps.xero);
    },

    /** The webhook event's data: the document as the feed gives it; null when there is none. */
    async eventData(event: InvoicingEvent, documentId: number): Promise<object | null> {
      if (event === 'invoice.issued') {
        const [row] = await repo.findInvoices(0, 1, documentId);
        return row ? toFeedInvoiceJson(row) : null;
      }
      if (event === 'credit_note.issued') {
        const [row] = await repo.findCreditNotes(0, 1, documentId);
        return row ? toFeedCreditNoteJson(row) : null;
      }
      const payment = await createAccountPaymentsRepo(deps.db).findPayment({ id: documentId });
      return payment ? toPaymentJson(payment) : null;
    },
  };
}
export type InvoicingFeedService = ReturnType<typeof createInvoicingFeedService>;
