// The nearest catalogue word for each misspelt term of a quick-order line (product-match.ts); keyword
// search itself is the search engine's (search/).
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { SPELLING_MIN_SIMILARITY } from './search-query.ts';

export function createCatalogueSearchRepo(db: DbExecutor) {
  return {
    /** For each term, the most similar catalogue word (pg_trgm, GiST nearest neighbour) if similar enough. */
    async findSpellingCorrections(terms: string[]): Promise<Map<string, string>> {
      const found = await nearestWords(terms, sql`TRUE`);
      return new Map(found.flatMap(({ term, word }) => (word ? [[term, word] as const] : [])));
    },
  };

  async function nearestWords(terms: string[], condition: SQL): Promise<{ term: string; word: string | null }[]> {
    if (terms.length === 0) return [];
    const result = await db.execute<{ term: string; word: string | null }>(sql`
      SELECT t.term, (
        SELECT w.word FROM search_words w
        WHERE similarity(w.word, t.term) >= ${SPELLING_MIN_SIMILARITY}
        ORDER BY w.word <-> t.term, w.word
        LIMIT 1
      ) AS word
      FROM unnest(${sql.param(terms)}::text[]) AS t(term)
      WHERE ${condition}`);
    return result.rows;
  }
}
