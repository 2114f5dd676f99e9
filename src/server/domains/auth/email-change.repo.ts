// A user's change of sign-in e-mail, pending until the link sent to the new address is followed
// (issue #16 item 23).
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import { users } from '../../db/schema/accounts.ts';
import { emailChangeRequests, sessions } from '../../db/schema/sessions.ts';
import { publishSessionEvent } from './session-events.ts';

export type PendingEmailChange = { id: number; userId: number; newEmail: string; expiresAt: Date };

export function createEmailChangeRepo(db: Db) {
  return {
    /** Stores the request in the caller's transaction; the user's older one stops working. Returns its id. */
    async replaceRequest(executor: DbExecutor, row: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date }): Promise<number> {
      await executor.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, row.userId));
      const [inserted] = await executor.insert(emailChangeRequests).values(row).returning({ id: emailChangeRequests.id });
      if (!inserted) throw new Error('e-mail change request not stored');
      return inserted.id;
    },

    /** The request if it is still the user's newest and unexpired; undefined otherwise. */
    async findPending(id: number, now: Date): Promise<PendingEmailChange | undefined> {
      const [row] = await db
        .select({ id: emailChangeRequests.id, userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail, expiresAt: emailChangeRequests.expiresAt })
        .from(emailChangeRequests)
        .where(and(eq(emailChangeRequests.id, id), gt(emailChangeRequests.expiresAt, now)));
      return row;
    },

    async findPendingEmail(userId: number, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ newEmail: emailChangeRequests.newEmail })
        .from(emailChangeRequests)
        .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.expiresAt, now)));
      return row?.newEmail;
    },

    async replaceToken(id: number, tokenHash: string): Promise<void> {
      await db.update(emailChangeRequests).set({ tokenHash }).where(eq(emailChangeRequests.id, id));
    },

    /** Takes the request of a usable link in the caller's transaction (a second use, even at once, finds nothing). */
    async useRequest(executor: DbExecutor, tokenHash: string, now: Date): Promise<{ userId: number; newEmail: string } | undefined> {
      const [row] = await executor
        .delete(emailChangeRequests)
        .where(and(eq(emailChangeRequests.tokenHash, tokenHash), gt(emailChangeRequests.expiresAt, now)))
        .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
      return row;
    },

    /** The user's sign-in e-mail, the row locked until the caller's transaction ends. */
    async lockUserEmail(executor: DbExecutor, userId: number): Promise<string | undefined> {
      const [row] = await executor.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
      return row?.email;
    },

    /** True when a user other than `exceptUserId` signs in with the e-mail (case-insensitive). */
    async isEmailUsed(email: string, exceptUserId: number, executor: DbExecutor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)));
      return row !== undefined;
    },

    /**
     * Sets the sign-in e-mail and ends the user's sessions but `keepIdHash`'s, in the caller's transaction;
     * every process forgets them when it commits. False, changing nothing, when the e-mail was taken meanwhile.
     */
    async setEmail(executor: DbExecutor, userId: number, email: string, keepIdHash: string | null): Promise<boolean> {
      try {
        await executor.update(users).set({ email }).where(eq(users.id, userId));
      } catch (error) {
        // The unique index: the caller's transaction is spoilt and must end now.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return false;
        throw error;
      }
      const others = keepIdHash === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash));
      await executor.delete(sessions).where(others);
      await publishSessionEvent(executor, { type: 'user', userId });
      return true;
    },
  };
}
export type EmailChangeRepo = ReturnType<typeof createEmailChangeRepo>;
