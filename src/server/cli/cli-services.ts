import { loadConfig } from '../config.ts';
import { transactOn } from '../db/executor.ts';
import { createAccountsRepo } from '../domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../domains/accounts/accounts.service.ts';
import { createApplicationsRepo } from '../domains/applications/applications.repo.ts';
import { createApplicationsService } from '../domains/applications/applications.service.ts';
import { createAuthRepo } from '../domains/auth/auth.repo.ts';
import { createAuthService } from '../domains/auth/auth.service.ts';
import { createColleaguesRepo } from '../domains/colleagues/colleagues.repo.ts';
import { createColleaguesService } from '../domains/colleagues/colleagues.service.ts';
import { createMailer } from '../mail/mailer.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { withCliDatabase } from './cli-database.ts';
import { outputOf, type CommandContext, type StoreServices } from './command-context.ts';

/**
 * Runs `work` with the running store's services when the store runs the command; otherwise with the
 * same services wired here on the configured database, with a job queue that only queues (the e-mails
 * are sent by a store's job workers) and no session cache (a change of an account reaches the running
 * stores of a PostgreSQL server through NOTIFY).
 */
export async function withCliServices<T>(context: CommandContext, work: (services: StoreServices) => Promise<T>): Promise<T> {
  if (context.services) return work(context.services);
  const output = outputOf(context);
  const log = {
    info: () => {},
    warn: (details: object, message: string) => output.err(`${message} ${JSON.stringify(details)}`),
    error: (details: object, message: string) => output.err(`${message} ${JSON.stringify(details)}`),
  };
  return withCliDatabase(async (database) => {
    const config = loadConfig();
    const jobs = createJobQueue(database, log, { isWorker: false, pollingIntervalSeconds: config.jobPollingSeconds });
    await jobs.start();
    const auth = createAuthService({ repo: createAuthRepo(database.db), mailer: createMailer(config.mail, log as never), config, jobs });
    try {
      const accounts = createAccountsService({ repo: createAccountsRepo(database.db), sessions: auth });
      const colleagues = createColleaguesService({ repo: createColleaguesRepo(database.db), transact: transactOn(database.db), jobs, auth });
      const applications = createApplicationsService({
        repo: createApplicationsRepo(database.db),
        transact: transactOn(database.db),
        jobs,
        accounts,
        colleagues,
      });
      return await work({ accounts, applications });
    } finally {
      await auth.stop();
      await jobs.stop();
    }
  }, context.database);
}
