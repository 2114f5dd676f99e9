import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { accounts, accountUsers, users } from '../../db/schema/accounts.ts';
import { emailChangeRequests, passwordResetTokens, sessions } from '../../db/schema/sessions.ts';
import { publishSessionEvent } from './session-events.ts';
import type { ViewerRow } from '../../kernel/viewer-row.ts';
import { viewerColumns } from './viewer-columns.repo.ts';

export type SessionRow = ViewerRow & { isPersistent: boolean; expiresAt: Date };

/**
 * A user's change of their own details; the password already hashed, with the session that stays signed
 * in. Never the e-mail: that changes only by the link sent to the new address (email-change.repo.ts).
 */
export type UserChange = { password?: { hash: string; keepIdHash: string }; name?: { firstName: string; lastName: string } };

/**
 * In the caller's transaction: the session works in the account from now on (the caller checked the user
 * is a member), and the user's next sign-in lands there; every process reads the session afresh.
 */
async function moveSession(executor: DbExecutor, idHash: string, userId: number, accountId: number): Promise<void> {
  await executor.update(sessions).set({ accountId }).where(and(eq(sessions.idHash, idHash), eq(sessions.userId, userId)));
  await executor.update(users).set({ lastAccountId: accountId }).where(eq(users.id, userId));
  await publishSessionEvent(executor, { type: 'session', idHash });
}

export function createAuthRepo(db: Db) {
  // The hot path: one indexed query per signed-in request (primary key on id_hash), prepared once.
  const findSessionStatement = db
    .select({
      ...viewerColumns,
      isPersistent: sessions.isPersistent,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    // Still a member: a user removed from the account has no session in it, whatever rows remain.
    .innerJoin(accountUsers, and(eq(accountUsers.accountId, sessions.accountId), eq(accountUsers.userId, sessions.userId)))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('auth_find_session');

  return {
    async findSession(idHash: string, now: Date): Promise<SessionRow | undefined> {
      const rows = await findSessionStatement.execute({ idHash, now });
      return rows[0];
    },

    async extendSession(idHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash));
    },

    async insertSession(row: { idHash: string; userId: number; accountId: number; isPersistent: boolean; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.idHash, idHash));
        await publishSessionEvent(tx, { type: 'session', idHash });
      });
    },

    /** Ends the user's sessions in one account (removed from it); every process forgets them. */
    async endMemberSessions(executor: DbExecutor, accountId: number, userId: number): Promise<void> {
      await executor.delete(sessions).where(and(eq(sessions.accountId, accountId), eq(sessions.userId, userId)));
      await publishSessionEvent(executor, { type: 'member', accountId, userId });
    },

    /** The member's sessions stay, but every process reads them afresh (a new role). */
    async memberChanged(executor: DbExecutor, accountId: number, userId: number): Promise<void> {
      await publishSessionEvent(executor, { type: 'member', accountId, userId });
    },

    async accountChanged(executor: DbExecutor, accountId: number): Promise<void> {
      await publishSessionEvent(executor, { type: 'account', accountId });
    },

    /** Moves the session to another account of its user and remembers it for the next sign-in; false when not a member. */
    async switchSessionAccount(idHash: string, userId: number, accountId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ accountId: accountUsers.accountId })
          .from(accountUsers)
          .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
        if (!member) return false;
        await moveSession(tx, idHash, userId, accountId);
        return true;
      });
    },

    moveSession,

    /** The accounts the user belongs to, by name. */
    async findMemberships(userId: number) {
      return db
        .select({ id: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name, role: accountUsers.role })
        .from(accountUsers)
        .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
        .where(eq(accountUsers.userId, userId))
        .orderBy(asc(accounts.name), asc(accounts.id));
    },

    async findPasswordHash(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return row?.passwordHash;
    },

    /**
     * Within the caller's transaction: the user's own details change together (password, name); a new
     * password ends their other sessions; every process reads their sessions afresh once it commits.
     */
    async applyUserChange(executor: DbExecutor, userId: number, change: UserChange): Promise<void> {
      const set: Partial<typeof users.$inferInsert> = {};
      if (change.password !== undefined) set.passwordHash = change.password.hash;
      if (change.name !== undefined) Object.assign(set, change.name);
      if (Object.keys(set).length === 0) return;
      await executor.update(users).set(set).where(eq(users.id, userId));
      if (change.password !== undefined) await executor.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, change.password.keepIdHash)));
      await publishSessionEvent(executor, { type: 'user', userId });
    },

    /** The user as a member of the account (background work acting for them); undefined when they are not. */
    async findMember(accountId: number, userId: number): Promise<ViewerRow | undefined> {
      const [row] = await db
        .select(viewerColumns)
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
        .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
      return row;
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    /**
     * The user with this email (case-insensitive) and the account to sign in to: the one they last
     * switched to while still a member of it, else their first by when they joined; one query.
     */
    async findUserForSignIn(email: string) {
      const firstAccount = db
        .select({ accountId: accountUsers.accountId, accountNumber: accounts.accountNumber })
        .from(accountUsers)
        .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
        .where(eq(accountUsers.userId, users.id))
        .orderBy(desc(sql`${accountUsers.accountId} = ${users.lastAccountId}`), asc(accountUsers.createdAt), asc(accountUsers.accountId))
        .limit(1)
        .as('first_account');
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          accountId: firstAccount.accountId,
          accountNumber: firstAccount.accountNumber,
        })
        .from(users)
        .leftJoinLateral(firstAccount, sql`true`)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (!row) return undefined;
      const account =
        row.accountId !== null && row.accountNumber !== null
          ? { accountId: row.accountId, accountNumber: row.accountNumber }
          : null;
      return { id: row.id, passwordHash: row.passwordHash, account };
    },

    async findUserByEmail(email: string): Promise<{ id: number; email: string } | undefined> {
      const [user] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return user;
    },

    /** Stores a new reset token; the user's older tokens stop working. */
    async replacePasswordResetToken(row: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date }) {
      await db.transaction(async (tx) => {
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
        await tx.insert(passwordResetTokens).values(row);
      });
    },

    /** The e-mail of the user a usable (unused, unexpired) reset token belongs to; undefined otherwise. */
    async findPasswordResetEmail(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row?.email;
    },

    /**
     * Uses a reset token and sets the password in one transaction: the token is marked used only if it
     * is unused and unexpired, so a second use (even a concurrent one) finds nothing. Signs the user out
     * everywhere. Returns the user id, or undefined when the token is not valid.
     */
    async resetPasswordWithToken(tokenHash: string, now: Date, passwordHash: string): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!token) return undefined;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId));
        await tx.delete(sessions).where(eq(sessions.userId, token.userId));
        // Whoever asked to move the sign-in to another address loses that too (issue #16 item 23).
        await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, token.userId));
        await publishSessionEvent(tx, { type: 'user', userId: token.userId });
        return token.userId;
      });
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
