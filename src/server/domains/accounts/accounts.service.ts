import { accountNumberProblem, accountNumberRule, nextAccountNumber, type AccountNumberRule } from '../../../shared/account-number.ts';
import { ValidationError } from '../../errors.ts';
import { hashPassword } from '../../kernel/password-hash.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Db } from '../../db/client.ts';
import { createAccountsRepo, insertAccount, type AccountSettingColumn, type AccountsRepo, type OpenedAccount } from './accounts.repo.ts';

export type CreateAccountWithUserInput = {
  email: string;
  password: string;
  accountNumber: string;
  accountName: string;
  firstName?: string;
  lastName?: string;
  canPayOnAccount?: boolean;
  /** Its users may switch to their other accounts. */
  canSwitchAccounts?: boolean;
};

export type CreateAccountWithUserResult = {
  accountId: number;
  /** The account's name as stored (an existing account keeps its own). */
  accountName: string;
  userId: number;
  isNewAccount: boolean;
  isNewUser: boolean;
  /** The settings of an existing account that `setOnExisting` changed. */
  changedSettings: AccountSettingColumn[];
};

/**
 * `sessions`: the signed-in sessions of an account whose settings change are read afresh (in this process
 * and, through the database, in every other); without it (seeding, tests) nothing is cached to forget.
 */
export function createAccountsService(deps: {
  repo: AccountsRepo;
  sessions?: Pick<AuthService, 'accountChanged' | 'forgetAccount'>;
  /** The store's rule for account numbers (config.accountNumbers); the default one without (seeds, benches). */
  accountNumbers?: AccountNumberRule;
}) {
  const { repo, sessions } = deps;
  const rule = deps.accountNumbers ?? accountNumberRule();

  /** Throws a ValidationError on `field` when the number breaks the store's rule (issue #26 item 2). */
  function checkAccountNumber(accountNumber: string, field = 'account_number'): void {
    const problem = accountNumberProblem(rule, accountNumber);
    if (problem !== null) throw new ValidationError({ [field]: problem });
  }

  return {
    checkAccountNumber,

    /** For a new account's form: the next free number to suggest (null when the rule takes no all-digit number), and the rule in words. */
    suggestAccountNumber: async (): Promise<{ next: string | null; rule: string }> => ({
      next: nextAccountNumber(rule, await repo.findHighestDigitsNumber()),
      rule: rule.message,
    }),

    /** Issue #19: account names by number, for the accounts a category is hidden from (unknown numbers left out). */
    namesByNumber: (numbers: readonly string[]): Promise<Map<string, string>> => repo.findNamesByNumber(numbers),

    /**
     * An approved application's new account, inside the caller's transaction; undefined when its number is
     * taken, a ValidationError on `account_number` when it breaks the rule.
     */
    async openAccount(executor: DbExecutor, account: OpenedAccount): Promise<number | undefined> {
      checkAccountNumber(account.accountNumber);
      return insertAccount(executor, account);
    },

    /**
     * Creates the account if its number is new and the user if the email is new (case-insensitive), and
     * links them; repeating it changes nothing. An existing user keeps their password and name. An
     * existing account keeps its name and settings, unless `setOnExisting`: then the settings given
     * (canPayOnAccount, canSwitchAccounts) are set on it too (the CLI's --can-switch, issue #16 item 17).
     */
    createAccountWithUser: (input: CreateAccountWithUserInput, options: { setOnExisting?: boolean } = {}): Promise<CreateAccountWithUserResult> =>
      createAccountWithUserOn(repo, input, options),

    /** The same inside the caller's transaction (the demo seed writes its catalogue and accounts together). */
    createAccountWithUserIn: (executor: DbExecutor, input: CreateAccountWithUserInput): Promise<CreateAccountWithUserResult> =>
      // The repository takes a Db; a transaction offers the same query API (and nests as a savepoint).
      createAccountWithUserOn(createAccountsRepo(executor as unknown as Db), input, {}),
  };

  async function createAccountWithUserOn(on: AccountsRepo, input: CreateAccountWithUserInput, options: { setOnExisting?: boolean }): Promise<CreateAccountWithUserResult> {
    const email = input.email.trim();
    const accountNumber = input.accountNumber.trim();
    // Hashed up front (~70 ms) even when the user exists: this runs from the CLI and the demo seed only.
    const passwordHash = await hashPassword(input.password);
    const result = await on.ensureAccountWithUser(
      { accountNumber, name: input.accountName.trim() || accountNumber, canPayOnAccount: input.canPayOnAccount ?? true, canSwitchAccounts: input.canSwitchAccounts ?? false },
      { email, passwordHash, firstName: input.firstName?.trim() ?? '', lastName: input.lastName?.trim() ?? '' },
      options.setOnExisting
        ? { settings: { canPayOnAccount: input.canPayOnAccount, canSwitchAccounts: input.canSwitchAccounts }, whenChanged: async (executor, accountId) => sessions?.accountChanged(executor, accountId) }
        : {},
    );
    if (result.changedSettings.length > 0) sessions?.forgetAccount(result.accountId);
    const { accountId, accountName, userId, isNewAccount, isNewUser, changedSettings } = result;
    return { accountId, accountName, userId, isNewAccount, isNewUser, changedSettings };
  }
}
export type AccountsService = ReturnType<typeof createAccountsService>;
