import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The distinct words of product titles, for spelling correction ('glvoes' → 'gloves'): pg_trgm's
 * nearest word when a search finds nothing. Rebuilt by the seed, the CLI's import and the generator in
 * their transaction, and by a job queued by the back office's and the ERP's writes (domains/search/search-words.ts).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);
