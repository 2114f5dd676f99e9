// Quick order's side of the catalogue service (issue #9): many typed codes at once, and suggestions for
// the ones that found nothing. Visibility is the service's own (rest_acc applied in the query itself),
// so a product hidden from the account is not found, exactly like a code no product has.
import type { Viewer } from '../../kernel/viewer.ts';
import type { CatalogueMatchRepo, CodeMatch } from './catalogue-match.repo.ts';
import type { CatalogueVisibility } from './catalogue-visibility.ts';
import type { CategoryNode } from './category-tree.ts';
import { correctableTerms, prefixQueryParts, searchTerms } from './search-query.ts';

export type FoundCode = CodeMatch & { category: CategoryNode };
export type ProductSuggestion = { sku: string; title: string; priceCents: number; packSize: number | null };

export function createProductMatching(deps: {
  repo: Pick<CatalogueMatchRepo, 'findProductsByCodes' | 'findSuggestions'> & {
    findSpellingCorrections(terms: string[]): Promise<Map<string, string>>;
  };
  visibility: CatalogueVisibility;
}) {
  const { repo, visibility } = deps;
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
      for (const suggestion of await repo.findSuggestions(visible.everything, tsQueries)) {
        const index = searchable[suggestion.queryIndex];
        if (index !== undefined) answer[index]?.push({ sku: suggestion.sku, title: suggestion.title, priceCents: suggestion.priceCents, packSize: suggestion.packSize });
      }
      return answer;
    },
  };
}
