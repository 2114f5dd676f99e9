// Tax invoices (issue #28 Part 1): one per order, or one per shipment of an on-account order sent in
// parts (issue #30), numbered without gaps, issued in the transaction that dispatches an on-account order
// (or a shipment of it) or pays a card order, and never changed after: each keeps a snapshot of
// everything it shows, and the database refuses to UPDATE or DELETE it (migration 0042). Only the
// invoicing domain writes these.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CreditNoteSnapshot } from '../../domains/invoicing/credit-note-snapshot.ts';
import type { InvoiceSnapshot } from '../../domains/invoicing/invoice-snapshot.ts';
import { accounts } from './accounts.ts';
import { orders } from './orders.ts';
import { orderShipments } from './shipments.ts';

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
      .references(() => orders.id, { onDelete: 'restrict' }),
    /**
     * Issue #30 Part 2: the shipment an on-account order's invoice is for (one invoice a shipment). Null
     * for a card order's invoice (issued when paid) and for invoices from before shipments.
     */
    shipmentId: integer('shipment_id')
      .unique()
      .references(() => orderShipments.id, { onDelete: 'restrict' }),
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
    index('invoices_order_idx').on(t.orderId, t.id),
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

/**
 * Money an account paid the merchant (issue #28 Part 2), recorded by staff or sent by the ERP: one per
 * account and reference, so the ERP may send a payment again. Never changed or removed (migration 0043):
 * the ledger is derived from invoices, credit notes and these, with no running total to drift.
 */
export const accountPayments = pgTable(
  'account_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** The payer's reference (a bank transaction, a remittance number). */
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The New Zealand day the money arrived. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'staff' or 'erp'. */
    source: text('source').notNull(),
  },
  (t) => [
    unique('account_payments_account_reference').on(t.accountId, t.reference),
    index('account_payments_account_paid_idx').on(t.accountId, t.paidOn, t.id),
    check('account_payments_amount', sql`${t.amountCents} > 0`),
    check('account_payments_source', sql`${t.source} IN ('staff', 'erp')`),
  ],
);

/** What part of a payment pays which invoice; the rest of the payment is the account's credit. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => accountPayments.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.invoiceId] }), index('payment_allocations_invoice_idx').on(t.invoiceId), check('payment_allocations_amount', sql`${t.amountCents} > 0`)],
);

/**
 * Credit notes (issue #28 Part 2): against one invoice each, for lines or an amount, numbered without gaps
 * and never changed after (migration 0044), as invoices. What an invoice still owes is its total less its
 * payments and its credit notes.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    /** 'CN-000007': from credit_note_number_counter, in the issuing transaction. */
    creditNoteNumber: text('credit_note_number').notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').notNull(),
    subTotalCents: integer('sub_total_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    snapshot: jsonb('snapshot').$type<CreditNoteSnapshot>().notNull(),
  },
  (t) => [
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_account_issued_idx').on(t.accountId, t.issuedAt.desc(), t.id.desc()),
    check('credit_notes_totals', sql`${t.totalCents} = ${t.subTotalCents} + ${t.gstCents} AND ${t.totalCents} > 0 AND ${t.gstCents} >= 0`),
  ],
);

/** The last credit note number given (one row). */
export const creditNoteNumberCounter = pgTable(
  'credit_note_number_counter',
  {
    id: integer('id').primaryKey().default(1),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [check('credit_note_number_counter_one_row', sql`${t.id} = 1`)],
);

/**
 * Issue #28 Part 3: each account's statement e-mail for a month, queued once: the row and its mail job
 * commit together, and a second process's or a retried run's insert of the same row does nothing.
 */
export const statementRuns = pgTable(
  'statement_runs',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM', a New Zealand month. */
    month: text('month').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);

/** The months whose statements have all been queued: the hourly sweep stops looking for them. */
export const statementMonths = pgTable('statement_months', {
  month: text('month').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
