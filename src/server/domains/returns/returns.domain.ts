// The returns domain (issue #30 Part 2): a buyer's returns of delivered goods, decided and received by the
// desk and credited through invoicing's credit notes and fulfilment's card credit.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { registerAdminReturnsRoutes } from './admin-returns.routes.ts';
import { createReturnMailJob } from './return-mail.ts';
import { RETURN_CREDIT_LEASE_SECONDS } from './returns-credit.ts';
import { returnCreditJobSchema, returnCreditQueue, returnMailQueue } from './returns.queues.ts';
import { createReturnsRepo } from './returns.repo.ts';
import { registerReturnsRoutes } from './returns.routes.ts';
import { createReturnsService, type ReturnsService } from './returns.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    returns: ReturnsService;
  }
}

export const returnsDomain = defineDomain({
  name: 'returns',
  services: {
    returns: ({ database, jobs, log }, { creditNotes, fulfilment, audit, orders }) =>
      createReturnsService({
        transact: transactOn(database.db),
        repo: createReturnsRepo(database.db),
        creditNotes,
        cardCredit: () => fulfilment,
        audit: audit.write,
        orders,
        jobs,
        log,
        leaseSeconds: RETURN_CREDIT_LEASE_SECONDS,
      }),
  },
  jobs: [
    {
      queue: returnMailQueue,
      handler: ({ database, mailer, config, log }) => createReturnMailJob({ repo: createReturnsRepo(database.db), mailer, publicUrl: config.publicUrl, log }),
    },
    {
      queue: returnCreditQueue,
      handler: (_context, { returns }) => async (data) => {
        await returns.settleCredit(returnCreditJobSchema.parse(data));
      },
    },
  ],
  routes: (app, { returns }) => registerReturnsRoutes(app, { returns }),
  staffRoutes: (scope, { returns }) => registerAdminReturnsRoutes(scope, { returns }),
});
