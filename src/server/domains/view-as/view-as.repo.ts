import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { accounts, accountUsers, users } from '../../db/schema/accounts.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { viewAsSessions } from '../../db/schema/view-as.ts';

export type ViewEndReason = 'ended' | 'expired';

/** A view with what its audit rows and banner name: the staff member, the account and the user it views as. */
export type ViewAsRow = {
  id: number;
  staffId: number;
  staffEmail: string;
  accountId: number;
  accountNumber: string;
  accountName: string;
  userId: number;
  userEmail: string;
  startedAt: Date | null;
  expiresAt: Date | null;
  endedAt: Date | null;
};

const viewColumns = {
  id: viewAsSessions.id,
  staffId: viewAsSessions.staffId,
  staffEmail: staffMembers.email,
  accountId: viewAsSessions.accountId,
  accountNumber: accounts.accountNumber,
  accountName: accounts.name,
  userId: viewAsSessions.userId,
  userEmail: users.email,
  startedAt: viewAsSessions.startedAt,
  expiresAt: viewAsSessions.expiresAt,
  endedAt: viewAsSessions.endedAt,
};

export function createViewAsRepo(db: Db) {
  const viewsWhere = (executor: DbExecutor, where: ReturnType<typeof and>) =>
    executor
      .select(viewColumns)
      .from(viewAsSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, viewAsSessions.staffId))
      .innerJoin(accounts, eq(accounts.id, viewAsSessions.accountId))
      .innerJoin(users, eq(users.id, viewAsSessions.userId))
      .where(where);

  return {
    /** The account and its first manager (the longest-standing), or undefined when there is no such account. */
    async findAccountWithFirstManager(executor: DbExecutor, accountId: number) {
      const [account] = await executor.select({ id: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
      if (!account) return undefined;
      const [manager] = await executor
        .select({ userId: users.id, email: users.email })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 'manager')))
        .orderBy(asc(accountUsers.createdAt), asc(accountUsers.userId))
        .limit(1);
      return { ...account, manager };
    },

    async insertLink(executor: DbExecutor, row: { staffId: number; accountId: number; userId: number; linkHash: string; linkExpiresAt: Date }): Promise<void> {
      await executor.insert(viewAsSessions).values(row);
    },

    /** Uses the staff member's link once, while it works: the view starts now with its own session. */
    async startView(executor: DbExecutor, input: { linkHash: string; staffId: number; sessionHash: string; at: Date; expiresAt: Date }): Promise<number | undefined> {
      const [row] = await executor
        .update(viewAsSessions)
        .set({ sessionHash: input.sessionHash, startedAt: input.at, expiresAt: input.expiresAt })
        .where(
          and(
            eq(viewAsSessions.linkHash, input.linkHash),
            eq(viewAsSessions.staffId, input.staffId),
            isNull(viewAsSessions.sessionHash),
            gt(viewAsSessions.linkExpiresAt, input.at),
          ),
        )
        .returning({ id: viewAsSessions.id });
      return row?.id;
    },

    async findView(executor: DbExecutor, id: number): Promise<ViewAsRow | undefined> {
      const [row] = await viewsWhere(executor, eq(viewAsSessions.id, id));
      return row;
    },

    async findViewBySession(sessionHash: string): Promise<ViewAsRow | undefined> {
      const [row] = await viewsWhere(db, eq(viewAsSessions.sessionHash, sessionHash));
      return row;
    },

    /** Ends a view not yet ended; false when someone else ended it first (it is then theirs to audit). */
    async endView(executor: DbExecutor, id: number, at: Date, reason: ViewEndReason): Promise<boolean> {
      const ended = await executor
        .update(viewAsSessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(viewAsSessions.id, id), isNull(viewAsSessions.endedAt)))
        .returning({ id: viewAsSessions.id });
      return ended.length > 0;
    },

    /** Views started whose 30 minutes have passed without their end being recorded. */
    async findExpiredOpenViews(at: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: viewAsSessions.id })
        .from(viewAsSessions)
        .where(and(isNull(viewAsSessions.endedAt), isNotNull(viewAsSessions.startedAt), lte(viewAsSessions.expiresAt, at)))
        .orderBy(asc(viewAsSessions.expiresAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Links never opened, a day after they stopped working: nothing to audit, nothing to keep. */
    async deleteUnusedLinks(before: Date): Promise<void> {
      await db.delete(viewAsSessions).where(and(isNull(viewAsSessions.sessionHash), lte(viewAsSessions.linkExpiresAt, before)));
    },
  };
}
export type ViewAsRepo = ReturnType<typeof createViewAsRepo>;
