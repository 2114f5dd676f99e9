import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { accounts, accountUsers, users } from '../../db/schema/accounts.ts';

export type AccountSettings = { canPayOnAccount: boolean; canSwitchAccounts: boolean };
export type NewAccount = { accountNumber: string; name: string } & AccountSettings;
/** The settings' names as the database spells them (what a command reports it changed). */
const SETTING_COLUMNS = { canPayOnAccount: 'can_pay_on_account', canSwitchAccounts: 'can_switch_accounts' } as const;
export type AccountSettingColumn = (typeof SETTING_COLUMNS)[keyof AccountSettings];
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
  /** Issue #28: where invoices go; null: the managers. */
  accountsEmail: string | null;
}>;

export type OpenedAccount = {
  accountNumber: string;
  name: string;
  companyName: string;
  phone: string;
  billingAddress1: string;
  billingAddress2?: string;
  billingCity: string;
  billingPhone: string;
  billingPostCode: string;
} & Partial<AccountSettings>;

/** A new account (an approved application), inside the caller's transaction; undefined when the number is taken. */
export async function insertAccount(executor: DbExecutor, account: OpenedAccount): Promise<number | undefined> {
  const [row] = await executor.insert(accounts).values(account).onConflictDoNothing({ target: accounts.accountNumber }).returning({ id: accounts.id });
  return row?.id;
}

/** Sets the settings given that differ from the account's (locked by the caller); answers which changed. */
async function setAccountSettings(executor: DbExecutor, accountId: number, settings: Partial<AccountSettings>): Promise<AccountSettingColumn[]> {
  const [current] = await executor.select({ canPayOnAccount: accounts.canPayOnAccount, canSwitchAccounts: accounts.canSwitchAccounts }).from(accounts).where(eq(accounts.id, accountId));
  if (!current) return [];
  const changed = (Object.keys(SETTING_COLUMNS) as (keyof AccountSettings)[]).filter((key) => settings[key] !== undefined && settings[key] !== current[key]);
  if (changed.length === 0) return [];
  await executor.update(accounts).set(Object.fromEntries(changed.map((key) => [key, settings[key]]))).where(eq(accounts.id, accountId));
  return changed.map((key) => SETTING_COLUMNS[key]);
}

export function createAccountsRepo(db: Db) {
  return {
    /** Issue #26 item 2: the highest account number made of digits only (null when none is). */
    async findHighestDigitsNumber(): Promise<bigint | null> {
      const [row] = await db
        .select({ highest: sql<string | null>`max(${accounts.accountNumber}::numeric)::text` })
        .from(accounts)
        .where(sql`${accounts.accountNumber} ~ '^[0-9]{1,30}$'`);
      return row?.highest == null ? null : BigInt(row.highest);
    },

    /** Issue #19: the names of the accounts with these numbers (numbers no account has are left out). */
    async findNamesByNumber(numbers: readonly string[]): Promise<Map<string, string>> {
      if (numbers.length === 0) return new Map();
      const rows = await db
        .select({ accountNumber: accounts.accountNumber, name: accounts.name })
        .from(accounts)
        .where(sql`${accounts.accountNumber} = ANY(${sql.param([...numbers])}::text[])`);
      return new Map(rows.map((row) => [row.accountNumber, row.name]));
    },

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
          accountsEmail: accounts.accountsEmail,
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
     * to race: inserts skip conflicts and the rows are read back. An existing account keeps its name and
     * settings, except those in `existing.settings`, which are set; `existing.whenChanged` runs in the
     * same transaction when that changed something.
     */
    async ensureAccountWithUser(
      account: NewAccount,
      user: NewUser,
      existing: { settings?: Partial<AccountSettings>; whenChanged?: (executor: DbExecutor, accountId: number) => Promise<void> } = {},
    ) {
      return db.transaction(async (tx) => {
        const [insertedAccount] = await tx
          .insert(accounts)
          .values(account)
          .onConflictDoNothing({ target: accounts.accountNumber })
          .returning({ id: accounts.id, name: accounts.name });
        const found =
          insertedAccount ??
          (await tx.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.accountNumber, account.accountNumber)).for('update'))[0];

        const [insertedUser] = await tx.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
        const userId =
          insertedUser?.id ??
          (
            await tx
              .select({ id: users.id })
              .from(users)
              .where(sql`lower(${users.email}) = lower(${user.email})`)
          )[0]?.id;
        if (found === undefined || userId === undefined) throw new Error('account or user vanished while linking them');
        const accountId = found.id;

        const [link] = await tx
          .insert(accountUsers)
          .values({ accountId, userId })
          .onConflictDoNothing()
          .returning({ accountId: accountUsers.accountId });
        const changedSettings = insertedAccount ? [] : await setAccountSettings(tx, accountId, existing.settings ?? {});
        if (changedSettings.length > 0) await existing.whenChanged?.(tx, accountId);
        return { accountId, accountName: found.name, userId, isNewAccount: !!insertedAccount, isNewUser: !!insertedUser, isNewLink: !!link, changedSettings };
      });
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
