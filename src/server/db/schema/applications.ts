import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * A trade-account application (spec §2 'Registration / trade application', §3 payload), kept until the
 * merchant approves it (which creates the account and its manager) or declines it.
 */
export const tradeApplications = pgTable(
  'trade_applications',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    purchaserName: text('purchaser_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    billingAddress: text('billing_address').notNull(),
    /** Issue #26 item 11: optional, as in an address; '' when none was given. */
    billingSuburb: text('billing_suburb').notNull().default(''),
    billingCity: text('billing_city').notNull(),
    billingPhone: text('billing_phone').notNull(),
    billingPostcode: text('billing_postcode').notNull(),
    sameAddress: boolean('same_address').notNull().default(false),
    shippingAddress: text('shipping_address').notNull(),
    shippingSuburb: text('shipping_suburb').notNull().default(''),
    shippingCity: text('shipping_city').notNull(),
    shippingPhone: text('shipping_phone').notNull(),
    shippingPostcode: text('shipping_postcode').notNull(),
    /** pending | approved | declined */
    status: text('status').notNull().default('pending'),
    /** The account made when it was approved. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was declined, as the staff member wrote it (e-mailed to the applicant); null when none was given. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_applications_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('trade_applications_status_idx').on(t.status, t.id),
    check('trade_applications_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

/**
 * Newsletter subscribers with double opt-in: an address is subscribed once its confirmation link is used;
 * every newsletter carries its own unsubscribe link. Tokens are stored hashed.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`)],
);
