// The desk's notes and holds on an order (issue #30 Part 1). Each write, its timeline row and its audit
// entry commit together. A hold is refused for an order already dispatched, delivered or cancelled, one
// already held, or one whose cancellation's refund is under way; a move is refused while an order is held
// (status-moves.ts), and the guarded UPDATEs keep a hold and a move racing each other from both winning.
import type { BulkStatusBody } from '../../../shared/schemas/order-desk.ts';
import type { FulfilmentStatus } from '../../../shared/schemas/orders.ts';
import type { OrderStatusMoveBody } from '../../../shared/schemas/staff-orders.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { Transact } from '../../db/executor.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { DeskNote, OrderHold } from '../orders/staff-order.types.ts';

export const DESK_MESSAGES = {
  // 'partially_dispatched' reads 'partly dispatched', as the screens say it (issue #30 Part 2).
  notHoldable: (orderNumber: string, status: string) => `Order ${orderNumber} is ${status.replace('partially_dispatched', 'partly dispatched')}: only an order not yet dispatched can be put on hold.`,
  alreadyHeld: (orderNumber: string, reason: string) => `Order ${orderNumber} is already on hold: ${reason}`,
  refundUnderWay: (orderNumber: string) => `Order ${orderNumber} has a cancellation's refund under way: it cannot be put on hold.`,
  notHeld: (orderNumber: string) => `Order ${orderNumber} is not on hold.`,
} as const;

export type OrderDeskDeps = {
  transact: Transact;
  orders: Pick<OrdersService, 'findFulfilmentState' | 'deskIn'>;
  audit: AuditWriter;
  log: ServiceLogger;
  /** One order's move (status-moves.ts), in its own transaction with its history row, e-mail and audit entry. */
  moveStatus: (actor: AuditActor, orderId: number, input: OrderStatusMoveBody) => Promise<{ ok: true; fulfilment: { status: FulfilmentStatus } } | { ok: false; message: string }>;
};

/** What became of one order of a bulk move. */
export type BulkMoveResult = { id: number; orderNumber: string | null; ok: boolean; fulfilmentStatus: FulfilmentStatus | null; message: string };

/** Why one order of a bulk move did not move, in words; null for an error that is not about the order. */
function refusalOf(error: unknown): string | null {
  if (error instanceof ConflictError || error instanceof NotFoundError) return error.message;
  if (error instanceof ValidationError) return Object.values(error.errors).join(' ') || error.message;
  return null;
}

const authorOf = (actor: AuditActor) => ({ staffId: actor.staffId, email: actor.email });

export function createOrderDesk(deps: OrderDeskDeps) {
  const { transact, orders, audit, log, moveStatus } = deps;

  async function placedOrder(orderId: number) {
    const state = await orders.findFulfilmentState(orderId);
    if (!state) throw new NotFoundError('order', orderId);
    return state;
  }

  return {
    /** A note only staff read, on the order's timeline. */
    async addNote(actor: AuditActor, orderId: number, text: string): Promise<DeskNote> {
      const state = await placedOrder(orderId);
      return transact(async (tx) => {
        const note = await orders.deskIn(tx).insertNote(orderId, 'note', text, authorOf(actor));
        await audit(tx, { actor, action: 'order.note', entity: 'order', entityId: orderId, reference: state.orderNumber, before: null, after: { note: text } });
        return note;
      });
    },

    /** Puts the order on hold: no fulfilment move until it is released. */
    async hold(actor: AuditActor, orderId: number, reason: string): Promise<{ hold: OrderHold; note: DeskNote }> {
      const state = await placedOrder(orderId);
      return transact(async (tx) => {
        const held = await orders.deskIn(tx).hold(orderId, reason, authorOf(actor));
        if (!held) {
          // Read again: what stands in the way now, not when the request began.
          const now = (await orders.findFulfilmentState(orderId, tx)) ?? state;
          if (now.holdReason !== null) throw new ConflictError(DESK_MESSAGES.alreadyHeld(now.orderNumber, now.holdReason));
          if (now.refundClaim !== null) throw new ConflictError(DESK_MESSAGES.refundUnderWay(now.orderNumber));
          throw new ConflictError(DESK_MESSAGES.notHoldable(now.orderNumber, now.fulfilmentStatus));
        }
        await audit(tx, { actor, action: 'order.hold', entity: 'order', entityId: orderId, reference: state.orderNumber, before: { on_hold: false }, after: { on_hold: true, reason } });
        return held;
      });
    },

    /** Releases the hold: the order may move again. */
    async release(actor: AuditActor, orderId: number): Promise<DeskNote> {
      const state = await placedOrder(orderId);
      return transact(async (tx) => {
        const note = await orders.deskIn(tx).release(orderId, authorOf(actor));
        if (!note) throw new ConflictError(DESK_MESSAGES.notHeld(state.orderNumber));
        await audit(tx, { actor, action: 'order.release', entity: 'order', entityId: orderId, reference: state.orderNumber, before: { on_hold: true, reason: note.text }, after: { on_hold: false } });
        return note;
      });
    },

    /**
     * Moves each order in turn, each in its own transaction (a crash leaves every order moved whole or not
     * at all); an order that cannot move is named with why, and the rest carry on.
     */
    async bulkMove(actor: AuditActor, body: BulkStatusBody): Promise<BulkMoveResult[]> {
      const results: BulkMoveResult[] = [];
      for (const id of body.ids) {
        const state = await orders.findFulfilmentState(id);
        if (!state) {
          results.push({ id, orderNumber: null, ok: false, fulfilmentStatus: null, message: `There is no order ${id}.` });
          continue;
        }
        const refusal = (message: string) => ({ id, orderNumber: state.orderNumber, ok: false, fulfilmentStatus: state.fulfilmentStatus, message });
        if (state.fulfilmentStatus === body.status) {
          results.push(refusal(`Order ${state.orderNumber} is already ${body.status}.`));
          continue;
        }
        try {
          const moved = await moveStatus(actor, id, { status: body.status, carrier: body.carrier ?? null, tracking_ref: body.tracking_refs?.[String(id)] ?? null });
          results.push(moved.ok ? { id, orderNumber: state.orderNumber, ok: true, fulfilmentStatus: moved.fulfilment.status, message: `Order ${state.orderNumber} is ${moved.fulfilment.status}.` } : refusal(moved.message));
        } catch (error) {
          const why = refusalOf(error);
          if (why === null) log.error({ err: error, orderId: id }, 'an order of a bulk move failed');
          results.push(refusal(why ?? `Order ${state.orderNumber} was not moved: something went wrong on our side. Try it again.`));
        }
      }
      return results;
    },
  };
}
export type OrderDesk = ReturnType<typeof createOrderDesk>;
