// Keyword search: ranked full-text matches (see search-query.ts for the terms), and the nearest
// catalogue word for each misspelt term.
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { hasVariants, listedCondition, orderBy, type ProductPageQuery } from './catalogue-listing.repo.ts';
import type { Product } from './product.ts';
import { productColumns, productFields, toProduct, type ProductRow } from './product-rows.repo.ts';
import { SPELLING_MIN_SIMILARITY } from './search-query.ts';

export type SearchPageQuery = ProductPageQuery & {
  /** One tsquery text per term (see search-query.ts); all must match. */
  queryParts: string[];
  /** Most matches ever considered, so a one-letter search costs no more than this many rows. */
  cap: number;
};

/** Each term matches the stemmed English words or, as a prefix, the unstemmed title words. */
function tsQuery(queryParts: string[]): SQL {
  const perTerm = queryParts.map((part) => sql`(to_tsquery('english', ${part}) || to_tsquery('simple', ${part}))`);
  return sql.join(perTerm, sql` && `);
}

export function createCatalogueSearchRepo(db: DbExecutor) {
  return {
    /** Ranked full-text matches (at most `cap`), one page of them and how many there are. */
    async searchProductPage(query: SearchPageQuery): Promise<{ products: Product[]; total: number | null }> {
      const rank = query.sort.key === 'relevance' ? sql`ts_rank(p.search_vector, q.query)` : sql`0`;
      const result = await db.execute<ProductRow & { total: number }>(sql`
        WITH q AS (SELECT ${tsQuery(query.queryParts)} AS query),
        matched AS (
          SELECT ${productColumns('p')}, ${rank} AS rank
          FROM products p, q
          WHERE p.search_vector @@ q.query AND ${listedCondition(query, 'p')}
          LIMIT ${query.cap}
        )
        SELECT ${productFields('m')}, ${hasVariants('m')}, (count(*) OVER ())::int AS total
        FROM matched m
        ORDER BY ${orderBy(query.sort, query.categoryOrder, 'm')}
        LIMIT ${query.limit} OFFSET ${query.offset}`);
      // Past the last page no row carries the total: the caller counts separately.
      return { products: result.rows.map(toProduct), total: result.rows[0]?.total ?? null };
    },

    async countSearchMatches(query: Pick<SearchPageQuery, 'queryParts' | 'filter' | 'onSaleOnly' | 'cap'>): Promise<number> {
      const result = await db.execute<{ total: number }>(sql`
        SELECT count(*)::int AS total FROM (
          SELECT 1 FROM products p
          WHERE p.search_vector @@ (${tsQuery(query.queryParts)}) AND ${listedCondition(query, 'p')}
          LIMIT ${query.cap}
        ) matched`);
      return result.rows[0]?.total ?? 0;
    },

    /** For each term, the most similar catalogue word (pg_trgm, GiST nearest neighbour) if similar enough. */
    async findSpellingCorrections(terms: string[]): Promise<Map<string, string>> {
      const found = await nearestWords(terms, sql`TRUE`);
      return new Map(found.flatMap(({ term, word }) => (word ? [[term, word] as const] : [])));
    },

    /**
     * The misspelt terms, each with its nearest catalogue word (null when none is similar enough): terms no
     * active product holds, neither as the start of a title or SKU word nor as a whole word (stemmed) of its
     * text. 'glovs' is one, though its stem 'glov' begins 'glove' (issue #16 item 11); 'glo' is not.
     */
    async findMisspellings(terms: string[]): Promise<Map<string, string | null>> {
      // The title words first (a small table: most terms end here), then every product's text (a GIN lookup).
      const found = await nearestWords(terms, sql`NOT EXISTS (SELECT 1 FROM search_words k WHERE starts_with(k.word, t.term))
        AND NOT EXISTS (
          SELECT 1 FROM products p
          WHERE p.is_active AND p.search_vector @@ (to_tsquery('simple', t.term || ':*') || to_tsquery('english', t.term)))`);
      return new Map(found.map(({ term, word }) => [term, word]));
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
