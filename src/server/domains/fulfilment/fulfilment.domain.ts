// The fulfilment domain: the back office moves placed orders through to delivery (issue #17 Part 3).
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { registerAdminOrdersRoutes } from './admin-orders.routes.ts';
import { registerOrderDeskRoutes } from './order-desk.routes.ts';
import { registerShipmentRoutes } from './shipments.routes.ts';
import { registerOrderChangeRoutes } from './order-changes.routes.ts';
import { cardCreditClaimJobSchema, cardCreditClaimQueue, refundClaimJobSchema, refundClaimQueue } from './fulfilment.queues.ts';
import { createFulfilmentService, type FulfilmentService } from './fulfilment.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    fulfilment: FulfilmentService;
  }
}

export const fulfilmentDomain = defineDomain({
  name: 'fulfilment',
  services: {
    fulfilment: ({ database, jobs, log }, { orders, payments, audit, invoicing, creditNotes, cart, creditControl }) =>
      createFulfilmentService({ transact: transactOn(database.db), orders, payments, jobs, audit: audit.write, log, invoicing, creditNotes, cart, credit: creditControl }),
  },
  jobs: [
    {
      queue: refundClaimQueue,
      handler: (_context, { fulfilment }) => async (data) => {
        const job = refundClaimJobSchema.parse(data);
        const settled = await fulfilment.settleRefundClaim(job);
        if (settled.kind === 'fresh') await fulfilment.requeueRefundClaim(job, settled.retryInSeconds);
      },
    },
    {
      queue: cardCreditClaimQueue,
      handler: (_context, { fulfilment }) => async (data) => {
        const job = cardCreditClaimJobSchema.parse(data);
        const settled = await fulfilment.settleCardCreditClaim(job);
        if (settled.kind === 'fresh') await fulfilment.requeueCardCreditClaim(job, settled.retryInSeconds);
      },
    },
  ],
  staffRoutes: (scope, { fulfilment, orders, takenOrders }) => {
    registerAdminOrdersRoutes(scope, { fulfilment, takenOrders });
    registerOrderDeskRoutes(scope, { fulfilment });
    registerShipmentRoutes(scope, { fulfilment, orders });
    registerOrderChangeRoutes(scope, { fulfilment });
  },
});
