// The catalogue's types other domains use (the back office's catalogue above all: issue #27 Part 1).
export type { CategoryNode, CategoryRecord, ListingCategoryFilter } from './category-tree.ts';
export type { StoredProduct } from './product.ts';
export type { VisibleCategories } from './catalogue-visibility.ts';
export type { CatalogueSearch } from './search/catalogue-search.ts';
export type { SearchWordsService } from './search/search-words.ts';
