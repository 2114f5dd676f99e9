// Background work (e-mail now, standing orders later) as jobs kept in PostgreSQL by pg-boss, on the
// same database as the data they concern: a job queued inside a transaction commits or rolls back
// with it, so "the order is placed" and "its e-mail is owed" are never separated by a crash.
// pg-boss speaks through our own pool (one connection on the embedded database), polling for work;
// it has no LISTEN connection of its own.
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { sqlClientOf, type DbExecutor } from '../db/executor.ts';
import type { ServiceLogger } from '../logging.ts';

/**
 * Every e-mail queue: delivered at least once, and soon after a crash of the process that took the job
 * (issue #16 item 6). A database restart or a mail server away for a moment: tried again after 5–10 s,
 * then less often. A worker that dies mid-job (kill -9) stops its heartbeat, refreshed every 5 s: the
 * job counts as failed 10 s after the last beat, at the next check (MONITOR_INTERVAL_SECONDS), and runs
 * again after its retry delay, so a crash delays an e-mail by about 20–35 s instead of waiting out an expiry.
 */
const MAIL_QUEUE_OPTIONS = { retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 1800, heartbeatSeconds: 10, expireInSeconds: 60 } as const;

/** Every queue the store uses, with how hard it retries (spec-free operational choices, see docs/decisions.md). */
export const JOB_QUEUES = {
  /** The order confirmation e-mail (data: { orderId }); delivered at least once. */
  orderConfirmationMail: { name: 'order-confirmation-mail', ...MAIL_QUEUE_OPTIONS },
  /** A placed order e-mailed to the merchant, ORDERS_EMAIL (data: { orderId }; orders/merchant-order-mail.ts). */
  merchantOrderMail: { name: 'merchant-order-mail', ...MAIL_QUEUE_OPTIONS },
  /** A fulfilment move e-mailed to the buyer (data: { changeId, orderId }, its history row; orders/order-status-mail.ts). */
  orderStatusMail: { name: 'order-status-mail', ...MAIL_QUEUE_OPTIONS },
  /** Finds standing orders that are due and queues a run for each (data: none); see JOB_SCHEDULES. */
  standingOrdersSweep: { name: 'standing-orders-sweep', retryLimit: 2, retryDelay: 30, expireInSeconds: 120 },
  /** One standing order's run for one day (data: { accountId, runOn }); the day's run row makes it happen once. */
  standingOrderRun: { name: 'standing-order-run', retryLimit: 20, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800, heartbeatSeconds: 10, expireInSeconds: 120 },
  /** An address change request e-mailed to the merchant (data: { requestId }). */
  addressChangeMail: { name: 'address-change-mail', ...MAIL_QUEUE_OPTIONS },
  /** A trade application's e-mail to the merchant or the applicant (data: { applicationId, to }). */
  tradeApplicationMail: { name: 'trade-application-mail', ...MAIL_QUEUE_OPTIONS },
  /** A newsletter sign-up's confirmation e-mail (data: { subscriberId }). */
  newsletterConfirmationMail: { name: 'newsletter-confirmation-mail', ...MAIL_QUEUE_OPTIONS },
  /** A colleague's invitation e-mail (data: { invitationId }); a retry sends a fresh link. */
  colleagueInvitationMail: { name: 'colleague-invitation-mail', ...MAIL_QUEUE_OPTIONS },
  /** A change of sign-in e-mail: the link to the new address, or a notice to the old (email-change-mail.ts). */
  emailChangeMail: { name: 'email-change-mail', ...MAIL_QUEUE_OPTIONS },
  /**
   * A password reset request (data: { email }), queued for every address asked about so the answer and
   * its timing are the same; the job mails a link only to a user it finds. A retry sends a fresh link.
   */
  passwordResetMail: { name: 'password-reset-mail', ...MAIL_QUEUE_OPTIONS },
  /** The e-mail telling what a standing order's run did (data: { runId }); delivered at least once. */
  standingOrderMail: { name: 'standing-order-mail', ...MAIL_QUEUE_OPTIONS },
  /** Deletes sign-in counters that no longer matter and keeps each table under its cap (data: none). */
  signInLimitsSweep: { name: 'sign-in-limits-sweep', retryLimit: 2, retryDelay: 30, expireInSeconds: 120 },
} as const;

/**
 * Queues fed by the clock (cron, UTC) rather than by a request: pg-boss sends one job per tick however
 * many store processes run, and after an outage one job for the ticks missed.
 */
export const JOB_SCHEDULES: Partial<Record<JobQueueName, string>> = {
  'standing-orders-sweep': '*/10 * * * *',
  'sign-in-limits-sweep': '*/15 * * * *',
};

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES]['name'];
export type JobHandler = (data: unknown) => Promise<void>;

export type JobQueueOptions = {
  /** Run the handlers in this process (off for a process that only queues, e.g. a CLI). */
  isWorker: boolean;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds: number;
};

export type JobQueue = {
  /** Queues a job; with `executor` a transaction, the job exists only if that transaction commits. */
  send(queue: JobQueueName, data: object, options?: { executor?: DbExecutor }): Promise<void>;
  /** Sets the handler of a queue (before start). */
  handle(queue: JobQueueName, handler: JobHandler): void;
  /** Creates pg-boss's tables and the queues; starts the workers when this process is one. */
  start(): Promise<void>;
  /** Runs every job due now on this queue, here and at once (tests and the CLI); answers how many ran. */
  runDue(queue: JobQueueName): Promise<number>;
  /** Stops taking jobs and waits (up to a limit) for those running. */
  stop(): Promise<void>;
};

const STOP_TIMEOUT_MS = 10_000;
/**
 * How often a worker process looks for jobs whose heartbeat stopped or that ran past their expiry. pg-boss
 * checks them only this often, whatever its supervise interval: at its default of 60 s, jobs a killed
 * process had taken waited up to 70 s (issue #16 item 6).
 */
const MONITOR_INTERVAL_SECONDS = 10;
const WORK_BATCH_SIZE = 10;

export function createJobQueue(database: Database, log: ServiceLogger, options: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: sqlClientOf(database.db),
    schema: 'pgboss',
    // Only a worker process keeps the clock (JOB_SCHEDULES); a CLI that only queues does not.
    schedule: options.isWorker,
    // Maintenance (expiring, retrying, deleting old jobs) is a worker's duty too; a process that only
    // queues (the CLI, a test draining jobs itself) starts without it, in a few sequential statements.
    supervise: options.isWorker,
    // How often the supervisor runs, and how often it looks for jobs of a dead worker (both default to a minute).
    superviseIntervalSeconds: MONITOR_INTERVAL_SECONDS,
    monitorIntervalSeconds: MONITOR_INTERVAL_SECONDS,
    migrate: true,
  });
  // pg-boss reports database trouble (an outage, a restart) as events; it keeps polling and recovers.
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<JobQueueName, JobHandler>();
  let isStarted = false;

  async function runJob(queue: JobQueueName, job: { id: string; data: unknown }): Promise<void> {
    const handler = handlers.get(queue);
    if (!handler) throw new Error(`no handler for job queue ${queue}`);
    try {
      await handler(job.data);
    } catch (error) {
      log.warn({ err: error, queue, jobId: job.id }, 'job failed; it will be retried');
      throw error;
    }
  }

  return {
    async send(queue, data, sendOptions = {}) {
      const executor = sendOptions.executor;
      await boss.send(queue, data, executor ? { db: sqlClientOf(executor) } : {});
    },

    handle(queue, handler) {
      handlers.set(queue, handler);
    },

    async start() {
      await boss.start();
      isStarted = true;
      for (const { name, ...queueOptions } of Object.values(JOB_QUEUES)) {
        await boss.createQueue(name, queueOptions);
        // createQueue leaves a queue that exists as it was: one made by an earlier version (without a
        // heartbeat, with pg-boss's 15-minute expiry) gets today's options.
        await boss.updateQueue(name, queueOptions);
      }
      if (!options.isWorker) return;
      for (const [queue, cron] of Object.entries(JOB_SCHEDULES)) {
        if (cron && handlers.has(queue as JobQueueName)) await boss.schedule(queue, cron, null, { missed: 'once' });
      }
      for (const queue of handlers.keys()) {
        // Up to 10 jobs a fetch, fetching again at once while batches come back full (a backlog after
        // a restart drains at the mail server's pace, not one job per polling interval). Each job
        // settles on its own, so one refused e-mail does not resend the others.
        const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: WORK_BATCH_SIZE, burstWhenBatchFull: true, perJobResults: true } as const;
        await boss.work(queue, workOptions, async (jobs) => {
          const results: { id: string; status: 'completed' | 'failed'; output?: object }[] = [];
          for (const job of jobs) {
            try {
              await runJob(queue, job);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
            }
          }
          return results;
        });
      }
    },

    async runDue(queue) {
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch(queue, { batchSize: 1 });
        if (!job) return ran;
        try {
          await runJob(queue, job);
          await boss.complete(queue, job.id);
        } catch (error) {
          await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
        ran++;
      }
    },

    async stop() {
      if (!isStarted) return;
      isStarted = false;
      await boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
}
