// The auth domain: sign-in and sessions, password resets, changes of sign-in e-mail, and the sign-in limits.
import { defineDomain } from '../../assembly/domain.ts';
import { transactOn } from '../../db/executor.ts';
import { createSignInLimiter, type SignInLimiter } from '../../http/sign-in-limit.ts';
import { createSignInLimitRepo } from '../../http/sign-in-limit.repo.ts';
import { createAuthRepo } from './auth.repo.ts';
import { emailChangeMailQueue, passwordResetMailQueue, signInLimitsSweepQueue } from './auth.queues.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import { createEmailChangeMailJob } from './email-change-mail.ts';
import { createEmailChangeRepo } from './email-change.repo.ts';
import { registerEmailChangeRoutes } from './email-change.routes.ts';
import { createEmailChangeService, type EmailChangeService } from './email-change.service.ts';
import { inProcessSessionEvents } from './session-events.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    auth: AuthService;
    emailChange: EmailChangeService;
    /** Sign-in counters in the database, shared by every process (issue #16 item 18). */
    signInLimiter: SignInLimiter;
  }
}

export const authDomain = defineDomain({
  name: 'auth',
  services: {
    auth: ({ database, mailer, config, jobs, now, isServing, log }) =>
      createAuthService({
        repo: createAuthRepo(database.db),
        mailer,
        config,
        jobs,
        now,
        // A serving store follows sessions ended elsewhere: over LISTEN on a server, in process on the embedded database.
        sessionEvents: isServing && database.connectionString ? { connectionString: database.connectionString, log } : undefined,
        localSessionEvents: isServing && database.kind === 'embedded' ? inProcessSessionEvents(database) : undefined,
      }),
    emailChange: ({ database, jobs, now }, { auth }) =>
      createEmailChangeService({ repo: createEmailChangeRepo(database.db), transact: transactOn(database.db), jobs, userChanged: auth.userChanged, now }),
    signInLimiter: ({ database, config, now }) =>
      createSignInLimiter({
        repo: createSignInLimitRepo(database.db),
        failuresPerAddress: config.rateLimits.loginPer15Min,
        failuresPerEmail: config.rateLimits.loginPer15Min,
        now,
      }),
  },
  jobs: [
    { queue: passwordResetMailQueue, handler: (_context, { auth }) => async (data) => auth.sendPasswordReset(passwordResetJobData(data)) },
    {
      queue: emailChangeMailQueue,
      handler: ({ database, mailer, config, log, now }) =>
        createEmailChangeMailJob({ repo: createEmailChangeRepo(database.db), mailer, publicUrl: config.publicUrl, log, now: now ?? (() => new Date()) }),
    },
    {
      queue: signInLimitsSweepQueue,
      handler: (_context, { signInLimiter }) => async () => {
        await signInLimiter.sweep();
      },
    },
  ],
  routes: (app, { auth, emailChange }, { config }) => {
    registerAuthRoutes(app, { auth, config });
    registerEmailChangeRoutes(app, { emailChange });
  },
  close: async ({ auth }) => auth?.stop(),
});

function passwordResetJobData(data: unknown): string {
  const email = (data as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') throw new Error('a password reset job without its e-mail');
  return email;
}
