import { hashPassword } from '../auth/password.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { insertAccount, type AccountsRepo, type OpenedAccount } from './accounts.repo.ts';

export type CreateAccountWithUserInput = {
  email: string;
  password: string;
  accountNumber: string;
  accountName: string;
  firstName?: string;
  lastName?: string;
  canPayOnAccount?: boolean;
  /** Its users may switch to their other accounts; set when the account is made. */
  canSwitchAccounts?: boolean;
};

export type CreateAccountWithUserResult = { accountId: number; userId: number; isNewAccount: boolean; isNewUser: boolean };

export function createAccountsService(deps: { repo: AccountsRepo }) {
  const { repo } = deps;
  return {
    /** An approved application's new account, inside the caller's transaction; undefined when its number is taken. */
    openAccount: (executor: DbExecutor, account: OpenedAccount): Promise<number | undefined> => insertAccount(executor, account),

    /**
     * Creates the account if its number is new and the user if the email is new (case-insensitive), and
     * links them; repeating it changes nothing. An existing user keeps their password and name.
     */
    async createAccountWithUser(input: CreateAccountWithUserInput): Promise<CreateAccountWithUserResult> {
      const email = input.email.trim();
      const accountNumber = input.accountNumber.trim();
      // Hashed up front (~70 ms) even when the user exists: this runs from the CLI and the demo seed only.
      const passwordHash = await hashPassword(input.password);
      const result = await repo.ensureAccountWithUser(
        { accountNumber, name: input.accountName.trim() || accountNumber, canPayOnAccount: input.canPayOnAccount ?? true, canSwitchAccounts: input.canSwitchAccounts ?? false },
        { email, passwordHash, firstName: input.firstName?.trim() ?? '', lastName: input.lastName?.trim() ?? '' },
      );
      return { accountId: result.accountId, userId: result.userId, isNewAccount: result.isNewAccount, isNewUser: result.isNewUser };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
