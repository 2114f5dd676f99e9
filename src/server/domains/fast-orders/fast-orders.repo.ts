// Fast-order lists and their items (issue #9). Every read and write is scoped to the account: a list or
// item of another account is simply not found.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { FAST_ORDER_LISTS_MAX } from '../../../shared/limits.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { executeNamed } from '../../db/named-query.ts';
import { parseTimestamp } from '../../db/pg-timestamp.ts';
import { users } from '../../db/schema/accounts.ts';
import { fastOrderItems, fastOrderLists } from '../../db/schema/fast-orders.ts';
import type { FastOrderItem, FastOrderList, ListSort, NewFastOrderItem } from './fast-order-types.ts';
import { containsPattern } from '../../db/like-pattern.ts';

const listColumns = {
  id: fastOrderLists.id,
  title: fastOrderLists.title,
  referenceAddress: fastOrderLists.referenceAddress,
  createdAt: fastOrderLists.createdAt,
  updatedAt: fastOrderLists.updatedAt,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
  itemCount: sql<number>`(SELECT count(*)::int FROM fast_order_items i WHERE i.list_id = ${fastOrderLists.id})`.mapWith(Number),
};

type ListWithItemsRow = {
  id: number;
  title: string;
  reference_address: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  first_name: string | null;
  last_name: string | null;
  items: (Omit<FastOrderItem, 'listId' | 'createdAt'> & { createdAt: string })[];
};

type ListRow = {
  id: number;
  title: string;
  referenceAddress: string | null;
  createdAt: Date;
  updatedAt: Date;
  createdByFirstName: string | null;
  createdByLastName: string | null;
  itemCount: number;
};

function toList(row: ListRow): FastOrderList {
  const createdBy = [row.createdByFirstName, row.createdByLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    title: row.title,
    referenceAddress: row.referenceAddress,
    itemCount: row.itemCount,
    createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The list `listId` when it is the account's. */
function ownedList(accountId: number, listId: number): SQL | undefined {
  return and(eq(fastOrderLists.id, listId), eq(fastOrderLists.accountId, accountId));
}

export function createFastOrdersRepo(db: DbExecutor) {
  function selectLists(accountId: number, extra?: SQL) {
    return db
      .select(listColumns)
      .from(fastOrderLists)
      .leftJoin(users, eq(users.id, fastOrderLists.createdBy))
      .where(and(eq(fastOrderLists.accountId, accountId), extra));
  }

  return {
    /** The account's lists in the order asked, optionally those whose title contains `keyword`. */
    async findLists(accountId: number, sort: ListSort, keyword: string | null): Promise<FastOrderList[]> {
      const direction = sort.order === 'desc' ? desc : asc;
      const filter = keyword === null ? undefined : sql`${fastOrderLists.title} ILIKE ${containsPattern(keyword)}`;
      const order =
        sort.field === 'items'
          ? [direction(listColumns.itemCount), asc(sql`lower(${fastOrderLists.title})`), asc(fastOrderLists.id)]
          : [direction(sql`lower(${fastOrderLists.title})`), direction(fastOrderLists.id)];
      const rows = await selectLists(accountId, filter).orderBy(...order);
      return rows.map(toList);
    },

    async findList(accountId: number, listId: number): Promise<FastOrderList | null> {
      const [row] = await selectLists(accountId, eq(fastOrderLists.id, listId));
      return row ? toList(row) : null;
    },

    /** The account's list with its items, oldest first, in one statement; null when it is not the account's. */
    async findListWithItems(accountId: number, listId: number): Promise<{ list: FastOrderList; items: FastOrderItem[] } | null> {
      // The items as one JSON value (a list may hold thousands): the driver parses it in one go.
      const result = await executeNamed<ListWithItemsRow>(db, 'fast_order_list_with_items', sql`
        SELECT l.id, l.title, l.reference_address, l.created_at, l.updated_at, u.first_name, u.last_name,
          (SELECT coalesce(json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'variantId', i.variant_id, 'qty', i.qty,
              'title', i.title, 'sku', i.sku, 'createdAt', i.created_at) ORDER BY i.id), '[]'::json)
           FROM fast_order_items i WHERE i.list_id = l.id) AS items
        FROM fast_order_lists l LEFT JOIN users u ON u.id = l.created_by
        WHERE l.id = ${listId} AND l.account_id = ${accountId}`);
      const row = result.rows[0];
      if (!row) return null;
      const items: FastOrderItem[] = row.items.map((item) => ({ ...item, listId, createdAt: parseTimestamp(item.createdAt) }));
      const list = toList({
        id: row.id,
        title: row.title,
        referenceAddress: row.reference_address,
        createdAt: parseTimestamp(row.created_at),
        updatedAt: parseTimestamp(row.updated_at),
        createdByFirstName: row.first_name,
        createdByLastName: row.last_name,
        itemCount: items.length,
      });
      return { list, items };
    },

    /**
     * A new list, unless the account already keeps FAST_ORDER_LISTS_MAX (null then). Run it inside a
     * transaction: the lists are counted after the account's lock, so two creates at once cannot both pass.
     */
    async insertList(input: { accountId: number; userId: number; title: string; referenceAddress: string | null }): Promise<number | null> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('fast-order-lists-of-account'), ${input.accountId})`);
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO fast_order_lists (account_id, created_by, title, reference_address)
        SELECT ${input.accountId}, ${input.userId}, ${input.title}, ${input.referenceAddress}
        WHERE (SELECT count(*) FROM fast_order_lists WHERE account_id = ${input.accountId}) < ${FAST_ORDER_LISTS_MAX}
        RETURNING id`);
      return result.rows[0]?.id ?? null;
    },

    async updateList(accountId: number, listId: number, input: { title: string; referenceAddress: string | null }): Promise<boolean> {
      const set = { title: input.title, referenceAddress: input.referenceAddress, updatedAt: sql`now()` };
      return (await db.update(fastOrderLists).set(set).where(ownedList(accountId, listId)).returning({ id: fastOrderLists.id })).length > 0;
    },

    /** Deletes the list and (cascade) its items; false when it is not the account's. */
    async deleteList(accountId: number, listId: number): Promise<boolean> {
      return (await db.delete(fastOrderLists).where(ownedList(accountId, listId)).returning({ id: fastOrderLists.id })).length > 0;
    },

    /** Empties the list; false when it is not the account's. */
    async deleteAllItems(accountId: number, listId: number): Promise<boolean> {
      const rows = await db
        .update(fastOrderLists)
        .set({ updatedAt: sql`now()` })
        .where(ownedList(accountId, listId))
        .returning({ id: fastOrderLists.id });
      if (rows.length === 0) return false;
      await db.delete(fastOrderItems).where(eq(fastOrderItems.listId, listId));
      return true;
    },

    /**
     * Locks these lists of the account (in id order, so two adds never deadlock) until the transaction
     * ends: adds to one list take turns, so the item ceiling holds. Answers the ids found.
     */
    async lockLists(accountId: number, listIds: readonly number[]): Promise<number[]> {
      const result = await db.execute<{ id: number }>(sql`
        SELECT id FROM fast_order_lists
        WHERE account_id = ${accountId} AND id = ANY(${sql.param([...listIds])}::int[])
        ORDER BY id FOR UPDATE`);
      return result.rows.map((row) => Number(row.id));
    },

    /**
     * Puts each item in each list: one line per product and cell (INSERT … ON CONFLICT), so adds at the
     * same instant still make one line. 'set' gives an existing line the item's quantity, 'keep' leaves
     * it; either way the title and SKU kept for when the product goes are refreshed. Items are distinct.
     */
    async upsertItems(listIds: readonly number[], items: readonly NewFastOrderItem[], mode: 'set' | 'keep'): Promise<void> {
      if (listIds.length === 0 || items.length === 0) return;
      const qty = mode === 'set' ? sql`EXCLUDED.qty` : sql`fast_order_items.qty`;
      await db.execute(sql`
        INSERT INTO fast_order_items (list_id, product_id, variant_id, qty, title, sku)
        SELECT l.id, t.product_id, t.variant_id, t.qty, t.title, t.sku
        FROM unnest(${sql.param([...listIds])}::int[]) AS l(id),
          unnest(${sql.param(items.map((item) => item.productId))}::int[], ${sql.param(items.map((item) => item.variantId))}::int[],
                 ${sql.param(items.map((item) => item.qty))}::int[], ${sql.param(items.map((item) => item.title))}::text[],
                 ${sql.param(items.map((item) => item.sku))}::text[])
            AS t(product_id, variant_id, qty, title, sku)
        ON CONFLICT (list_id, product_id, variant_id) DO UPDATE SET qty = ${qty}, title = EXCLUDED.title, sku = EXCLUDED.sku`);
    },

    /** Marks the lists as changed now. */
    async touchLists(listIds: readonly number[]): Promise<void> {
      await db.update(fastOrderLists).set({ updatedAt: sql`now()` }).where(sql`${fastOrderLists.id} = ANY(${sql.param([...listIds])}::int[])`);
    },

    /** The number of items in each of these lists. */
    async countItems(listIds: readonly number[]): Promise<Map<number, number>> {
      const result = await db.execute<{ list_id: number; count: number }>(sql`
        SELECT list_id, count(*)::int AS count FROM fast_order_items
        WHERE list_id = ANY(${sql.param([...listIds])}::int[]) GROUP BY list_id`);
      return new Map(result.rows.map((row) => [Number(row.list_id), Number(row.count)]));
    },

    /** Sets an item's usual quantity; false when it is not in one of the account's lists. */
    async updateItemQty(accountId: number, itemId: number, qty: number): Promise<boolean> {
      const result = await db.execute<{ id: number }>(sql`
        UPDATE fast_order_items i SET qty = ${qty}
        FROM fast_order_lists l
        WHERE i.id = ${itemId} AND l.id = i.list_id AND l.account_id = ${accountId}
        RETURNING i.id`);
      return result.rows.length > 0;
    },

    /** Removes an item; the list it was in, or null when it is not in one of the account's lists. */
    async deleteItem(accountId: number, itemId: number): Promise<number | null> {
      const result = await db.execute<{ list_id: number }>(sql`
        DELETE FROM fast_order_items i USING fast_order_lists l
        WHERE i.id = ${itemId} AND l.id = i.list_id AND l.account_id = ${accountId}
        RETURNING i.list_id`);
      const listId = result.rows[0]?.list_id;
      return listId === undefined ? null : Number(listId);
    },

    async countLists(accountId: number): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM fast_order_lists WHERE account_id = ${accountId}`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
export type FastOrdersRepo = ReturnType<typeof createFastOrdersRepo>;
