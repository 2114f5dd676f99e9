// The spelling-correction vocabulary (search_words): every distinct word (3+ letters) of active product
// titles, read by the PostgreSQL engine and quick order's nearest-word lookup.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';

// Arbitrary key for the advisory lock between catalogue writers (shared) and a rebuild (exclusive).
const SEARCH_WORDS_LOCK_KEY = 7_310_223;

export function createSearchWordsRepo(db: DbExecutor) {
  return {
    /**
     * Brings the table to the titles as committed now, in one statement: words no active title has are
     * deleted and new ones inserted, the rest left alone. Readers keep the old rows until it commits
     * (no lock against SELECT), and a catalogue that barely changed leaves barely any dead rows.
     */
    async rebuild(): Promise<void> {
      await db.execute(sql`
        WITH fresh AS (
          SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', translate(title, ''-/'', ''  '')) FROM products WHERE is_active')
          WHERE word ~ '^[[:alpha:]]{3,40}$'
        ), gone AS (
          DELETE FROM search_words w WHERE NOT EXISTS (SELECT 1 FROM fresh f WHERE f.word = w.word)
        )
        INSERT INTO search_words (word) SELECT word FROM fresh ON CONFLICT DO NOTHING`);
    },

    /** A writer about to queue a rebuild: held to its commit, so a rebuild starting meanwhile waits for it. */
    async holdForWriter(tx: DbExecutor): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${SEARCH_WORDS_LOCK_KEY})`);
    },

    /** Waits until every writer holding the lock has committed (or rolled back); holds nothing after. */
    async awaitWriters(): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEARCH_WORDS_LOCK_KEY})`);
      });
    },
  };
}
export type SearchWordsRepo = ReturnType<typeof createSearchWordsRepo>;
