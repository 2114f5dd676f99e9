// The wire shapes of issue #18: a suggested product (cut from the product JSON, so its guest rule holds)
// and a search page's facets.
import type { ProductJson, SearchFacets } from '../../../../shared/schemas/catalogue.ts';
import type { SuggestedProduct } from '../../../../shared/schemas/search.ts';
import { toCategoryLink } from '../product-json.ts';
import type { KeywordFacets } from './keyword-search.ts';

/** toProductJson decides what a viewer sees (no price for a guest); a suggestion keeps a few fields of it. */
export function toSuggestedProductJson(product: ProductJson): SuggestedProduct {
  const json: SuggestedProduct = { id: product.id, sku: product.sku, title: product.title, image: product.image, url: product.url };
  return product.price === undefined ? json : { ...json, price: product.price };
}

export function toSearchFacetsJson(facets: KeywordFacets): SearchFacets {
  return {
    categories: facets.categories.map(({ category, count }) => ({ ...toCategoryLink(category), count })),
    on_sale: facets.onSale,
  };
}
