import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, accountUsers, users } from '../../db/schema/accounts.ts';

export type NewAccount = { accountNumber: string; name: string; canPayOnAccount: boolean };
export type NewUser = { email: string; passwordHash: string; firstName: string; lastName: string };

export function createAccountsRepo(db: Db) {
  return {
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
