// The catalogue's types other domains use (the back office's catalogue and search above all: issue #27 Part 1).
export type { CategoryNode, CategoryRecord, ListingCategoryFilter } from './category-tree.ts';
export type { Product, StoredProduct } from './product.ts';
export type { VisibleCatalogue, VisibleCategories } from './catalogue-visibility.ts';
export type { ListingSort } from './listing-sort.ts';
export type { ProductRow } from './product-rows.repo.ts';
export type { KeywordPage, KeywordSearch, KeywordSuggestions } from './keyword-search.types.ts';
export type { PriceBook, PricedItem } from './price-book.types.ts';
