// A staff member moves an order's fulfilment (issue #17 Part 3). The move, its history row, its audit
// entry and the buyer's e-mail are one transaction: all of them or none. Of two staff moving one order
// at once, the guarded UPDATE lets one win; the other gets a conflict saying where the order is now.
//
// Cancelling an order paid by card also gives the money back through the provider, which cannot take
// part in our transaction. So: claim the refund on the order (no other move while it is held), call the
// provider, then commit the cancellation with the refund. If the provider refuses, the claim is given
// back and the order stays as it was. If this process dies between the provider's refund and our commit,
// the claim stays: nothing can dispatch the order, and cancelling it again (after the claim's stale time)
// asks the provider again under a new key, which answers 'already refunded' for a charge already given
// back, and then commits. The money never goes back twice and a refunded order is never shipped.
import { randomUUID } from 'node:crypto';
import type { OrderStatusMoveBody } from '../../../shared/schemas/staff-orders.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { AuditActor, AuditEntry, AuditWriter } from '../audit/audit-entry.types.ts';
import { FULFILMENT_STATUS, fulfilmentMoveRefusal, ORDER_STATUS } from '../orders/orders.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { FulfilmentMove, FulfilmentState, MovedOrder } from '../orders/staff-order.types.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { OrderStatus, FulfilmentStatus } from '../../../shared/schemas/orders.ts';

/** A move made: its history row, the fulfilment after it, and the order's payment status after it. */
export type StatusMoveOutcome =
  | (MovedOrder & { ok: true; orderId: number; paymentStatus: OrderStatus })
  | { ok: false; kind: 'refund-failed'; message: string };

export type StatusMovesDeps = {
  transact: Transact;
  orders: Pick<OrdersService, 'findFulfilmentState' | 'moveFulfilment' | 'claimRefund' | 'releaseRefundClaim' | 'markRefunded'>;
  payments: Pick<PaymentsService, 'findApprovedPayment' | 'refundPayment' | 'markRefunded'>;
  audit: AuditWriter;
  log: ServiceLogger;
  /** How long a refund claim holds before a new cancellation may take it over (its holder died). Default 120 s. */
  refundClaimStaleSeconds?: number;
};

type MoveDetails = Pick<FulfilmentMove, 'carrier' | 'trackingRef' | 'note'>;

/** The move's carrier, reference and note: a carrier is needed to dispatch, and given only then. */
function moveDetails(input: OrderStatusMoveBody): MoveDetails {
  const carrier = input.carrier || null;
  const trackingRef = input.tracking_ref || null;
  const isDispatch = input.status === FULFILMENT_STATUS.dispatched;
  if (isDispatch && !carrier) throw new ValidationError({ carrier: 'A carrier is needed to dispatch an order.' });
  if (!isDispatch && carrier) throw new ValidationError({ carrier: 'A carrier is given only when dispatching an order.' });
  if (!isDispatch && trackingRef) throw new ValidationError({ tracking_ref: 'A tracking reference is given only when dispatching an order.' });
  return { carrier, trackingRef, note: input.note || null };
}

function claimText(state: FulfilmentState): string {
  const since = state.refundClaimedAt ? ` since ${state.refundClaimedAt.toISOString()}` : '';
  return `A refund for this order is under way${since}: it moves only when that cancellation is finished (cancel it again to finish it).`;
}

/** Throws the conflict that says why `to` is refused from where the order is. */
function refuseUnlessAllowed(state: FulfilmentState, to: FulfilmentStatus): void {
  const refusal = fulfilmentMoveRefusal(state.fulfilmentStatus, to);
  if (refusal) throw new ConflictError(refusal);
  if (state.refundClaim !== null && to !== FULFILMENT_STATUS.cancelled) throw new ConflictError(claimText(state));
}

function auditEntry(actor: AuditActor, state: FulfilmentState, moved: MovedOrder, paymentStatus: OrderStatus): AuditEntry {
  const { change } = moved;
  const given = Object.fromEntries(
    Object.entries({ carrier: change.carrier, tracking_ref: change.trackingRef, note: change.note }).filter(([, value]) => value !== null),
  );
  const isPaymentChanged = paymentStatus !== state.status;
  return {
    actor,
    action: 'order.status',
    entity: 'order',
    entityId: state.id,
    reference: state.orderNumber,
    before: { fulfilment_status: change.from, ...(isPaymentChanged ? { payment_status: state.status } : {}) },
    after: { fulfilment_status: change.to, ...(isPaymentChanged ? { payment_status: paymentStatus } : {}), ...given },
  };
}

export function createStatusMoves(deps: StatusMovesDeps) {
  const { transact, orders, payments, audit, log } = deps;
  const staleSeconds = deps.refundClaimStaleSeconds ?? 120;

  /** The conflict when a guarded write found the order moved meanwhile: where it is now, in words. */
  async function conflictNow(orderId: number, to: FulfilmentStatus, tx?: DbExecutor): Promise<ConflictError> {
    const now = await orders.findFulfilmentState(orderId, tx);
    if (!now) return new ConflictError('The order changed while you were moving it. Reload it and try again.');
    const refusal = fulfilmentMoveRefusal(now.fulfilmentStatus, to);
    if (refusal) return new ConflictError(refusal);
    if (now.refundClaim !== null) return new ConflictError(claimText(now));
    return new ConflictError('The order changed while you were moving it. Reload it and try again.');
  }

  async function commitMove(actor: AuditActor, state: FulfilmentState, move: FulfilmentMove, whenMoved?: (tx: DbExecutor) => Promise<OrderStatus>) {
    return transact(async (tx) => {
      const moved = await orders.moveFulfilment(move, tx);
      if (!moved) throw await conflictNow(state.id, move.to, tx);
      const paymentStatus = whenMoved ? await whenMoved(tx) : state.status;
      await audit(tx, auditEntry(actor, state, moved, paymentStatus));
      return { ok: true as const, orderId: state.id, paymentStatus, ...moved };
    });
  }

  async function cancelWithRefund(actor: AuditActor, state: FulfilmentState, details: MoveDetails): Promise<StatusMoveOutcome> {
    const payment = await payments.findApprovedPayment(state.id);
    if (!payment) {
      // Another staff member's cancellation may have refunded it since we read the order: say so, as a conflict.
      const now = await orders.findFulfilmentState(state.id);
      if (!now || now.fulfilmentStatus !== state.fulfilmentStatus || now.status !== state.status) throw await conflictNow(state.id, FULFILMENT_STATUS.cancelled);
      return { ok: false, kind: 'refund-failed', message: 'The order was not cancelled: no approved card payment was found to refund.' };
    }
    const claim = randomUUID();
    if (!(await orders.claimRefund(state.id, state.fulfilmentStatus, claim, staleSeconds))) throw await conflictNow(state.id, FULFILMENT_STATUS.cancelled);
    const refund = await payments.refundPayment(payment, claim);
    if (!refund.ok) {
      await orders.releaseRefundClaim(state.id, claim);
      return { ok: false, kind: 'refund-failed', message: `The order was not cancelled. ${refund.message}` };
    }
    const move = { orderId: state.id, from: state.fulfilmentStatus, to: FULFILMENT_STATUS.cancelled, actor, refundClaim: claim, ...details };
    try {
      return await commitMove(actor, state, move, async (tx) => {
        if (!(await orders.markRefunded(state.id, tx))) throw new Error(`order ${state.id} was no longer paid when its refund was recorded`);
        await payments.markRefunded(payment.id, tx);
        return ORDER_STATUS.refunded;
      });
    } catch (error) {
      log.error({ err: error, orderId: state.id, paymentId: payment.id }, 'refunded by the provider but the cancellation was not recorded: cancel the order again to finish it');
      throw error;
    }
  }

  return {
    /**
     * Moves the order's fulfilment to `input.status` as `actor`. Refusals the state machine makes, and a
     * move lost to another's, are a ConflictError saying why; a refund the provider refuses is an outcome
     * (`ok: false`), the order left as it was. Each move e-mails the buyer.
     */
    async moveStatus(actor: AuditActor, orderId: number, input: OrderStatusMoveBody): Promise<StatusMoveOutcome> {
      const details = moveDetails(input);
      const state = await orders.findFulfilmentState(orderId);
      if (!state) throw new NotFoundError('order', orderId);
      refuseUnlessAllowed(state, input.status);
      if (input.status === FULFILMENT_STATUS.cancelled && state.status === ORDER_STATUS.paid) return cancelWithRefund(actor, state, details);
      return commitMove(actor, state, { orderId, from: state.fulfilmentStatus, to: input.status, actor, ...details });
    },
  };
}
