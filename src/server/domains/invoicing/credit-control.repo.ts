// The SQL of credit control (issue #28 Part 3). An account's figures come from one statement, so an order
// invoiced meanwhile is counted once (as its invoice or as an order not yet invoiced), never twice or not at all.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { CreditState } from './credit-control.ts';
import { OWED_CENTS } from './invoice-owed.ts';

export function createCreditControlRepo(db: DbExecutor) {
  return {
    /** Within a transaction: the account's credit decisions take turns until it ends. */
    async lockAccountCredit(accountId: number): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('account-credit'), ${accountId})`);
    },

    /** The account's credit figures on New Zealand day `today`. */
    async creditStateOf(accountId: number, today: string): Promise<CreditState | null> {
      const found = await db.execute<{ limitCents: number | null; isOnHold: boolean; balance: string; uninvoiced: string; mostDaysOverdue: number | null }>(sql`
        SELECT a.credit_limit_cents AS "limitCents", a.credit_hold AS "isOnHold",
          ((SELECT coalesce(sum(i.total_cents), 0) FROM invoices i WHERE i.account_id = a.id AND NOT i.is_paid_by_card)
            - (SELECT coalesce(sum(cn.total_cents), 0) FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id
               WHERE cn.account_id = a.id AND NOT i.is_paid_by_card)
            - (SELECT coalesce(sum(p.amount_cents), 0) FROM account_payments p WHERE p.account_id = a.id))::text AS balance,
          -- What an order's invoices do not cover yet: all of it before dispatch, the rest while sent in parts (issue #30).
          (SELECT coalesce(sum(greatest(o.total_cents - coalesce((SELECT sum(i.total_cents) FROM invoices i WHERE i.order_id = o.id), 0), 0)), 0) FROM orders o
           WHERE o.account_id = a.id AND o.status = 'placed_on_account' AND o.fulfilment_status <> 'cancelled')::text AS uninvoiced,
          (SELECT max(${today}::date - i.due_on) FROM invoices i
           WHERE i.account_id = a.id AND NOT i.is_paid_by_card AND i.due_on < ${today}::date AND ${OWED_CENTS} > 0) AS "mostDaysOverdue"
        FROM accounts a WHERE a.id = ${accountId}`);
      const row = found.rows[0];
      if (!row) return null;
      return { limitCents: row.limitCents, isOnHold: row.isOnHold, balanceCents: Number(row.balance), uninvoicedCents: Number(row.uninvoiced), mostDaysOverdue: row.mostDaysOverdue ?? 0 };
    },
  };
}
