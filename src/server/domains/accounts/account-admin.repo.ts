// The back office's reads and writes of customer accounts (issue #17 Part 4).
import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { accounts, accountUsers, users } from '../../db/schema/accounts.ts';
import type { AccountRole } from '../../../shared/account-roles.ts';

export type AccountSummary = {
  id: number;
  accountNumber: string;
  name: string;
  canPayOnAccount: boolean;
  canSwitchAccounts: boolean;
  usersCount: number;
  createdAt: Date;
};

export type AccountProfile = AccountSummary & { companyName: string; phone: string; accountsEmail: string | null; creditLimitCents: number | null; creditHold: boolean };

export type AccountUser = { id: number; email: string; firstName: string; lastName: string; role: AccountRole };

/** What staff may change on an account, as columns. */
export type AccountChange = Partial<{ accountNumber: string; name: string; canPayOnAccount: boolean; canSwitchAccounts: boolean; accountsEmail: string | null; creditLimitCents: number | null; creditHold: boolean }>;

const usersCount = sql<number>`(SELECT count(*) FROM ${accountUsers} WHERE ${accountUsers.accountId} = ${accounts.id})::int`;

const summaryColumns = {
  id: accounts.id,
  accountNumber: accounts.accountNumber,
  name: accounts.name,
  canPayOnAccount: accounts.canPayOnAccount,
  canSwitchAccounts: accounts.canSwitchAccounts,
  usersCount,
  createdAt: accounts.createdAt,
};

/** The account number or name holds `q`, or one of its users' e-mail does (any case). */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(accounts.accountNumber, pattern),
    ilike(accounts.name, pattern),
    sql`EXISTS (SELECT 1 FROM ${accountUsers} JOIN ${users} ON ${users.id} = ${accountUsers.userId}
      WHERE ${accountUsers.accountId} = ${accounts.id} AND ${users.email} ILIKE ${pattern})`,
  );
}

export function createAccountAdminRepo(db: DbExecutor) {
  return {
    /** One page of the accounts `q` finds (all without it), by name, and how many it finds. */
    async search(q: string | undefined, page: { limit: number; offset: number }): Promise<{ accounts: AccountSummary[]; total: number }> {
      const where = matching(q) ?? sql`TRUE`;
      // One statement pages and counts (the header's search box asks on each key typed); the columns are read
      // for the page's accounts only.
      const paged = db
        .select({ id: accounts.id, total: sql<number>`count(*) OVER ()::int`.as('total') })
        .from(accounts)
        .where(where)
        .orderBy(asc(accounts.name), asc(accounts.id))
        .limit(page.limit)
        .offset(page.offset)
        .as('paged');
      const found = await db
        .select({ ...summaryColumns, total: paged.total })
        .from(paged)
        .innerJoin(accounts, eq(accounts.id, paged.id))
        .orderBy(asc(accounts.name), asc(accounts.id));
      // A page past the last has no row to carry the count.
      const total = found[0]?.total ?? (page.offset > 0 ? ((await db.select({ total: count() }).from(accounts).where(where))[0]?.total ?? 0) : 0);
      return { accounts: found.map(({ total: _total, ...account }) => account), total };
    },

    async findProfile(accountId: number): Promise<AccountProfile | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, companyName: accounts.companyName, phone: accounts.phone, accountsEmail: accounts.accountsEmail, creditLimitCents: accounts.creditLimitCents, creditHold: accounts.creditHold })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row;
    },

    /** The account's users with their roles, managers first, then by e-mail. */
    async findUsers(accountId: number): Promise<AccountUser[]> {
      const rows = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: accountUsers.role })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .where(eq(accountUsers.accountId, accountId))
        .orderBy(sql`CASE ${accountUsers.role} WHEN 'manager' THEN 0 WHEN 'buyer' THEN 1 ELSE 2 END`, asc(sql`lower(${users.email})`));
      return rows.map((row) => ({ ...row, role: row.role as AccountRole }));
    },

    /** The account's settings, locked until the caller's transaction ends (two staff changing it take turns). */
    async lockSettings(tx: DbExecutor, accountId: number) {
      const [row] = await tx
        .select({
          accountNumber: accounts.accountNumber,
          name: accounts.name,
          canPayOnAccount: accounts.canPayOnAccount,
          canSwitchAccounts: accounts.canSwitchAccounts,
          accountsEmail: accounts.accountsEmail,
          creditLimitCents: accounts.creditLimitCents,
          creditHold: accounts.creditHold,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update');
      return row;
    },

    async update(tx: DbExecutor, accountId: number, change: AccountChange): Promise<void> {
      if (Object.keys(change).length === 0) return;
      await tx.update(accounts).set(change).where(eq(accounts.id, accountId));
    },
  };
}
export type AccountAdminRepo = ReturnType<typeof createAccountAdminRepo>;
