// The residents domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { CLOCK_SWEEP, MAIL_DELIVERY, MUST_COMPLETE, defineQueue } from '../../jobs/queues.ts';

/** Finds standing orders that are due and queues a run for each (data: none), every 10 minutes. */
export const standingOrdersSweepQueue = defineQueue('standing-orders-sweep', CLOCK_SWEEP, { schedule: '*/10 * * * *' });
/** One standing order's run for one day (data: { accountId, runOn }); the day's run row makes it happen once. */
export const standingOrderRunQueue = defineQueue('standing-order-run', MUST_COMPLETE);
/** The e-mail telling what a standing order's run did (data: { runId }). */
export const standingOrderMailQueue = defineQueue('standing-order-mail', MAIL_DELIVERY);
