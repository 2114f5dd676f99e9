import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { accounts, users } from './accounts.ts';

/** An order keeps a snapshot of what was bought, where to and for how much, at the time of ordering. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * 'CS-' and a number, given in the transaction that places the order (on account, or paid by card),
     * from order_number_counter: no gaps. Null while a card order awaits payment, and for one never paid.
     */
    orderNumber: text('order_number').unique(),
    /** 'PAY-' and a number: a card order's reference while its payment is in progress (null on account). */
    paymentReference: text('payment_reference').unique(),
    /** placed_on_account | awaiting_payment | paid | cancelled */
    status: text('status').notNull(),
    /** account | card */
    paymentMethod: text('payment_method').notNull(),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>().notNull(),
    billingInfo: jsonb('billing_info').$type<BillingInfo>().notNull(),
    shippingFullAddress: text('shipping_full_address').notNull(),
    subTotalCents: integer('sub_total_cents').notNull(),
    taxTotalCents: integer('tax_total_cents').notNull(),
    /** GST rate in basis points at the time of ordering (1500 = 15%). */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    isTaxInclusive: boolean('is_tax_inclusive').notNull().default(false),
    shippingCents: integer('shipping_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** Fingerprint of the cart that was checked out: a retried or replayed payment finds this order again. */
    checkoutKey: text('checkout_key').notNull().unique(),
    /** Issue #29: the New Zealand day it is delivered on (null for orders from before delivery days). */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** The delivery zone's name when it was placed. */
    deliveryZone: text('delivery_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** new | processing | dispatched | delivered | cancelled (issue #17): moved by staff once placed. */
    fulfilmentStatus: text('fulfilment_status').notNull().default('new'),
    /** Who carries it and their reference: given when dispatched. */
    carrier: text('carrier'),
    trackingRef: text('tracking_ref'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * A cancellation's refund under way at the payment provider: a random claim and when it was taken.
     * While set, no other move happens, so the order cannot be dispatched once its money is on its way back.
     */
    refundClaim: text('refund_claim'),
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    /** Issue #30: put on hold by staff (no move until released), why, and by whom (their e-mail). */
    heldAt: timestamp('held_at', { withTimezone: true }),
    holdReason: text('hold_reason'),
    heldBy: text('held_by'),
    /**
     * Issue #19: the transaction that placed the order (set by a trigger when it gets its number). The ERP's
     * feed reads orders in this order, and only those placed by transactions older than any still running,
     * so an order committed late can never fall behind a cursor already handed out.
     */
    placedXid: xid8('placed_xid'),
    /**
     * Issue #30 Part 4: an order the desk took for the account (by phone): the staff member and their
     * e-mail at the time (no foreign key: staff members are the staff domain's). Null for the buyer's own.
     */
    takenByStaffId: integer('taken_by_staff_id'),
    takenByStaffEmail: text('taken_by_staff_email'),
  },
  (t) => [
    index('orders_account_created_idx').on(t.accountId, t.createdAt, t.id),
    // The back office's order list (placed orders only): by date, by status then date, or by total.
    index('orders_placed_created_idx').on(t.createdAt, t.id).where(sql`${t.orderNumber} IS NOT NULL`),
    index('orders_placed_fulfilment_created_idx').on(t.fulfilmentStatus, t.createdAt, t.id).where(sql`${t.orderNumber} IS NOT NULL`),
    // Issue #29: the warehouse's day ('delivers on'), by zone.
    index('orders_placed_delivery_idx').on(t.deliveryDate, t.id).where(sql`${t.orderNumber} IS NOT NULL`),
    index('orders_placed_total_idx').on(t.totalCents, t.id).where(sql`${t.orderNumber} IS NOT NULL`),
    // A buyer's and an account's placed orders in time, read from the index alone when the back office's
    // words match their e-mail or name (issue #26 item 8).
    index('orders_placed_user_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.orderNumber} IS NOT NULL`),
    index('orders_placed_account_created_idx').on(t.accountId, t.createdAt, t.id).where(sql`${t.orderNumber} IS NOT NULL`),
    index('orders_feed_idx').on(t.placedXid, t.id).where(sql`${t.placedXid} IS NOT NULL`),
    // Issue #30: the dashboard's sales (placed, not cancelled) by time, read from the index alone: it holds
    // each column the goods excl. GST are worked out from, the account, and the id its products join on.
    index('orders_placed_sales_idx')
      .on(t.createdAt, t.id, t.accountId, t.subTotalCents, t.isTaxInclusive, t.taxTotalCents, t.shippingCents, t.taxRateBasisPoints)
      .where(sql`${t.orderNumber} IS NOT NULL AND ${t.fulfilmentStatus} <> 'cancelled'`),
  ],
);

/** Each fulfilment move of an order: who (a staff member, their e-mail at the time), when, from, to, and what was given. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // No foreign key: staff members are the staff domain's (and never deleted, only deactivated).
    /** Null for a move made with the ERP's API key (issue #19): staffEmail then reads 'api-key:<name>'. */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    carrier: text('carrier'),
    trackingRef: text('tracking_ref'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * Issue #30: the desk's own words on an order, which the buyer never sees: a note, or a hold put on or
 * released (with its reason). Shown in the order's timeline beside the fulfilment moves.
 */
export const orderDeskNotes = pgTable(
  'order_desk_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** note | hold | release */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_desk_notes_order_idx').on(t.orderId, t.id)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull().default(0),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    qty: integer('qty').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** The line's picture at the time of ordering ('' for orders from before pictures were kept). */
    image: text('image').notNull().default(''),
    /** Issue #30 Part 2: how many of qty its shipments carried (order_shipment_lines), kept with them. */
    shippedQty: integer('shipped_qty').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // Issue #30: the dashboard's best sellers: an order's lines by product and amount, from the index alone.
    index('order_lines_order_sales_idx').on(t.orderId, t.productId, t.lineTotalCents, t.qty, t.id),
    check('order_lines_shipped_qty', sql`${t.shippedQty} >= 0 AND ${t.shippedQty} <= ${t.qty}`),
  ],
);

/**
 * What the order history's search box reads (issue #16 item 2): per order, its number, PO number and
 * each line's title and SKU, one per line of text ('\n' cannot be typed into the box, so no match runs
 * from one into the next). Kept by triggers as orders and lines are written (migration
 * 0018_order_search_texts.sql), with a trigram index by account, so a search costs what it finds
 * rather than the account's whole history.
 */
export const orderSearchTexts = pgTable(
  'order_search_texts',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    searchText: text('search_text').notNull(),
  },
  // One GIN index over both (btree_gin): the account's orders whose text has the keyword's trigrams.
  (t) => [
    index('order_search_texts_account_idx').on(t.accountId),
    // Written through at once (no pending list): the embedded database has no autovacuum to merge one, and
    // the planner shuns a GIN index with a long pending list (a 5,000-order search then read every text).
    index('order_search_texts_account_text_idx').using('gin', t.accountId, sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * What the back office's order words read (issue #26 item 8): per placed order, each word of its search
 * text (number, PO number, each line's title and SKU) and each ending of a word after punctuation inside
 * it ('sku-2-41', '2-41', '41'), with the order's time. Kept by triggers from order_search_texts
 * (migration 0038_staff_order_search_words.sql). A word's beginning is found in its index alone, in the
 * list's order, however many orders hold it: a SKU in a fifth of all orders costs what a rare one does.
 */
export const orderSearchWords = pgTable(
  'order_search_words',
  {
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [index('order_search_words_word_idx').on(t.word.op('text_pattern_ops'), t.createdAt, t.orderId), index('order_search_words_order_idx').on(t.orderId)],
);

/** The last order number given (one row): taken and moved on in the transaction that places an order. */
export const orderNumberCounter = pgTable(
  'order_number_counter',
  {
    id: integer('id').primaryKey().default(1),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [check('order_number_counter_one_row', sql`${t.id} = 1`)],
);
