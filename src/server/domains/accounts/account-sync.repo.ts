// The ERP's writes of accounts (issue #19 Part 3; issue #27 Part 1: only the accounts domain writes its
// tables, so the integration domain's batch calls these on its transaction). A batch is a few statements
// over arrays (unnest), and a row is written only when something in it changes.
import { sql } from 'drizzle-orm';
import { arrayParam as param } from '../../db/array-param.ts';
import type { DbExecutor } from '../../db/executor.ts';

/** The fields of an account the ERP sets, by its own code. */
export type AccountFields = {
  external_code: string;
  account_number: string;
  name: string;
  can_pay_on_account: boolean;
  can_switch_accounts: boolean;
  /** Issue #28: cents, null for no limit. */
  credit_limit: number | null;
  credit_hold: boolean;
};
export type AccountKey = { id: number; account_number: string; external_code: string | null } & Omit<AccountFields, 'external_code' | 'account_number'>;
export type AccountState = Omit<AccountFields, 'external_code'>;

export function createAccountSyncRepo() {
  return {
    /** Accounts holding any of these codes or numbers, with the fields the ERP sets, locked until the batch commits. */
    async lockAccounts(tx: DbExecutor, codes: readonly string[], numbers: readonly string[]): Promise<AccountKey[]> {
      const { rows } = await tx.execute<AccountKey>(sql`
        SELECT id, account_number, external_code, name, can_pay_on_account, can_switch_accounts, credit_limit_cents AS credit_limit, credit_hold FROM accounts
        WHERE external_code = ANY(${param(codes)}::text[]) OR account_number = ANY(${param(numbers)}::text[])
        ORDER BY id FOR UPDATE`);
      return rows;
    },

    /**
     * Inserts the new accounts and sets the others' fields where any differs (an account with the number
     * and no code yet takes the code). Answers each account written: its id, whether new, and before.
     */
    async upsertAccounts(tx: DbExecutor, accounts: readonly AccountFields[]): Promise<{ id: number; code: string; isNew: boolean; before: AccountState | null; after: AccountState }[]> {
      await tx.execute(sql`
        UPDATE accounts a SET external_code = v.code
        FROM unnest(${param(accounts.map((a) => a.external_code))}::text[], ${param(accounts.map((a) => a.account_number))}::text[]) AS v(code, number)
        WHERE a.account_number = v.number AND a.external_code IS NULL`);
      const { rows } = await tx.execute<{ id: number; code: string; is_new: boolean; before: AccountState | null; after: AccountState }>(sql`
        WITH v AS (
          SELECT * FROM unnest(${param(accounts.map((a) => a.external_code))}::text[], ${param(accounts.map((a) => a.account_number))}::text[],
            ${param(accounts.map((a) => a.name))}::text[], ${param(accounts.map((a) => a.can_pay_on_account))}::boolean[],
            ${param(accounts.map((a) => a.can_switch_accounts))}::boolean[], ${param(accounts.map((a) => a.credit_limit))}::int[],
            ${param(accounts.map((a) => a.credit_hold))}::boolean[]) AS v(code, number, name, pay, switch, credit_limit, credit_hold)
        ), old AS (
          SELECT a.id, json_build_object('account_number', a.account_number, 'name', a.name, 'can_pay_on_account', a.can_pay_on_account,
            'can_switch_accounts', a.can_switch_accounts, 'credit_limit', a.credit_limit_cents, 'credit_hold', a.credit_hold) AS state
          FROM accounts a JOIN v ON v.code = a.external_code
        )
        INSERT INTO accounts AS a (external_code, account_number, name, can_pay_on_account, can_switch_accounts, credit_limit_cents, credit_hold)
        SELECT code, number, name, pay, switch, credit_limit, credit_hold FROM v
        ON CONFLICT (external_code) DO UPDATE SET account_number = excluded.account_number, name = excluded.name,
          can_pay_on_account = excluded.can_pay_on_account, can_switch_accounts = excluded.can_switch_accounts,
          credit_limit_cents = excluded.credit_limit_cents, credit_hold = excluded.credit_hold
        WHERE (a.account_number, a.name, a.can_pay_on_account, a.can_switch_accounts, a.credit_limit_cents, a.credit_hold)
          IS DISTINCT FROM (excluded.account_number, excluded.name, excluded.can_pay_on_account, excluded.can_switch_accounts, excluded.credit_limit_cents, excluded.credit_hold)
        RETURNING a.id, a.external_code AS code, (xmax = 0) AS is_new, (SELECT state FROM old WHERE old.id = a.id) AS before,
          json_build_object('account_number', a.account_number, 'name', a.name, 'can_pay_on_account', a.can_pay_on_account,
            'can_switch_accounts', a.can_switch_accounts, 'credit_limit', a.credit_limit_cents, 'credit_hold', a.credit_hold) AS after`);
      return rows.map((row) => ({ id: row.id, code: row.code, isNew: row.is_new, before: row.is_new ? null : row.before, after: row.after }));
    },

    /** The ids of the accounts with these codes. */
    async accountIdsByCode(tx: DbExecutor, codes: readonly string[]): Promise<Map<string, number>> {
      const { rows } = await tx.execute<{ id: number; external_code: string }>(sql`SELECT id, external_code FROM accounts WHERE external_code = ANY(${param(codes)}::text[])`);
      return new Map(rows.map((row) => [row.external_code, row.id]));
    },

    /** The account numbers of these that exist. */
    async findAccountNumbers(tx: DbExecutor, numbers: readonly string[]): Promise<Set<string>> {
      const { rows } = await tx.execute<{ account_number: string }>(sql`SELECT account_number FROM accounts WHERE account_number = ANY(${param(numbers)}::text[])`);
      return new Set(rows.map((row) => row.account_number));
    },
  };
}
export type AccountSyncRepo = ReturnType<typeof createAccountSyncRepo>;
