// Shipments (issue #30 Part 2): part of an order, or the rest of it, leaving the warehouse. A shipment,
// the lines' shipped quantities, the order's move (to partially_dispatched, or dispatched once nothing
// is left), the invoice of an on-account order's shipment, the buyer's e-mail, the order.shipped event
// and the audit row commit in one transaction, which first locks the order's row: two shipments of one
// order take turns, each seeing what the other left, and a hold or a cancellation racing a shipment waits
// for it (their guarded UPDATEs then find the order moved on).
import type { ShipmentBody } from '../../../shared/schemas/shipments.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { InvoicingService } from '../invoicing/invoicing.service.ts';
import { FULFILMENT_STATUS, ORDER_STATUS } from '../orders/orders.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ShippableOrder } from '../orders/order-shipment.types.ts';
import type { FulfilmentMove, MovedOrder } from '../orders/staff-order.types.ts';

export type ShipmentsDeps = {
  transact: Transact;
  orders: Pick<OrdersService, 'shipmentsIn' | 'moveFulfilment' | 'shipmentSent'>;
  invoicing: Pick<InvoicingService, 'issueForShipmentIn' | 'issueForOrderIn'>;
  audit: AuditWriter;
};

export type ShipmentSent = { shipmentId: number; orderNumber: string; fulfilmentStatus: 'partially_dispatched' | 'dispatched'; moved: MovedOrder | null };

type ShippedLine = { lineId: number; qty: number };

/** What a line has left to ship. */
const leftOf = (line: ShippableOrder['lines'][number]) => line.qty - line.shippedQty;

/** Why `order` cannot send a shipment now, or null when it can. */
function shipmentRefusal(order: ShippableOrder): string | null {
  if (order.holdReason !== null) return `Order ${order.orderNumber} is on hold: ${order.holdReason}. Release it before dispatching any of it.`;
  if (order.refundClaim !== null) return `A refund for order ${order.orderNumber} is under way: dispatch it once that is finished.`;
  switch (order.fulfilmentStatus) {
    case FULFILMENT_STATUS.new:
      return `Order ${order.orderNumber} is new: move it to processing before dispatching any of it.`;
    case FULFILMENT_STATUS.processing:
    case FULFILMENT_STATUS.partiallyDispatched:
      return null;
    case FULFILMENT_STATUS.cancelled:
      return `Order ${order.orderNumber} is cancelled: nothing of it can be dispatched.`;
    default:
      return `Order ${order.orderNumber} is ${order.fulfilmentStatus}: every line of it has left.`;
  }
}

/** The body's lines checked against what each line of the order has left; a 422 naming each line that does not fit. */
function checkedLines(order: ShippableOrder, lines: ShipmentBody['lines']): ShippedLine[] {
  const errors: Record<string, string> = {};
  lines.forEach((wanted, index) => {
    const line = order.lines.find((each) => each.id === wanted.line_id);
    if (!line) errors[`lines.${index}.line_id`] = `Line ${wanted.line_id} is not a line of order ${order.orderNumber}.`;
    else if (leftOf(line) === 0) errors[`lines.${index}.qty`] = `Every ${line.sku} of this order has been dispatched.`;
    else if (wanted.qty > leftOf(line)) errors[`lines.${index}.qty`] = `Only ${leftOf(line)} of ${line.sku} ${leftOf(line) === 1 ? 'is' : 'are'} left to dispatch.`;
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, 'The shipment was not sent: some lines do not fit what is left of the order.');
  return lines.map((line) => ({ lineId: line.line_id, qty: line.qty }));
}

export function createShipments(deps: ShipmentsDeps) {
  const { transact, orders, invoicing, audit } = deps;

  /**
   * Within `tx`, on `order` locked by lockForShipment: writes the shipment and everything that comes with
   * it but its audit row. The move is null when the order stays partially dispatched.
   */
  async function sendIn(tx: DbExecutor, actor: AuditActor, order: ShippableOrder, lines: ShippedLine[], details: { carrier: string; trackingRef: string | null; note: string | null }): Promise<ShipmentSent> {
    const shipmentId = await orders.shipmentsIn(tx).insertShipment(order.id, { carrier: details.carrier, trackingRef: details.trackingRef, lines }, { staffId: actor.staffId, email: actor.email });
    const shippedNow = new Map(lines.map((line) => [line.lineId, line.qty]));
    const isOrderShipped = order.lines.every((line) => leftOf(line) === (shippedNow.get(line.id) ?? 0));
    const to = isOrderShipped ? FULFILMENT_STATUS.dispatched : FULFILMENT_STATUS.partiallyDispatched;
    // An order sent whole in one shipment is e-mailed as a dispatch, as it always was; one sent in parts, each shipment.
    const isWhole = order.fulfilmentStatus === FULFILMENT_STATUS.processing && isOrderShipped;
    let moved: MovedOrder | null = null;
    if (to !== order.fulfilmentStatus) {
      const move: FulfilmentMove = { orderId: order.id, from: order.fulfilmentStatus, to, actor, carrier: details.carrier, trackingRef: details.trackingRef, note: details.note };
      moved = await orders.moveFulfilment(move, tx, { isBuyerMailed: isWhole });
      if (!moved) throw new Error(`order ${order.id} moved while its row was locked`);
    }
    // An order sent whole is invoiced as it always was (for this shipment), without reading the shipment back.
    if (order.status === ORDER_STATUS.placedOnAccount) {
      if (isWhole) await invoicing.issueForOrderIn(tx, order.id, { isPaidByCard: false, shipmentId });
      else await invoicing.issueForShipmentIn(tx, order.id, shipmentId);
    }
    await orders.shipmentSent(order.id, shipmentId, tx, { isBuyerMailed: !isWhole });
    return { shipmentId, orderNumber: order.orderNumber, fulfilmentStatus: to, moved };
  }

  /** A dispatch with nothing left to ship: the move and (on account) the order's invoice, as before shipments. */
  async function movedWithoutShipment(tx: DbExecutor, move: FulfilmentMove, order: ShippableOrder): Promise<MovedOrder | null> {
    const moved = await orders.moveFulfilment(move, tx);
    if (moved && order.status === ORDER_STATUS.placedOnAccount) await invoicing.issueForOrderIn(tx, order.id, { isPaidByCard: false });
    return moved;
  }

  return {
    /** POST /admin/api/orders/{id}/shipments: part (or the rest) of an order leaves. */
    async ship(actor: AuditActor, orderId: number, body: ShipmentBody): Promise<ShipmentSent> {
      return transact(async (tx) => {
        const order = await orders.shipmentsIn(tx).lockForShipment(orderId);
        if (!order) throw new NotFoundError('order', orderId);
        const refusal = shipmentRefusal(order);
        if (refusal) throw new ConflictError(refusal);
        const lines = checkedLines(order, body.lines);
        const details = { carrier: body.carrier, trackingRef: body.tracking_ref || null, note: null };
        const sent = await sendIn(tx, actor, order, lines, details);
        const skus = new Map(order.lines.map((line) => [line.id, line.sku]));
        await audit(tx, {
          actor,
          action: 'order.shipment',
          entity: 'order',
          entityId: orderId,
          reference: order.orderNumber,
          before: { fulfilment_status: order.fulfilmentStatus },
          after: {
            fulfilment_status: sent.fulfilmentStatus,
            shipment_id: sent.shipmentId,
            carrier: details.carrier,
            ...(details.trackingRef ? { tracking_ref: details.trackingRef } : {}),
            lines: lines.map((line) => ({ line_id: line.lineId, sku: skus.get(line.lineId) ?? '', qty: line.qty })),
          },
        });
        return sent;
      });
    },

    /**
     * Within a dispatch's transaction (status-moves.ts, `move.to` dispatched): the rest of the order leaves
     * as one shipment, the move made with it. Null, writing nothing, when the order is no longer where
     * the move started, is held, or has a refund under way (the caller says which).
     */
    async dispatchRestIn(tx: DbExecutor, move: FulfilmentMove): Promise<MovedOrder | null> {
      const order = await orders.shipmentsIn(tx).lockForShipment(move.orderId);
      if (!order || order.fulfilmentStatus !== move.from || order.holdReason !== null || order.refundClaim !== null) return null;
      const lines = order.lines.filter((line) => leftOf(line) > 0).map((line) => ({ lineId: line.id, qty: leftOf(line) }));
      // Every line marked shipped yet not dispatched: an order moved back by hand after migration 0051 marked it. It moves as before shipments.
      if (lines.length === 0) return movedWithoutShipment(tx, move, order);
      const sent = await sendIn(tx, move.actor, order, lines, { carrier: move.carrier ?? '', trackingRef: move.trackingRef, note: move.note });
      return sent.moved;
    },
  };
}
export type Shipments = ReturnType<typeof createShipments>;
