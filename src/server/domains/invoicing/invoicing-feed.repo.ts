// The SQL of the ERP's invoice and credit-note feeds (issue #28 Part 2). Each document takes its number
// from a counter its issuing transaction holds locked until it commits, and gets its id after, so ids
// commit in order: a reader that sees an id has seen every smaller one that will ever exist, and a cursor
// on the id never passes a document still being issued.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { CreditNoteSnapshot } from './credit-note-snapshot.ts';
import type { InvoiceSnapshot } from './invoice-snapshot.ts';

type FeedDocumentRow = { id: number; accountNumber: string; externalCode: string | null; issuedAt: string };
export type FeedInvoiceRow = FeedDocumentRow & { snapshot: InvoiceSnapshot; isPaidByCard: boolean };
export type FeedCreditNoteRow = FeedDocumentRow & { snapshot: CreditNoteSnapshot };

const ISSUED_AT = (alias: string) => sql.raw(`to_char(${alias}.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt"`);

export function createInvoicingFeedRepo(db: DbExecutor) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows as T[];

  return {
    /** Invoices with an id above `afterId`, `limit` at most (or the one `onlyId`). */
    findInvoices: (afterId: number, limit: number, onlyId?: number) =>
      rows<FeedInvoiceRow>(sql`
        SELECT i.id, a.account_number AS "accountNumber", a.external_code AS "externalCode", ${ISSUED_AT('i')},
          i.is_paid_by_card AS "isPaidByCard", i.snapshot
        FROM invoices i JOIN accounts a ON a.id = i.account_id
        WHERE ${onlyId === undefined ? sql`i.id > ${afterId}` : sql`i.id = ${onlyId}`}
        ORDER BY i.id LIMIT ${limit}`),

    findCreditNotes: (afterId: number, limit: number, onlyId?: number) =>
      rows<FeedCreditNoteRow>(sql`
        SELECT cn.id, a.account_number AS "accountNumber", a.external_code AS "externalCode", ${ISSUED_AT('cn')}, cn.snapshot
        FROM credit_notes cn JOIN accounts a ON a.id = cn.account_id
        WHERE ${onlyId === undefined ? sql`cn.id > ${afterId}` : sql`cn.id = ${onlyId}`}
        ORDER BY cn.id LIMIT ${limit}`),
  };
}
export type InvoicingFeedRepo = ReturnType<typeof createInvoicingFeedRepo>;

/**
 * The invoices and credit notes issued on New Zealand days `dateFrom` to `dateTo` (both included), invoices
 * first, each in the order issued, read `batch` at a time so a year's export never sits in memory whole.
 */
export async function* documentsIssuedBetween(db: DbExecutor, dateFrom: string, dateTo: string, batch = 500) {
  async function* issuedFrom<Snapshot>(table: 'invoices' | 'credit_notes') {
    for (let afterId = 0; ; ) {
      const { rows } = await db.execute<{ id: number; snapshot: Snapshot }>(sql`
        SELECT d.id, d.snapshot FROM ${sql.identifier(table)} d
        WHERE d.id > ${afterId} AND (d.snapshot->>'issuedOn') BETWEEN ${dateFrom} AND ${dateTo} ORDER BY d.id LIMIT ${batch}`);
      yield* rows;
      if (rows.length < batch) return;
      afterId = rows.at(-1)?.id ?? afterId;
    }
  }
  for await (const row of issuedFrom<InvoiceSnapshot>('invoices')) yield { kind: 'invoice' as const, snapshot: row.snapshot };
  for await (const row of issuedFrom<CreditNoteSnapshot>('credit_notes')) yield { kind: 'credit_note' as const, snapshot: row.snapshot };
}
