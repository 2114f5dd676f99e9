// The buyer's e-mail about one shipment of an order sent in parts (issue #30 Part 2), queued in the
// shipment's own transaction: what this parcel carries, how to track it (the carrier's link where it has
// one), and what is still to come. An order sent whole in one shipment gets the dispatch e-mail instead
// (order-status-mail.ts).
import { z } from 'zod';
import { trackingUrl, type TrackingUrlTemplates } from '../../kernel/tracking-urls.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { oneLine } from './order-mail.ts';
import { placedOrderNumber } from './order-status.ts';
import type { Order } from './order.types.ts';
import type { OrderShipment } from './order-shipment.types.ts';
import type { OrdersRepo } from './orders.repo.ts';

const jobDataSchema = z.object({ shipmentId: z.number().int().positive() });

/** Each line's quantity still to come once `shipment` had left (later shipments not counted: the e-mail may go after them). */
function leftAfter(order: Order, shipment: OrderShipment): { sku: string; title: string; qty: number }[] {
  const shipped = new Map<number, number>();
  for (const earlier of order.shipments.filter((each) => each.id <= shipment.id)) {
    for (const line of earlier.lines) shipped.set(line.lineId, (shipped.get(line.lineId) ?? 0) + line.qty);
  }
  return order.lines.map((line) => ({ sku: line.sku, title: line.title, qty: line.qty - (shipped.get(line.id) ?? 0) })).filter((line) => line.qty > 0);
}

/** What the buyer is told about one shipment of `order`. Plain text. */
export function orderShipmentMessage(input: { to: string; order: Order; shipment: OrderShipment; orderUrl: string; trackingUrlTemplates?: TrackingUrlTemplates }): MailMessage {
  const { order, shipment } = input;
  const orderNumber = placedOrderNumber(order);
  const toCome = leftAfter(order, shipment);
  const isLast = toCome.length === 0;
  const tracking = trackingUrl(input.trackingUrlTemplates ?? {}, shipment.carrier, shipment.trackingRef);
  const headline = isLast ? 'the rest of your order has been dispatched' : 'part of your order has been dispatched';
  return {
    to: input.to,
    subject: `Care Supply Co order ${orderNumber}: ${headline}`,
    text: [
      `Order ${orderNumber}: ${headline}.`,
      '',
      'In this delivery:',
      ...shipment.lines.map((line) => `  ${line.qty} × ${oneLine(line.title)} (${oneLine(line.sku)})`),
      '',
      `Carrier: ${oneLine(shipment.carrier)}`,
      ...(shipment.trackingRef ? [`Tracking reference: ${oneLine(shipment.trackingRef)}`] : []),
      ...(tracking ? [`Track your parcel: ${tracking}`] : []),
      '',
      ...(isLast
        ? ['Everything you ordered is now on its way.']
        : ['Still to come:', ...toCome.map((line) => `  ${line.qty} × ${oneLine(line.title)} (${oneLine(line.sku)})`), '', 'We will e-mail you again when it is on its way.']),
      '',
      'View your order:',
      input.orderUrl,
    ].join('\n'),
  };
}

export function createOrderShipmentMailJob(deps: { repo: OrdersRepo; mailer: Mailer; publicUrl: string; trackingUrlTemplates: TrackingUrlTemplates; log: ServiceLogger }) {
  const { repo, mailer, log } = deps;
  return async function sendOrderShipmentMail(data: unknown): Promise<void> {
    const { shipmentId } = jobDataSchema.parse(data);
    const shipment = await repo.shipments.findShipment(shipmentId);
    const owner = shipment ? await repo.findOrderOwner(shipment.orderId) : null;
    const order = shipment ? await repo.findOrderById(shipment.orderId) : null;
    if (!shipment || !owner || !order) {
      log.warn({ shipmentId }, 'shipment e-mail for a shipment or order that no longer exists: skipped');
      return;
    }
    const orderUrl = `${deps.publicUrl}/order-history/${order.id}`;
    await mailer.send(orderShipmentMessage({ to: owner.user.email, order, shipment, orderUrl, trackingUrlTemplates: deps.trackingUrlTemplates }));
    log.info({ shipmentId, orderId: order.id }, 'order shipment e-mail sent');
  };
}
