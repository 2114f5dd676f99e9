// Quick order's side of the catalogue service (issue #9): many typed codes at once, and suggestions for
// the ones that found nothing. Visibility is the service's own (rest_acc applied in the query itself),
// so a product hidden from the account is not found, exactly like a code no product has.
import type { Viewer } from '../../kernel/viewer.ts';
import type { CatalogueMatchRepo, CodeMatch } from './catalogue-match.repo.ts';
import type { CatalogueVisibility } from './catalogue-visibility.ts';
import type { CategoryNode } from './category-tree.ts';
import { correctableTerms, prefixQueryParts, searchTerms } from './search-query.ts';
import { ownSchedule, resolvePrice, type PriceSchedule } from '../../../shared/price-resolver.ts';
import { productOwnSchedule, type ProductPrice, type ViewerPrices } from './viewer-prices.ts';

/** `price`: the product's for a contract viewer (issue #27); `cellSchedule`: the typed cell's for them. */
export type FoundCode = CodeMatch & { category: CategoryNode; price?: ProductPrice; cellSchedule?: PriceSchedule };
export type ProductSuggestion = { sku: string; title: string; priceCents: number; packSize: number | null };

export function createProductMatching(deps: {
  repo: Pick<CatalogueMatchRepo, 'findProductsByCodes' | 'findSuggestions'> & {
    findSpellingCorrections(terms: string[]): Promise<Map<string, string>>;
  };
  visibility: CatalogueVisibility;
  viewerPrices: ViewerPrices;
}) {
  const { repo, visibility, viewerPrices } = deps;
  return {
    /** Each distinct code's product (SKU, a cell's SKU, then title; case aside), as the viewer may see it. One query. */
    async findProductsByCodes(codes: readonly string[], viewer: Viewer): Promise<Map<string, FoundCode>> {
      const visible = await visibility.forViewer(viewer);
      const found = await repo.findProductsByCodes(visible.everything, codes);
      // A category hanging from no top level is unreachable in the catalogue: its products are not found either.
      const categories = await visible.categoriesOf([...found.values()].map((match) => match.product.categoryId));
      const answer = new Map<string, FoundCode>();
      for (const [code, match] of found) {
        const category = categories.get(match.product.categoryId);
        if (category) answer.set(code, { ...match, category });
      }
      // A contract viewer's prices: each product's, and each typed cell's (at its own price).
      const entries = [...answer.values()];
      const prices = await viewerPrices.forProducts(viewer, entries);
      const cells = entries.filter((entry) => entry.cell);
      const owned = cells.map((entry) => ({ sku: entry.cell?.sku ?? '', category: entry.category, own: ownSchedule(entry.cell?.priceCents ?? 0, entry.cell?.priceCents ?? 0, false) }));
      const cellSchedules = (await viewerPrices.schedulesOf(viewer, owned)) ?? owned.map((item) => item.own);
      entries.forEach((entry, index) => {
        const price = prices?.[index];
        if (price) entry.price = price;
      });
      cells.forEach((entry, index) => {
        const schedule = cellSchedules[index];
        if (schedule) entry.cellSchedule = schedule;
      });
      return answer;
    },

    /**
     * Up to three products for each query, from the catalogue's search with its spelling corrections
     * (pg_trgm): every term matching first, then any. Two queries, whatever the number of queries.
     */
    async suggestProducts(queries: readonly string[], viewer: Viewer): Promise<ProductSuggestion[][]> {
      const termsOf = queries.map((query) => searchTerms(query));
      const answer: ProductSuggestion[][] = queries.map(() => []);
      const searchable = termsOf.flatMap((terms, index) => (terms.length > 0 ? [index] : []));
      if (searchable.length === 0) return answer;
      const corrections = await repo.findSpellingCorrections([...new Set(termsOf.flatMap((terms) => correctableTerms(terms)))]);
      const visible = await visibility.forViewer(viewer);
      const tsQueries = searchable.map((index) => {
        const parts = prefixQueryParts(termsOf[index] ?? [], corrections).map((part) => `(${part})`);
        return { all: parts.join(' & '), any: parts.join(' | ') };
      });
      const suggestions = await repo.findSuggestions(visible.everything, tsQueries);
      const categories = await visible.categoriesOf(suggestions.map((suggestion) => suggestion.categoryId));
      const schedules = await viewerPrices.schedulesOf(
        viewer,
        suggestions.map((suggestion) => ({ sku: suggestion.sku, category: categories.get(suggestion.categoryId), own: productOwnSchedule(suggestion) })),
      );
      suggestions.forEach((suggestion, at) => {
        const index = searchable[suggestion.queryIndex];
        const schedule = schedules?.[at];
        const priceCents = schedule ? resolvePrice(schedule, 1).priceCents : suggestion.priceCents;
        if (index !== undefined) answer[index]?.push({ sku: suggestion.sku, title: suggestion.title, priceCents, packSize: suggestion.packSize });
      });
      return answer;
    },
  };
}
