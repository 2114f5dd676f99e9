// The pricing domain (issue #27): customer groups, price lists with their entries, quantity breaks and
// category rules, and who each list is for; the price book the catalogue prices every product with
// (handed to it by the assembly: catalogue/price-book.types.ts), and the ERP's upserts of it all.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createPriceBook, type KeptPriceBook } from './price-book.ts';
import { followPriceChanges, NOT_FOLLOWING_PRICES, type FollowedPriceChanges } from './price-changes.ts';
import { createPricingSyncService, type PricingSyncService } from './pricing-sync.service.ts';
import { createPricingRepo } from './pricing.repo.ts';
import { registerPricingRoutes } from './pricing.routes.ts';
import { registerAdminPricingRoutes } from './admin-pricing.routes.ts';
import { createPricingAdminRepo } from './pricing-admin.repo.ts';
import { createPricingAdminService, type PricingAdminService } from './pricing-admin.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    /** Contract prices heard as they change, in a serving process. */
    priceChanges: FollowedPriceChanges;
    /** Each product's price schedule for an account. */
    priceBook: KeptPriceBook;
    /** The ERP's upserts of groups and price lists. */
    pricingSync: PricingSyncService;
    /** The back office's price lists, groups and price check. */
    pricingAdmin: PricingAdminService;
  }
}

export const pricingDomain = defineDomain({
  name: 'pricing',
  services: {
    priceChanges: ({ database, config, isServing, log }) => (isServing && config.catalogueNotices ? followPriceChanges(database, log) : NOT_FOLLOWING_PRICES),
    priceBook: ({ database, now }, { priceChanges }) => createPriceBook({ repo: createPricingRepo(database.db), changes: priceChanges, now }),
    pricingSync: ({ database }, { audit, priceBook }) => createPricingSyncService({ transact: transactOn(database.db), audit: audit.write, onChanged: priceBook.forgetAll }),
    pricingAdmin: ({ database, now }, { audit, priceBook }) =>
      createPricingAdminService({ repo: createPricingAdminRepo(database.db), transact: transactOn(database.db), audit: audit.write, prices: priceBook, onChanged: priceBook.forgetAll, now }),
  },
  routes: (app, { pricingSync }) => registerPricingRoutes(app, { sync: pricingSync }),
  staffRoutes: (scope, { pricingAdmin }) => registerAdminPricingRoutes(scope, { pricingAdmin }),
  close: async ({ priceChanges }) => {
    await priceChanges?.stop();
  },
});
