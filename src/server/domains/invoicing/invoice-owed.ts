// What an invoice still owes (issue #28 Part 2), in SQL, derived each time from what was written and never
// kept as a running total: an invoice paid by card at its order owes nothing (its credit notes go back to
// the card); one on account owes its total less the payments allocated to it and its credit notes, which
// is below 0 when it was credited after being paid (what the account is owed back). `i` is the invoices row.
import { sql } from 'drizzle-orm';

/** What has been paid of invoice `i`. */
export const PAID_CENTS = sql`CASE WHEN i.is_paid_by_card THEN i.total_cents
  ELSE coalesce((SELECT sum(pa.amount_cents) FROM payment_allocations pa WHERE pa.invoice_id = i.id), 0)::int END`;

/** What credit notes have credited of invoice `i`. */
export const CREDITED_CENTS = sql`coalesce((SELECT sum(cn.total_cents) FROM credit_notes cn WHERE cn.invoice_id = i.id), 0)::int`;

/** What invoice `i` still owes. */
export const OWED_CENTS = sql`(CASE WHEN i.is_paid_by_card THEN 0 ELSE i.total_cents - ${PAID_CENTS} - ${CREDITED_CENTS} END)`;
