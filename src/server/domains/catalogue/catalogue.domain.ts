// The catalogue domain: categories, products and their prices for a viewer, listings, and the answers to
// keyword searches (found by the search domain's engine). The back office's catalogue, which writes
// them, is catalogue-admin's.
import { defineDomain } from '../../assembly/domain.ts';
import { followCatalogueChanges, NOT_FOLLOWING } from './catalogue-changes.ts';
import type { CatalogueChanges } from './catalogue-changes.types.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    catalogue: CatalogueService;
    /** Catalogue changes committed by any process, heard as they commit (issue #19). */
    catalogueChanges: CatalogueChanges;
  }
}

export const catalogueDomain = defineDomain({
  name: 'catalogue',
  services: {
    catalogueChanges: ({ database, config, isServing, log }) => (isServing && config.catalogueNotices ? followCatalogueChanges(database, log) : NOT_FOLLOWING),
    catalogue: ({ database }, { keywordSearch, catalogueChanges, priceBook }) =>
      createCatalogueService({ repo: createCatalogueRepo(database.db), search: keywordSearch, changes: catalogueChanges, prices: priceBook }),
  },
  routes: (app, { catalogue }, { config }) => registerCatalogueRoutes(app, { catalogue, stock: config.stock }),
  close: async ({ catalogueChanges }) => {
    await catalogueChanges?.stop();
  },
});
