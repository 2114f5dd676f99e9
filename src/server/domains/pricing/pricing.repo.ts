// The pricing domain's reads of its own tables (issue #27 Part 2): an account's price lists, their
// category rules, and their entries for some SKUs.
import { sql } from 'drizzle-orm';
import { arrayParam } from '../../db/array-param.ts';
import type { DbExecutor } from '../../db/executor.ts';

export type ListRow = { id: number; code: string; active: boolean; validFrom: string | null; validTo: string | null };
export type RuleRow = { listId: number; categoryId: number; basisPoints: number };
export type EntryRow = { listId: number; sku: string; minQty: number; priceCents: number };

export function createPricingRepo(db: DbExecutor) {
  return {
    /** The lists assigned to the account, directly or through its group, whatever their dates. */
    async findListsOfAccount(accountId: number): Promise<ListRow[]> {
      const result = await db.execute<ListRow>(sql`
        SELECT l.id, l.code, l.active, l.valid_from::text AS "validFrom", l.valid_to::text AS "validTo"
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
  };
}
export type PricingRepo = ReturnType<typeof createPricingRepo>;
