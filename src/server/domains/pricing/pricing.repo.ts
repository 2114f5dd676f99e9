// The pricing domain's reads of its own tables (issue #27 Part 2): an account's price lists with their
// versions, their category rules, and some SKUs' entries with the versions they belong to.
import { sql } from 'drizzle-orm';
import { arrayParam } from '../../db/array-param.ts';
import type { DbExecutor } from '../../db/executor.ts';

export type ListRow = { id: number; code: string; version: number; active: boolean; validFrom: string | null; validTo: string | null };
export type RuleRow = { listId: number; categoryId: number; basisPoints: number };
export type EntryRow = { listId: number; sku: string; minQty: number; priceCents: number };
/** Lists' versions by id, and their entries for the SKUs asked for, read together. */
export type EntriesRead = { versions: Map<number, number>; entries: EntryRow[] };

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

    /**
     * These lists' versions and their entries for these SKUs (the quantity breaks included), in one
     * statement, so the two agree: a list's version moves on with any change to its entries (migration
     * 0041). A list that is gone is left out.
     */
    async findEntries(listIds: readonly number[], skus: readonly string[]): Promise<EntriesRead> {
      if (listIds.length === 0 || skus.length === 0) return { versions: new Map(), entries: [] };
      const result = await db.execute<{ listId: number; version: number; sku: string | null; minQty: number | null; priceCents: number | null }>(sql`
        SELECT l.id AS "listId", l.version, e.sku, e.min_qty AS "minQty", e.price_cents AS "priceCents"
        FROM price_lists l
        LEFT JOIN price_list_entries e ON e.list_id = l.id AND e.sku = ANY(${arrayParam([...new Set(skus)])}::text[])
        WHERE l.id = ANY(${arrayParam(listIds)}::int[])`);
      const versions = new Map<number, number>();
      const entries: EntryRow[] = [];
      for (const row of result.rows) {
        versions.set(row.listId, row.version);
        if (row.sku !== null && row.minQty !== null && row.priceCents !== null) entries.push({ listId: row.listId, sku: row.sku, minQty: row.minQty, priceCents: row.priceCents });
      }
      return { versions, entries };
    },
  };
}
export type PricingRepo = ReturnType<typeof createPricingRepo>;
