// The reports domain's job queue (settings: jobs/queues.ts).
import { defineQueue } from '../../jobs/queues.ts';

/**
 * Rolls the days before today into the reports' summary (data: none): every hour, so a day un-rolled by a
 * change (a card paid after midnight, a return, a line changed) reads its summary again within the hour,
 * and on demand when a report read such days live. One waits at most (stately); the next tick retries.
 */
export const reportDaysQueue = defineQueue('report-days', { retryLimit: 2, retryDelay: 30, expireInSeconds: 900, policy: 'stately' }, { schedule: '5 * * * *' });
