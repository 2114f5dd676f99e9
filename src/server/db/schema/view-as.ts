import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { staffMembers } from './staff.ts';

/**
 * 'View as customer' (issue #30 Part 4): a staff member's read-only look at the storefront as one of an
 * account's users. Made with a single-use link (only its SHA-256 kept) that works for a minute; opening
 * it starts a storefront session of its own (its cookie's SHA-256) that ends after 30 minutes or when
 * staff end it. `ended_at` is set once, by whoever notices the end first (a request, 'End view', the sweep).
 */
export const viewAsSessions = pgTable(
  'view_as_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staffMembers.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    /** The account's user the storefront sees (its first manager when the link was made). */
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    linkHash: text('link_hash').notNull().unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is opened (and never again): the view's own cookie. */
    sessionHash: text('session_hash').unique(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'ended' (staff pressed End view) or 'expired' (30 minutes passed). */
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('view_as_sessions_account_idx').on(t.accountId),
    // The sweep's question: views started, not yet ended.
    index('view_as_sessions_open_idx').on(t.expiresAt).where(sql`${t.endedAt} is null and ${t.startedAt} is not null`),
    check('view_as_sessions_end_reason_check', sql`${t.endReason} in ('ended', 'expired')`),
  ],
);
