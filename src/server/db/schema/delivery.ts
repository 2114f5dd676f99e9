// Issue #29 Part 2: the merchant's delivery zones and the public holidays no zone delivers on. Only the
// delivery domain writes these.
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A delivery run's area: the post codes it covers ('6011' or a range '6012-6022'), the ISO weekdays it
 * runs (Monday 1), its cut-off (a New Zealand time, calendar days before the delivery day), the lead
 * time, and its freight. One zone is the default, for post codes in no zone.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    postCodes: jsonb('post_codes').$type<string[]>().notNull(),
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    /** 'HH:MM', New Zealand time. */
    cutoffTime: text('cutoff_time').notNull(),
    cutoffDaysBefore: integer('cutoff_days_before').notNull(),
    leadDays: integer('lead_days').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Freight excluding GST, in cents. */
    freightCents: integer('freight_cents').notNull(),
    /** Delivery is free when the goods (excluding GST) come to at least this; null: never free. */
    freeOverCents: integer('free_over_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_zones_default_idx').on(t.isDefault).where(sql`${t.isDefault}`),
    check('delivery_zones_numbers_check', sql`${t.cutoffDaysBefore} >= 0 AND ${t.leadDays} >= 0 AND ${t.freightCents} >= 0 AND ${t.freeOverCents} >= 0`),
  ],
);

/** A day no zone delivers on. */
export const publicHolidays = pgTable('public_holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});
