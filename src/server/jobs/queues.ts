// How a queue retries, declared once per kind of work; each queue is declared beside its job, in its
// domain's `<domain>.queues.ts`, and a domain lists its queues with their handlers (assembly/).
import type { QueueOptions } from 'pg-boss';

export type QueueSettings = Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'heartbeatSeconds' | 'expireInSeconds'> & {
  /** 'stately': at most one job of a singleton key waiting and one running (pg-boss sets it at creation only). */
  policy?: 'stately';
};

/**
 * A queue: its name in pg-boss, how it retries, the clock that feeds it when a cron (UTC) is given, and
 * how many jobs of a fetched batch a worker runs at once (1 unless given).
 */
export type QueueDefinition = { readonly name: string; readonly settings: QueueSettings; readonly schedule?: string; readonly concurrency?: number };

/**
 * An e-mail: delivered at least once, and soon after a crash of the process that took the job (issue #16
 * item 6). A database restart or a mail server away for a moment: tried again after 5–10 s, then less
 * often. A worker that dies mid-job (kill -9) stops its heartbeat, refreshed every 5 s: the job counts as
 * failed 10 s after the last beat, at the next check (MONITOR_INTERVAL_SECONDS in job-queue.ts), and runs
 * again after its retry delay, so a crash delays an e-mail by about 20–35 s instead of waiting out an expiry.
 */
export const MAIL_DELIVERY: QueueSettings = { retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 1800, heartbeatSeconds: 10, expireInSeconds: 60 };

/** Work that must happen once, possibly long (a standing order's run): retried for hours, watched by a heartbeat. */
export const MUST_COMPLETE: QueueSettings = { retryLimit: 20, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800, heartbeatSeconds: 10, expireInSeconds: 120 };

/** A sweep fed by the clock: the next tick does it again, so a failure is retried only twice. */
export const CLOCK_SWEEP: QueueSettings = { retryLimit: 2, retryDelay: 30, expireInSeconds: 120 };

/**
 * Declares a queue. A `schedule` (cron, UTC) makes pg-boss send one job per tick however many store
 * processes run, and after an outage one job for the ticks missed.
 */
export function defineQueue<Name extends string>(name: Name, settings: QueueSettings, options: { schedule?: string; concurrency?: number } = {}): QueueDefinition & { readonly name: Name } {
  return { name, settings, ...(options.schedule ? { schedule: options.schedule } : {}), ...(options.concurrency ? { concurrency: options.concurrency } : {}) };
}
