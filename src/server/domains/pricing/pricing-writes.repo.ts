// The pricing domain's writes (issue #27): groups and their members, price lists with their entries,
// category rules and assignments, each replaced whole inside the caller's transaction; and the lookups
// a write checks its codes against (account numbers, SKUs, category paths: read, never written).
import { sql } from 'drizzle-orm';
import { arrayParam } from '../../db/array-param.ts';
import type { DbExecutor } from '../../db/executor.ts';

export type StoredList = {
  id: number;
  name: string;
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
  entries: { sku: string; minQty: number; priceCents: number }[];
  rules: { categoryId: number; basisPoints: number }[];
  accountIds: number[];
  groupIds: number[];
};

export type ListContent = Omit<StoredList, 'id'>;

export function createPricingWritesRepo(tx: DbExecutor) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await tx.execute<T & Record<string, unknown>>(query)).rows as T[];

  return {
    async findAccountIds(numbers: readonly string[]): Promise<Map<string, number>> {
      if (numbers.length === 0) return new Map();
      const found = await rows<{ id: number; account_number: string }>(sql`
        SELECT id, account_number FROM accounts WHERE account_number = ANY(${arrayParam(numbers)}::text[])`);
      return new Map(found.map((row) => [row.account_number, row.id]));
    },

    async findGroupIds(codes: readonly string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const found = await rows<{ id: number; code: string }>(sql`SELECT id, code FROM customer_groups WHERE code = ANY(${arrayParam(codes)}::text[])`);
      return new Map(found.map((row) => [row.code, row.id]));
    },

    /**
     * The SKUs that name a product or a variant cell. Sent as one JSON text: a list's 20,000 SKUs as an
     * array parameter cost the driver 20,000 escapes on the event loop, JSON.stringify one native call.
     */
    async findKnownSkus(skus: readonly string[]): Promise<Set<string>> {
      if (skus.length === 0) return new Set();
      const found = await rows<{ sku: string }>(sql`
        SELECT t.sku FROM json_array_elements_text(${JSON.stringify([...new Set(skus)])}::json) AS t(sku)
        WHERE EXISTS (SELECT 1 FROM products p WHERE p.sku = t.sku) OR EXISTS (SELECT 1 FROM variant_cells c WHERE c.sku = t.sku)`);
      return new Set(found.map((row) => row.sku));
    },

    async findCategoryIds(paths: readonly string[]): Promise<Map<string, number>> {
      if (paths.length === 0) return new Map();
      const found = await rows<{ id: number; path: string }>(sql`SELECT id, path FROM categories WHERE path = ANY(${arrayParam(paths)}::text[])`);
      return new Map(found.map((row) => [row.path, row.id]));
    },

    /** The list with this code as it is stored, locked until the transaction ends; null when there is none. */
    async lockList(code: string): Promise<StoredList | null> {
      const [list] = await rows<{ id: number; name: string; validFrom: string | null; validTo: string | null; active: boolean }>(sql`
        SELECT id, name, valid_from::text AS "validFrom", valid_to::text AS "validTo", active FROM price_lists WHERE code = ${code} FOR UPDATE`);
      if (!list) return null;
      const [entries, rules, accounts, groups] = await Promise.all([
        rows<{ sku: string; minQty: number; priceCents: number }>(sql`
          SELECT sku, min_qty AS "minQty", price_cents AS "priceCents" FROM price_list_entries WHERE list_id = ${list.id} ORDER BY sku COLLATE "C", min_qty`),
        rows<{ categoryId: number; basisPoints: number }>(sql`
          SELECT category_id AS "categoryId", percent_off_basis_points AS "basisPoints" FROM price_list_category_rules WHERE list_id = ${list.id} ORDER BY category_id`),
        rows<{ id: number }>(sql`SELECT account_id AS id FROM price_list_accounts WHERE list_id = ${list.id} ORDER BY account_id`),
        rows<{ id: number }>(sql`SELECT group_id AS id FROM price_list_groups WHERE list_id = ${list.id} ORDER BY group_id`),
      ]);
      return { ...list, entries, rules, accountIds: accounts.map((row) => row.id), groupIds: groups.map((row) => row.id) };
    },

    /** A new list's code taken for it (an empty list), or false when a list has it, committed or not: two adds at once make one. */
    async claimListCode(code: string, name: string): Promise<boolean> {
      return (await rows<{ id: number }>(sql`INSERT INTO price_lists (code, name) VALUES (${code}, ${name}) ON CONFLICT (code) DO NOTHING RETURNING id`)).length === 1;
    },

    /** Writes the list whole: its fields (a new version), and its entries, rules and assignments replaced. */
    async writeList(code: string, content: ListContent): Promise<number> {
      const [list] = await rows<{ id: number }>(sql`
        INSERT INTO price_lists (code, name, valid_from, valid_to, active)
        VALUES (${code}, ${content.name}, ${content.validFrom}::date, ${content.validTo}::date, ${content.active})
        ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, valid_from = EXCLUDED.valid_from, valid_to = EXCLUDED.valid_to,
          active = EXCLUDED.active, version = price_lists.version + 1, updated_at = now()
        RETURNING id`);
      if (!list) throw new Error(`price list ${code} was not written`);
      const id = list.id;
      await tx.execute(sql`DELETE FROM price_list_entries WHERE list_id = ${id}`);
      await tx.execute(sql`DELETE FROM price_list_category_rules WHERE list_id = ${id}`);
      await tx.execute(sql`DELETE FROM price_list_accounts WHERE list_id = ${id}`);
      await tx.execute(sql`DELETE FROM price_list_groups WHERE list_id = ${id}`);
      const { entries, rules } = content;
      if (entries.length > 0) {
        // One JSON text, as findKnownSkus: three arrays of 20,000 were 60,000 escapes on the event loop.
        await tx.execute(sql`
          INSERT INTO price_list_entries (list_id, sku, min_qty, price_cents)
          SELECT ${id}, e.sku, e."minQty", e."priceCents" FROM json_to_recordset(${JSON.stringify(entries)}::json) AS e(sku text, "minQty" int, "priceCents" int)`);
      }
      if (rules.length > 0) {
        await tx.execute(sql`
          INSERT INTO price_list_category_rules (list_id, category_id, percent_off_basis_points)
          SELECT ${id}, * FROM unnest(${arrayParam(rules.map((rule) => rule.categoryId))}::int[], ${arrayParam(rules.map((rule) => rule.basisPoints))}::int[])`);
      }
      if (content.accountIds.length > 0) {
        await tx.execute(sql`INSERT INTO price_list_accounts (list_id, account_id) SELECT ${id}, unnest(${arrayParam(content.accountIds)}::int[])`);
      }
      if (content.groupIds.length > 0) {
        await tx.execute(sql`INSERT INTO price_list_groups (list_id, group_id) SELECT ${id}, unnest(${arrayParam(content.groupIds)}::int[])`);
      }
      return id;
    },

    /** The group with this code and its members' ids, locked until the transaction ends; null when there is none. */
    async lockGroup(code: string): Promise<{ id: number; name: string; accountIds: number[]; accountNumbers: string[] } | null> {
      const [group] = await rows<{ id: number; name: string }>(sql`SELECT id, name FROM customer_groups WHERE code = ${code} FOR UPDATE`);
      if (!group) return null;
      const members = await rows<{ id: number; number: string }>(sql`
        SELECT m.account_id AS id, a.account_number AS number FROM customer_group_members m JOIN accounts a ON a.id = m.account_id
        WHERE m.group_id = ${group.id} ORDER BY m.account_id`);
      return { ...group, accountIds: members.map((row) => row.id), accountNumbers: members.map((row) => row.number) };
    },

    /** A new group's code taken for it (no members yet), or false when a group has it, committed or not. */
    async claimGroupCode(code: string, name: string): Promise<boolean> {
      return (await rows<{ id: number }>(sql`INSERT INTO customer_groups (code, name) VALUES (${code}, ${name}) ON CONFLICT (code) DO NOTHING RETURNING id`)).length === 1;
    },

    /** Writes the group: its name, and exactly these members (an account in another group moves here). */
    async writeGroup(code: string, name: string, accountIds: readonly number[]): Promise<number> {
      const [group] = await rows<{ id: number }>(sql`
        INSERT INTO customer_groups (code, name) VALUES (${code}, ${name})
        ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, updated_at = now()
        RETURNING id`);
      if (!group) throw new Error(`customer group ${code} was not written`);
      await tx.execute(sql`DELETE FROM customer_group_members WHERE group_id = ${group.id} AND account_id <> ALL(${arrayParam(accountIds)}::int[])`);
      if (accountIds.length > 0) {
        await tx.execute(sql`
          INSERT INTO customer_group_members (account_id, group_id) SELECT unnest(${arrayParam(accountIds)}::int[]), ${group.id}
          ON CONFLICT (account_id) DO UPDATE SET group_id = EXCLUDED.group_id`);
      }
      return group.id;
    },
  };
}
