// What the catalogue asks of the search engine (its KeywordSearch, catalogue.types.ts): a page of keyword
// results with facets (the search page, GET /api/products?keyword=) and suggestions as the buyer types
// (GET /api/search/suggest). It answers product ids (and the products, where the engine holds them);
// the catalogue makes them the viewer's products.
import { SUGGEST_CATEGORY_LIMIT, SUGGEST_PRODUCT_LIMIT } from '../../../shared/schemas/search.ts';
import { searchTerms, sizeWordText } from '../catalogue/catalogue.service.ts';
import type { CategoryNode, KeywordPage, KeywordSearch, KeywordSuggestions, VisibleCatalogue } from '../catalogue/catalogue.types.ts';
import { categoryWordsOf } from './category-words.ts';
import type { SearchAnswer, SearchEngine, SearchRequest } from './search-engine.ts';
import { textWords } from './search-text.ts';
import { withSynonyms, type Synonyms } from './synonyms.ts';

/** Most categories a search page's facet lists (the rest are rarely worth a line). */
export const FACET_CATEGORY_LIMIT = 20;

export function createKeywordSearch(deps: { engine: SearchEngine; synonyms: Synonyms }): KeywordSearch {
  const { engine } = deps;

  return {
    countListed: (filter, onSaleOnly, inStockOnly) => engine.countListed?.(filter, onSaleOnly, inStockOnly) ?? Promise.resolve(null),
    answerStamp: () => engine.answerStamp?.() ?? null,

    async searchPage(input): Promise<KeywordPage> {
      const { query, visible } = input;
      const keyword = query.keyword ?? '';
      const request: SearchRequest = {
        terms: input.terms,
        keyword,
        isAsTyped: query.as_typed ?? false,
        visible: visible.everything,
        filter: input.filter,
        onSaleOnly: query.on_sale ?? false,
        inStockOnly: query.in_stock ?? false,
        sort: input.sort,
        categoryOrder: visible.categoryOrder,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
        withFacets: true,
        categoryWords: categoryWordsOf(visible.menu().roots),
      };
      const { answer, leftOutWords } = await searchOrPartly(engine, request);
      return {
        productIds: answer.productIds,
        ...(answer.products ? { products: answer.products } : {}),
        total: answer.total,
        correctedKeyword: answer.correctedKeyword,
        leftOutWords,
        facetCounts: { categories: (answer.facets?.categories ?? []).slice(0, FACET_CATEGORY_LIMIT), onSale: answer.facets?.onSale ?? 0 },
      };
    },

    /** Up to 8 products and 3 categories for what the buyer has typed so far (from one character). */
    async suggest(text: string, visible: VisibleCatalogue): Promise<KeywordSuggestions> {
      const terms = searchTerms(text);
      if (terms.length === 0) return { productIds: [], categories: [] };
      const answer = await engine.search({
        terms,
        keyword: text,
        isAsTyped: false,
        visible: visible.everything,
        filter: visible.everything,
        onSaleOnly: false,
        inStockOnly: false,
        sort: { key: 'relevance', direction: 'desc' },
        categoryOrder: visible.categoryOrder,
        limit: SUGGEST_PRODUCT_LIMIT,
        offset: 0,
        withFacets: false,
        categoryWords: categoryWordsOf(visible.menu().roots),
      });
      return {
        productIds: answer.productIds,
        ...(answer.products ? { products: answer.products } : {}),
        categories: matchingCategories(visible, terms, deps.synonyms),
      };
    },
  };
}

/**
 * The search, or when no product holds every term, the best partial match (issue #26 item 22): a page is
 * never empty while some products hold some of the words. Terms no product holds alone go first; then,
 * one at a time, the term whose leaving out finds the most products (the later word on a tie), until
 * something is found. Only a search that found nothing pays for this: one search per term, then per pair
 * left, at most 36 for 8 terms (remembered answers on the memory engine).
 */
async function searchOrPartly(engine: SearchEngine, request: SearchRequest): Promise<{ answer: SearchAnswer; leftOutWords: string[] }> {
  const answer = await engine.search(request);
  if (answer.total > 0 || request.terms.length < 2) return { answer, leftOutWords: [] };
  const count = async (terms: readonly string[]) =>
    (await engine.search({ ...request, terms: [...terms], keyword: terms.join(' '), limit: 0, offset: 0, withFacets: false })).total;
  const alone = await Promise.all(request.terms.map((term) => count([term])));
  let kept = request.terms.filter((_term, index) => (alone[index] ?? 0) > 0);
  // A number or a letter or two alone ('1' of 'TFD-1') finds products by chance, not by what was meant.
  if (!kept.some(isWordWorthKeeping)) return { answer, leftOutWords: [] };
  let keptTotal = kept.length === 1 ? 1 : await count(kept);
  while (keptTotal === 0 && kept.length > 1) {
    const current = kept;
    const totals = await Promise.all(current.map((_term, index) => count(current.filter((_other, at) => at !== index))));
    const leaveOut = totals.lastIndexOf(Math.max(...totals));
    kept = current.filter((_term, index) => index !== leaveOut);
    keptTotal = totals[leaveOut] ?? 0;
  }
  const partly = await engine.search({ ...request, terms: kept, keyword: kept.join(' ') });
  if (partly.total === 0 || !kept.some(isWordWorthKeeping)) return { answer, leftOutWords: [] };
  return { answer: partly, leftOutWords: request.terms.filter((term) => !kept.includes(term)).map(sizeWordText) };
}

/** A partial match keeps at least one term of 3+ characters holding a letter. */
function isWordWorthKeeping(term: string): boolean {
  return term.length >= 3 && /\p{L}/u.test(term);
}

/** Visible categories whose title has a word starting with each term (or a synonym): shallowest first. */
function matchingCategories(visible: VisibleCatalogue, terms: readonly string[], synonyms: Synonyms): CategoryNode[] {
  const { roots, hidden } = visible.menu();
  const found: CategoryNode[] = [];
  const visit = (node: CategoryNode) => {
    if (hidden.has(node.id)) return;
    const words = textWords(node.title);
    if (terms.every((term) => withSynonyms(term, synonyms).some((word) => words.some((titleWord) => titleWord.startsWith(word))))) found.push(node);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  found.sort((a, b) => depthOf(a) - depthOf(b) || a.order - b.order);
  return found.slice(0, SUGGEST_CATEGORY_LIMIT);
}

function depthOf(node: CategoryNode): number {
  return node.parent ? depthOf(node.parent) + 1 : 0;
}
