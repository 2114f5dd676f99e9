import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The merchant's staff (issue #17 Part 2): people who run the store from /admin, apart from the
// customers' users and sessions (db/schema/accounts.ts, sessions.ts), which never meet these tables.

/** A staff member: e-mail and password, then a TOTP authenticator, with a role (shared/staff-permissions.ts). */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The authenticator's base32 secret, set when the member enrols (the first code proves the app has it). */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_email_idx').on(sql`lower(${t.email})`),
    check('staff_members_role_check', sql`${t.role} in ('owner', 'staff', 'warehouse')`),
  ],
);

/** Ten single-use codes given at enrolment, for a lost authenticator; only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_code_idx').on(t.staffId, t.codeHash)],
);

/**
 * Back-office sessions (the `admin_sid` cookie, Path=/admin); only the id's SHA-256 is stored. A session
 * that passed the password waits for the code ('code') or the first code of a new authenticator ('enrol',
 * with the secret shown for it); only 'signed-in' reaches the staff routes.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staffMembers.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    pendingTotpSecret: text('pending_totp_secret'),
    codeFailures: integer('code_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end (12 h after sign-in; minutes for a session still between its two steps). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Where the sign-in came from (issue #30 Part 4), shown in the member's sessions; null before 0052. */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
    check('staff_sessions_stage_check', sql`${t.stage} in ('code', 'enrol', 'signed-in')`),
  ],
);

/**
 * Each member's sign-in history (issue #30 Part 4): every attempt against a known member that ended in a
 * sign-in or a refusal, written in the sign-in's own transaction. Kept 90 days (staff-security-sweep).
 */
export const staffSignIns = pgTable(
  'staff_sign_ins',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staffMembers.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** shared/schemas/staff-security.ts: STAFF_SIGN_IN_RESULTS. */
    result: text('result').notNull(),
  },
  (t) => [
    index('staff_sign_ins_staff_idx').on(t.staffId, t.at.desc(), t.id.desc()),
    index('staff_sign_ins_at_idx').on(t.at),
    check(
      'staff_sign_ins_result_check',
      sql`${t.result} in ('signed_in', 'signed_in_new_authenticator', 'signed_in_recovery_code', 'wrong_password', 'deactivated', 'wrong_code', 'code_reused', 'wrong_recovery_code', 'locked')`,
    ),
  ],
);

/**
 * A password reset an owner sent a member (issue #30 Part 4): only the link token's SHA-256 is kept; it
 * is made when the e-mail is sent (a resend replaces it), works once and until `expiresAt`.
 */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    requestedBy: integer('requested_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_password_resets_token_idx').on(t.tokenHash), index('staff_password_resets_staff_idx').on(t.staffId), index('staff_password_resets_expires_idx').on(t.expiresAt)],
);
