// The SQL of payments on account and the ledger (issue #28 Part 2): payments and their allocations written
// once, the invoices a payment pays locked while what they owe is read, and an account's balance, ageing
// and entries derived from its invoices and payments.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { OWED_CENTS } from './invoice-owed.ts';

export type PaymentSource = 'staff' | 'erp';

export type StoredPayment = {
  id: number;
  accountId: number;
  accountNumber: string;
  reference: string;
  amountCents: number;
  paidOn: string;
  /** ISO 8601, UTC. */
  recordedAt: string;
  allocations: { invoiceNumber: string; amountCents: number }[];
};

export type InvoiceOwed = { id: number; invoiceNumber: string; accountId: number; owedCents: number };

export type LedgerSummary = {
  owedCents: number;
  unallocatedCents: number;
  ageing: { current: number; days1To30: number; days31To60: number; days61To90: number; days90Plus: number };
};

export type LedgerEntry = {
  type: 'invoice' | 'credit_note' | 'payment';
  id: number;
  number: string;
  date: string;
  dueOn: string | null;
  amountCents: number;
  outstandingCents: number | null;
};

const ISO = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function createAccountPaymentsRepo(db: DbExecutor) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows as T[];

  async function allocationsOf(paymentIds: number[]): Promise<Map<number, StoredPayment['allocations']>> {
    const found = await rows<{ paymentId: number; invoiceNumber: string; amountCents: number }>(sql`
      SELECT pa.payment_id AS "paymentId", i.invoice_number AS "invoiceNumber", pa.amount_cents AS "amountCents"
      FROM payment_allocations pa JOIN invoices i ON i.id = pa.invoice_id
      WHERE pa.payment_id IN (SELECT json_array_elements_text(${JSON.stringify(paymentIds)}::json)::int)
      ORDER BY i.invoice_number COLLATE "C"`);
    const byPayment = new Map<number, StoredPayment['allocations']>();
    for (const { paymentId, ...allocation } of found) byPayment.set(paymentId, [...(byPayment.get(paymentId) ?? []), allocation]);
    return byPayment;
  }

  return {
    async findAccountsByNumber(numbers: string[]): Promise<Map<string, { id: number; name: string }>> {
      const found = await rows<{ id: number; name: string; accountNumber: string }>(sql`
        SELECT id, name, account_number AS "accountNumber" FROM accounts
        WHERE account_number IN (SELECT json_array_elements_text(${JSON.stringify(numbers)}::json))`);
      return new Map(found.map((account) => [account.accountNumber, { id: account.id, name: account.name }]));
    },

    /**
     * Locks the invoices named (in id order, so two payments of overlapping invoices wait rather than
     * deadlock) until the caller's transaction ends; `owedOf` then reads what they owe in a statement of
     * its own, which sees every allocation committed before the locks were granted.
     */
    async lockInvoices(invoiceNumbers: string[]): Promise<void> {
      if (invoiceNumbers.length === 0) return;
      await db.execute(sql`
        SELECT id FROM invoices WHERE invoice_number IN (SELECT json_array_elements_text(${JSON.stringify(invoiceNumbers)}::json))
        ORDER BY id FOR UPDATE`);
    },

    async owedOf(invoiceNumbers: string[]): Promise<Map<string, InvoiceOwed>> {
      if (invoiceNumbers.length === 0) return new Map();
      const found = await rows<InvoiceOwed>(sql`
        SELECT i.id, i.invoice_number AS "invoiceNumber", i.account_id AS "accountId", ${OWED_CENTS} AS "owedCents"
        FROM invoices i WHERE i.invoice_number IN (SELECT json_array_elements_text(${JSON.stringify(invoiceNumbers)}::json))`);
      return new Map(found.map((invoice) => [invoice.invoiceNumber, invoice]));
    },

    /** The account's payment under `reference`, or the payment with id `key.id`. */
    async findPayment(key: { accountId: number; reference: string } | { id: number }): Promise<StoredPayment | null> {
      const [found] = await rows<Omit<StoredPayment, 'allocations'>>(sql`
        SELECT p.id, p.account_id AS "accountId", a.account_number AS "accountNumber", p.reference, p.amount_cents AS "amountCents",
          p.paid_on::text AS "paidOn", ${ISO(sql`p.recorded_at`)} AS "recordedAt"
        FROM account_payments p JOIN accounts a ON a.id = p.account_id
        WHERE ${'id' in key ? sql`p.id = ${key.id}` : sql`p.account_id = ${key.accountId} AND p.reference = ${key.reference}`}`);
      if (!found) return null;
      return { ...found, allocations: (await allocationsOf([found.id])).get(found.id) ?? [] };
    },

    /** Writes the payment, or nothing when the account has one under this reference already (null). */
    async insertPayment(payment: { accountId: number; reference: string; amountCents: number; paidOn: string; source: PaymentSource }): Promise<number | null> {
      const [inserted] = await rows<{ id: number }>(sql`
        INSERT INTO account_payments (account_id, reference, amount_cents, paid_on, source)
        VALUES (${payment.accountId}, ${payment.reference}, ${payment.amountCents}, ${payment.paidOn}::date, ${payment.source})
        ON CONFLICT (account_id, reference) DO NOTHING
        RETURNING id`);
      return inserted?.id ?? null;
    },

    async insertAllocations(paymentId: number, allocations: { invoiceId: number; amountCents: number }[]): Promise<void> {
      if (allocations.length === 0) return;
      await db.execute(sql`
        INSERT INTO payment_allocations (payment_id, invoice_id, amount_cents)
        SELECT ${paymentId}, a."invoiceId", a."amountCents"
        FROM json_to_recordset(${JSON.stringify(allocations)}::json) AS a("invoiceId" int, "amountCents" int)`);
    },

    async findAccount(accountId: number): Promise<{ id: number; name: string; accountNumber: string } | null> {
      const [found] = await rows<{ id: number; name: string; accountNumber: string }>(sql`
        SELECT id, name, account_number AS "accountNumber" FROM accounts WHERE id = ${accountId}`);
      return found ?? null;
    },

    /**
     * An account's balance on account: what its invoices on account still owe, by days past due, and the
     * payments not allocated to any. Invoices paid by card at their order are settled and left out.
     */
    async ledgerSummary(accountId: number, today: string): Promise<LedgerSummary> {
      const [summary] = await rows<{ owed: string; current: string; d30: string; d60: string; d90: string; older: string; unallocated: string }>(sql`
        WITH allocated AS (
          SELECT pa.invoice_id, sum(pa.amount_cents) AS cents
          FROM payment_allocations pa JOIN account_payments p ON p.id = pa.payment_id
          WHERE p.account_id = ${accountId} GROUP BY pa.invoice_id
        ), credited AS (
          SELECT cn.invoice_id, sum(cn.total_cents) AS cents FROM credit_notes cn WHERE cn.account_id = ${accountId} GROUP BY cn.invoice_id
        ), open_invoices AS (
          SELECT ${today}::date - i.due_on AS late, i.total_cents - coalesce(allocated.cents, 0) - coalesce(credited.cents, 0) AS owed
          FROM invoices i LEFT JOIN allocated ON allocated.invoice_id = i.id LEFT JOIN credited ON credited.invoice_id = i.id
          WHERE i.account_id = ${accountId} AND NOT i.is_paid_by_card
        )
        SELECT coalesce(sum(greatest(owed, 0)), 0)::text AS owed,
          coalesce(sum(greatest(owed, 0)) FILTER (WHERE late <= 0), 0)::text AS current,
          coalesce(sum(greatest(owed, 0)) FILTER (WHERE late BETWEEN 1 AND 30), 0)::text AS d30,
          coalesce(sum(greatest(owed, 0)) FILTER (WHERE late BETWEEN 31 AND 60), 0)::text AS d60,
          coalesce(sum(greatest(owed, 0)) FILTER (WHERE late BETWEEN 61 AND 90), 0)::text AS d90,
          coalesce(sum(greatest(owed, 0)) FILTER (WHERE late > 90), 0)::text AS older,
          ((SELECT coalesce(sum(amount_cents), 0) FROM account_payments WHERE account_id = ${accountId})
            - (SELECT coalesce(sum(cents), 0) FROM allocated)
            + coalesce(sum(greatest(-owed, 0)), 0))::text AS unallocated
        FROM open_invoices`);
      const cents = (value: string | undefined) => Number(value ?? 0);
      return {
        owedCents: cents(summary?.owed),
        unallocatedCents: cents(summary?.unallocated),
        ageing: { current: cents(summary?.current), days1To30: cents(summary?.d30), days31To60: cents(summary?.d60), days61To90: cents(summary?.d90), days90Plus: cents(summary?.older) },
      };
    },

    /** The account's invoices on account and payments, newest first, a page at a time. */
    async ledgerEntries(accountId: number, limit: number, offset: number): Promise<{ entries: LedgerEntry[]; total: number }> {
      const [entries, [count]] = await Promise.all([
        rows<LedgerEntry>(sql`
          SELECT * FROM (
            SELECT 'invoice' AS type, i.id, i.invoice_number AS number, (i.snapshot->>'issuedOn') AS date, i.due_on::text AS "dueOn",
              i.total_cents AS "amountCents", ${OWED_CENTS} AS "outstandingCents", i.issued_at AS at
            FROM invoices i WHERE i.account_id = ${accountId} AND NOT i.is_paid_by_card
            UNION ALL
            SELECT 'credit_note', cn.id, cn.credit_note_number, (cn.snapshot->>'issuedOn'), NULL, -cn.total_cents, NULL, cn.issued_at
            FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id WHERE cn.account_id = ${accountId} AND NOT i.is_paid_by_card
            UNION ALL
            SELECT 'payment', p.id, p.reference, p.paid_on::text, NULL, -p.amount_cents, NULL, p.recorded_at
            FROM account_payments p WHERE p.account_id = ${accountId}
          ) entries
          ORDER BY date DESC, at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`),
        rows<{ total: number }>(sql`
          SELECT ((SELECT count(*) FROM invoices WHERE account_id = ${accountId} AND NOT is_paid_by_card)
            + (SELECT count(*) FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id WHERE cn.account_id = ${accountId} AND NOT i.is_paid_by_card)
            + (SELECT count(*) FROM account_payments WHERE account_id = ${accountId}))::int AS total`),
      ]);
      return { entries: entries.map(({ at: _at, ...entry }: LedgerEntry & { at?: unknown }) => entry), total: count?.total ?? 0 };
    },
  };
}
export type AccountPaymentsRepo = ReturnType<typeof createAccountPaymentsRepo>;
