// The catalogue domain: categories, products and their prices for a viewer, search and listings.
import { defineDomain } from '../../assembly/domain.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    catalogue: CatalogueService;
  }
}

export const catalogueDomain = defineDomain({
  name: 'catalogue',
  services: { catalogue: ({ database }) => createCatalogueService({ repo: createCatalogueRepo(database.db) }) },
  routes: (app, { catalogue }) => registerCatalogueRoutes(app, { catalogue }),
});
