// The orders domain's job queues, each beside the job that works it (settings: jobs/queues.ts).
import { MAIL_DELIVERY, MUST_COMPLETE, defineQueue } from '../../jobs/queues.ts';

/** The order confirmation e-mail (data: { orderId }). */
export const orderConfirmationMailQueue = defineQueue('order-confirmation-mail', MAIL_DELIVERY);
/** A placed order e-mailed to the merchant, ORDERS_EMAIL (data: { orderId }; merchant-order-mail.ts). */
export const merchantOrderMailQueue = defineQueue('merchant-order-mail', MAIL_DELIVERY);
/** A fulfilment move e-mailed to the buyer (data: { changeId, orderId }, its history row; order-status-mail.ts). */
export const orderStatusMailQueue = defineQueue('order-status-mail', MAIL_DELIVERY);
/** A shipment of an order sent in parts, e-mailed to the buyer (data: { shipmentId }; order-shipment-mail.ts). */
export const orderShipmentMailQueue = defineQueue('order-shipment-mail', MAIL_DELIVERY);
/** Issue #30 Part 2: a desk change of an order, e-mailed to the buyer (data: OrderChangeMailJob; order-change-mail.ts). */
export const orderChangeMailQueue = defineQueue('order-change-mail', MAIL_DELIVERY);
/**
 * Issue #19: an order placed or moved, for the merchant's webhooks (data: { event: 'order.placed', orderId }
 * or { event: 'order.status_changed', orderId, changeId } or { event: 'order.shipped', orderId, shipmentId } or { event: 'order.changed', orderId, changeId }, the change's desk note). Queued in the transaction that places or moves
 * the order; the integration domain works it (one delivery per webhook that wants the event).
 */
export const orderEventsQueue = defineQueue('order-events', MUST_COMPLETE);
