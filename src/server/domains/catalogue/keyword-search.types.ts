// What the catalogue asks of the search domain (issue #27 Part 1): keyword pages and suggestions, the
// engine's counts and its answer stamp. The search domain implements it (search/keyword-search.ts) and the
// assembly hands it to the catalogue, so the catalogue never imports the engines: it makes the ids the
// engine answers into the viewer's products itself.
import type { ProductsQuery } from '../../../shared/schemas/catalogue.ts';
import type { VisibleCatalogue, VisibleCategories } from './catalogue-visibility.ts';
import type { CategoryNode } from './category-tree.ts';
import type { ListingSort } from './listing-sort.ts';
import type { Product } from './product.ts';

export type KeywordPage = {
  /** The page's product ids, in order. */
  productIds: number[];
  /** The same page's products, when the engine holds them (no query is needed). */
  products?: Product[];
  total: number;
  correctedKeyword: string | null;
  /** Matches per category (most first, the first 20) and on special. */
  facetCounts: { categories: { categoryId: number; count: number }[]; onSale: number };
  /** The words left out when no product matched them all (issue #26 item 22); empty when none were. */
  leftOutWords: string[];
};

export type KeywordSuggestions = { productIds: number[]; products?: Product[]; categories: CategoryNode[] };

export type KeywordSearch = {
  searchPage(input: {
    query: ProductsQuery;
    /** searchTerms(query.keyword), as the caller already made them. */
    terms: string[];
    visible: VisibleCatalogue;
    filter: VisibleCategories;
    sort: ListingSort;
  }): Promise<KeywordPage>;
  /** Up to 8 products and 3 categories for what the buyer has typed so far. */
  suggest(text: string, visible: VisibleCatalogue): Promise<KeywordSuggestions>;
  /** A category listing's count from what the engine holds; null: count in PostgreSQL. */
  countListed(filter: VisibleCategories, onSaleOnly: boolean, inStockOnly: boolean): Promise<number | null>;
  /** A number that moves whenever an answer could change; null when answers may not be kept. */
  answerStamp(): number | null;
};
