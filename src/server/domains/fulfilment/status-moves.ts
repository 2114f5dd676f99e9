// A staff member moves an order's fulfilment (issue #17 Part 3). The move, its history row, its audit
// entry and the buyer's e-mail are one transaction: all of them or none. Of two staff moving one order
// at once, the guarded UPDATE lets one win; the other gets a conflict saying where the order is now.
//
// Cancelling an order paid by card also gives the money back through the provider, which cannot take
// part in our transaction. So: claim the refund on the order (no other move while it is held), call the
// provider, then commit the cancellation with the refund. If the provider refuses, the claim is given
// back and the order stays as it was. If this process dies between the provider's refund and our commit,
// the claim stays: nothing can dispatch the order. A job queued with the claim wakes when the claim goes
// stale (the database's clock) and asks the provider what became of the money: given back, it commits the
// cancellation; not, it releases the claim (issue #26 item 7). It never asks for a refund itself, so no run
// of it, however many at once, gives money back twice. Cancelling again after the stale time still takes
// the claim over and asks under a new key, which answers 'already refunded' for a charge already given back.
// The money never goes back twice and a refunded order is never shipped.
import { randomUUID } from 'node:crypto';
import type { OrderStatusMoveBody } from '../../../shared/schemas/staff-orders.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { AuditActor, AuditEntry, AuditWriter } from '../audit/audit-entry.types.ts';
import { FULFILMENT_STATUS, fulfilmentMoveRefusal, ORDER_STATUS } from '../orders/orders.service.ts';
import type { CreditNotesService } from '../invoicing/credit-notes.service.ts';
import type { InvoicingService } from '../invoicing/invoicing.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { FulfilmentMove, FulfilmentState, MovedOrder } from '../orders/staff-order.types.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { OrderStatus, FulfilmentStatus } from '../../../shared/schemas/orders.ts';
import { waitText } from '../../../shared/wait-text.ts';
import { refundClaimQueue, type RefundClaimJob } from './fulfilment.queues.ts';
import type { Shipments } from './shipments.ts';

/** A move made: its history row, the fulfilment after it, and the order's payment status after it. */
export type StatusMoveOutcome =
  | (MovedOrder & { ok: true; orderId: number; paymentStatus: OrderStatus })
  | { ok: false; kind: 'refund-failed'; message: string };

type Payment = NonNullable<Awaited<ReturnType<PaymentsService['findApprovedPayment']>>>;

/** What the job made of a refund claim: finished, released, gone already, or not stale yet (try again then). */
export type RefundClaimSettlement = { kind: 'finished' | 'released' | 'gone' } | { kind: 'fresh'; retryInSeconds: number };

/**
 * How long a refund claim holds before its job settles it and a new cancellation may take it over. Longer
 * than a live cancellation's provider calls (Stripe: 3 s a request, tried once more), and short enough that a
 * claim a crash left is settled within 30 s of a restart (issue #26 item 7).
 */
export const REFUND_CLAIM_STALE_SECONDS = 20;
/** From a claim going stale to its job having run: the worker's polling (JOB_POLLING_SECONDS) and the provider's answer. */
const SETTLE_MARGIN_SECONDS = 5;

export type StatusMovesDeps = {
  transact: Transact;
  orders: Pick<OrdersService, 'findFulfilmentState' | 'moveFulfilment' | 'claimRefund' | 'releaseRefundClaim' | 'markRefunded' | 'restockCancelledIn'>;
  payments: Pick<PaymentsService, 'findApprovedPayment' | 'refundPayment' | 'findRefundState' | 'markRefunded'>;
  jobs: Pick<JobQueue, 'send'>;
  audit: AuditWriter;
  log: ServiceLogger;
  /** Issue #28: an on-account order is invoiced in the transaction that dispatches it (through its shipment since issue #30). */
  invoicing: Pick<InvoicingService, 'issueForOrderIn'>;
  /** Issue #30 Part 2: a dispatch sends what is left of the order as a shipment, with its move and invoice. */
  shipments: Pick<Shipments, 'dispatchRestIn'>;
  /** Issue #28 Part 2: a cancelled order's invoice (a card order's, issued when it was paid) is credited whole in the cancellation. */
  creditNotes: Pick<CreditNotesService, 'creditWholeInvoiceIn' | 'creditedOnOrder' | 'lockOrderInvoiceIn'>;
  /** How long a refund claim holds (tests shorten it). Default REFUND_CLAIM_STALE_SECONDS. */
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
  const { transact, orders, payments, jobs, audit, log, creditNotes, shipments } = deps;
  const staleSeconds = deps.refundClaimStaleSeconds ?? REFUND_CLAIM_STALE_SECONDS;

  /** The 409 while a refund claim is held: how long until its job has settled it (Retry-After, and in words). */
  function claimConflict(state: FulfilmentState): ConflictError {
    const since = state.refundClaimedAt ? ` since ${state.refundClaimedAt.toISOString()}` : '';
    const waitSeconds = Math.max(0, Math.ceil(staleSeconds - (state.refundClaimAgeSeconds ?? 0))) + SETTLE_MARGIN_SECONDS;
    return new ConflictError(
      `A refund for this order is under way${since}: the order moves again once that cancellation is finished or given back, within ${waitText(waitSeconds)}. Try again then.`,
      { retryAfterSeconds: waitSeconds },
    );
  }

  /** Issue #30: an order on hold moves only once released. */
  const holdConflict = (state: FulfilmentState) => new ConflictError(`Order ${state.orderNumber} is on hold: ${state.holdReason}. Release it before moving it.`);

  /** Throws the conflict that says why `to` is refused from where the order is. */
  function refuseUnlessAllowed(state: FulfilmentState, to: FulfilmentStatus): void {
    // The desk's hold first: it is what stands in the way until someone releases it.
    if (state.holdReason !== null) throw holdConflict(state);
    const refusal = fulfilmentMoveRefusal(state.fulfilmentStatus, to);
    if (refusal) throw new ConflictError(refusal);
    if (state.refundClaim !== null && to !== FULFILMENT_STATUS.cancelled) throw claimConflict(state);
  }

  /** The conflict when a guarded write found the order moved meanwhile: where it is now, in words. */
  async function conflictNow(orderId: number, to: FulfilmentStatus, tx?: DbExecutor): Promise<ConflictError> {
    const now = await orders.findFulfilmentState(orderId, tx);
    if (!now) return new ConflictError('The order changed while you were moving it. Reload it and try again.');
    const refusal = fulfilmentMoveRefusal(now.fulfilmentStatus, to);
    if (refusal) return new ConflictError(refusal);
    if (now.refundClaim !== null) return claimConflict(now);
    if (now.holdReason !== null) return holdConflict(now);
    return new ConflictError('The order changed while you were moving it. Reload it and try again.');
  }

  async function commitMove(actor: AuditActor, state: FulfilmentState, move: FulfilmentMove, whenMoved?: (tx: DbExecutor) => Promise<OrderStatus>) {
    return transact(async (tx) => {
      // A cancellation takes its invoice's lock before the order's row, as a credit note or a line change
      // takes them (issue #30), so none of them waits on another in a ring; it credits it once moved.
      if (move.to === FULFILMENT_STATUS.cancelled) await creditNotes.lockOrderInvoiceIn(tx, state.id);
      // A dispatch is the shipment of what is left (issue #30), which invoices an on-account order (a card order was invoiced when paid).
      const moved = move.to === FULFILMENT_STATUS.dispatched ? await shipments.dispatchRestIn(tx, move) : await orders.moveFulfilment(move, tx);
      if (!moved) throw await conflictNow(state.id, move.to, tx);
      const paymentStatus = whenMoved ? await whenMoved(tx) : state.status;
      if (move.to === FULFILMENT_STATUS.cancelled) {
        await creditNotes.creditWholeInvoiceIn(tx, state.id, actor, move.note ? `Order cancelled: ${move.note}` : 'Order cancelled');
        // Issue #30 Part 3: what had not left goes back on the shelf, with the cancellation.
        await orders.restockCancelledIn(tx, state.id);
      }
      await audit(tx, auditEntry(actor, state, moved, paymentStatus));
      return { ok: true as const, orderId: state.id, paymentStatus, ...moved };
    });
  }

  /** Commits the cancellation a refund (done at the provider) belongs to, under its claim. */
  async function commitRefundedCancel(actor: AuditActor, state: FulfilmentState, payment: Payment, claim: string, details: MoveDetails) {
    const move = { orderId: state.id, from: state.fulfilmentStatus, to: FULFILMENT_STATUS.cancelled, actor, refundClaim: claim, ...details };
    return commitMove(actor, state, move, async (tx) => {
      if (!(await orders.markRefunded(state.id, tx))) throw new Error(`order ${state.id} was no longer paid when its refund was recorded`);
      await payments.markRefunded(payment.id, tx);
      return ORDER_STATUS.refunded;
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
    // The claim and the job that settles it if this process dies holding it commit together.
    const job: RefundClaimJob = { orderId: state.id, claim, actor, note: details.note };
    const isClaimed = await transact(async (tx) => {
      if (!(await orders.claimRefund(state.id, state.fulfilmentStatus, claim, staleSeconds, tx))) return false;
      await jobs.send(refundClaimQueue, job, { executor: tx, startAfterSeconds: staleSeconds });
      return true;
    });
    if (!isClaimed) throw await conflictNow(state.id, FULFILMENT_STATUS.cancelled);
    // What credit notes refunded of it already is not given back again (issue #28): the rest is.
    const leftCents = payment.amountCents - (await creditNotes.creditedOnOrder(state.id));
    const refund = leftCents > 0 ? await payments.refundPayment(payment, claim, leftCents) : ({ ok: true, wasAlreadyRefunded: true } as const);
    if (!refund.ok) {
      await orders.releaseRefundClaim(state.id, claim);
      return { ok: false, kind: 'refund-failed', message: `The order was not cancelled. ${refund.message}` };
    }
    try {
      return await commitRefundedCancel(actor, state, payment, claim, details);
    } catch (error) {
      log.error({ err: error, orderId: state.id, paymentId: payment.id }, 'refunded by the provider but the cancellation was not recorded: its refund claim job finishes it');
      throw error;
    }
  }

  /**
   * A refund claim's job: once the claim is stale by the database's clock, asks the provider whether the
   * money went back. Yes: commits the cancellation as its actor asked. No: releases the claim, the order
   * as it was. Another run, or a cancellation that took the claim over, having settled it first: 'gone'.
   * A provider that cannot say throws (the job is tried again).
   */
  async function settleRefundClaim(job: RefundClaimJob): Promise<RefundClaimSettlement> {
    const state = await orders.findFulfilmentState(job.orderId);
    if (!state || state.refundClaim !== job.claim) return { kind: 'gone' };
    const ageSeconds = state.refundClaimAgeSeconds ?? 0;
    if (ageSeconds < staleSeconds) return { kind: 'fresh', retryInSeconds: Math.ceil(staleSeconds - ageSeconds) };
    const payment = await payments.findApprovedPayment(state.id);
    const refundState = payment ? await payments.findRefundState(payment, job.claim) : 'not-refunded';
    if (!payment || refundState === 'not-refunded') {
      // A run that read the claim before another settled it finds the payment refunded (no longer
      // approved) or the claim already released: it changes nothing and says so.
      if (!(await orders.releaseRefundClaim(state.id, job.claim))) return { kind: 'gone' };
      log.warn({ orderId: state.id, claim: job.claim }, 'a cancellation died before its refund: the claim is released, the order is as it was');
      return { kind: 'released' };
    }
    try {
      await commitRefundedCancel(job.actor, state, payment, job.claim, { carrier: null, trackingRef: null, note: job.note });
    } catch (error) {
      // Another run (or a new cancellation) settled the claim since we read it: nothing is left to do.
      if (error instanceof ConflictError) return { kind: 'gone' };
      throw error;
    }
    log.warn({ orderId: state.id, claim: job.claim }, 'a cancellation died after its refund: the job recorded it');
    return { kind: 'finished' };
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

    settleRefundClaim,

    /** Queues the claim's job again to run when the claim goes stale (it ran early). */
    requeueRefundClaim: (job: RefundClaimJob, afterSeconds: number): Promise<void> =>
      jobs.send(refundClaimQueue, job, { startAfterSeconds: afterSeconds }),
  };
}
