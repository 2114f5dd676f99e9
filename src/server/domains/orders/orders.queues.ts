// The orders domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** The order confirmation e-mail (data: { orderId }). */
export const orderConfirmationMailQueue = defineQueue('order-confirmation-mail', MAIL_DELIVERY);
