// The phone-orders domain (issue #30 Part 4): orders the desk takes for an account by phone, placed through
// the orders service's placing code, and the buyer's link to pay one by card.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { cartSettingsOf } from '../cart/cart.service.ts';
import { registerAdminPhoneOrdersRoutes } from './admin-phone-orders.routes.ts';
import { createPhoneOrderPayLinkMailJob } from './phone-order-mail.ts';
import { phoneOrderPayLinkMailQueue } from './phone-orders.queues.ts';
import { registerPhoneOrdersRoutes } from './phone-orders.routes.ts';
import { createPhoneOrdersService, type PhoneOrdersService } from './phone-orders.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    phoneOrders: PhoneOrdersService;
  }
}

export const phoneOrdersDomain = defineDomain({
  name: 'phone-orders',
  services: {
    phoneOrders: ({ database, config, jobs }, { accountAdmin, auth, myAccount, cart, delivery, orders, takenOrders, payments, audit }) =>
      createPhoneOrdersService({
        transact: transactOn(database.db),
        accountAdmin,
        viewers: auth,
        myAccount,
        cart,
        settings: cartSettingsOf(config),
        freight: delivery.freightFor,
        orders,
        takenOrders,
        payments,
        jobs,
        audit: audit.write,
      }),
  },
  jobs: [
    {
      queue: phoneOrderPayLinkMailQueue,
      handler: ({ mailer, config, log }, { takenOrders }) => createPhoneOrderPayLinkMailJob({ takenOrders, mailer, publicUrl: config.publicUrl, log }),
    },
  ],
  routes: (app, { phoneOrders }) => registerPhoneOrdersRoutes(app, { phoneOrders }),
  staffRoutes: (scope, { phoneOrders }) => registerAdminPhoneOrdersRoutes(scope, { phoneOrders }),
});
