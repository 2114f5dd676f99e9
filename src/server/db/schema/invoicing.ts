// Tax invoices (issue #28 Part 1): one per order, numbered without gaps, issued in the transaction that
// dispatches an on-account order or pays a card order, and never changed after: each keeps a snapshot of
// everything it shows, and the database refuses to UPDATE or DELETE it (migration 0042). Only the
// invoicing domain writes these.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { InvoiceSnapshot } from '../../domains/invoicing/invoice-snapshot.ts';
import { accounts } from './accounts.ts';
import { orders } from './orders.ts';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** 'INV-000123': from invoice_number_counter, in the issuing transaction, so numbers have no gaps. */
    invoiceNumber: text('invoice_number').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for an invoice paid by card at the order. */
    dueOn: date('due_on', { mode: 'string' }),
    isPaidByCard: boolean('is_paid_by_card').notNull(),
    subTotalCents: integer('sub_total_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
  },
  (t) => [
    index('invoices_account_issued_idx').on(t.accountId, t.issuedAt.desc(), t.id.desc()),
    check('invoices_totals', sql`${t.totalCents} = ${t.subTotalCents} + ${t.gstCents} AND ${t.subTotalCents} >= 0 AND ${t.gstCents} >= 0`),
  ],
);

/** The last invoice number given (one row): taken and moved on in the transaction that issues an invoice. */
export const invoiceNumberCounter = pgTable(
  'invoice_number_counter',
  {
    id: integer('id').primaryKey().default(1),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [check('invoice_number_counter_one_row', sql`${t.id} = 1`)],
);
