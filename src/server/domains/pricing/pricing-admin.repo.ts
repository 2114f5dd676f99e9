// The back office's reads of contract prices (issue #27 Part 3): lists a page at a time, one list with a
// page of its entries, the groups, and what a price check needs of a SKU (its own prices and categories).
import { sql } from 'drizzle-orm';
import { containsPattern, prefixPattern } from '../../db/like-pattern.ts';
import type { DbExecutor } from '../../db/executor.ts';

export type ListSummaryRow = { id: number; code: string; name: string; validFrom: string | null; validTo: string | null; active: boolean; entries: number; accounts: number; groups: number };
export type PricedSku = { sku: string; listCents: number; ownCents: number; isSpecial: boolean; categoryIds: number[] };

const SUMMARY = sql`l.id, l.code, l.name, l.valid_from::text AS "validFrom", l.valid_to::text AS "validTo", l.active,
  (SELECT count(*)::int FROM price_list_entries e WHERE e.list_id = l.id) AS entries,
  (SELECT count(*)::int FROM price_list_accounts a WHERE a.list_id = l.id) AS accounts,
  (SELECT count(*)::int FROM price_list_groups g WHERE g.list_id = l.id) AS groups`;

export function createPricingAdminRepo(db: DbExecutor) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows as T[];

  return {
    /** Lists whose code or name holds `q`, by code; and how many there are. */
    async findListPage(q: string, accountNumber: string | undefined, limit: number, offset: number): Promise<{ rows: ListSummaryRow[]; total: number }> {
      const words = q ? sql`(l.code ILIKE ${containsPattern(q)} OR l.name ILIKE ${containsPattern(q)})` : sql`TRUE`;
      const forAccount = accountNumber
        ? sql`l.id IN (
            SELECT pa.list_id FROM price_list_accounts pa JOIN accounts a ON a.id = pa.account_id WHERE a.account_number = ${accountNumber}
            UNION
            SELECT pg.list_id FROM price_list_groups pg JOIN customer_group_members m ON m.group_id = pg.group_id JOIN accounts a ON a.id = m.account_id
            WHERE a.account_number = ${accountNumber})`
        : sql`TRUE`;
      const match = sql`${words} AND ${forAccount}`;
      const [found, counted] = await Promise.all([
        rows<ListSummaryRow>(sql`SELECT ${SUMMARY} FROM price_lists l WHERE ${match} ORDER BY l.code LIMIT ${limit} OFFSET ${offset}`),
        rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM price_lists l WHERE ${match}`),
      ]);
      return { rows: found, total: counted[0]?.total ?? 0 };
    },

    async findList(id: number): Promise<ListSummaryRow | null> {
      return (await rows<ListSummaryRow>(sql`SELECT ${SUMMARY} FROM price_lists l WHERE l.id = ${id}`))[0] ?? null;
    },

    /** A page of the list's entries (SKU starting with `q`), by SKU and min_qty, with the product's title. */
    async findEntryPage(listId: number, q: string, limit: number, offset: number) {
      const match = q ? sql`e.sku ILIKE ${prefixPattern(q)}` : sql`TRUE`;
      const [found, counted] = await Promise.all([
        rows<{ sku: string; min_qty: number; price: number; title: string | null }>(sql`
          SELECT e.sku, e.min_qty, e.price_cents AS price,
            coalesce((SELECT p.title FROM products p WHERE p.sku = e.sku),
                     (SELECT p.title || ' (' || c.size || ')' FROM variant_cells c JOIN products p ON p.id = c.product_id WHERE c.sku = e.sku)) AS title
          FROM price_list_entries e WHERE e.list_id = ${listId} AND ${match}
          ORDER BY e.sku, e.min_qty LIMIT ${limit} OFFSET ${offset}`),
        rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM price_list_entries e WHERE e.list_id = ${listId} AND ${match}`),
      ]);
      return { rows: found, total: counted[0]?.total ?? 0 };
    },

    async findListDetail(listId: number) {
      const [rules, accounts, groups] = await Promise.all([
        rows<{ category_id: number; category_path: string; basis_points: number }>(sql`
          SELECT r.category_id, c.path AS category_path, r.percent_off_basis_points AS basis_points
          FROM price_list_category_rules r JOIN categories c ON c.id = r.category_id WHERE r.list_id = ${listId} ORDER BY c.path`),
        rows<{ number: string }>(sql`SELECT a.account_number AS number FROM price_list_accounts pa JOIN accounts a ON a.id = pa.account_id WHERE pa.list_id = ${listId} ORDER BY a.account_number`),
        rows<{ code: string }>(sql`SELECT g.code FROM price_list_groups pg JOIN customer_groups g ON g.id = pg.group_id WHERE pg.list_id = ${listId} ORDER BY g.code`),
      ]);
      return { rules, accountNumbers: accounts.map((row) => row.number), groupCodes: groups.map((row) => row.code) };
    },

    /** Each SKU's list price (a product's base price, or a cell's own or its product's), for those that exist. */
    async findListPrices(skus: readonly string[]): Promise<Map<string, number>> {
      if (skus.length === 0) return new Map();
      const found = await rows<{ sku: string; list_cents: number }>(sql`
        SELECT p.sku, GREATEST(p.base_price_cents, p.price_cents) AS list_cents FROM products p WHERE p.sku = ANY(${sql.param([...new Set(skus)])}::text[])
        UNION ALL
        SELECT c.sku, coalesce(c.price_cents, GREATEST(p.base_price_cents, p.price_cents)) FROM variant_cells c JOIN products p ON p.id = c.product_id
        WHERE c.sku = ANY(${sql.param([...new Set(skus)])}::text[])`);
      return new Map(found.map((row) => [row.sku, row.list_cents]));
    },

    async findStoredEntries(listId: number): Promise<{ sku: string; minQty: number; priceCents: number }[]> {
      return rows(sql`SELECT sku, min_qty AS "minQty", price_cents AS "priceCents" FROM price_list_entries WHERE list_id = ${listId}`);
    },

    async findGroups(accountNumber?: string): Promise<{ id: number; code: string; name: string; account_numbers: string[] }[]> {
      const forAccount = accountNumber
        ? sql`WHERE g.id IN (SELECT m.group_id FROM customer_group_members m JOIN accounts a ON a.id = m.account_id WHERE a.account_number = ${accountNumber})`
        : sql``;
      return rows(sql`
        SELECT g.id, g.code, g.name,
          coalesce((SELECT array_agg(a.account_number ORDER BY a.account_number) FROM customer_group_members m JOIN accounts a ON a.id = m.account_id WHERE m.group_id = g.id), '{}') AS account_numbers
        FROM customer_groups g ${forAccount} ORDER BY g.code`);
    },

    async findGroupCode(id: number): Promise<string | null> {
      return (await rows<{ code: string }>(sql`SELECT code FROM customer_groups WHERE id = ${id}`))[0]?.code ?? null;
    },

    async findListCode(id: number): Promise<string | null> {
      return (await rows<{ code: string }>(sql`SELECT code FROM price_lists WHERE id = ${id}`))[0]?.code ?? null;
    },

    async findAccountId(accountNumber: string): Promise<number | null> {
      return (await rows<{ id: number }>(sql`SELECT id FROM accounts WHERE account_number = ${accountNumber}`))[0]?.id ?? null;
    },

    /** A product's or a variant cell's own prices and its category with those above it; null when no SKU matches. */
    async findPricedSku(sku: string): Promise<PricedSku | null> {
      const [row] = await rows<{ sku: string; list_cents: number; own_cents: number; is_special: boolean; category_ids: number[] }>(sql`
        WITH RECURSIVE item AS (
          SELECT p.sku, GREATEST(p.base_price_cents, p.price_cents) AS list_cents, p.price_cents AS own_cents, p.is_on_sale AS is_special, p.category_id
          FROM products p WHERE p.sku = ${sku}
          UNION ALL
          SELECT c.sku, coalesce(c.price_cents, GREATEST(p.base_price_cents, p.price_cents)), coalesce(c.price_cents, p.price_cents),
            c.price_cents IS NULL AND p.is_on_sale, p.category_id
          FROM variant_cells c JOIN products p ON p.id = c.product_id WHERE c.sku = ${sku}
        ), trail AS (
          SELECT id, parent_id FROM categories WHERE id = (SELECT category_id FROM item LIMIT 1)
          UNION ALL
          SELECT c.id, c.parent_id FROM categories c JOIN trail t ON c.id = t.parent_id
        )
        SELECT i.sku, i.list_cents, i.own_cents, i.is_special, (SELECT array_agg(id) FROM trail) AS category_ids FROM item i LIMIT 1`);
      return row ? { sku: row.sku, listCents: row.list_cents, ownCents: row.own_cents, isSpecial: row.is_special, categoryIds: row.category_ids } : null;
    },
  };
}
export type PricingAdminRepo = ReturnType<typeof createPricingAdminRepo>;
