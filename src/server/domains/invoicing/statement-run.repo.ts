// The SQL of the monthly statement run (issue #28 Part 3): which accounts owe a statement for a month (an
// invoice on account, credit note or payment in it, or a balance at its end) and have not been queued one.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { StatementMonth } from './statement.ts';

export function createStatementRunRepo(db: DbExecutor) {
  return {
    async isMonthDone(month: string): Promise<boolean> {
      const { rows } = await db.execute(sql`SELECT 1 FROM statement_months WHERE month = ${month}`);
      return rows.length > 0;
    },

    async markMonthDone(month: string): Promise<void> {
      await db.execute(sql`INSERT INTO statement_months (month) VALUES (${month}) ON CONFLICT DO NOTHING`);
    },

    /**
     * Within a transaction: records up to `limit` accounts' statements for the month as queued and answers
     * the accounts this call recorded (one another process recorded first is not among them).
     */
    async claimStatements(period: StatementMonth, limit: number): Promise<number[]> {
      const { firstDay, lastDay, month } = period;
      const { rows } = await db.execute<{ account_id: number }>(sql`
        WITH moves AS (
          SELECT i.account_id, i.total_cents AS amount, i.snapshot->>'issuedOn' AS day
          FROM invoices i WHERE NOT i.is_paid_by_card AND i.snapshot->>'issuedOn' <= ${lastDay}
          UNION ALL
          SELECT c.account_id, -c.total_cents, c.snapshot->>'issuedOn'
          FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE NOT i.is_paid_by_card AND c.snapshot->>'issuedOn' <= ${lastDay}
          UNION ALL
          SELECT p.account_id, -p.amount_cents, p.paid_on::text FROM account_payments p WHERE p.paid_on <= ${lastDay}::date
        ), owing AS (
          SELECT account_id FROM moves GROUP BY account_id HAVING bool_or(day >= ${firstDay}) OR sum(amount) <> 0
        )
        INSERT INTO statement_runs (account_id, month)
        SELECT o.account_id, ${month} FROM owing o
        WHERE NOT EXISTS (SELECT 1 FROM statement_runs r WHERE r.account_id = o.account_id AND r.month = ${month})
        ORDER BY o.account_id LIMIT ${limit}
        ON CONFLICT DO NOTHING
        RETURNING account_id`);
      return rows.map((row) => row.account_id);
    },
  };
}
