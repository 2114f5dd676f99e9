// The sign-in counters in the database (issue #16 item 18): one call to sign_in_begin before the
// password is checked and one to sign_in_settle once the answer is known (migration 0019 holds the
// rules), and the sweep that forgets rows that no longer matter.
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor.ts';
import { parseTimestamp } from '../db/pg-timestamp.ts';

export type SignInRule = 'pair' | 'address' | 'email';
export type SignInOutcome = 'success' | 'failure' | 'other';

/** What sign_in_begin answered: refused until `allowedAt` (a rule says so), or counted in the address window ending `countedWindowEndsAt`. */
export type SignInBeginAnswer =
  | { isCounted: false; allowedAt: Date; rule: SignInRule }
  | { isCounted: true; countedWindowEndsAt: Date };

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createSignInLimitRepo(db: DbExecutor) {
  /** One statement deleting from the three tables what each condition picks; answers how many rows went. */
  async function deleteFromEach(where: { addresses: SQL; pairs: SQL; emails: SQL }): Promise<number> {
    const result = await db.execute<{ count: number }>(sql`
      WITH addresses AS (DELETE FROM sign_in_addresses WHERE ${where.addresses} RETURNING 1),
           pairs AS (DELETE FROM sign_in_pairs WHERE ${where.pairs} RETURNING 1),
           emails AS (DELETE FROM sign_in_emails WHERE ${where.emails} RETURNING 1)
      SELECT ((SELECT count(*) FROM addresses) + (SELECT count(*) FROM pairs) + (SELECT count(*) FROM emails))::int AS count`);
    return result.rows[0]?.count ?? 0;
  }

  return {
    async begin(input: { addressKey: string; emailKey: string | undefined; now: Date; failuresPerAddress: number }): Promise<SignInBeginAnswer> {
      const result = await db.execute<{ allowed_at: string | Date; refusal: SignInRule | null; counted_window_ends_at: string | Date | null }>(
        sql`SELECT allowed_at, refusal, counted_window_ends_at
            FROM sign_in_begin(${input.addressKey}, ${input.emailKey ?? null}, ${timestamp(input.now)}, ${input.failuresPerAddress}::int)`,
      );
      const row = result.rows[0];
      if (!row) throw new Error('sign_in_begin answered no row');
      if (row.refusal !== null) return { isCounted: false, allowedAt: parseTimestamp(row.allowed_at), rule: row.refusal };
      if (row.counted_window_ends_at === null) throw new Error('sign_in_begin counted an attempt without its window');
      return { isCounted: true, countedWindowEndsAt: parseTimestamp(row.counted_window_ends_at) };
    },

    async settle(input: {
      addressKey: string;
      emailKey: string | undefined;
      countedWindowEndsAt: Date;
      outcome: SignInOutcome;
      now: Date;
      failuresPerEmail: number;
    }): Promise<void> {
      await db.execute(
        sql`SELECT sign_in_settle(${input.addressKey}, ${input.emailKey ?? null}, ${timestamp(input.countedWindowEndsAt)},
                                  ${input.outcome}, ${timestamp(input.now)}, ${input.failuresPerEmail}::int)`,
      );
    },

    /**
     * Deletes the rows that no longer matter at `now`, then, in a table still holding more than `maxRows`
     * (a flood from very many addresses), the ones that would expire soonest. Answers how many went.
     */
    async sweep(now: Date, maxRows: number): Promise<number> {
      const expired = await deleteFromEach({
        addresses: sql`window_ends_at <= ${timestamp(now)}`,
        pairs: sql`expires_at <= ${timestamp(now)}`,
        emails: sql`expires_at <= ${timestamp(now)}`,
      });
      const beyondCap = await deleteFromEach({
        addresses: sql`address_key IN (SELECT address_key FROM sign_in_addresses ORDER BY window_ends_at DESC OFFSET ${maxRows})`,
        pairs: sql`(address_key, email_key) IN (SELECT address_key, email_key FROM sign_in_pairs ORDER BY expires_at DESC OFFSET ${maxRows})`,
        emails: sql`email_key IN (SELECT email_key FROM sign_in_emails ORDER BY expires_at DESC OFFSET ${maxRows})`,
      });
      return expired + beyondCap;
    },
  };
}
export type SignInLimitRepo = ReturnType<typeof createSignInLimitRepo>;
