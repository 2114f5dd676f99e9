// Background work (e-mail now, standing orders later) as jobs kept in PostgreSQL by pg-boss, on the
// same database as the data they concern: a job queued inside a transaction commits or rolls back
// with it, so "the order is placed" and "its e-mail is owed" are never separated by a crash.
// pg-boss speaks through our own pool (one connection on the embedded database), polling for work;
// it has no LISTEN connection of its own.
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { sqlClientOf, type DbExecutor } from '../db/executor.ts';
import type { ServiceLogger } from '../logging.ts';
import type { QueueDefinition } from './queues.ts';

export type JobHandler = (data: unknown) => Promise<void>;

export type SendOptions = {
  /** A transaction: the job is queued in it. */
  executor?: DbExecutor;
  /** With a queue of policy 'stately': while a job of this key waits, another send of it is dropped. */
  singletonKey?: string;
  /** The job waits this long before it may run. */
  startAfterSeconds?: number;
};

export type JobQueueOptions = {
  /** Every queue of the store (the domains declare them: assembly/); each is created at start. */
  queues: readonly QueueDefinition[];
  /** Run the handlers in this process (off for a process that only queues, e.g. a CLI). */
  isWorker: boolean;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds: number;
};

export type JobQueue = {
  /** Queues a job; with `executor` a transaction, the job exists only if that transaction commits. */
  send(queue: QueueDefinition, data: object, options?: SendOptions): Promise<void>;
  /** Sets the handler of a queue (before start). */
  handle(queue: QueueDefinition, handler: JobHandler): void;
  /** Creates pg-boss's tables and the queues; starts the workers when this process is one. */
  start(): Promise<void>;
  /**
   * Runs every job due now on this queue, here and at once (tests and the CLI); answers how many ran.
   * `includeDeferred`: also the jobs queued to start later (a test need not wait out a delay).
   */
  runDue(queue: QueueDefinition, options?: { includeDeferred?: boolean }): Promise<number>;
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
    // Only a worker process keeps the clock (queues with a schedule); a CLI that only queues does not.
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
  const handlers = new Map<string, JobHandler>();
  const known = new Set(options.queues.map((queue) => queue.name));
  /** A queue nobody declared would never be created or worked: refuse it at once. */
  function declared(queue: QueueDefinition): string {
    if (!known.has(queue.name)) throw new Error(`job queue ${queue.name} is not declared by any domain`);
    return queue.name;
  }
  let isStarted = false;

  async function runJob(queue: string, job: { id: string; data: unknown }): Promise<void> {
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
      const { executor, singletonKey, startAfterSeconds } = sendOptions;
      await boss.send(declared(queue), data, {
        ...(executor ? { db: sqlClientOf(executor) } : {}),
        ...(singletonKey === undefined ? {} : { singletonKey }),
        ...(startAfterSeconds === undefined ? {} : { startAfter: startAfterSeconds }),
      });
    },

    handle(queue, handler) {
      handlers.set(declared(queue), handler);
    },

    async start() {
      await boss.start();
      isStarted = true;
      for (const { name, settings } of options.queues) {
        await boss.createQueue(name, settings);
        // createQueue leaves a queue that exists as it was: one made by an earlier version (without a
        // heartbeat, with pg-boss's 15-minute expiry) gets today's settings (a policy is set only at creation).
        const { policy: _policy, ...updatable } = settings;
        await boss.updateQueue(name, updatable);
      }
      if (!options.isWorker) return;
      for (const { name, schedule } of options.queues) {
        if (schedule && handlers.has(name)) await boss.schedule(name, schedule, null, { missed: 'once' });
      }
      for (const queue of handlers.keys()) {
        // Up to 10 jobs a fetch, fetching again at once while batches come back full (a backlog after
        // a restart drains at the mail server's pace, not one job per polling interval). Each job
        // settles on its own, so one refused e-mail does not resend the others.
        const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: WORK_BATCH_SIZE, burstWhenBatchFull: true, perJobResults: true } as const;
        // A queue may run several of a batch at once (its `concurrency`): the monthly statements keep
        // their PDF thread busy while the next statement is read.
        const concurrency = options.queues.find((definition) => definition.name === queue)?.concurrency ?? 1;
        await boss.work(queue, workOptions, async (jobs) => {
          const settle = async (job: (typeof jobs)[number]): Promise<{ id: string; status: 'completed' | 'failed'; output?: object }> => {
            try {
              await runJob(queue, job);
              return { id: job.id, status: 'completed' };
            } catch (error) {
              return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
            }
          };
          const results: Awaited<ReturnType<typeof settle>>[] = [];
          for (let at = 0; at < jobs.length; at += concurrency) results.push(...(await Promise.all(jobs.slice(at, at + concurrency).map(settle))));
          return results;
        });
      }
    },

    async runDue(definition, runOptions = {}) {
      const queue = declared(definition);
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch(queue, { batchSize: 1, ignoreStartAfter: runOptions.includeDeferred ?? false });
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
