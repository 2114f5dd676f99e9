import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { accountInvitations, accounts, accountUsers, users } from '../../db/schema/accounts.ts';
import type { AccountRole } from '../../../shared/account-roles.ts';

export type Colleague = { userId: number; email: string; firstName: string; lastName: string; role: string; joinedAt: Date; orderLimitCents: number | null; monthlyLimitCents: number | null };
export type PendingInvitation = { id: number; email: string; role: string; expiresAt: Date };

export function createColleaguesRepo(db: DbExecutor) {
  return {
    async findColleagues(accountId: number): Promise<Colleague[]> {
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: accountUsers.role,
          joinedAt: accountUsers.createdAt,
          orderLimitCents: accountUsers.orderLimitCents,
          monthlyLimitCents: accountUsers.monthlyLimitCents,
        })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .where(eq(accountUsers.accountId, accountId))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    async findPendingInvitations(accountId: number, now: Date): Promise<PendingInvitation[]> {
      return db
        .select({ id: accountInvitations.id, email: accountInvitations.email, role: accountInvitations.role, expiresAt: accountInvitations.expiresAt })
        .from(accountInvitations)
        .where(and(eq(accountInvitations.accountId, accountId), isNull(accountInvitations.usedAt), gt(accountInvitations.expiresAt, now)))
        .orderBy(asc(accountInvitations.id));
    },

    /** Locks the account row, so changes to its managers are made one at a time. */
    async lockAccount(tx: DbExecutor, accountId: number): Promise<void> {
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    },

    async findMemberRole(tx: DbExecutor, accountId: number, userId: number): Promise<string | undefined> {
      const [row] = await tx
        .select({ role: accountUsers.role })
        .from(accountUsers)
        .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
      return row?.role;
    },

    async countManagers(tx: DbExecutor, accountId: number): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)` })
        .from(accountUsers)
        .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 'manager')));
      return Number(row?.count ?? 0);
    },

    /** A manager has no spending limits (issue #29): made one, the user's limits are taken away. */
    async setRole(tx: DbExecutor, accountId: number, userId: number, role: AccountRole): Promise<void> {
      const limits = role === 'manager' ? { orderLimitCents: null, monthlyLimitCents: null } : {};
      await tx.update(accountUsers).set({ role, ...limits }).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
    },

    /** Issue #29: a buyer's limits; a field left undefined stays as it is. */
    async setLimits(tx: DbExecutor, accountId: number, userId: number, limits: { orderLimitCents?: number | null; monthlyLimitCents?: number | null }): Promise<void> {
      await tx.update(accountUsers).set(limits).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
    },

    async removeMember(tx: DbExecutor, accountId: number, userId: number): Promise<void> {
      await tx.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
      await tx.update(users).set({ lastAccountId: null }).where(and(eq(users.id, userId), eq(users.lastAccountId, accountId)));
    },

    async findUserIdByEmail(email: string): Promise<number | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row?.id;
    },

    /** True when a user with this e-mail (case-insensitive) is in the account: the manager sees them listed. */
    async isMemberByEmail(tx: DbExecutor, accountId: number, email: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .where(and(eq(accountUsers.accountId, accountId), sql`lower(${users.email}) = lower(${email})`));
      return row !== undefined;
    },

    async findAccountNumber(accountId: number): Promise<string | undefined> {
      const [row] = await db.select({ accountNumber: accounts.accountNumber }).from(accounts).where(eq(accounts.id, accountId));
      return row?.accountNumber;
    },

    /** Adds the user to the account with the role; false when they were already a member. */
    async addMember(tx: DbExecutor, accountId: number, userId: number, role: AccountRole): Promise<boolean> {
      const rows = await tx.insert(accountUsers).values({ accountId, userId, role }).onConflictDoNothing().returning({ userId: accountUsers.userId });
      return rows.length > 0;
    },

    /** A new invitation; the account's earlier pending ones for the same e-mail stop working. */
    async insertInvitation(
      tx: DbExecutor,
      row: { accountId: number; email: string; role: AccountRole; tokenHash: string; invitedBy: number | null; firstName?: string; lastName?: string; expiresAt: Date },
    ) {
      await tx
        .update(accountInvitations)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountInvitations.accountId, row.accountId), sql`lower(${accountInvitations.email}) = lower(${row.email})`, isNull(accountInvitations.usedAt)));
      const [inserted] = await tx.insert(accountInvitations).values(row).returning({ id: accountInvitations.id });
      if (!inserted) throw new Error('invitation not stored');
      return inserted.id;
    },

    /** The usable invitation (unused, unexpired) with its account's number and name, by id or by token hash. */
    async findUsableInvitation(by: { id: number } | { tokenHash: string }, now: Date) {
      const match = 'id' in by ? eq(accountInvitations.id, by.id) : eq(accountInvitations.tokenHash, by.tokenHash);
      const [row] = await db
        .select({
          id: accountInvitations.id,
          accountId: accountInvitations.accountId,
          accountNumber: accounts.accountNumber,
          accountName: accounts.name,
          email: accountInvitations.email,
          role: accountInvitations.role,
          firstName: accountInvitations.firstName,
          lastName: accountInvitations.lastName,
          expiresAt: accountInvitations.expiresAt,
        })
        .from(accountInvitations)
        .innerJoin(accounts, eq(accounts.id, accountInvitations.accountId))
        .where(and(match, isNull(accountInvitations.usedAt), gt(accountInvitations.expiresAt, now)));
      return row;
    },

    async replaceInvitationToken(id: number, tokenHash: string): Promise<void> {
      await db.update(accountInvitations).set({ tokenHash }).where(eq(accountInvitations.id, id));
    },

    /** Marks the invitation used if it still is usable (a second use, even at the same time, finds nothing). */
    async useInvitation(tx: DbExecutor, tokenHash: string, now: Date) {
      const [row] = await tx
        .update(accountInvitations)
        .set({ usedAt: now })
        .where(and(eq(accountInvitations.tokenHash, tokenHash), isNull(accountInvitations.usedAt), gt(accountInvitations.expiresAt, now)))
        .returning({ accountId: accountInvitations.accountId, email: accountInvitations.email, role: accountInvitations.role });
      return row;
    },

    async cancelInvitation(accountId: number, id: number, executor: DbExecutor = db): Promise<boolean> {
      const rows = await executor
        .update(accountInvitations)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountInvitations.id, id), eq(accountInvitations.accountId, accountId), isNull(accountInvitations.usedAt)))
        .returning({ id: accountInvitations.id });
      return rows.length > 0;
    },

    /** The account's pending invitation (unused, unexpired), locked for a change; undefined when there is none. */
    async lockPendingInvitation(tx: DbExecutor, accountId: number, id: number, now: Date) {
      const [row] = await tx
        .select({ id: accountInvitations.id, email: accountInvitations.email, role: accountInvitations.role })
        .from(accountInvitations)
        .where(and(eq(accountInvitations.id, id), eq(accountInvitations.accountId, accountId), isNull(accountInvitations.usedAt), gt(accountInvitations.expiresAt, now)))
        .for('update');
      return row;
    },

    async setInvitationExpiry(tx: DbExecutor, id: number, expiresAt: Date): Promise<void> {
      await tx.update(accountInvitations).set({ expiresAt }).where(eq(accountInvitations.id, id));
    },

    async findUserEmail(tx: DbExecutor, userId: number): Promise<string | undefined> {
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    async findMemberEmail(tx: DbExecutor, accountId: number, userId: number): Promise<string | undefined> {
      const [row] = await tx
        .select({ email: users.email })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
      return row?.email;
    },

    async insertUser(tx: DbExecutor, row: { email: string; passwordHash: string; firstName: string; lastName: string; lastAccountId: number }): Promise<number | undefined> {
      const [inserted] = await tx.insert(users).values(row).onConflictDoNothing().returning({ id: users.id });
      return inserted?.id;
    },
  };
}
export type ColleaguesRepo = ReturnType<typeof createColleaguesRepo>;
