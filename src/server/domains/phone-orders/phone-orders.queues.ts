// The phone-orders domain's job queues (settings: jobs/queues.ts).
import { MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** The buyer's e-mail with the link to pay an order the desk took for them by card (data: { orderId }). */
export const phoneOrderPayLinkMailQueue = defineQueue('phone-order-pay-link-mail', MAIL_DELIVERY);
