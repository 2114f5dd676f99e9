// The view-as domain's job queue (settings: jobs/queues.ts).
import { CLOCK_SWEEP, defineQueue } from '../../jobs/queues.ts';

/** Records the end of views whose 30 minutes passed with no request to notice it (data: none), every 5 minutes. */
export const viewAsSweepQueue = defineQueue('view-as-sweep', CLOCK_SWEEP, { schedule: '*/5 * * * *' });
