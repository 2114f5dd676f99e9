// The addresses domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** An address change request e-mailed to the merchant (data: { requestId }). */
export const addressChangeMailQueue = defineQueue('address-change-mail', MAIL_DELIVERY);

/** The customer's e-mail when staff apply or decline their address change request (data: { requestId }). */
export const addressRequestDecisionMailQueue = defineQueue('address-request-decision-mail', MAIL_DELIVERY);
