// The orders domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, defineQueue } from '../../jobs/queues.ts';

/** The order confirmation e-mail (data: { orderId }). */
export const orderConfirmationMailQueue = defineQueue('order-confirmation-mail', MAIL_DELIVERY);
/** A placed order e-mailed to the merchant, ORDERS_EMAIL (data: { orderId }; merchant-order-mail.ts). */
export const merchantOrderMailQueue = defineQueue('merchant-order-mail', MAIL_DELIVERY);
/** A fulfilment move e-mailed to the buyer (data: { changeId, orderId }, its history row; order-status-mail.ts). */
export const orderStatusMailQueue = defineQueue('order-status-mail', MAIL_DELIVERY);
