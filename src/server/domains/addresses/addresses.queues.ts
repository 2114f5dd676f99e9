// The addresses domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** An address change request e-mailed to the merchant (data: { requestId }). */
export const addressChangeMailQueue = defineQueue('address-change-mail', MAIL_DELIVERY);
