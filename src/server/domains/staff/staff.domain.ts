// The staff domain: the merchant's staff, their two-factor sign-in and sessions (issue #17 Part 2), and
// their security: sign-in history, sessions, password and authenticator resets (issue #30 Part 4).
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { STAFF_SIGN_IN_HISTORY_DAYS } from '../../../shared/schemas/staff-security.ts';
import { registerStaffAuthRoutes } from './staff-auth.routes.ts';
import { createStaffPasswordResetMailJob, createStaffPasswordService, type StaffPasswordService } from './staff-password-reset.ts';
import { createStaffSecurityRepo } from './staff-security.repo.ts';
import { registerStaffSecurityRoutes } from './staff-security.routes.ts';
import { createStaffSecurityService, type StaffSecurityService } from './staff-security.service.ts';
import { createStaffSignInService, type StaffSignInService } from './staff-sign-in.service.ts';
import { staffPasswordResetMailQueue, staffSecuritySweepQueue } from './staff.queues.ts';
import { createStaffRepo } from './staff.repo.ts';
import { registerStaffRoutes } from './staff.routes.ts';
import { createStaffService, type StaffService } from './staff.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    staff: StaffService;
    staffSignIn: StaffSignInService;
    staffSecurity: StaffSecurityService;
    staffPasswords: StaffPasswordService;
  }
}

export const staffDomain = defineDomain({
  name: 'staff',
  services: {
    staff: ({ database }, { audit }) => createStaffService({ repo: createStaffRepo(database.db), transact: transactOn(database.db), audit: audit.write }),
    staffSignIn: ({ database, config, now }, { audit }) =>
      createStaffSignInService({
        repo: createStaffRepo(database.db),
        security: createStaffSecurityRepo(database.db),
        transact: transactOn(database.db),
        audit: audit.write,
        idleMinutes: config.adminIdleMinutes,
        now,
      }),
    staffSecurity: ({ database, config, jobs, now }, { audit }) =>
      createStaffSecurityService({
        repo: createStaffRepo(database.db),
        security: createStaffSecurityRepo(database.db),
        transact: transactOn(database.db),
        audit: audit.write,
        jobs,
        idleMinutes: config.adminIdleMinutes,
        now,
      }),
    staffPasswords: ({ database, now }, { audit }) =>
      createStaffPasswordService({ repo: createStaffRepo(database.db), security: createStaffSecurityRepo(database.db), transact: transactOn(database.db), audit: audit.write, now }),
  },
  jobs: [
    {
      queue: staffPasswordResetMailQueue,
      handler: ({ database, mailer, config, log, now }) =>
        createStaffPasswordResetMailJob({ security: createStaffSecurityRepo(database.db), mailer, publicUrl: config.publicUrl, log, now: now ?? (() => new Date()) }),
    },
    {
      queue: staffSecuritySweepQueue,
      handler: (_context, { staffSecurity }) => async () => {
        await staffSecurity.sweep(STAFF_SIGN_IN_HISTORY_DAYS);
      },
    },
  ],
  staffRoutes: (scope, { staffSignIn, staff, staffSecurity, staffPasswords, signInLimiter }, { config }) => {
    registerStaffAuthRoutes(scope, { signIn: staffSignIn, limiter: signInLimiter, config });
    registerStaffRoutes(scope, { staff });
    registerStaffSecurityRoutes(scope, { security: staffSecurity, passwords: staffPasswords });
  },
});
