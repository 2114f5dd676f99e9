// The catalogue domain: categories, products and their prices for a viewer, search and listings.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.service.ts';
import { createCatalogueSearch, type CatalogueSearch } from './search/catalogue-search.ts';
import { registerAdminCatalogueImportRoutes } from './import/admin-catalogue-import.routes.ts';
import { createCatalogueImportRepo } from './import/catalogue-import.repo.ts';
import { createCatalogueImportService, type CatalogueImportService } from './import/catalogue-import.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    catalogue: CatalogueService;
    /** The search engine the catalogue searches with (issue #18). */
    catalogueSearch: CatalogueSearch;
    /** The back office's CSV import and export (issue #19). */
    catalogueImport: CatalogueImportService;
  }
}

export const catalogueDomain = defineDomain({
  name: 'catalogue',
  services: {
    catalogueSearch: ({ database, config, isServing, log }) =>
      // A CLI run builds no index: it serves no searches, and its changes reach the stores by notice.
      createCatalogueSearch({ database, engine: isServing ? config.searchEngine : 'postgres', log }),
    catalogue: ({ database }, { catalogueSearch }) => createCatalogueService({ repo: createCatalogueRepo(database.db), search: catalogueSearch }),
    catalogueImport: ({ database, now }) =>
      createCatalogueImportService({ db: database.db, repo: createCatalogueImportRepo(database.db), transact: transactOn(database.db), now }),
  },
  routes: (app, { catalogue }) => registerCatalogueRoutes(app, { catalogue }),
  staffRoutes: (scope, { catalogueImport, audit }) => registerAdminCatalogueImportRoutes(scope, { catalogueImport, audit }),
  close: async ({ catalogueSearch }) => catalogueSearch?.stop(),
});
