// The delivery domain (issue #29 Part 2): delivery zones with their days, cut-offs and freight, and the
// public holidays; checkout asks it for a cart's days and freight, orders for the day one is placed for.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { registerAdminDeliveryRoutes } from './delivery-admin.routes.ts';
import { createDeliveryRepo } from './delivery.repo.ts';
import { createDeliveryService, type DeliveryService } from './delivery.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    /** Delivery zones, days, cut-offs and freight. */
    delivery: DeliveryService;
  }
}

export const deliveryDomain = defineDomain({
  name: 'delivery',
  services: {
    delivery: ({ database, now }, { audit }) => createDeliveryService({ repo: createDeliveryRepo(database.db), transact: transactOn(database.db), audit: audit.write, now }),
  },
  staffRoutes: (scope, { delivery }) => registerAdminDeliveryRoutes(scope, { delivery }),
});
