import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import { staffMembers, staffRecoveryCodes, staffSessions } from '../../db/schema/staff.ts';
import type { StaffRole } from '../../../shared/staff-permissions.ts';

export type StaffMemberRow = {
  id: number;
  email: string;
  role: StaffRole;
  isActive: boolean;
  isEnrolled: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
};
export type SessionStage = 'code' | 'enrol' | 'signed-in';
export type StaffSessionRow = {
  stage: SessionStage;
  pendingTotpSecret: string | null;
  codeFailures: number;
  lastSeenAt: Date;
  staff: { id: number; email: string; role: StaffRole; totpSecret: string | null };
};

const memberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  role: sql<StaffRole>`${staffMembers.role}`,
  isActive: staffMembers.isActive,
  isEnrolled: sql<boolean>`${staffMembers.totpEnrolledAt} IS NOT NULL`,
  lastSignInAt: staffMembers.lastSignInAt,
  createdAt: staffMembers.createdAt,
};

export function createStaffRepo(db: Db) {
  return {
    /** The new member, or null when the e-mail is taken (any case). */
    async insertMember(executor: DbExecutor, member: { email: string; passwordHash: string; role: StaffRole }): Promise<StaffMemberRow | null> {
      try {
        const [row] = await executor.insert(staffMembers).values(member).returning(memberColumns);
        return row ?? null;
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return null;
        throw error;
      }
    },

    async findMemberForSignIn(email: string) {
      const [row] = await db
        .select({ id: staffMembers.id, email: staffMembers.email, passwordHash: staffMembers.passwordHash, isActive: staffMembers.isActive, totpSecret: staffMembers.totpSecret })
        .from(staffMembers)
        .where(sql`lower(${staffMembers.email}) = lower(${email})`);
      return row;
    },

    async listMembers(): Promise<StaffMemberRow[]> {
      return db.select(memberColumns).from(staffMembers).orderBy(asc(sql`lower(${staffMembers.email})`), asc(staffMembers.id));
    },

    async findMember(id: number): Promise<StaffMemberRow | undefined> {
      const [row] = await db.select(memberColumns).from(staffMembers).where(eq(staffMembers.id, id));
      return row;
    },

    /** The member, locked for the caller's transaction. */
    async lockMember(executor: DbExecutor, id: number): Promise<StaffMemberRow | undefined> {
      const [row] = await executor.select(memberColumns).from(staffMembers).where(eq(staffMembers.id, id)).for('update');
      return row;
    },

    /** The active owners' ids, locked, so that two owners cannot each demote the other at once. */
    async lockActiveOwners(executor: DbExecutor): Promise<number[]> {
      const rows = await executor
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(and(eq(staffMembers.role, 'owner'), eq(staffMembers.isActive, true)))
        .orderBy(asc(staffMembers.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async updateMember(executor: DbExecutor, id: number, change: { role?: StaffRole; isActive?: boolean }): Promise<StaffMemberRow | undefined> {
      const [row] = await executor.update(staffMembers).set(change).where(eq(staffMembers.id, id)).returning(memberColumns);
      return row;
    },

    async deleteSessionsOf(executor: DbExecutor, staffId: number): Promise<void> {
      await executor.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    },

    async insertSession(
      row: { idHash: string; staffId: number; stage: SessionStage; pendingTotpSecret: string | null; createdAt: Date; expiresAt: Date; ip?: string; userAgent?: string },
      executor: DbExecutor = db,
    ): Promise<void> {
      await executor.insert(staffSessions).values({ ...row, lastSeenAt: row.createdAt });
    },

    /** A session of an active member, not past its absolute end; the caller checks the idle limit. */
    async findSession(idHash: string, now: Date): Promise<StaffSessionRow | undefined> {
      const [row] = await db
        .select({
          stage: sql<SessionStage>`${staffSessions.stage}`,
          pendingTotpSecret: staffSessions.pendingTotpSecret,
          codeFailures: staffSessions.codeFailures,
          lastSeenAt: staffSessions.lastSeenAt,
          staff: { id: staffMembers.id, email: staffMembers.email, role: sql<StaffRole>`${staffMembers.role}`, totpSecret: staffMembers.totpSecret },
        })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(and(eq(staffSessions.idHash, idHash), gt(staffSessions.expiresAt, now), eq(staffMembers.isActive, true)));
      return row;
    },

    async touchSession(idHash: string, at: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.idHash, idHash));
    },

    async deleteSession(idHash: string, executor: DbExecutor = db): Promise<void> {
      await executor.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    },

    /** Counts a wrong code on a session between its two steps; answers the count so far. */
    async addCodeFailure(idHash: string, executor: DbExecutor = db): Promise<number> {
      const [row] = await executor
        .update(staffSessions)
        .set({ codeFailures: sql`${staffSessions.codeFailures} + 1` })
        .where(eq(staffSessions.idHash, idHash))
        .returning({ codeFailures: staffSessions.codeFailures });
      return row?.codeFailures ?? Number.POSITIVE_INFINITY;
    },

    /** Uses a code's step, once: false when that step or a later one was used already. */
    async claimTotpStep(staffId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(and(eq(staffMembers.id, staffId), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
        .returning({ id: staffMembers.id });
      return rows.length === 1;
    },

    /** Keeps the authenticator's secret for a member without one yet; false when one was enrolled meanwhile. */
    async enrol(executor: DbExecutor, staffId: number, secret: string, step: number, at: Date): Promise<boolean> {
      const rows = await executor
        .update(staffMembers)
        .set({ totpSecret: secret, totpEnrolledAt: at, totpLastStep: step })
        .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.totpSecret)))
        .returning({ id: staffMembers.id });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(executor: DbExecutor, staffId: number, codeHashes: string[]): Promise<void> {
      await executor.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      await executor.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
    },

    /** Marks an unused code used, in one statement (two requests with one code: one wins). */
    async useRecoveryCode(executor: DbExecutor, staffId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await executor
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      return rows.length === 1;
    },

    async countUnusedRecoveryCodes(executor: DbExecutor, staffId: number): Promise<number> {
      const [row] = await executor.select({ count: count() }).from(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
      return row?.count ?? 0;
    },

    async markSignedIn(executor: DbExecutor, staffId: number, at: Date): Promise<void> {
      await executor.update(staffMembers).set({ lastSignInAt: at }).where(eq(staffMembers.id, staffId));
    },

    /** Sessions past their absolute end, or idle since before `idleSince`. */
    async deleteExpiredSessions(now: Date, idleSince: Date): Promise<void> {
      await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, idleSince)));
    },
  };
}
export type StaffRepo = ReturnType<typeof createStaffRepo>;
