// The newsletter domain: sign-ups confirmed by e-mail, and signed unsubscribe links.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createNewsletterConfirmationJob } from './newsletter-mail.ts';
import { newsletterConfirmationMailQueue } from './newsletter.queues.ts';
import { createNewsletterRepo } from './newsletter.repo.ts';
import { registerAdminNewsletterRoutes, registerNewsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService, type NewsletterService } from './newsletter.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    newsletter: NewsletterService;
  }
}

export const newsletterDomain = defineDomain({
  name: 'newsletter',
  services: {
    newsletter: ({ database, jobs, storeSecret, now }) =>
      createNewsletterService({ repo: createNewsletterRepo(database.db), transact: transactOn(database.db), jobs, secret: storeSecret, now }),
  },
  jobs: [
    {
      queue: newsletterConfirmationMailQueue,
      handler: ({ database, mailer, config, storeSecret, log, now }) =>
        createNewsletterConfirmationJob({ repo: createNewsletterRepo(database.db), mailer, publicUrl: config.publicUrl, secret: storeSecret, log, now: now ?? (() => new Date()) }),
    },
  ],
  routes: (app, { newsletter }) => registerNewsletterRoutes(app, { newsletter }),
  staffRoutes: (scope, { newsletter }) => registerAdminNewsletterRoutes(scope, { newsletter }),
});
