// The fast-orders domain: saved order lists, ordered again in one go.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createFastOrdersRepo } from './fast-orders.repo.ts';
import { registerFastOrdersRoutes } from './fast-orders.routes.ts';
import { createFastOrdersService, type FastOrdersService } from './fast-orders.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    fastOrders: FastOrdersService;
  }
}

export const fastOrdersDomain = defineDomain({
  name: 'fast-orders',
  services: {
    fastOrders: ({ database }, { catalogue, cart, orders }) =>
      createFastOrdersService({ repo: createFastOrdersRepo(database.db), transact: transactOn(database.db), catalogue, cart, orders }),
  },
  routes: (app, { fastOrders }) => registerFastOrdersRoutes(app, { fastOrders }),
});
