// The catalogue-admin domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { CLOCK_SWEEP, MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/**
 * Issue #30 Part 3: every day at 19:00 UTC (7:00 in New Zealand's winter, 8:00 in its summer), records the
 * New Zealand day and, when products are low, queues its low-stock e-mail, once per day (data: none).
 */
export const lowStockSweepQueue = defineQueue('low-stock-sweep', CLOCK_SWEEP, { schedule: '0 19 * * *' });

/** The day's low-stock e-mail to ORDERS_EMAIL (data: { day }), listing what is low when it is sent. */
export const lowStockMailQueue = defineQueue('low-stock-mail', MAIL_DELIVERY);
