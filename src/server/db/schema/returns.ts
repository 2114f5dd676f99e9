// Issue #30 Part 2: a buyer asks to send back lines of a delivered order; the desk approves (with
// instructions) or declines (with a reason), then receives the goods (restock or not), which credits them.
// Only the returns domain writes these tables. `credit_lease_at` is the returns domain's own claim on
// crediting a received return (returns-credit.ts): one process at a time issues its credit.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { orderLines, orders } from './orders.ts';

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // The buyer who asked.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    note: text('note').notNull().default(''),
    // The desk's return instructions (approve) or its reason (decline).
    instructions: text('instructions'),
    declineReason: text('decline_reason'),
    // Set when the goods are received (stock levels arrive in issue #30 Part 3).
    restock: boolean('restock'),
    // No foreign keys: staff members are the staff domain's.
    decidedByStaffId: integer('decided_by_staff_id'),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedByStaffId: integer('received_by_staff_id'),
    receivedByEmail: text('received_by_email'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    creditLeaseAt: timestamp('credit_lease_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    creditedCents: integer('credited_cents'),
    creditNoteNumbers: text('credit_note_numbers').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_account_idx').on(t.accountId, t.id),
    index('returns_status_idx').on(t.status, t.id),
    index('returns_order_idx').on(t.orderId),
    check('returns_status', sql`${t.status} IN ('requested', 'approved', 'declined', 'received', 'credited')`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.orderLineId] }), index('return_lines_order_line_idx').on(t.orderLineId), check('return_lines_qty', sql`${t.qty} > 0`)],
);
