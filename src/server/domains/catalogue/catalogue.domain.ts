// The catalogue domain: categories, products and their prices for a viewer, search and listings. The
// back office's catalogue, which writes them, is catalogue-admin's.
import { defineDomain } from '../../assembly/domain.ts';
import { followCatalogueChanges, NOT_FOLLOWING } from './catalogue-changes.ts';
import type { CatalogueChanges } from './catalogue-changes.types.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.service.ts';
import { searchWordsRebuildQueue } from './catalogue.queues.ts';
import { createCatalogueSearch, type CatalogueSearch } from './search/catalogue-search.ts';
import { createSearchWordsService, type SearchWordsService } from './search/search-words.ts';
import { createSearchWordsRepo } from './search/search-words.repo.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    catalogue: CatalogueService;
    /** The search engine the catalogue searches with (issue #18). */
    catalogueSearch: CatalogueSearch;
    /** Catalogue changes committed by any process, heard as they commit (issue #19). */
    catalogueChanges: CatalogueChanges;
    /** The spelling vocabulary, rebuilt by a job after catalogue writes. */
    searchWords: SearchWordsService;
  }
}

export const catalogueDomain = defineDomain({
  name: 'catalogue',
  services: {
    catalogueSearch: ({ database, config, isServing, log }) =>
      // A CLI run builds no index: it serves no searches, and its changes reach the stores by notice.
      createCatalogueSearch({ database, engine: isServing ? config.searchEngine : 'postgres', log }),
    catalogueChanges: ({ database, config, isServing, log }) => (isServing && config.catalogueNotices ? followCatalogueChanges(database, log) : NOT_FOLLOWING),
    catalogue: ({ database }, { catalogueSearch, catalogueChanges }) =>
      createCatalogueService({ repo: createCatalogueRepo(database.db), search: catalogueSearch, changes: catalogueChanges }),
    searchWords: ({ database, jobs }) => createSearchWordsService({ repo: createSearchWordsRepo(database.db), jobs }),
  },
  jobs: [{ queue: searchWordsRebuildQueue, handler: (_context, { searchWords }) => () => searchWords.rebuild() }],
  routes: (app, { catalogue }) => registerCatalogueRoutes(app, { catalogue }),
  close: async ({ catalogueSearch, catalogueChanges }) => {
    await Promise.all([catalogueSearch?.stop(), catalogueChanges?.stop()]);
  },
});
