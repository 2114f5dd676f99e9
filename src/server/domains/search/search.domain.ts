// The search domain (issue #18; its own since issue #27 Part 1): the engines that find products by their
// words (the in-process index, or PostgreSQL), keyword pages and suggestions for the catalogue, and the
// spelling vocabulary, rebuilt by a job after catalogue writes. It reads the catalogue; the catalogue
// reaches it only through the KeywordSearch it is handed (catalogue.types.ts).
import { defineDomain } from '../../assembly/domain.ts';
import type { KeywordSearch } from '../catalogue/catalogue.types.ts';
import { createCatalogueSearch, type CatalogueSearch } from './catalogue-search.ts';
import { createKeywordSearch } from './keyword-search.ts';
import { searchWordsRebuildQueue } from './search.queues.ts';
import { createSearchWordsService, type SearchWordsService } from './search-words.ts';
import { createSearchWordsRepo } from './search-words.repo.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    /** The search engine as configured (SEARCH_ENGINE), with its index's state. */
    catalogueSearch: CatalogueSearch;
    /** Keyword pages and suggestions, as the catalogue asks for them. */
    keywordSearch: KeywordSearch;
    /** The spelling vocabulary, rebuilt by a job after catalogue writes. */
    searchWords: SearchWordsService;
  }
}

export const searchDomain = defineDomain({
  name: 'search',
  services: {
    catalogueSearch: ({ database, config, isServing, log }) =>
      // A CLI run builds no index: it serves no searches, and its changes reach the stores by notice.
      createCatalogueSearch({ database, engine: isServing ? config.searchEngine : 'postgres', log }),
    keywordSearch: (_context, { catalogueSearch }) => createKeywordSearch({ engine: catalogueSearch.engine, synonyms: catalogueSearch.synonyms }),
    searchWords: ({ database, jobs }) => createSearchWordsService({ repo: createSearchWordsRepo(database.db), jobs }),
  },
  jobs: [{ queue: searchWordsRebuildQueue, handler: (_context, { searchWords }) => () => searchWords.rebuild() }],
  close: async ({ catalogueSearch }) => {
    await catalogueSearch?.stop();
  },
});
