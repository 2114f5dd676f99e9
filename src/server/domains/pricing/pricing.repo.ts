// The pricing domain's reads of its own tables (issue #27 Part 2): an account's price lists with their
// versions, their category rules, some SKUs' entries, and a list's entries whole with their version.
import { sql } from 'drizzle-orm';
import { arrayParam } from '../../db/array-param.ts';
import type { DbExecutor } from '../../db/executor.ts';

export type ListRow = { id: number; code: string; version: number; active: boolean; validFrom: string | null; validTo: string | null };
export type RuleRow = { listId: number; categoryId: number; basisPoints: number };
export type EntryRow = { listId: number; sku: string; minQty: number; priceCents: number };
/** A list's entries as [sku, min_qty, price_cents], by SKU then min_qty, and the list's version they belong to. */
export type ListEntries = { version: number; entries: [string, number, number][] };

export function createPricingRepo(db: DbExecutor) {
  return {
    /** The lists assigned to the account, directly or through its group, whatever their dates. */
    async findListsOfAccount(accountId: number): Promise<ListRow[]> {
      const result = await db.execute<ListRow>(sql`
        SELECT l.id, l.code, l.version, l.active, l.valid_from::text AS "validFrom", l.valid_to::text AS "validTo"
        FROM price_lists l
        WHERE l.id IN (
          SELECT list_id FROM price_list_accounts WHERE account_id = ${accountId}
          UNION
          SELECT g.list_id FROM price_list_groups g JOIN customer_group_members m ON m.group_id = g.group_id WHERE m.account_id = ${accountId}
        )
        ORDER BY l.code`);
      return result.rows;
    },

    async findRules(listIds: readonly number[]): Promise<RuleRow[]> {
      if (listIds.length === 0) return [];
      const result = await db.execute<RuleRow>(sql`
        SELECT list_id AS "listId", category_id AS "categoryId", percent_off_basis_points AS "basisPoints"
        FROM price_list_category_rules WHERE list_id = ANY(${arrayParam(listIds)}::int[])`);
      return result.rows;
    },

    /** Every entry of these lists for these SKUs (the quantity breaks included). */
    async findEntries(listIds: readonly number[], skus: readonly string[]): Promise<EntryRow[]> {
      if (listIds.length === 0 || skus.length === 0) return [];
      const result = await db.execute<EntryRow>(sql`
        SELECT list_id AS "listId", sku, min_qty AS "minQty", price_cents AS "priceCents"
        FROM price_list_entries
        WHERE list_id = ANY(${arrayParam(listIds)}::int[]) AND sku = ANY(${arrayParam([...new Set(skus)])}::text[])`);
      return result.rows;
    },

    /**
     * A list's entries and its version in one statement (so the two agree: the version moves on with any
     * change to the entries, migration 0041); null when the list is gone.
     */
    async findListEntries(listId: number): Promise<ListEntries | null> {
      const result = await db.execute<{ version: number; entries: [string, number, number][] }>(sql`
        SELECT l.version,
          coalesce(json_agg(json_build_array(e.sku, e.min_qty, e.price_cents) ORDER BY e.sku, e.min_qty) FILTER (WHERE e.sku IS NOT NULL), '[]') AS entries
        FROM price_lists l LEFT JOIN price_list_entries e ON e.list_id = l.id
        WHERE l.id = ${listId} GROUP BY l.id`);
      const row = result.rows[0];
      return row ?? null;
    },
  };
}
export type PricingRepo = ReturnType<typeof createPricingRepo>;
