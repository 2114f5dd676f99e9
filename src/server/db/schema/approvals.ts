// Issue #29 Part 1: orders that wait for a manager's approval, and an account's monthly budgets. Only the
// approvals domain writes these.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import type { ApprovalLine, ApprovalTotals } from '../../domains/approvals/approval.types.ts';
import { accounts, users } from './accounts.ts';
import { categories } from './catalogue.ts';
import { orders } from './orders.ts';

/**
 * A buyer's checkout held for a manager: the cart's lines at the prices the buyer saw, with the addresses
 * and PO, moved out of the cart in the transaction that made it. Approving places the order (order_id).
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | approved | declined | expired | withdrawn */
    status: text('status').notNull().default('pending'),
    /** account | card: how the buyer chose to pay. */
    paymentMethod: text('payment_method').notNull(),
    lines: jsonb('lines').$type<ApprovalLine[]>().notNull(),
    totals: jsonb('totals').$type<ApprovalTotals>().notNull(),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>().notNull(),
    billingInfo: jsonb('billing_info').$type<BillingInfo>().notNull(),
    /** The delivery day the buyer chose (issue #29 Part 2); null: the first open one when placed. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** Why it needs approval, in words the manager reads. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('approval_requests_account_idx').on(t.accountId, t.status, t.id.desc()),
    index('approval_requests_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check('approval_requests_status_check', sql`${t.status} in ('pending', 'approved', 'declined', 'expired', 'withdrawn')`),
    check('approval_requests_payment_check', sql`${t.paymentMethod} in ('account', 'card')`),
  ],
);

/** An account's monthly budget overall (cents excl. GST; none when null). */
export const accountBudgets = pgTable(
  'account_budgets',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    monthlyTotalCents: integer('monthly_total_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('account_budgets_total_check', sql`${t.monthlyTotalCents} >= 0`)],
);

/** An account's monthly budget for a top-level category (what is ordered anywhere below it counts). */
export const accountCategoryBudgets = pgTable(
  'account_category_budgets',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    monthlyAmountCents: integer('monthly_amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.categoryId] }), check('account_category_budgets_amount_check', sql`${t.monthlyAmountCents} >= 0`)],
);
