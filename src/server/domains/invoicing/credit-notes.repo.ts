// The SQL of credit notes (issue #28 Part 2): the invoice locked while what it has left is worked out,
// the gap-free number, the note written once, and an account's notes a page at a time.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { CreditNoteSnapshot } from './credit-note-snapshot.ts';
import type { InvoiceSnapshot } from './invoice-snapshot.ts';

export type InvoiceToCredit = { id: number; accountId: number; orderId: number; isPaidByCard: boolean; snapshot: InvoiceSnapshot };

export type CreditNoteRow = {
  id: number;
  accountId: number;
  invoiceId: number;
  creditNoteNumber: string;
  /** ISO 8601, UTC. */
  issuedAt: string;
  totalCents: number;
  snapshot: CreditNoteSnapshot;
};

const CREDIT_NOTE_FIELDS = sql`cn.id, cn.account_id AS "accountId", cn.invoice_id AS "invoiceId", cn.credit_note_number AS "creditNoteNumber",
  to_char(cn.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt", cn.total_cents AS "totalCents", cn.snapshot`;

export function createCreditNotesRepo(db: DbExecutor) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows as T[];

  return {
    /** The invoice, locked until the caller's transaction ends: two notes against it are worked out one after the other. */
    async lockInvoice(where: { invoiceId: number } | { orderId: number }): Promise<InvoiceToCredit | null> {
      const condition = 'invoiceId' in where ? sql`id = ${where.invoiceId}` : sql`order_id = ${where.orderId}`;
      const [found] = await rows<InvoiceToCredit>(sql`
        SELECT id, account_id AS "accountId", order_id AS "orderId", is_paid_by_card AS "isPaidByCard", snapshot
        FROM invoices WHERE ${condition} FOR UPDATE`);
      return found ?? null;
    },

    /** Issue #30 Part 2 (returns): every invoice of the order, oldest first, unlocked. */
    async invoicesOfOrder(orderId: number): Promise<InvoiceToCredit[]> {
      return rows<InvoiceToCredit>(sql`
        SELECT id, account_id AS "accountId", order_id AS "orderId", is_paid_by_card AS "isPaidByCard", snapshot
        FROM invoices WHERE order_id = ${orderId} ORDER BY id`);
    },

    /** The invoice to credit, unlocked: whether it was paid by card decides how it is credited. */
    async findInvoiceToCredit(invoiceId: number): Promise<Pick<InvoiceToCredit, 'id' | 'orderId' | 'isPaidByCard'> | null> {
      const [found] = await rows<Pick<InvoiceToCredit, 'id' | 'orderId' | 'isPaidByCard'>>(sql`
        SELECT id, order_id AS "orderId", is_paid_by_card AS "isPaidByCard" FROM invoices WHERE id = ${invoiceId}`);
      return found ?? null;
    },

    /** What the credit notes of the order's invoice credited in all, in cents. */
    async creditedOnOrder(orderId: number): Promise<number> {
      const [found] = await rows<{ total: string }>(sql`
        SELECT coalesce(sum(cn.total_cents), 0)::text AS total FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id WHERE i.order_id = ${orderId}`);
      return Number(found?.total ?? 0);
    },

    /** The notes issued against an invoice, read after it was locked (a statement of its own sees every one committed). */
    async creditNotesOf(invoiceId: number): Promise<CreditNoteSnapshot[]> {
      const found = await rows<{ snapshot: CreditNoteSnapshot }>(sql`SELECT snapshot FROM credit_notes WHERE invoice_id = ${invoiceId} ORDER BY id`);
      return found.map((row) => row.snapshot);
    },

    /** The next credit note number, moved on in the caller's transaction (a rollback gives it back: no gaps). */
    async takeCreditNoteNumber(): Promise<number> {
      const [taken] = await rows<{ number: string }>(sql`UPDATE credit_note_number_counter SET last_number = last_number + 1 WHERE id = 1 RETURNING last_number::text AS number`);
      if (!taken) throw new Error('credit_note_number_counter has no row');
      return Number(taken.number);
    },

    async insertCreditNote(note: { invoiceId: number; accountId: number; snapshot: CreditNoteSnapshot }): Promise<number> {
      const { snapshot } = note;
      const [inserted] = await rows<{ id: number }>(sql`
        INSERT INTO credit_notes (credit_note_number, invoice_id, account_id, reason, sub_total_cents, gst_cents, total_cents, snapshot)
        VALUES (${snapshot.creditNoteNumber}, ${note.invoiceId}, ${note.accountId}, ${snapshot.reason}, ${snapshot.subTotalCents}, ${snapshot.gstCents},
          ${snapshot.totalCents}, ${JSON.stringify(snapshot)}::jsonb)
        RETURNING id`);
      if (!inserted) throw new Error(`credit note ${snapshot.creditNoteNumber} was not written`);
      return inserted.id;
    },

    /** An account's credit notes, newest first, a page at a time. */
    async findCreditNotePage(accountId: number, limit: number, offset: number): Promise<{ rows: CreditNoteRow[]; total: number }> {
      const [found, [count]] = await Promise.all([
        rows<CreditNoteRow>(sql`
          SELECT ${CREDIT_NOTE_FIELDS} FROM credit_notes cn WHERE cn.account_id = ${accountId}
          ORDER BY cn.issued_at DESC, cn.id DESC LIMIT ${limit} OFFSET ${offset}`),
        rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM credit_notes WHERE account_id = ${accountId}`),
      ]);
      return { rows: found, total: count?.total ?? 0 };
    },

    /** One credit note: the account's only when `accountId` is given (the buyer), any for staff. */
    async findCreditNote(id: number, accountId?: number): Promise<CreditNoteRow | null> {
      const [found] = await rows<CreditNoteRow>(sql`
        SELECT ${CREDIT_NOTE_FIELDS} FROM credit_notes cn
        WHERE cn.id = ${id} ${accountId === undefined ? sql`` : sql`AND cn.account_id = ${accountId}`}`);
      return found ?? null;
    },
  };
}
export type CreditNotesRepo = ReturnType<typeof createCreditNotesRepo>;
