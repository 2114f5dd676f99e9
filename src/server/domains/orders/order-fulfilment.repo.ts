// Moving a placed order's fulfilment (issue #17 Part 3). Each write is one guarded UPDATE: of two staff
// moving one order at once, the second finds the status it started from gone and changes nothing.
import { and, eq, isNotNull, isNull, lt, notLike, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { CARD_CREDIT_CLAIM_PREFIX, FULFILMENT_STATUS, fulfilmentStatusChange, ORDER_STATUS, orderStatusChange, parseFulfilmentStatus, parseOrderStatus } from './order-status.ts';
import type { FulfilmentStatus } from '../../../shared/schemas/orders.ts';
import { fulfilmentColumns, toFulfilment } from './order-rows.repo.ts';
import type { PaymentMethod } from './order.types.ts';
import type { FulfilmentMove, FulfilmentState, MovedOrder } from './staff-order.types.ts';

export function createOrderFulfilmentRepo(db: DbExecutor) {
  return {
    /** A placed order's statuses and refund claim; null for an order that does not exist or was never placed. */
    async findFulfilmentState(orderId: number): Promise<FulfilmentState | null> {
      const [row] = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          fulfilmentStatus: orders.fulfilmentStatus,
          refundClaim: orders.refundClaim,
          refundClaimedAt: orders.refundClaimedAt,
          // The database's clock, not this process's, says how old a claim is (several processes, one clock).
          refundClaimAgeSeconds: sql<number | null>`extract(epoch from now() - ${orders.refundClaimedAt})::float8`,
          heldAt: orders.heldAt,
          holdReason: orders.holdReason,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), isNotNull(orders.orderNumber)));
      if (!row?.orderNumber) return null;
      const { heldAt, holdReason, ...state } = row;
      return {
        ...state,
        holdReason: heldAt ? (holdReason ?? '') : null,
        orderNumber: row.orderNumber,
        status: parseOrderStatus(row.status),
        paymentMethod: row.paymentMethod as PaymentMethod,
        fulfilmentStatus: parseFulfilmentStatus(row.fulfilmentStatus),
      };
    },

    /**
     * Moves the order from → to (order-status.ts must allow it, else this throws) and writes the history
     * row. Only while no refund claim is held, or the one this move finishes (which it then clears).
     * Null, with nothing written, when the order was no longer where the move started.
     */
    async moveFulfilment(move: FulfilmentMove): Promise<MovedOrder | null> {
      const change = fulfilmentStatusChange(move.from, move.to);
      const isDispatch = change.to === FULFILMENT_STATUS.dispatched;
      const moved = await db
        .update(orders)
        .set({
          fulfilmentStatus: change.to,
          ...(isDispatch ? { carrier: move.carrier, trackingRef: move.trackingRef, dispatchedAt: sql`now()` } : {}),
          ...(change.to === FULFILMENT_STATUS.delivered ? { deliveredAt: sql`now()` } : {}),
          refundClaim: null,
          refundClaimedAt: null,
        })
        .where(
          and(
            eq(orders.id, move.orderId),
            isNotNull(orders.orderNumber),
            eq(orders.fulfilmentStatus, change.from),
            // An order on hold (issue #30) moves only once released; a refund already under way finishes whatever came after.
            move.refundClaim === undefined ? and(isNull(orders.refundClaim), isNull(orders.heldAt)) : eq(orders.refundClaim, move.refundClaim),
          ),
        )
        .returning(fulfilmentColumns);
      const [movedRow] = moved;
      if (!movedRow) return null;
      const [row] = await db
        .insert(orderStatusHistory)
        .values({
          orderId: move.orderId,
          // An API key's move (issue #19) has no staff member: 0, with 'api-key:<name>' as the e-mail.
          staffId: move.actor.staffId,
          staffEmail: move.actor.email,
          fromStatus: change.from,
          toStatus: change.to,
          carrier: move.carrier,
          trackingRef: move.trackingRef,
          note: move.note,
        })
        .returning();
      if (!row) throw new Error(`order ${move.orderId}: history row not written`);
      return { change: { ...row, from: change.from, to: change.to }, fulfilment: toFulfilment(movedRow) };
    },

    /**
     * Takes the refund claim of a paid card order about to be cancelled from `from`, or to be credited in
     * part (issue #28): true when taken. A cancellation's claim older than `staleSeconds` (its holder
     * crashed, or gave up) may be taken over.
     */
    async claimRefund(orderId: number, from: FulfilmentStatus, claim: string, staleSeconds: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ refundClaim: claim, refundClaimedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, orderId),
            isNotNull(orders.orderNumber),
            eq(orders.status, ORDER_STATUS.paid),
            eq(orders.fulfilmentStatus, from),
            // A cancellation's claim waits for a hold's release (issue #30); a credit note's does not move the order.
            claim.startsWith(CARD_CREDIT_CLAIM_PREFIX) ? undefined : isNull(orders.heldAt),
            // A credit note's claim (issue #28, 'credit:…') is settled only by its job, which issues the note its refund was for.
            or(isNull(orders.refundClaim), and(lt(orders.refundClaimedAt, sql`now() - make_interval(secs => ${staleSeconds})`), notLike(orders.refundClaim, `${CARD_CREDIT_CLAIM_PREFIX}%`))),
          ),
        )
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** Gives the claim back (the provider refused the refund): the order may move again. */
    /** Ends the claim if it is still `claim`; true only for the call that ended it. */
    async releaseRefundClaim(orderId: number, claim: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ refundClaim: null, refundClaimedAt: null })
        .where(and(eq(orders.id, orderId), eq(orders.refundClaim, claim)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** paid → refunded (its money given back); true only for the call that made the change. */
    async markOrderRefunded(orderId: number): Promise<boolean> {
      const change = orderStatusChange(ORDER_STATUS.paid, ORDER_STATUS.refunded);
      const rows = await db
        .update(orders)
        .set({ status: change.to })
        .where(and(eq(orders.id, orderId), eq(orders.status, change.from)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
  };
}
export type OrderFulfilmentRepo = ReturnType<typeof createOrderFulfilmentRepo>;
