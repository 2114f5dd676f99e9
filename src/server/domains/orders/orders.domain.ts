// The orders domain: placing an order, its number and confirmation e-mail, and the order history.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createMerchantOrderMailJob } from './merchant-order-mail.ts';
import { createOrderConfirmationJob } from './order-mail-job.ts';
import { createOrderStatusMailJob } from './order-status-mail.ts';
import { merchantOrderMailQueue, orderChangeMailQueue, orderConfirmationMailQueue, orderShipmentMailQueue, orderStatusMailQueue } from './orders.queues.ts';
import { createOrderShipmentMailJob } from './order-shipment-mail.ts';
import { createOrderChangeMailJob } from './order-change-mail.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { registerOrdersRoutes } from './orders.routes.ts';
import { createOrdersService, type OrdersService } from './orders.service.ts';
import { createTakenOrdersRepo } from './taken-orders.repo.ts';
import { createTakenOrdersService, type TakenOrdersService } from './taken-orders.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    orders: OrdersService;
    /** Issue #30 Part 4: orders the desk takes for an account (the staff mark, a card order awaiting the buyer). */
    takenOrders: TakenOrdersService;
  }
}

export const ordersDomain = defineDomain({
  name: 'orders',
  services: {
    orders: ({ database, jobs }, services) =>
      createOrdersService({
        repo: createOrdersRepo(database.db),
        transact: transactOn(database.db),
        cart: services.cart,
        jobs,
        invoicing: services.invoicing,
        credit: services.creditControl,
        // Read when an order is placed: approvals itself places approved orders through this service.
        approvals: { reasonsIn: (...args) => services.approvals.reasonsIn(...args), holdIn: (...args) => services.approvals.holdIn(...args) },
        delivery: services.delivery,
      }),
    takenOrders: ({ database }) => createTakenOrdersService({ repo: createTakenOrdersRepo(database.db) }),
  },
  jobs: [
    {
      queue: orderConfirmationMailQueue,
      handler: ({ database, mailer, config, log }) => createOrderConfirmationJob({ repo: createOrdersRepo(database.db), mailer, publicUrl: config.publicUrl, log }),
    },
    {
      queue: merchantOrderMailQueue,
      handler: ({ database, mailer, config, log }) => createMerchantOrderMailJob({ repo: createOrdersRepo(database.db), mailer, ordersEmail: config.mail.ordersEmail, publicUrl: config.publicUrl, log }),
    },
    {
      queue: orderShipmentMailQueue,
      handler: ({ database, mailer, config, log }) => createOrderShipmentMailJob({ repo: createOrdersRepo(database.db), mailer, publicUrl: config.publicUrl, trackingUrlTemplates: config.trackingUrlTemplates, log }),
    },
    {
      queue: orderChangeMailQueue,
      handler: ({ database, mailer, config, log }) => createOrderChangeMailJob({ repo: createOrdersRepo(database.db), mailer, publicUrl: config.publicUrl, log }),
    },
    {
      queue: orderStatusMailQueue,
      handler: ({ database, mailer, config, log }) => createOrderStatusMailJob({ repo: createOrdersRepo(database.db), mailer, publicUrl: config.publicUrl, trackingUrlTemplates: config.trackingUrlTemplates, log }),
    },
  ],
  routes: (app, { orders, takenOrders }) => registerOrdersRoutes(app, { orders, takenOrders }),
});
