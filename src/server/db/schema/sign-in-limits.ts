import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Sign-in failure counters (README 'Sign-in limits'), shared by every store process on the database
// (issue #16 item 18). The rules live in the functions sign_in_begin and sign_in_settle (migration
// 0019), so that checking and counting are one step per client address; `expires_at` is when a row
// stops mattering, for the sweep job.

/** Failures from one client address (IPv6: its /64) in a 15-minute window, across e-mails. */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    addressKey: text('address_key').primaryKey(),
    /** Failures in the window, attempts still being checked included. */
    failures: integer('failures').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('sign_in_addresses_window_idx').on(t.windowEndsAt)],
);

/** One address and e-mail: its failures (forgotten 24 h after the last) and until when it is known (signed in there). */
export const signInPairs = pgTable(
  'sign_in_pairs',
  {
    addressKey: text('address_key').notNull(),
    emailKey: text('email_key').notNull(),
    /** 0 once cleared by a success; attempts still being checked count. */
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, precision: 3 }),
    /** 30 days after its latest successful sign-in from this address. */
    knownUntil: timestamp('known_until', { withTimezone: true, precision: 3 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.addressKey, t.emailKey] }), index('sign_in_pairs_expires_idx').on(t.expiresAt)],
);

/** Failures for one e-mail in a 15-minute window, from any addresses, and until when it is under attack. */
export const signInEmails = pgTable(
  'sign_in_emails',
  {
    emailKey: text('email_key').primaryKey(),
    failures: integer('failures').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    underAttackUntil: timestamp('under_attack_until', { withTimezone: true, precision: 3 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('sign_in_emails_expires_idx').on(t.expiresAt)],
);
