// The residents domain: the Resident Tracker (residents, their usage, standing orders and order times).
import { defineDomain } from '../../assembly/domain.ts';
import { cartSettingsOf } from '../cart/cart.service.ts';
import { createResidentTracker, registerResidentTrackerRoutes, type ResidentTracker } from './resident-tracker.ts';
import { standingOrderMailQueue, standingOrderRunQueue, standingOrdersSweepQueue } from './residents.queues.ts';
import { createStandingOrderMailJob } from './standing-order-mail.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    residentTracker: ResidentTracker;
  }
}

export const residentsDomain = defineDomain({
  name: 'residents',
  services: {
    residentTracker: ({ database, config, jobs, log, now }, { catalogue, catalogueChanges, priceChanges, cart, auth, addresses, myAccount, orders, delivery }) =>
      createResidentTracker(database.db, {
        catalogue,
        catalogueChanges,
        priceChanges,
        cart,
        auth,
        addresses,
        accounts: myAccount,
        orders,
        cartSettings: cartSettingsOf(config),
        freight: delivery.freightFor,
        jobs,
        answerCacheTtlMs: config.residentCacheTtlMs,
        log,
        now,
      }),
  },
  jobs: [
    {
      queue: standingOrdersSweepQueue,
      handler: (_context, { residentTracker }) => async () => {
        await residentTracker.standingOrders.sweep();
      },
    },
    {
      queue: standingOrderRunQueue,
      handler: (_context, { residentTracker }) => async (data) => {
        await residentTracker.standingOrders.run(runJobData(data));
      },
    },
    {
      queue: standingOrderMailQueue,
      handler: ({ mailer, config, log }, { residentTracker }) =>
        createStandingOrderMailJob({ standingOrders: residentTracker.standingOrders, mailer, publicUrl: config.publicUrl, log }),
    },
  ],
  routes: (app, { residentTracker }) => registerResidentTrackerRoutes(app, residentTracker),
});

function runJobData(data: unknown): { accountId: number; runOn: string } {
  const { accountId, runOn } = (data ?? {}) as { accountId?: unknown; runOn?: unknown };
  if (typeof accountId !== 'number' || typeof runOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(runOn)) throw new Error('a standing order run job without its account and day');
  return { accountId, runOn };
}
