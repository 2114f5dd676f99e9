import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * The account's Resident Tracker settings (issue #10): whether its order times have been given the
 * defaults once (so a manager who removes them all is not handed them back), and privacy.
 */
export const residentSettings = pgTable('resident_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Residents are shown by room only: names appear on no page, print, e-mail, CSV or log. */
  namesHidden: boolean('names_hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The account's order times (Breakfast, Morning Tea, …), in the order shown. */
export const residentOrderTimes = pgTable(
  'resident_order_times',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resident_order_times_account_title_idx').on(t.accountId, sql`lower(${t.title})`), index('resident_order_times_account_idx').on(t.accountId, t.position)],
);

/** A resident of the care home (spec §3 Resident): the account's, shared by its users. */
export const residents = pgTable(
  'residents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    room: text('room').notNull().default(''),
    location: text('location').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('residents_account_idx').on(t.accountId, t.id)],
);

/**
 * One product a resident uses at one order time, and how many a day (spec §3 Resident product line).
 * product_id has no foreign key, like an order line: a line whose product is gone stays, shown
 * unavailable with the title kept here, and is never ordered. A resident has one line per order time
 * and product (issue #16 item 25: a save sent twice must not store the line twice).
 */
export const residentLines = pgTable(
  'resident_lines',
  {
    id: serial('id').primaryKey(),
    residentId: integer('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    orderTimeId: integer('order_time_id')
      .notNull()
      .references(() => residentOrderTimes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    productId: integer('product_id').notNull(),
    qty: integer('qty').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resident_lines_resident_idx').on(t.residentId, t.orderTimeId, t.id),
    index('resident_lines_order_time_idx').on(t.orderTimeId),
    uniqueIndex('resident_lines_identity_idx').on(t.residentId, t.orderTimeId, t.productId),
  ],
);

/** Packets of a product the account has on hand (the summary's Stock), remembered with who set it and when. */
export const residentStock = pgTable(
  'resident_stock',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    onHand: integer('on_hand').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] })],
);

/**
 * The account's standing order (issue #10 part 7): every `weeks` weeks on `weekday` (ISO, 1 = Monday),
 * the shortfall of that period is put in the cart of the user who set it. One per account.
 */
export const residentStandingOrders = pgTable('resident_standing_orders', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  weeks: integer('weeks').notNull(),
  weekday: integer('weekday').notNull(),
  action: text('action').notNull(),
  location: text('location').notNull().default('all'),
  /** The day of the next run (store time zone); moved on by each run in the run's transaction. */
  nextRunOn: date('next_run_on', { mode: 'string' }).notNull(),
  /** Whose cart it fills and who is e-mailed; the standing order stops being run when they leave the account. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One run of a standing order, kept with what it did; (account, day) is unique, so a day runs once. */
export const residentStandingOrderRuns = pgTable(
  'resident_standing_order_runs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    action: text('action').notNull(),
    days: integer('days').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** [{ product_id, title, sku, qty, total }]: what was put in the cart. */
    items: jsonb('items').notNull().default([]),
    /** [{ title, reason }]: what was not, and why. */
    skipped: jsonb('skipped').notNull().default([]),
    totalCents: integer('total_cents').notNull().default(0),
    message: text('message').notNull().default(''),
    /** The order it placed on account (action 'order'), with its number as placed. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resident_standing_order_runs_account_day_idx').on(t.accountId, t.runOn)],
);

/**
 * A counter per account that every write to its residents, lines, order times, settings or stock on
 * hand moves on (triggers in migration 0014, so no write path can forget it): a cached answer of the
 * tracker is served only while the counter is what it was when the answer was made. No foreign key: a
 * deleted account's rows cascade while the triggers still write here.
 */
export const residentDataVersions = pgTable('resident_data_versions', {
  accountId: integer('account_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
