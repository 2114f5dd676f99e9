// The integration domain's job queue (settings: jobs/queues.ts). The events it works are queued by the
// orders domain (orders.queues.ts: orderEventsQueue) and the addresses domain (addresses.queues.ts: addressEventsQueue).
import { defineQueue } from '../../jobs/queues.ts';

/**
 * Attempts a webhook delivery gets before it is marked failed: after 10 s, then doubling up to an hour
 * between attempts (about 8 hours in all), so a receiver down for a morning still gets its events.
 */
export const WEBHOOK_MAX_ATTEMPTS = 12;

/** One webhook delivery (data: { deliveryId }): a signed POST, each attempt logged. */
export const webhookDeliveryQueue = defineQueue('webhook-delivery', {
  retryLimit: WEBHOOK_MAX_ATTEMPTS - 1,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 60,
});
