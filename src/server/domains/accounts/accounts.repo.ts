import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { accounts, accountUsers, users } from '../../db/schema/accounts.ts';

export type NewAccount = { accountNumber: string; name: string; canPayOnAccount: boolean; canSwitchAccounts: boolean };
export type NewUser = { email: string; passwordHash: string; firstName: string; lastName: string };

/** The account's details a manager keeps (spec §3 Account/user), in columns. */
export type AccountDetailsChange = Partial<{
  name: string;
  companyName: string;
  phone: string;
  purchasingContacts: string[];
  accountsContacts: string[];
  billingAddress1: string;
  billingAddress2: string;
  billingCity: string;
  billingPhone: string;
  billingPostCode: string;
  billingReference: string;
}>;

export type OpenedAccount = {
  accountNumber: string;
  name: string;
  companyName: string;
  phone: string;
  billingAddress1: string;
  billingCity: string;
  billingPhone: string;
  billingPostCode: string;
};

/** A new account (an approved application), inside the caller's transaction; undefined when the number is taken. */
export async function insertAccount(executor: DbExecutor, account: OpenedAccount): Promise<number | undefined> {
  const [row] = await executor.insert(accounts).values(account).onConflictDoNothing({ target: accounts.accountNumber }).returning({ id: accounts.id });
  return row?.id;
}

export function createAccountsRepo(db: Db) {
  return {
    /** The account and the user's own details as My Account shows them; undefined when not a member. */
    async findDetails(accountId: number, userId: number) {
      const [row] = await db
        .select({
          accountId: accounts.id,
          accountNumber: accounts.accountNumber,
          name: accounts.name,
          companyName: accounts.companyName,
          phone: accounts.phone,
          purchasingContacts: accounts.purchasingContacts,
          accountsContacts: accounts.accountsContacts,
          billingAddress1: accounts.billingAddress1,
          billingAddress2: accounts.billingAddress2,
          billingCity: accounts.billingCity,
          billingPhone: accounts.billingPhone,
          billingPostCode: accounts.billingPostCode,
          billingReference: accounts.billingReference,
          createdAt: accounts.createdAt,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: accountUsers.role,
        })
        .from(accountUsers)
        .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
      return row;
    },

    async updateDetails(accountId: number, change: AccountDetailsChange): Promise<void> {
      if (Object.keys(change).length === 0) return;
      await db.update(accounts).set(change).where(eq(accounts.id, accountId));
    },

    /**
     * Creates the account unless its number exists, the user unless the email exists (case-insensitive),
     * and links them, in one transaction. `passwordHash` is only used for a new user. Safe to repeat and
     * to race: inserts skip conflicts and the rows are read back.
     */
    async ensureAccountWithUser(account: NewAccount, user: NewUser) {
      return db.transaction(async (tx) => {
        const [insertedAccount] = await tx
          .insert(accounts)
          .values(account)
          .onConflictDoNothing({ target: accounts.accountNumber })
          .returning({ id: accounts.id });
        const accountId =
          insertedAccount?.id ??
          (await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, account.accountNumber)))[0]
            ?.id;

        const [insertedUser] = await tx.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
        const userId =
          insertedUser?.id ??
          (
            await tx
              .select({ id: users.id })
              .from(users)
              .where(sql`lower(${users.email}) = lower(${user.email})`)
          )[0]?.id;
        if (accountId === undefined || userId === undefined) throw new Error('account or user vanished while linking them');

        const [link] = await tx
          .insert(accountUsers)
          .values({ accountId, userId })
          .onConflictDoNothing()
          .returning({ accountId: accountUsers.accountId });
        return { accountId, userId, isNewAccount: !!insertedAccount, isNewUser: !!insertedUser, isNewLink: !!link };
      });
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
