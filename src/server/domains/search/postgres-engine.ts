// The PostgreSQL engine (issue #18): the same interface over the products' full-text vector, for a
// catalogue too big to hold in every process (SEARCH_ENGINE=postgres), and the answer while the memory
// engine builds. Terms are resolved by the rule of term-resolution.ts; each must match (a prefix, or
// the stemmed word), with its synonyms.
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { categoryCondition, inStockCondition } from '../catalogue/catalogue.service.ts';
import { categoriesMatching, hasCategoryWordStartingWith, type CategoryWords } from './category-words.ts';
import { editDistance } from './edit-distance.ts';
import type { SearchAnswer, SearchEngine, SearchRequest } from './search-engine.ts';
import { allowedEdits, SKU_PREFIX_MIN_LENGTH, skuKey } from './search-text.ts';
import { isSizeWord } from '../catalogue/catalogue.service.ts';
import { withSynonyms, type Synonyms } from './synonyms.ts';
import { resolveTerms, type NearWord, type ResolvedTerm } from './term-resolution.ts';

/** Trigram neighbours read per misspelt word; the edit rule then decides. */
const CANDIDATES_PER_WORD = 20;
const SKU_KEY = sql.raw(`lower(regexp_replace(p.sku, '[^[:alnum:]]', '', 'g'))`);

/** A term's words, each as a prefix of a title or SKU word or as the stemmed word; a size whole. */
function termQuery(term: ResolvedTerm): SQL {
  const words = term.words.map((word) =>
    isSizeWord(word) ? sql`to_tsquery('simple', ${word})` : sql`(to_tsquery('simple', ${`${word}:*`}) || to_tsquery('english', ${word}))`,
  );
  return sql`(${sql.join(words, sql` || `)})`;
}

/** Every term, in the product's own text. */
function matchQuery(resolved: readonly ResolvedTerm[]): SQL {
  return sql.join(resolved.map(termQuery), sql` && `);
}

/**
 * Every term, in the product's own text or its category trail's words, one at least in its own text (issue
 * #26 item 22); null when no term meets a category, so the plain full-text match serves.
 */
function matchWithCategories(resolved: readonly ResolvedTerm[], categoryWords: CategoryWords | undefined): SQL | null {
  const perTerm = resolved.map((term) => [...categoriesMatching(term.words, categoryWords).keys()]);
  if (perTerm.every((ids) => ids.length === 0)) return null;
  const eachTerm = resolved.map((term, index) => {
    const ids = perTerm[index] ?? [];
    const own = sql`p.search_vector @@ ${termQuery(term)}`;
    return ids.length === 0 ? own : sql`(${own} OR p.category_id = ANY(${sql.param(ids)}::int[]))`;
  });
  const anyOwn = sql`p.search_vector @@ (${sql.join(resolved.map(termQuery), sql` || `)})`;
  return sql`(${anyOwn} AND ${sql.join(eachTerm, sql` AND `)})`;
}

/** Every term a whole word of the title (the third tier). */
function wholeTitleQuery(resolved: readonly ResolvedTerm[]): SQL {
  const perTerm = resolved.map((term) => sql`(${sql.join(term.words.map((word) => sql`to_tsquery('simple', ${word})`), sql` || `)})`);
  return sql.join(perTerm, sql` && `);
}

function orderBy(request: SearchRequest): SQL {
  const dir = sql.raw(request.sort.direction === 'desc' ? 'DESC' : 'ASC');
  switch (request.sort.key) {
    case 'relevance':
      return sql`m.tier, m.rank DESC, m.title, m.id`;
    case 'title':
      return sql`m.title ${dir}, m.id ${dir}`;
    case 'price':
      return sql`m.price_cents ${dir}, m.id ${dir}`;
    case 'created_at':
      return sql`m.created_at ${dir}, m.id ${dir}`;
    case 'category':
      return sql`array_position(${sql.param([...request.categoryOrder])}::int[], m.category_id) ${dir}, m.title ${dir}, m.id ${dir}`;
  }
}

/** The first key after every key starting with `prefix` (for a range over the SKU index). */
function afterPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCodePoint((prefix.codePointAt(prefix.length - 1) ?? 0) + 1);
}

export function createPostgresEngine(deps: { db: DbExecutor; synonyms: Synonyms }): SearchEngine {
  const { db, synonyms } = deps;

  /** For each word no catalogue word starts with: its trigram neighbours. Known words are absent. */
  async function unknownWords(words: readonly string[]): Promise<Map<string, string[]>> {
    if (words.length === 0) return new Map();
    const result = await db.execute<{ word: string; candidates: string[] }>(sql`
      SELECT t.word, ARRAY(
        SELECT w.word FROM search_words w ORDER BY w.word <-> t.word, w.word LIMIT ${CANDIDATES_PER_WORD}
      ) AS candidates
      FROM unnest(${sql.param([...words])}::text[]) AS t(word)
      WHERE NOT EXISTS (SELECT 1 FROM search_words k WHERE starts_with(k.word, t.word))
        AND NOT EXISTS (
          SELECT 1 FROM products p
          WHERE p.is_active AND p.search_vector @@ (to_tsquery('simple', t.word || ':*') || to_tsquery('english', t.word)))`);
    return new Map(result.rows.map((row) => [row.word, row.candidates]));
  }

  async function resolve(request: SearchRequest) {
    const words = [...new Set(request.terms.filter((term) => !isSizeWord(term)).flatMap((term) => withSynonyms(term, synonyms)))];
    const unknown = await unknownWords(words);
    const nearby = new Set([...unknown.values()].flat());
    return resolveTerms(request.terms, {
      isAsTyped: request.isAsTyped,
      synonyms,
      hasWordStartingWith: (prefix) => !unknown.has(prefix) || hasCategoryWordStartingWith(prefix, request.categoryWords),
      hasWord: (word) => nearby.has(word),
      nearWords: (word, edits): NearWord[] =>
        (unknown.get(word) ?? []).flatMap((candidate) => {
          const distance = editDistance(word, candidate);
          return distance <= edits && distance <= allowedEdits(word) ? [{ word: candidate, count: 0, distance }] : [];
        }),
    });
  }

  return {
    name: 'postgres',
    async search(request): Promise<SearchAnswer> {
      const { resolved, correctedKeyword } = await resolve(request);
      const key = skuKey(request.keyword);
      const canMatchWords = resolved.length > 0 && resolved.every((term) => term.words.length > 0);
      const skuExact = key === '' ? sql`FALSE` : sql`${SKU_KEY} = ${key}`;
      const skuPrefix =
        key.length >= SKU_PREFIX_MIN_LENGTH ? sql`(${SKU_KEY} ~>=~ ${key} AND ${SKU_KEY} ~<~ ${afterPrefix(key)})` : sql`FALSE`;
      const withCategories = canMatchWords ? matchWithCategories(resolved, request.categoryWords) : null;
      const wordMatch = withCategories ?? (canMatchWords ? sql`p.search_vector @@ (${matchQuery(resolved)})` : sql`FALSE`);
      const tier = sql`CASE WHEN ${skuExact} THEN 0 WHEN ${skuPrefix} THEN 1
        WHEN ${canMatchWords ? sql`to_tsvector('simple', translate(p.title, '-/', '  ') || ' ' || search_size_words(p.title)) @@ (${wholeTitleQuery(resolved)})` : sql`FALSE`} THEN 2 ELSE 3 END`;
      // With category words in play a product may lack a term in its own text: rank by the terms it holds.
      const rankQuery = withCategories ? sql.join(resolved.map(termQuery), sql` || `) : canMatchWords ? matchQuery(resolved) : null;
      const rank = rankQuery ? sql`ts_rank(p.search_vector, ${rankQuery})` : sql`0`;
      const matched = sql`
        SELECT p.id, p.title, p.price_cents, p.created_at, p.category_id, p.is_on_sale, ${tier} AS tier, ${rank} AS rank
        FROM products p
        WHERE p.is_active AND ${categoryCondition(request.visible, 'p')}${request.inStockOnly ? sql` AND ${inStockCondition('p')}` : sql``}
          AND (${wordMatch} OR ${skuExact} OR ${skuPrefix})`;
      const wanted = sql`${categoryCondition(request.filter, 'm')}${request.onSaleOnly ? sql` AND m.is_on_sale` : sql``}`;
      const page = await db.execute<{ id: number; total: number }>(sql`
        WITH m AS (${matched})
        SELECT m.id, (count(*) OVER ())::int AS total FROM m WHERE ${wanted}
        ORDER BY ${orderBy(request)}
        LIMIT ${request.limit} OFFSET ${request.offset}`);
      let total = page.rows[0]?.total;
      const answer: SearchAnswer = { productIds: page.rows.map((row) => row.id), total: 0, correctedKeyword: null };
      if (request.withFacets || total === undefined) {
        const counts = await db.execute<{ category_id: number | null; in_filter: boolean; on_sale: boolean; count: number }>(sql`
          WITH m AS (${matched})
          SELECT m.category_id, ${categoryCondition(request.filter, 'm')} AS in_filter, m.is_on_sale AS on_sale, count(*)::int AS count
          FROM m GROUP BY 1, 2, 3`);
        const perCategory = new Map<number, number>();
        let onSale = 0;
        let wantedCount = 0;
        for (const row of counts.rows) {
          if (row.category_id === null) continue;
          if (row.in_filter && row.on_sale) onSale += row.count;
          if (!request.onSaleOnly || row.on_sale) perCategory.set(row.category_id, (perCategory.get(row.category_id) ?? 0) + row.count);
          if (row.in_filter && (!request.onSaleOnly || row.on_sale)) wantedCount += row.count;
        }
        total ??= wantedCount;
        if (request.withFacets) {
          const categories = [...perCategory].map(([categoryId, count]) => ({ categoryId, count }));
          categories.sort((a, b) => b.count - a.count || a.categoryId - b.categoryId);
          answer.facets = { categories, onSale };
        }
      }
      answer.total = total;
      answer.correctedKeyword = answer.total > 0 ? correctedKeyword : null;
      return answer;
    },
  };
}
