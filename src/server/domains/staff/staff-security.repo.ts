// The SQL of staff security (issue #30 Part 4): the sign-in history, the sessions as a member's list,
// clearing an authenticator, and the password resets an owner sends.
import { and, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { staffMembers, staffPasswordResets, staffRecoveryCodes, staffSessions, staffSignIns } from '../../db/schema/staff.ts';
import type { StaffSignInResult } from '../../../shared/schemas/staff-security.ts';
import type { StaffRole } from '../../../shared/staff-permissions.ts';

export type SignInRow = { id: number; at: Date; ip: string; userAgent: string; result: StaffSignInResult };
export type LiveSessionRow = { idHash: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date; ip: string | null; userAgent: string | null };
export type UsableResetRow = { id: number; staffId: number; email: string; role: StaffRole; expiresAt: Date };

export function createStaffSecurityRepo(db: Db) {
  return {
    async insertSignIn(executor: DbExecutor, row: { staffId: number; at: Date; ip: string; userAgent: string; result: StaffSignInResult }): Promise<void> {
      await executor.insert(staffSignIns).values(row);
    },

    /** A page of the member's attempts, newest first, and how many there are. */
    async listSignIns(staffId: number, page: { limit: number; offset: number }): Promise<{ rows: SignInRow[]; total: number }> {
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ id: staffSignIns.id, at: staffSignIns.at, ip: staffSignIns.ip, userAgent: staffSignIns.userAgent, result: sql<StaffSignInResult>`${staffSignIns.result}` })
          .from(staffSignIns)
          .where(eq(staffSignIns.staffId, staffId))
          .orderBy(desc(staffSignIns.at), desc(staffSignIns.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(staffSignIns).where(eq(staffSignIns.staffId, staffId)),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** The member's signed-in sessions that are neither past their end nor idle since before `idleSince`, newest first. */
    async listLiveSessions(staffId: number, now: Date, idleSince: Date): Promise<LiveSessionRow[]> {
      return db
        .select({
          idHash: staffSessions.idHash,
          createdAt: staffSessions.createdAt,
          lastSeenAt: staffSessions.lastSeenAt,
          expiresAt: staffSessions.expiresAt,
          ip: staffSessions.ip,
          userAgent: staffSessions.userAgent,
        })
        .from(staffSessions)
        .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.stage, 'signed-in'), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, idleSince)))
        .orderBy(desc(staffSessions.createdAt));
    },

    /**
     * Ends every session of the member (those between their two steps too), but `keepIdHash`; answers
     * how many of those ended were signed in and live.
     */
    async deleteSessionsExcept(executor: DbExecutor, staffId: number, keepIdHash: string | null, now: Date, idleSince: Date): Promise<number> {
      const ended = await executor
        .delete(staffSessions)
        .where(and(eq(staffSessions.staffId, staffId), keepIdHash === null ? undefined : ne(staffSessions.idHash, keepIdHash)))
        .returning({ stage: staffSessions.stage, expiresAt: staffSessions.expiresAt, lastSeenAt: staffSessions.lastSeenAt });
      return ended.filter((row) => row.stage === 'signed-in' && row.expiresAt > now && row.lastSeenAt > idleSince).length;
    },

    /** Forgets the authenticator and its recovery codes: the next sign-in enrols a new one. */
    async clearAuthenticator(executor: DbExecutor, staffId: number): Promise<void> {
      await executor.update(staffMembers).set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null }).where(eq(staffMembers.id, staffId));
      await executor.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    },

    /** A new reset for the member; their earlier unused ones stop working. `tokenHash` is a placeholder the e-mail job replaces. */
    async insertPasswordReset(executor: DbExecutor, row: { staffId: number; tokenHash: string; requestedBy: number; createdAt: Date; expiresAt: Date }): Promise<number> {
      await executor.delete(staffPasswordResets).where(and(eq(staffPasswordResets.staffId, row.staffId), isNull(staffPasswordResets.usedAt)));
      const [inserted] = await executor.insert(staffPasswordResets).values(row).returning({ id: staffPasswordResets.id });
      if (!inserted) throw new Error('a password reset insert returned no row');
      return inserted.id;
    },

    /** A reset not used, not expired, of an active member; by id (the e-mail job) or by its link's token hash. */
    async findUsableReset(by: { id: number } | { tokenHash: string }, now: Date): Promise<UsableResetRow | undefined> {
      const [row] = await db
        .select({ id: staffPasswordResets.id, staffId: staffPasswordResets.staffId, email: staffMembers.email, role: sql<StaffRole>`${staffMembers.role}`, expiresAt: staffPasswordResets.expiresAt })
        .from(staffPasswordResets)
        .innerJoin(staffMembers, eq(staffMembers.id, staffPasswordResets.staffId))
        .where(
          and(
            'id' in by ? eq(staffPasswordResets.id, by.id) : eq(staffPasswordResets.tokenHash, by.tokenHash),
            isNull(staffPasswordResets.usedAt),
            gt(staffPasswordResets.expiresAt, now),
            eq(staffMembers.isActive, true),
          ),
        );
      return row;
    },

    async replaceResetToken(id: number, tokenHash: string): Promise<void> {
      await db.update(staffPasswordResets).set({ tokenHash }).where(and(eq(staffPasswordResets.id, id), isNull(staffPasswordResets.usedAt)));
    },

    /** Uses the reset, in one statement (two requests with one link: one wins); the member's id, or undefined. */
    async useReset(executor: DbExecutor, tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await executor
        .update(staffPasswordResets)
        .set({ usedAt: now })
        .where(and(eq(staffPasswordResets.tokenHash, tokenHash), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, now)))
        .returning({ staffId: staffPasswordResets.staffId });
      return row?.staffId;
    },

    async setPasswordHash(executor: DbExecutor, staffId: number, passwordHash: string): Promise<void> {
      await executor.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, staffId));
    },

    /** The history past its keeping time, and resets used or expired before `resetsBefore`; answers the rows deleted. */
    async prune(signInsBefore: Date, resetsBefore: Date): Promise<{ signIns: number; resets: number }> {
      const signIns = await db.delete(staffSignIns).where(lt(staffSignIns.at, signInsBefore)).returning({ id: staffSignIns.id });
      const resets = await db
        .delete(staffPasswordResets)
        .where(or(lt(staffPasswordResets.expiresAt, resetsBefore), lt(staffPasswordResets.usedAt, resetsBefore)))
        .returning({ id: staffPasswordResets.id });
      return { signIns: signIns.length, resets: resets.length };
    },
  };
}
export type StaffSecurityRepo = ReturnType<typeof createStaffSecurityRepo>;
