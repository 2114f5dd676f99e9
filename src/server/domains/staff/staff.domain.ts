// The staff domain: the merchant's staff, their two-factor sign-in and sessions (issue #17 Part 2).
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { registerStaffAuthRoutes } from './staff-auth.routes.ts';
import { createStaffSignInService, type StaffSignInService } from './staff-sign-in.service.ts';
import { createStaffRepo } from './staff.repo.ts';
import { registerStaffRoutes } from './staff.routes.ts';
import { createStaffService, type StaffService } from './staff.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    staff: StaffService;
    staffSignIn: StaffSignInService;
  }
}

export const staffDomain = defineDomain({
  name: 'staff',
  services: {
    staff: ({ database }, { audit }) => createStaffService({ repo: createStaffRepo(database.db), transact: transactOn(database.db), audit: audit.write }),
    staffSignIn: ({ database, config, now }, { audit }) =>
      createStaffSignInService({ repo: createStaffRepo(database.db), transact: transactOn(database.db), audit: audit.write, idleMinutes: config.adminIdleMinutes, now }),
  },
  staffRoutes: (scope, { staffSignIn, staff, signInLimiter }, { config }) => {
    registerStaffAuthRoutes(scope, { signIn: staffSignIn, limiter: signInLimiter, config });
    registerStaffRoutes(scope, { staff });
  },
});
