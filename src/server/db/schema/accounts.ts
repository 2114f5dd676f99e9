import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A customer trade account (the business); users sign in and act within one account at a time. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  accountNumber: text('account_number').notNull().unique(),
  name: text('name').notNull(),
  canPayOnAccount: boolean('can_pay_on_account').notNull().default(true),
  canSwitchAccounts: boolean('can_switch_accounts').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Issue #19: the merchant's ERP's own code for the account, by which its upserts find it. */
  externalCode: text('external_code').unique(),
  // spec §3 Account/user and §2 My Account (the edit-account popup): what a manager keeps up to date.
  companyName: text('company_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  purchasingContacts: jsonb('purchasing_contacts').$type<string[]>().notNull().default([]),
  accountsContacts: jsonb('accounts_contacts').$type<string[]>().notNull().default([]),
  /** The billing address (billing mode of the edit popup); empty strings until the account sets one. */
  billingAddress1: text('billing_address1').notNull().default(''),
  billingAddress2: text('billing_address2').notNull().default(''),
  billingCity: text('billing_city').notNull().default(''),
  billingPhone: text('billing_phone').notNull().default(''),
  billingPostCode: text('billing_post_code').notNull().default(''),
  billingReference: text('billing_reference').notNull().default(''),
  /** Issue #28: where invoices and statements go; null: the account's managers. */
  accountsEmail: text('accounts_email'),
  /** Issue #28 Part 3: the most the account may owe on account, in cents; null is no limit. */
  creditLimitCents: integer('credit_limit_cents'),
  /** Issue #28 Part 3: on hold, the account may not confirm orders on account (card still works). */
  creditHold: boolean('credit_hold').notNull().default(false),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account the user last worked in; signing in lands there (spec §2 Switch Account). */
    lastAccountId: integer('last_account_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Issue #26 item 8: the back office's order words find a buyer by any part of their e-mail.
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

export const accountUsers = pgTable(
  'account_users',
  {
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** manager | buyer | viewer (shared/account-roles.ts); the users an account had before roles are managers. */
    role: text('role').notNull().default('manager'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue #29: a buyer's spending limits in cents excl. GST, set by a manager (none when null); a manager has none. */
    orderLimitCents: integer('order_limit_cents'),
    monthlyLimitCents: integer('monthly_limit_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index('account_users_user_idx').on(t.userId),
    check('account_users_role_check', sql`${t.role} in ('manager', 'buyer', 'viewer')`),
    check('account_users_limits_check', sql`${t.orderLimitCents} >= 0 AND ${t.monthlyLimitCents} >= 0`),
  ],
);

/** A manager's invitation of a colleague by e-mail: a single-use link (stored hashed) to set a password and join. */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The names the invitee gave already (an approved trade application's contact), to fill in their form. */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_invitations_account_idx').on(t.accountId, t.id),
    check('account_invitations_role_check', sql`${t.role} in ('manager', 'buyer', 'viewer')`),
  ],
);
