import { assembleStore, queuesOf } from '../assembly/assemble.ts';
import type { StoreServices } from '../assembly/domain.ts';
import { STORE_DOMAINS } from '../assembly/store-domains.ts';
import { loadConfig } from '../config.ts';
import { createAppSecretsRepo } from '../domains/auth/app-secrets.repo.ts';
import { createMailer } from '../mail/mailer.ts';
import { resolveCsrfSecret } from '../http/csrf.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { withCliDatabase } from './cli-database.ts';
import { outputOf, type CommandContext } from './command-context.ts';

/**
 * Runs `work` with the running store's services when the store runs the command; otherwise with the
 * store's own assembly on the configured database (only the services the command touches are built),
 * with a job queue that only queues (the e-mails are sent by a store's job workers) and no session
 * cache (a change of an account reaches the running stores of a PostgreSQL server through NOTIFY).
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
    const jobs = createJobQueue(database, log, { queues: queuesOf(STORE_DOMAINS), isWorker: false, pollingIntervalSeconds: config.jobPollingSeconds });
    await jobs.start();
    const storeSecret = await resolveCsrfSecret(config, createAppSecretsRepo(database.db));
    const store = assembleStore(
      { config, database, jobs, mailer: createMailer(config.mail, log as never), log, storeSecret, isServing: false },
      STORE_DOMAINS,
    );
    try {
      return await work(store.services);
    } finally {
      await store.close();
      await jobs.stop();
    }
  }, context.database);
}
