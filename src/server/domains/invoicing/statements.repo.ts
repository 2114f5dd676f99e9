// The SQL of statements (issue #28 Part 3): one statement reads an account's invoices on account, their
// credit notes and its payments up to a day, so the opening balance, the month's lines and the ageing
// agree with each other. Days are New Zealand days: a document's day of issue, a payment's day received.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { StatementFigures, StatementMonth } from './statement.ts';

export function createStatementsRepo(db: DbExecutor) {
  return {
    /** The account's statement figures for `period`; null when there is no such account. */
    async findFigures(accountId: number, period: StatementMonth): Promise<StatementFigures | null> {
      const { firstDay, lastDay } = period;
      const { rows } = await db.execute<{ accountNumber: string; accountName: string; opening: string; lines: StatementFigures['lines']; ageing: StatementFigures['ageing'] }>(sql`
        WITH inv AS (
          SELECT i.id, i.invoice_number AS number, i.snapshot->>'issuedOn' AS day, i.due_on, i.total_cents
          FROM invoices i WHERE i.account_id = ${accountId} AND NOT i.is_paid_by_card AND i.snapshot->>'issuedOn' <= ${lastDay}
        ), cn AS (
          SELECT c.id, c.credit_note_number AS number, c.snapshot->>'issuedOn' AS day, c.invoice_id, c.total_cents
          FROM credit_notes c JOIN inv ON inv.id = c.invoice_id WHERE c.snapshot->>'issuedOn' <= ${lastDay}
        ), pay AS (
          SELECT p.id, p.reference AS number, p.paid_on::text AS day, p.amount_cents
          FROM account_payments p WHERE p.account_id = ${accountId} AND p.paid_on <= ${lastDay}::date
        ), moves AS (
          SELECT 'invoice' AS type, number, day, total_cents AS amount, 0 AS rank, id FROM inv
          UNION ALL SELECT 'credit_note', number, day, -total_cents, 1, id FROM cn
          UNION ALL SELECT 'payment', number, day, -amount_cents, 2, id FROM pay
        ), owed AS (
          SELECT ${lastDay}::date - inv.due_on AS late,
            inv.total_cents
              - coalesce((SELECT sum(pa.amount_cents) FROM payment_allocations pa JOIN pay ON pay.id = pa.payment_id WHERE pa.invoice_id = inv.id), 0)
              - coalesce((SELECT sum(cn.total_cents) FROM cn WHERE cn.invoice_id = inv.id), 0) AS cents
          FROM inv
        )
        SELECT a.account_number AS "accountNumber", a.name AS "accountName",
          (SELECT coalesce(sum(amount), 0) FROM moves WHERE day < ${firstDay})::text AS opening,
          (SELECT coalesce(json_agg(json_build_object('type', type, 'number', number, 'date', day, 'amount', amount) ORDER BY day, rank, id), '[]'::json)
             FROM moves WHERE day >= ${firstDay}) AS lines,
          (SELECT json_build_object(
             'current', coalesce(sum(cents) FILTER (WHERE late <= 0), 0),
             'days_1_30', coalesce(sum(cents) FILTER (WHERE late BETWEEN 1 AND 30), 0),
             'days_31_60', coalesce(sum(cents) FILTER (WHERE late BETWEEN 31 AND 60), 0),
             'days_61_90', coalesce(sum(cents) FILTER (WHERE late BETWEEN 61 AND 90), 0),
             'days_90_plus', coalesce(sum(cents) FILTER (WHERE late > 90), 0))
           FROM owed WHERE cents > 0) AS ageing
        FROM accounts a WHERE a.id = ${accountId}`);
      const [row] = rows;
      if (!row) return null;
      return { accountNumber: row.accountNumber, accountName: row.accountName, openingCents: Number(row.opening), lines: row.lines, ageing: row.ageing };
    },
  };
}
export type StatementsRepo = ReturnType<typeof createStatementsRepo>;
