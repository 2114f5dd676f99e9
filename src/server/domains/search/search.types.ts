// The search domain's types other domains use: the engine as configured (the back office's product list
// searches with it) and the spelling vocabulary's rebuilds.
export type { CatalogueSearch } from './catalogue-search.ts';
export type { SearchWordsService } from './search-words.ts';
export type { SearchWordsRebuilds } from './search-words.types.ts';
