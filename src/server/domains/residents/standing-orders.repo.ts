// The account's standing order and its runs (issue #10 part 7). A run is one row per (account, day):
// claiming it is the insert, so a day is run once whatever runs it twice.
import { sql } from 'drizzle-orm';
import type { StandingOrderAction, StandingOrderRunJson } from '../../../shared/schemas/residents.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { parseTimestamp } from '../../db/pg-timestamp.ts';

export type StandingOrder = {
  accountId: number;
  weeks: number;
  weekday: number;
  action: StandingOrderAction;
  location: string;
  nextRunOn: string;
  userId: number | null;
  userName: string | null;
  updatedAt: Date;
};

export type RunResult = Pick<StandingOrderRunJson, 'status' | 'action' | 'order' | 'items' | 'skipped' | 'message'> & { totalCents: number };

type StandingOrderRow = Omit<StandingOrder, 'updatedAt' | 'nextRunOn'> & { updatedAt: Date | string; nextRunOn: Date | string };

const columns = sql`s.account_id AS "accountId", s.weeks, s.weekday, s.action, s.location, s.next_run_on::text AS "nextRunOn",
  s.user_id AS "userId", nullif(trim(u.first_name || ' ' || u.last_name), '') AS "userName", s.updated_at AS "updatedAt"`;

type RunRow = Omit<StandingOrderRunJson, 'order' | 'created_at'> & { order_id: number | null; order_number: string | null; created_at: Date | string };

const runColumns = sql`r.id, r.run_on::text AS run_on, r.status, r.action, r.days, r.items, r.skipped, r.total_cents AS total, r.message,
  r.order_id, r.order_number, r.created_at`;

function toRunJson({ order_id, order_number, created_at, ...row }: RunRow): StandingOrderRunJson {
  return {
    ...row,
    order: order_id !== null && order_number !== null ? { id: order_id, order_number } : null,
    created_at: parseTimestamp(created_at).toISOString(),
  };
}

function toStandingOrder(row: StandingOrderRow): StandingOrder {
  return { ...row, nextRunOn: String(row.nextRunOn), updatedAt: parseTimestamp(row.updatedAt) };
}

export function createStandingOrdersRepo(db: DbExecutor) {
  return {
    async findStandingOrder(accountId: number, lock: 'lock' | 'read' = 'read'): Promise<StandingOrder | null> {
      const forUpdate = lock === 'lock' ? sql` FOR UPDATE OF s` : sql``;
      const result = await db.execute<StandingOrderRow>(sql`
        SELECT ${columns} FROM resident_standing_orders s LEFT JOIN users u ON u.id = s.user_id
        WHERE s.account_id = ${accountId}${forUpdate}`);
      const row = result.rows[0];
      return row ? toStandingOrder(row) : null;
    },

    async saveStandingOrder(input: Omit<StandingOrder, 'userName' | 'updatedAt'>): Promise<void> {
      await db.execute(sql`
        INSERT INTO resident_standing_orders (account_id, weeks, weekday, action, location, next_run_on, user_id)
        VALUES (${input.accountId}, ${input.weeks}, ${input.weekday}, ${input.action}, ${input.location}, ${input.nextRunOn}, ${input.userId})
        ON CONFLICT (account_id) DO UPDATE SET weeks = excluded.weeks, weekday = excluded.weekday, action = excluded.action,
          location = excluded.location, next_run_on = excluded.next_run_on, user_id = excluded.user_id, updated_at = now()`);
    },

    async deleteStandingOrder(accountId: number): Promise<boolean> {
      const result = await db.execute(sql`DELETE FROM resident_standing_orders WHERE account_id = ${accountId} RETURNING account_id`);
      return result.rows.length > 0;
    },

    /** Standing orders whose next run is on or before `lastDueDay`, oldest first. */
    async findDue(lastDueDay: string, limit: number): Promise<{ accountId: number; runOn: string }[]> {
      const result = await db.execute<{ accountId: number; runOn: string }>(sql`
        SELECT account_id AS "accountId", next_run_on::text AS "runOn" FROM resident_standing_orders
        WHERE next_run_on <= ${lastDueDay}::date AND user_id IS NOT NULL ORDER BY next_run_on, account_id LIMIT ${limit}`);
      return result.rows;
    },

    /** Claims the day's run; null when it was claimed already (by a run whose transaction committed). */
    async claimRun(input: { accountId: number; runOn: string; action: string; days: number; userId: number | null }): Promise<number | null> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO resident_standing_order_runs (account_id, run_on, status, action, days, user_id)
        VALUES (${input.accountId}, ${input.runOn}, 'running', ${input.action}, ${input.days}, ${input.userId})
        ON CONFLICT (account_id, run_on) DO NOTHING RETURNING id`);
      return result.rows[0]?.id ?? null;
    },

    async finishRun(runId: number, result: RunResult): Promise<void> {
      await db.execute(sql`
        UPDATE resident_standing_order_runs SET status = ${result.status}, action = ${result.action}, items = ${JSON.stringify(result.items)}::jsonb,
          skipped = ${JSON.stringify(result.skipped)}::jsonb, total_cents = ${result.totalCents}, message = ${result.message},
          order_id = ${result.order?.id ?? null}, order_number = ${result.order?.order_number ?? null}
        WHERE id = ${runId}`);
    },

    async moveNextRun(accountId: number, nextRunOn: string): Promise<void> {
      await db.execute(sql`UPDATE resident_standing_orders SET next_run_on = ${nextRunOn} WHERE account_id = ${accountId}`);
    },

    /** The account's latest runs, newest first. */
    async findRuns(accountId: number, limit: number): Promise<StandingOrderRunJson[]> {
      const result = await db.execute<RunRow>(sql`
        SELECT ${runColumns} FROM resident_standing_order_runs r WHERE r.account_id = ${accountId} ORDER BY r.run_on DESC, r.id DESC LIMIT ${limit}`);
      return result.rows.map(toRunJson);
    },

    /** A run with who to tell and the account's name, for its e-mail. */
    async findRunForMail(runId: number): Promise<(StandingOrderRunJson & { email: string | null; accountName: string }) | null> {
      const result = await db.execute<RunRow & { email: string | null; accountName: string }>(sql`
        SELECT ${runColumns}, u.email, a.name AS "accountName"
        FROM resident_standing_order_runs r JOIN accounts a ON a.id = r.account_id LEFT JOIN users u ON u.id = r.user_id
        WHERE r.id = ${runId}`);
      const row = result.rows[0];
      return row ? { ...toRunJson(row), email: row.email, accountName: row.accountName } : null;
    },
  };
}
export type StandingOrdersRepo = ReturnType<typeof createStandingOrdersRepo>;
