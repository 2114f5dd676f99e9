// The buyer's e-mail about a fulfilment move (issue #17 Part 3), queued as a job in the move's own
// transaction: a move that rolls back owes no e-mail, one that commits owes exactly its own. The staff
// note stays in the back office; carrier and tracking reference are the merchant's text, one line each.
import { z } from 'zod';
import { formatCents } from '../../../shared/money.ts';
import type { FulfilmentStatus } from '../../../shared/schemas/orders.ts';
import { trackingUrl, type TrackingUrlTemplates } from '../../kernel/tracking-urls.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { oneLine } from './order-mail.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import { ORDER_STATUS, placedOrderNumber } from './order-status.ts';
import type { Order } from './order.types.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { StatusChange } from './staff-order.types.ts';

const jobDataSchema = z.object({ changeId: z.number().int().positive(), orderId: z.number().int().positive().optional() });

const dateFormat = new Intl.DateTimeFormat('en-NZ', { timeZone: STORE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

const HEADLINES: Record<Exclude<FulfilmentStatus, 'new'>, string> = {
  processing: 'is being prepared',
  partially_dispatched: 'has been partly dispatched',
  dispatched: 'has been dispatched',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
};

function detailLines(change: StatusChange, order: Order, trackingUrlTemplates: TrackingUrlTemplates): string[] {
  if (change.to === 'dispatched') {
    // issue #26 item 14: the reference as a link where the carrier has a tracking address.
    const tracking = trackingUrl(trackingUrlTemplates, change.carrier, change.trackingRef);
    return [
      ...(change.carrier ? [`Carrier: ${oneLine(change.carrier)}`] : []),
      ...(change.trackingRef ? [`Tracking reference: ${oneLine(change.trackingRef)}`] : []),
      ...(tracking ? [`Track your parcel: ${tracking}`] : []),
      `Dispatched: ${dateFormat.format(change.createdAt)}`,
    ];
  }
  if (change.to === 'delivered') return [`Delivered: ${dateFormat.format(change.createdAt)}`];
  if (change.to === 'cancelled' && order.status === ORDER_STATUS.refunded) {
    return [`Your card payment of ${formatCents(order.totalCents)} has been refunded. It may take a few days to show in your account.`];
  }
  if (change.to === 'cancelled') return ['If this is unexpected, please contact us.'];
  return ['We will e-mail you again when it is on its way.'];
}

/** What the buyer is told about one move of their order. Plain text. */
export function orderStatusMessage(input: { to: string; order: Order; change: StatusChange; orderUrl: string; trackingUrlTemplates?: TrackingUrlTemplates }): MailMessage {
  const { order, change } = input;
  const orderNumber = placedOrderNumber(order);
  if (change.to === 'new') throw new Error(`status change ${change.id} moves order ${order.id} back to new`);
  const headline = HEADLINES[change.to];
  return {
    to: input.to,
    subject: `Care Supply Co order ${orderNumber} ${headline}`,
    text: [`Your order ${orderNumber} ${headline}.`, '', ...detailLines(change, order, input.trackingUrlTemplates ?? {}), '', 'View your order:', input.orderUrl].join('\n'),
  };
}

export function createOrderStatusMailJob(deps: { repo: OrdersRepo; mailer: Mailer; publicUrl: string; trackingUrlTemplates: TrackingUrlTemplates; log: ServiceLogger }) {
  const { repo, mailer, log } = deps;
  return async function sendOrderStatusMail(data: unknown): Promise<void> {
    const { changeId } = jobDataSchema.parse(data);
    const change = await repo.findStatusChange(changeId);
    const owner = change ? await repo.findOrderOwner(change.orderId) : null;
    const order = change ? await repo.findOrderById(change.orderId) : null;
    if (!change || !owner || !order) {
      log.warn({ changeId }, 'status e-mail for a change or order that no longer exists: skipped');
      return;
    }
    const orderUrl = `${deps.publicUrl}/order-history/${order.id}`;
    await mailer.send(orderStatusMessage({ to: owner.user.email, order, change, orderUrl, trackingUrlTemplates: deps.trackingUrlTemplates }));
    log.info({ changeId, orderId: order.id, status: change.to }, 'order status e-mail sent');
  };
}
