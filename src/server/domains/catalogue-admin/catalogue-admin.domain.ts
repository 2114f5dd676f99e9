// The catalogue as the merchant's staff keep it (issue #19 Part 1): products, their pictures, the category
// tree and the CSV import and export, under /admin/api/, and the ERP's catalogue writes. It owns the
// catalogue's tables and alone writes them (issue #27 Part 1); the catalogue domain reads them.
import { defineDomain } from '../../assembly/domain.ts';
import { createCatalogueSyncService, type CatalogueSyncService } from './catalogue-sync.service.ts';
import { transactOn } from '../../db/executor.ts';
import { createAdminCategoriesRepo } from './admin-categories.repo.ts';
import { registerAdminCategoriesRoutes } from './admin-categories.routes.ts';
import { createAdminCategoriesService, type AdminCategoriesService } from './admin-categories.service.ts';
import { createAdminProductsRepo } from './admin-products.repo.ts';
import { registerAdminProductsRoutes } from './admin-products.routes.ts';
import { createAdminProductsService, type AdminProductsService } from './admin-products.service.ts';
import { registerAdminCatalogueImportRoutes } from './import/admin-catalogue-import.routes.ts';
import { createCatalogueImportRepo } from './import/catalogue-import.repo.ts';
import { createCatalogueImportService, type CatalogueImportService } from './import/catalogue-import.service.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import { lowStockMailQueue, lowStockSweepQueue } from './catalogue-admin.queues.ts';
import { createLowStockMailJob, createLowStockRun } from './low-stock-mail.ts';
import { createLowStockRepo } from './low-stock.repo.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    adminProducts: AdminProductsService;
    adminCategories: AdminCategoriesService;
    /** The ERP's product and category writes, on the integration batch's transaction (issue #27 Part 1). */
    catalogueSync: CatalogueSyncService;
    /** The back office's CSV import and export (issue #19). */
    catalogueImport: CatalogueImportService;
  }
}

export const catalogueAdminDomain = defineDomain({
  name: 'catalogue-admin',
  services: {
    catalogueSync: () => createCatalogueSyncService(),
    catalogueImport: ({ database, now }, { searchWords }) =>
      createCatalogueImportService({ db: database.db, repo: createCatalogueImportRepo(database.db), transact: transactOn(database.db), searchWords, now }),
    adminProducts: ({ database, config }, { catalogueSearch, media, searchWords }) =>
      createAdminProductsService({
        repo: createAdminProductsRepo(database.db),
        transact: transactOn(database.db),
        search: catalogueSearch,
        media,
        searchWords,
        lowStockThreshold: config.stock.lowThreshold,
      }),
    adminCategories: ({ database }, { accounts, media, catalogue }) =>
      createAdminCategoriesService({
        repo: createAdminCategoriesRepo(database.db),
        transact: transactOn(database.db),
        accounts,
        media,
        invalidate: () => catalogue.invalidate(),
      }),
  },
  jobs: [
    {
      queue: lowStockSweepQueue,
      handler: ({ database, jobs, config, log, now }) => {
        const run = createLowStockRun({ transact: transactOn(database.db), jobs, today: () => storeDayOf(now ? now() : new Date()), defaultThreshold: config.stock.lowThreshold, log });
        return async () => {
          await run.sweep();
        };
      },
    },
    {
      queue: lowStockMailQueue,
      handler: ({ database, mailer, config, log }) =>
        createLowStockMailJob({ repo: createLowStockRepo(database.db), mailer, ordersEmail: config.mail.ordersEmail, publicUrl: config.publicUrl, defaultThreshold: config.stock.lowThreshold, log }),
    },
  ],
  staffRoutes: (scope, { adminProducts, adminCategories, catalogueImport, audit }, { config }) => {
    registerAdminProductsRoutes(scope, { adminProducts, audit, lowStockThreshold: config.stock.lowThreshold });
    registerAdminCategoriesRoutes(scope, { adminCategories, audit });
    registerAdminCatalogueImportRoutes(scope, { catalogueImport, audit });
  },
});
