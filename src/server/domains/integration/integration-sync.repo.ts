// The ERP's upserts (issue #19 Part 3): each batch is a few statements over arrays (unnest), never a
// statement per record, on the caller's transaction. A row is written only when something in it
// changes, so a batch sent twice changes nothing the second time (no version moved, no notice sent).
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { AccountFields, AddressFields, ProductState } from './erp-records.ts';

const param = (values: readonly unknown[]) => sql.param([...values]);

export type ProductChange = { id: number; before: ProductState; after: ProductState };
export type AccountKey = { id: number; account_number: string; external_code: string | null } & Omit<AccountFields, 'external_code' | 'account_number'>;
export type StoredAddress = Omit<AddressFields, 'primary'> & { account_id: number };
export type AccountState = { name: string; can_pay_on_account: boolean; can_switch_accounts: boolean; account_number: string };

export function createIntegrationSyncRepo() {
  return {
    /** The ERP's fields of the products with these SKUs (those that exist), locked until the batch commits. */
    async lockProducts(tx: DbExecutor, skus: readonly string[]): Promise<Map<string, ProductState>> {
      const { rows } = await tx.execute<ProductState>(sql`
        SELECT sku, price_cents AS price, base_price_cents AS base_price, is_on_sale AS on_sale, is_active AS active, stock_on_hand
        FROM products WHERE sku = ANY(${param(skus)}::text[]) ORDER BY id FOR UPDATE`);
      return new Map(rows.map((row) => [row.sku, row]));
    },

    /** Sets each product's ERP fields where any differs; the products changed, before and after. */
    async updateProducts(tx: DbExecutor, products: readonly ProductState[]): Promise<ProductChange[]> {
      const { rows } = await tx.execute<{
        id: number; sku: string; old_price: number; old_base: number; old_sale: boolean; old_active: boolean; old_stock: number | null;
        price: number; base: number; sale: boolean; active: boolean; stock: number | null;
      }>(sql`
        WITH v AS (
          SELECT * FROM unnest(${param(products.map((p) => p.sku))}::text[], ${param(products.map((p) => p.price))}::int[],
            ${param(products.map((p) => p.base_price))}::int[], ${param(products.map((p) => p.on_sale))}::boolean[],
            ${param(products.map((p) => p.active))}::boolean[], ${param(products.map((p) => p.stock_on_hand))}::int[])
            AS v(sku, price, base, sale, active, stock)
        ), old AS (
          SELECT p.id, p.price_cents, p.base_price_cents, p.is_on_sale, p.is_active, p.stock_on_hand
          FROM products p JOIN v ON v.sku = p.sku
          WHERE (p.price_cents, p.base_price_cents, p.is_on_sale, p.is_active, p.stock_on_hand) IS DISTINCT FROM (v.price, v.base, v.sale, v.active, v.stock)
          ORDER BY p.id
          FOR UPDATE OF p
        )
        UPDATE products p SET price_cents = v.price, base_price_cents = v.base, is_on_sale = v.sale, is_active = v.active, stock_on_hand = v.stock
        FROM v, old
        WHERE p.sku = v.sku AND p.id = old.id
        RETURNING p.id, p.sku, old.price_cents AS old_price, old.base_price_cents AS old_base, old.is_on_sale AS old_sale,
          old.is_active AS old_active, old.stock_on_hand AS old_stock,
          p.price_cents AS price, p.base_price_cents AS base, p.is_on_sale AS sale, p.is_active AS active, p.stock_on_hand AS stock`);
      return rows.map((row) => ({
        id: row.id,
        before: { sku: row.sku, price: row.old_price, base_price: row.old_base, on_sale: row.old_sale, active: row.old_active, stock_on_hand: row.old_stock },
        after: { sku: row.sku, price: row.price, base_price: row.base, on_sale: row.sale, active: row.active, stock_on_hand: row.stock },
      }));
    },

    /** Accounts holding any of these codes or numbers, with the fields the ERP sets, locked until the batch commits. */
    async lockAccounts(tx: DbExecutor, codes: readonly string[], numbers: readonly string[]): Promise<AccountKey[]> {
      const { rows } = await tx.execute<AccountKey>(sql`
        SELECT id, account_number, external_code, name, can_pay_on_account, can_switch_accounts FROM accounts
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
      const { rows } = await tx.execute<{
        id: number; code: string; is_new: boolean; old_name: string | null; old_pay: boolean | null; old_switch: boolean | null; old_number: string | null;
        name: string; pay: boolean; switch: boolean; number: string;
      }>(sql`
        WITH v AS (
          SELECT * FROM unnest(${param(accounts.map((a) => a.external_code))}::text[], ${param(accounts.map((a) => a.account_number))}::text[],
            ${param(accounts.map((a) => a.name))}::text[], ${param(accounts.map((a) => a.can_pay_on_account))}::boolean[],
            ${param(accounts.map((a) => a.can_switch_accounts))}::boolean[]) AS v(code, number, name, pay, switch)
        ), old AS (
          SELECT a.id, a.external_code, a.name, a.can_pay_on_account, a.can_switch_accounts, a.account_number FROM accounts a JOIN v ON v.code = a.external_code
        )
        INSERT INTO accounts AS a (external_code, account_number, name, can_pay_on_account, can_switch_accounts)
        SELECT code, number, name, pay, switch FROM v
        ON CONFLICT (external_code) DO UPDATE SET account_number = excluded.account_number, name = excluded.name,
          can_pay_on_account = excluded.can_pay_on_account, can_switch_accounts = excluded.can_switch_accounts
        WHERE (a.account_number, a.name, a.can_pay_on_account, a.can_switch_accounts)
          IS DISTINCT FROM (excluded.account_number, excluded.name, excluded.can_pay_on_account, excluded.can_switch_accounts)
        RETURNING a.id, a.external_code AS code, (xmax = 0) AS is_new,
          (SELECT name FROM old WHERE old.id = a.id) AS old_name, (SELECT can_pay_on_account FROM old WHERE old.id = a.id) AS old_pay,
          (SELECT can_switch_accounts FROM old WHERE old.id = a.id) AS old_switch, (SELECT account_number FROM old WHERE old.id = a.id) AS old_number,
          a.name, a.can_pay_on_account AS pay, a.can_switch_accounts AS switch, a.account_number AS number`);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        isNew: row.is_new,
        before: row.is_new || row.old_name === null ? null : { name: row.old_name, can_pay_on_account: Boolean(row.old_pay), can_switch_accounts: Boolean(row.old_switch), account_number: row.old_number ?? '' },
        after: { name: row.name, can_pay_on_account: row.pay, can_switch_accounts: row.switch, account_number: row.number },
      }));
    },

    /** The ids of the accounts with these codes. */
    async accountIdsByCode(tx: DbExecutor, codes: readonly string[]): Promise<Map<string, number>> {
      const { rows } = await tx.execute<{ id: number; external_code: string }>(sql`SELECT id, external_code FROM accounts WHERE external_code = ANY(${param(codes)}::text[])`);
      return new Map(rows.map((row) => [row.external_code, row.id]));
    },

    /**
     * Makes each account's synced addresses exactly those sent: new codes inserted, changed ones updated,
     * codes no longer sent deleted (the customer's own addresses are untouched). A primary sent becomes
     * the account's primary; an account left without one gets its first address as primary. Answers
     * how many addresses were written or deleted.
     */
    async syncAddresses(tx: DbExecutor, accountIds: readonly number[], rows: readonly { accountId: number; address: AddressFields }[]): Promise<number> {
      const column = <T>(pick: (row: (typeof rows)[number]) => T) => param(rows.map(pick));
      const upserted = await tx.execute(sql`
        INSERT INTO addresses AS a (account_id, integration_code, line_1, line_2, suburb, city, post_code, phone, is_primary)
        SELECT * FROM unnest(${column((r) => r.accountId)}::int[], ${column((r) => r.address.integration_code)}::text[],
          ${column((r) => r.address.line_1)}::text[], ${column((r) => r.address.line_2 || null)}::text[], ${column((r) => r.address.suburb)}::text[],
          ${column((r) => r.address.city)}::text[], ${column((r) => r.address.post_code)}::text[], ${column((r) => r.address.phone)}::text[],
          ${column(() => false)}::boolean[])
        ON CONFLICT (account_id, integration_code) WHERE integration_code IS NOT NULL DO UPDATE SET line_1 = excluded.line_1, line_2 = excluded.line_2,
          suburb = excluded.suburb, city = excluded.city, post_code = excluded.post_code, phone = excluded.phone
        WHERE (a.line_1, a.line_2, a.suburb, a.city, a.post_code, a.phone) IS DISTINCT FROM
          (excluded.line_1, excluded.line_2, excluded.suburb, excluded.city, excluded.post_code, excluded.phone)`);
      const deleted = await tx.execute(sql`
        DELETE FROM addresses a WHERE a.account_id = ANY(${param(accountIds)}::int[]) AND a.integration_code IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM unnest(${column((r) => r.accountId)}::int[], ${column((r) => r.address.integration_code)}::text[]) AS s(account_id, code)
                          WHERE s.account_id = a.account_id AND s.code = a.integration_code)`);
      const primaries = rows.filter((row) => row.address.primary);
      const moved = await tx.execute(sql`
        UPDATE addresses a SET is_primary = (a.integration_code IS NOT DISTINCT FROM p.code)
        FROM unnest(${param(primaries.map((r) => r.accountId))}::int[], ${param(primaries.map((r) => r.address.integration_code))}::text[]) AS p(account_id, code)
        WHERE a.account_id = p.account_id AND a.is_primary IS DISTINCT FROM (a.integration_code IS NOT DISTINCT FROM p.code)`);
      await tx.execute(sql`
        UPDATE addresses SET is_primary = true WHERE id IN (
          SELECT DISTINCT ON (account_id) id FROM addresses a
          WHERE account_id = ANY(${param(accountIds)}::int[])
            AND NOT EXISTS (SELECT 1 FROM addresses b WHERE b.account_id = a.account_id AND b.is_primary)
          ORDER BY account_id, id)`);
      return (upserted.rowCount ?? 0) + (deleted.rowCount ?? 0) + (moved.rowCount ?? 0);
    },

    /** The synced addresses of these accounts (a blank line as ''), locked until the batch commits. */
    async lockSyncedAddresses(tx: DbExecutor, accountIds: readonly number[]): Promise<StoredAddress[]> {
      const { rows } = await tx.execute<StoredAddress>(sql`
        SELECT account_id, integration_code, line_1, coalesce(line_2, '') AS line_2, coalesce(suburb, '') AS suburb, city, post_code, coalesce(phone, '') AS phone
        FROM addresses WHERE account_id = ANY(${param(accountIds)}::int[]) AND integration_code IS NOT NULL ORDER BY id FOR UPDATE`);
      return rows;
    },

    /** The category's rest_acc before, and its path; null when there is no such category. */
    async setHiddenAccounts(tx: DbExecutor, categoryId: number, accountNumbers: readonly string[]): Promise<{ before: string[]; path: string } | null> {
      const { rows } = await tx.execute<{ rest_acc: string[]; path: string }>(sql`SELECT rest_acc, path FROM categories WHERE id = ${categoryId} FOR UPDATE`);
      const [row] = rows;
      if (!row) return null;
      const before = [...row.rest_acc].sort();
      if (before.join('\n') !== accountNumbers.join('\n')) {
        await tx.execute(sql`UPDATE categories SET rest_acc = ${param(accountNumbers)}::text[] WHERE id = ${categoryId}`);
      }
      return { before, path: row.path };
    },

    /** The account numbers of these that exist. */
    async findAccountNumbers(tx: DbExecutor, numbers: readonly string[]): Promise<Set<string>> {
      const { rows } = await tx.execute<{ account_number: string }>(sql`SELECT account_number FROM accounts WHERE account_number = ANY(${param(numbers)}::text[])`);
      return new Set(rows.map((row) => row.account_number));
    },
  };
}
export type IntegrationSyncRepo = ReturnType<typeof createIntegrationSyncRepo>;
