// The demo store's data (issue #27 Part 1): seeded into an empty embedded database at start-up and by
// `npm run cli -- seed:demo`, through the services of the domains that own what it writes.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createDemoService, type DemoService } from './demo.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    demo: DemoService;
  }
}

export const demoDomain = defineDomain({
  name: 'demo',
  services: {
    demo: ({ database }, { accounts, addresses, content, pricingSync, delivery }) =>
      createDemoService({ db: database.db, transact: transactOn(database.db), accounts, addresses, content, pricing: pricingSync, delivery }),
  },
});
