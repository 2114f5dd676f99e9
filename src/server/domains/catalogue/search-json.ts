// The wire shapes of issue #18: a suggested product (cut from the product JSON, so its guest rule holds)
// and a search page's facets.
import type { ProductJson, SearchFacets } from '../../../shared/schemas/catalogue.ts';
import type { SuggestedProduct } from '../../../shared/schemas/search.ts';
import { toCategoryLink } from './product-json.ts';
import type { CategoryNode } from './category-tree.ts';
import type { KeywordFacets } from './catalogue.service.ts';

/**
 * toProductJson decides what a viewer sees (no price for a guest, stock as the store's settings say); a
 * suggestion keeps a few fields of it: of its stock, only the status (issue #30 Part 3).
 */
export function toSuggestedProductJson(product: ProductJson): SuggestedProduct {
  const json: SuggestedProduct = { id: product.id, sku: product.sku, title: product.title, image: product.image, url: product.url };
  if (product.price !== undefined) json.price = product.price;
  if (product.stock_status !== undefined) json.stock_status = product.stock_status;
  return json;
}

export function toSearchFacetsJson(facets: KeywordFacets): SearchFacets {
  const labels = facetLabels(facets.categories.map(({ category }) => category));
  return {
    categories: facets.categories.map(({ category, count }, index) => ({ ...toCategoryLink(category), title: labels[index] ?? category.title, count })),
    on_sale: facets.onSale,
  };
}

/**
 * The facets' names (issue #26 item 21): a title that two facets share names its parent, 'Skin Care
 * (Continence)'; where that is shared too, the whole trail, 'Care › Continence › Skin Care'.
 */
export function facetLabels(categories: readonly Pick<CategoryNode, 'title' | 'parent'>[]): string[] {
  const repeated = (names: readonly string[]) => {
    const seen = new Map<string, number>();
    for (const name of names) seen.set(name, (seen.get(name) ?? 0) + 1);
    return (name: string) => (seen.get(name) ?? 0) > 1;
  };
  const isTitleRepeated = repeated(categories.map((category) => category.title));
  const withParents = categories.map((category) =>
    isTitleRepeated(category.title) && category.parent ? `${category.title} (${category.parent.title})` : category.title,
  );
  const isLabelRepeated = repeated(withParents);
  return categories.map((category, index) => {
    const label = withParents[index] ?? category.title;
    return isLabelRepeated(label) && category.parent ? trailOf(category).join(' › ') : label;
  });
}

function trailOf(category: Pick<CategoryNode, 'title' | 'parent'>): string[] {
  return category.parent ? [...trailOf(category.parent), category.title] : [category.title];
}
