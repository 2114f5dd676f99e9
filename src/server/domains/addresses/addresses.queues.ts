// The addresses domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, MUST_COMPLETE, defineQueue } from '../../jobs/queues.ts';

/** An address change request e-mailed to the merchant (data: { requestId }). */
export const addressChangeMailQueue = defineQueue('address-change-mail', MAIL_DELIVERY);

/** The customer's e-mail when staff apply or decline their address change request (data: { requestId }). */
export const addressRequestDecisionMailQueue = defineQueue('address-request-decision-mail', MAIL_DELIVERY);

/**
 * Issue #26: an address change applied by staff, for the merchant's webhooks (data: { event:
 * 'address_request.applied', requestId, data }, the event's data as applied). Queued in the apply's
 * transaction; the integration domain works it (one delivery per webhook that wants the event).
 */
export const addressEventsQueue = defineQueue('address-events', MUST_COMPLETE);
