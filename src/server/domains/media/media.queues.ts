// The media domain's job queue (settings: jobs/queues.ts).
import { CLOCK_SWEEP, defineQueue } from '../../jobs/queues.ts';

/** Deletes stored picture files nothing shows any more (data: none), every night at 03:17 UTC (media-sweep.ts). */
export const mediaSweepQueue = defineQueue('media-sweep', CLOCK_SWEEP, { schedule: '17 3 * * *' });
