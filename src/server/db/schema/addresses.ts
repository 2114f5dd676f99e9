import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

/** Checkout country list; id 155 is New Zealand (spec §9 default country_id). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  /** ISO 3166-1 alpha-2 (issue #26 item 20: the ERP's order feed names the country by it). */
  code: text('code'),
  position: integer('position').notNull().default(0),
});

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('regions_country_idx').on(t.countryId, t.position)],
);

/** spec §3 Address: an account's delivery addresses; integration_code marks one synced from an external system. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    line1: text('line_1').notNull(),
    line2: text('line_2'),
    suburb: text('suburb').notNull(),
    city: text('city').notNull(),
    postCode: text('post_code').notNull(),
    phone: text('phone').notNull().default(''),
    countryId: integer('country_id').notNull().default(155),
    regionId: integer('region_id').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
    integrationCode: text('integration_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_account_idx').on(t.accountId, t.id),
    // Issue #19: the ERP's upserts find a synced address by its code within the account.
    uniqueIndex('addresses_integration_code_idx').on(t.accountId, t.integrationCode).where(sql`${t.integrationCode} IS NOT NULL`),
  ],
);

/**
 * A change asked for an address synced from the merchant's system (spec §2: 'Request Edit'): the address
 * stays as it is until the merchant acts; the request is kept and e-mailed to the merchant. Staff apply
 * it (the address takes its values) or decline it in the back office (issue #17 Part 4).
 */
export const addressChangeRequests = pgTable(
  'address_change_requests',
  {
    id: serial('id').primaryKey(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    line1: text('line_1').notNull(),
    line2: text('line_2'),
    suburb: text('suburb').notNull(),
    city: text('city').notNull(),
    postCode: text('post_code').notNull(),
    /** open | applied | declined */
    status: text('status').notNull().default('open'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('address_change_requests_account_idx').on(t.accountId, t.id),
    index('address_change_requests_status_idx').on(t.status, t.id),
    check('address_change_requests_status_check', sql`${t.status} in ('open', 'applied', 'declined')`),
  ],
);
