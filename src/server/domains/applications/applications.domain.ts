// The applications domain: trade account applications, and opening an account from one (or declining it).
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { registerAdminApplicationsRoutes } from './admin-applications.routes.ts';
import { createApplicationDeclinedMailJob } from './application-declined-mail.ts';
import { createApplicationMailJob } from './application-mail.ts';
import { applicationDeclinedMailQueue, tradeApplicationMailQueue } from './applications.queues.ts';
import { createApplicationsRepo } from './applications.repo.ts';
import { registerApplicationsRoutes } from './applications.routes.ts';
import { createApplicationsService, type ApplicationsService } from './applications.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    applications: ApplicationsService;
  }
}

export const applicationsDomain = defineDomain({
  name: 'applications',
  services: {
    applications: ({ database, jobs, now }, { accounts, colleagues, addresses }) =>
      createApplicationsService({ repo: createApplicationsRepo(database.db), transact: transactOn(database.db), jobs, accounts, colleagues, addresses, now }),
  },
  jobs: [
    {
      queue: tradeApplicationMailQueue,
      handler: ({ database, mailer, config, log }) =>
        createApplicationMailJob({ repo: createApplicationsRepo(database.db), mailer, merchantEmail: config.mail.merchantEmail, log }),
    },
    {
      queue: applicationDeclinedMailQueue,
      handler: ({ database, mailer, log }) => createApplicationDeclinedMailJob({ repo: createApplicationsRepo(database.db), mailer, log }),
    },
  ],
  routes: (app, { applications }) => registerApplicationsRoutes(app, { applications }),
  staffRoutes: (scope, { applications, audit }) => registerAdminApplicationsRoutes(scope, { applications, audit }),
});
