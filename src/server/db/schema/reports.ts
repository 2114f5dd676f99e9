// The reports' summary of sales by New Zealand day (issue #30 Part 5), so a year's report reads a row a
// day and account (or product, or category) instead of every order and line of the year. Only whole days
// before today are rolled (reports/report-days.repo.ts), each in one transaction with its mark in
// report_days; a trigger deletes a day's mark in the transaction of any change to its orders or lines
// (migration 0058_report_days.sql), and the reports read a day without a mark live from the orders.
import { bigint, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** A day whose summary rows are its orders' figures as they stand: rolled, and nothing changed since. */
export const reportDays = pgTable('report_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A month whose every day is rolled and whose rows by account, product and category (the sums of its days'
 * rows) are true: a change to any of its days deletes this mark with the day's (migration 0061).
 */
export const reportMonths = pgTable('report_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A rolled day's figures over every account: what the reports by day, week and month read (a row a day). */
export const reportDailyTotals = pgTable('report_daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull(),
  units: bigint('units', { mode: 'number' }).notNull(),
  goodsCents: bigint('goods_cents', { mode: 'number' }).notNull(),
  freightCents: bigint('freight_cents', { mode: 'number' }).notNull(),
  gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
  freightOrders: integer('freight_orders').notNull(),
  freightGstNumerator: bigint('freight_gst_numerator', { mode: 'number' }).notNull(),
});

/**
 * A day's placed orders not cancelled, by account: each order's goods and freight excl. GST and GST as
 * charged (the reports' rules, reports-sql.ts), its lines' units; and for the freight row of the product
 * and category reports, the orders charged freight and Σ freight × rate (GST rounded once a report row).
 */
export const reportDailySales = pgTable(
  'report_daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    accountId: integer('account_id').notNull(),
    orders: integer('orders').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    goodsCents: bigint('goods_cents', { mode: 'number' }).notNull(),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    freightOrders: integer('freight_orders').notNull(),
    /** Σ freight excl. GST × the order's rate in basis points: ÷ 10,000 and rounded once a report row. */
    freightGstNumerator: bigint('freight_gst_numerator', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.accountId] })],
);

/** A day's lines of those orders by product: orders holding it, units, goods, Σ goods × rate, and its latest line (its name). */
export const reportDailyLines = pgTable(
  'report_daily_lines',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    orders: integer('orders').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    goodsCents: bigint('goods_cents', { mode: 'number' }).notNull(),
    gstNumerator: bigint('gst_numerator', { mode: 'number' }).notNull(),
    latestLineId: integer('latest_line_id').notNull(),
  },
  // By product: the days a product was sold in, whose marks a change of its category deletes.
  (t) => [primaryKey({ columns: [t.day, t.productId] }), index('report_daily_lines_product_idx').on(t.productId, t.day)],
);

/** The same by the products' category when rolled (null: none, or the product is gone); a change of a product's category un-rolls its days. */
export const reportDailyCategories = pgTable(
  'report_daily_categories',
  {
    day: date('day', { mode: 'string' }).notNull(),
    categoryId: integer('category_id'),
    orders: integer('orders').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    goodsCents: bigint('goods_cents', { mode: 'number' }).notNull(),
    gstNumerator: bigint('gst_numerator', { mode: 'number' }).notNull(),
  },
  (t) => [index('report_daily_categories_day_idx').on(t.day)],
);

/** A rolled month's rows by account, product and category: its days' rows summed (an order is in one day). */
export const reportMonthlySales = pgTable(
  'report_monthly_sales',
  {
    month: date('month', { mode: 'string' }).notNull(),
    accountId: integer('account_id').notNull(),
    orders: integer('orders').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    goodsCents: bigint('goods_cents', { mode: 'number' }).notNull(),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.accountId] })],
);

export const reportMonthlyLines = pgTable(
  'report_monthly_lines',
  {
    month: date('month', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    orders: integer('orders').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    goodsCents: bigint('goods_cents', { mode: 'number' }).notNull(),
    gstNumerator: bigint('gst_numerator', { mode: 'number' }).notNull(),
    latestLineId: integer('latest_line_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.productId] })],
);

export const reportMonthlyCategories = pgTable(
  'report_monthly_categories',
  {
    month: date('month', { mode: 'string' }).notNull(),
    categoryId: integer('category_id'),
    orders: integer('orders').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    goodsCents: bigint('goods_cents', { mode: 'number' }).notNull(),
    gstNumerator: bigint('gst_numerator', { mode: 'number' }).notNull(),
  },
  (t) => [index('report_monthly_categories_month_idx').on(t.month)],
);
