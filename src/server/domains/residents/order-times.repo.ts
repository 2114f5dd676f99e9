// The account's order times (issue #10). The defaults are given once per account, in the transaction
// that first creates its resident_settings row: two first visits at once give them once.
import { sql } from 'drizzle-orm';
import { ORDER_TIMES_MAX } from '../../../shared/limits.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { OrderTime } from './resident-types.ts';

/** spec/issue #10: the order times an account starts with. */
export const DEFAULT_ORDER_TIMES = ['Breakfast', 'Morning Tea', 'Lunch', 'Afternoon Tea', 'Dinner', 'Supper'] as const;

export function createOrderTimesRepo(db: DbExecutor) {
  return {
    /** The account's order times in order; null when the account has never had its defaults. */
    async findOrderTimes(accountId: number): Promise<OrderTime[] | null> {
      const result = await db.execute<OrderTime & { has_settings: boolean }>(sql`
        SELECT t.id, t.title, t.position, true AS has_settings
        FROM resident_order_times t WHERE t.account_id = ${accountId}
        UNION ALL
        SELECT 0, '', 0, true FROM resident_settings WHERE account_id = ${accountId}
        ORDER BY position, id`);
      if (result.rows.length === 0) return null;
      return result.rows.filter((row) => row.id !== 0).map(({ id, title, position }) => ({ id, title, position }));
    },

    /** Creates the settings row and the default order times, once (run in a transaction). */
    async giveDefaults(accountId: number): Promise<void> {
      const created = await db.execute(sql`
        INSERT INTO resident_settings (account_id) VALUES (${accountId}) ON CONFLICT (account_id) DO NOTHING RETURNING account_id`);
      if (created.rows.length === 0) return;
      const titles = DEFAULT_ORDER_TIMES.map((title, index) => sql`(${accountId}, ${title}, ${index + 1})`);
      await db.execute(sql`INSERT INTO resident_order_times (account_id, title, position) VALUES ${sql.join(titles, sql`, `)}`);
    },

    /** Whether the account shows residents by room only (false before it has settings). */
    async findNamesHidden(accountId: number): Promise<boolean> {
      const result = await db.execute<{ names_hidden: boolean }>(sql`SELECT names_hidden FROM resident_settings WHERE account_id = ${accountId}`);
      return result.rows[0]?.names_hidden ?? false;
    },

    /** Sets privacy (the settings row exists: giveDefaults made it). */
    async setNamesHidden(accountId: number, hidden: boolean): Promise<void> {
      await db.execute(sql`UPDATE resident_settings SET names_hidden = ${hidden} WHERE account_id = ${accountId}`);
    },

    /** How many resident lines use each of the account's order times. */
    async countLines(accountId: number): Promise<Map<number, number>> {
      const result = await db.execute<{ id: number; count: number }>(sql`
        SELECT t.id, count(l.id)::int AS count FROM resident_order_times t
        LEFT JOIN resident_lines l ON l.order_time_id = t.id
        WHERE t.account_id = ${accountId} GROUP BY t.id`);
      return new Map(result.rows.map((row) => [row.id, row.count]));
    },

    /** Adds one at the end; null when the account has the most it may, 'taken' when the title is in use. */
    async insertOrderTime(accountId: number, title: string): Promise<number | null | 'taken'> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO resident_order_times (account_id, title, position)
        SELECT ${accountId}, ${title}, coalesce(max(position), 0) + 1 FROM resident_order_times WHERE account_id = ${accountId}
        HAVING count(*) < ${ORDER_TIMES_MAX}
        ON CONFLICT DO NOTHING RETURNING id`);
      if (result.rows[0]) return result.rows[0].id;
      return (await this.isTitleTaken(accountId, title, 0)) ? 'taken' : null;
    },

    async isTitleTaken(accountId: number, title: string, exceptId: number): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT 1 FROM resident_order_times WHERE account_id = ${accountId} AND lower(title) = lower(${title}) AND id <> ${exceptId}`);
      return result.rows.length > 0;
    },

    /** Renames one; false when it is not the account's. */
    async renameOrderTime(accountId: number, id: number, title: string): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE resident_order_times SET title = ${title} WHERE account_id = ${accountId} AND id = ${id} RETURNING id`);
      return result.rows.length > 0;
    },

    /** Puts the account's order times in the order given (every one of them, each once). */
    async reorder(accountId: number, ids: readonly number[]): Promise<void> {
      const positions = ids.map((id, index) => sql`(${id}::int, ${index + 1}::int)`);
      await db.execute(sql`
        UPDATE resident_order_times t SET position = p.position
        FROM (VALUES ${sql.join(positions, sql`, `)}) AS p(id, position)
        WHERE t.id = p.id AND t.account_id = ${accountId}`);
    },

    /** Removes one and (cascade) every resident line at it; false when it is not the account's. */
    async deleteOrderTime(accountId: number, id: number): Promise<boolean> {
      const result = await db.execute(sql`DELETE FROM resident_order_times WHERE account_id = ${accountId} AND id = ${id} RETURNING id`);
      return result.rows.length > 0;
    },

    /** Locks the account's order times (reorder and remove against each other). */
    async lockOrderTimes(accountId: number): Promise<OrderTime[]> {
      const result = await db.execute<OrderTime>(sql`
        SELECT id, title, position FROM resident_order_times WHERE account_id = ${accountId} ORDER BY position, id FOR UPDATE`);
      return result.rows;
    },
  };
}
export type OrderTimesRepo = ReturnType<typeof createOrderTimesRepo>;
