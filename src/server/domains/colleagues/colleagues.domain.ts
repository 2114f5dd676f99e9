// The colleagues domain: an account's users, their roles, and invitations by e-mail.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { colleagueInvitationMailQueue } from './colleagues.queues.ts';
import { createColleaguesRepo } from './colleagues.repo.ts';
import { registerColleaguesRoutes } from './colleagues.routes.ts';
import { createColleaguesService, type ColleaguesService } from './colleagues.service.ts';
import { createInvitationMailJob } from './invitation-mail.ts';
import { createStaffColleaguesService, type StaffColleaguesService } from './staff-colleagues.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    colleagues: ColleaguesService;
    /** Issue #30 Part 4: an account's users as the merchant's staff manage them. */
    staffColleagues: StaffColleaguesService;
  }
}

export const colleaguesDomain = defineDomain({
  name: 'colleagues',
  services: {
    colleagues: ({ database, jobs, now }, { auth }) =>
      createColleaguesService({ repo: createColleaguesRepo(database.db), transact: transactOn(database.db), jobs, auth, now }),
    staffColleagues: ({ database, jobs, now }, { auth, colleagues }) =>
      createStaffColleaguesService({ repo: createColleaguesRepo(database.db), transact: transactOn(database.db), jobs, auth, colleagues, now }),
  },
  jobs: [
    {
      queue: colleagueInvitationMailQueue,
      handler: ({ database, mailer, config, log, now }) =>
        createInvitationMailJob({ repo: createColleaguesRepo(database.db), mailer, publicUrl: config.publicUrl, log, now: now ?? (() => new Date()) }),
    },
  ],
  routes: (app, { colleagues, auth }, { config }) => registerColleaguesRoutes(app, { colleagues, auth, config }),
});
