// One search interface (issue #18), served by the in-process index (memory-engine.ts) or by PostgreSQL's
// full-text search (postgres-engine.ts): SEARCH_ENGINE=memory|postgres. A search server would plug in here.
import type { VisibleCategories } from '../catalogue/catalogue.types.ts';
import type { ListingSort } from '../catalogue/catalogue.types.ts';
import type { Product } from '../catalogue/catalogue.types.ts';
import type { CategoryWords } from './category-words.ts';

export type SearchRequest = {
  /** searchTerms(keyword): lower-case words, stop words out, at most 8; every one must match. */
  terms: string[];
  /** The keyword as typed: an exact SKU, or a SKU prefix of 4+ characters, ranks first. */
  keyword: string;
  /** No spelling correction: a word no product holds matches nothing ('Search instead for …'). */
  isAsTyped: boolean;
  /** The categories the viewer may see (rest_acc): nothing outside them is found or counted. */
  visible: VisibleCategories;
  /** The categories asked for, within the visible ones. */
  filter: VisibleCategories;
  onSaleOnly: boolean;
  /** Issue #30 Part 3: only products in stock or untracked (the 'In stock' filter); the facets count only them too. */
  inStockOnly?: boolean;
  sort: ListingSort;
  /** Every category id in tree order, for the 'category' sort. */
  categoryOrder: readonly number[];
  limit: number;
  offset: number;
  /** Count the facets (the search page); suggestions and pickers need none. */
  withFacets: boolean;
  /**
   * The categories' words (issue #26 item 22): a term may match the words of a product's category trail
   * instead of its own text, as long as some term matches its own text. A Map, so it stays out of the
   * memory engine's key for remembered answers (it follows the category tree, as the answer bytes do).
   */
  categoryWords?: CategoryWords;
};

export type SearchFacetCounts = {
  /** Matches per category, on-special filter applied (not the category filter); most first. */
  categories: { categoryId: number; count: number }[];
  /** Matches on special, category filter applied (not the on-special filter). */
  onSale: number;
};

export type SearchAnswer = {
  /** One page of matching product ids, in order. */
  productIds: number[];
  /** The same page's products, when the engine holds them (the memory engine): no query is needed. */
  products?: Product[];
  /** Every match, exactly. */
  total: number;
  /** The words searched for when a misspelt word was corrected ('nitrile gloves' for 'nitirle gloves'). */
  correctedKeyword: string | null;
  facets?: SearchFacetCounts;
};

export type SearchEngineName = 'memory' | 'postgres';

export type SearchEngine = {
  name: SearchEngineName;
  search(request: SearchRequest): Promise<SearchAnswer>;
  /**
   * A number that moves whenever an answer could change, or null when answers may not be kept (the engine
   * is catching up, or cannot tell): whole answers are then kept while it stays the same (answer-bytes.ts).
   * An engine without it (PostgreSQL: other processes write) is never kept.
   */
  answerStamp?(): number | null;
  /**
   * How many products a category listing holds (active, in `filter`'s categories, on special and in stock if asked), from
   * what the engine holds; null when it cannot tell (not built, or not hearing changes): count in PostgreSQL.
   */
  countListed?(filter: VisibleCategories, onSaleOnly: boolean, inStockOnly: boolean): Promise<number | null>;
};

/** Whether a category passes a viewer's filter. */
export function categoryTest(filter: VisibleCategories): (categoryId: number) => boolean {
  if (filter.kind === 'all') return () => true;
  const ids = new Set(filter.ids);
  return filter.kind === 'in' ? (id) => ids.has(id) : (id) => !ids.has(id);
}
