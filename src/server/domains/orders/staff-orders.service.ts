// The orders service's back-office part (issue #17 Part 3), spread into createOrdersService: the reads
// staff need and the writes of a fulfilment move, each write on the caller's transaction so the
// fulfilment service can commit it with its audit entry and the refund's payment change.
import type { DbExecutor } from '../../db/executor.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import type { FulfilmentStatus } from '../../../shared/schemas/orders.ts';
import { createOrderDeskRepo } from './order-desk.repo.ts';
import { createOrderFulfilmentRepo } from './order-fulfilment.repo.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { CsvCursor, DeskNote, FulfilmentMove, FulfilmentState, OrderCsvLine, StaffOrder, StaffOrderListFilter, StaffOrderListPage, StaffOrderRow, MovedOrder, StatusChange } from './staff-order.types.ts';
import { orderChangeMailQueue, orderConfirmationMailQueue, orderEventsQueue, orderShipmentMailQueue, orderStatusMailQueue } from './orders.queues.ts';
import { createOrderChangesRepo } from './order-changes.repo.ts';
import { changeNoteText } from './order-change-words.ts';
import type { ChangeSummary, LinesChange } from './order-change.types.ts';
import type { OrderChangeMailJob } from './order-change-mail.ts';
import type { DeskAuthor } from './order-desk.repo.ts';
import { createOrderShipmentsRepo } from './order-shipments.repo.ts';

/** Orders a CSV page reads at once: their lines are a few hundred rows. */
const CSV_PAGE_ORDERS = 200;

export function staffOrderFunctions(deps: { repo: OrdersRepo; jobs: Pick<JobQueue, 'send'> }) {
  const { repo, jobs } = deps;
  return {
    listForStaff: (filter: StaffOrderListFilter, page: StaffOrderListPage): Promise<{ rows: StaffOrderRow[]; total: number }> =>
      repo.listStaffOrders(filter, page),
    /** Issue #30 Part 5: the header search box's newest few, counted to a cap when the words are common. */
    findForSearchBox: (text: string, limit: number, countCap: number) => repo.findForSearchBox(text, limit, countCap),

    /** A placed order whole, with its account and fulfilment history; null when there is no such placed order. */
    async findForStaff(orderId: number): Promise<StaffOrder | null> {
      const { desk } = repo;
      const [order, account, history, deskNotes, hold] = await Promise.all([
        repo.findOrderById(orderId),
        repo.findOrderAccount(orderId),
        repo.findStatusHistory(orderId),
        desk.listNotes(orderId),
        desk.findHold(orderId),
      ]);
      if (!order?.orderNumber || !account) return null;
      const { refundClaimedAt, ...orderAccount } = account;
      return { ...order, orderNumber: order.orderNumber, account: orderAccount, history, refundClaimedAt, deskNotes, hold };
    },

    findFulfilmentState: (orderId: number, tx?: DbExecutor): Promise<FulfilmentState | null> =>
      tx ? createOrderFulfilmentRepo(tx).findFulfilmentState(orderId) : repo.findFulfilmentState(orderId),

    /**
     * Within `tx`: moves the order and writes its history row, and queues the buyer's e-mail about it and
     * its `order.status_changed` event for the merchant's webhooks (issue #19).
     * Null, with nothing written, when the order was no longer where the move started (another move won).
     */
    async moveFulfilment(move: FulfilmentMove, tx: DbExecutor, options: { isBuyerMailed?: boolean } = {}): Promise<MovedOrder | null> {
      const moved = await createOrderFulfilmentRepo(tx).moveFulfilment(move);
      if (!moved) return null;
      // A shipment of an order sent in parts e-mails the buyer itself (shipmentSent), not as a move.
      if (options.isBuyerMailed !== false) await jobs.send(orderStatusMailQueue, { changeId: moved.change.id, orderId: move.orderId }, { executor: tx });
      await jobs.send(orderEventsQueue, { event: 'order.status_changed', orderId: move.orderId, changeId: moved.change.id }, { executor: tx });
      return moved;
    },

    /** Issue #30, within `tx`: the desk's notes and holds (the fulfilment service audits them). */
    deskIn: (tx: DbExecutor) => createOrderDeskRepo(tx),

    /** Issue #30 Part 2: one shipment with its lines; null when there is none. */
    findShipment: (shipmentId: number) => repo.shipments.findShipment(shipmentId),

    /** Issue #30 Part 2, within `tx`: shipments, written after lockForShipment. */
    shipmentsIn: (tx: DbExecutor) => createOrderShipmentsRepo(tx),

    /**
     * Within `tx`: a shipment written, its order.shipped event for the merchant's webhooks, and (for an
     * order sent in parts) the buyer's e-mail about it.
     */
    async shipmentSent(orderId: number, shipmentId: number, tx: DbExecutor, options: { isBuyerMailed: boolean }): Promise<void> {
      if (options.isBuyerMailed) await jobs.send(orderShipmentMailQueue, { shipmentId }, { executor: tx });
      await jobs.send(orderEventsQueue, { event: 'order.shipped', orderId, shipmentId }, { executor: tx });
    },

    /** Issue #30 Part 2, within `tx`: the order locked for a change of its lines (null: no such placed order). */
    lockForChange: (orderId: number, tx: DbExecutor) => createOrderChangesRepo(tx).lockForChange(orderId),

    /**
     * Within `tx`, on the order lockForChange locked: writes the change, its 'change' note in the timeline,
     * the buyer's e-mail about it and its order.changed event for the merchant's webhooks. Answers the note.
     */
    async changeLinesIn(tx: DbExecutor, orderId: number, change: LinesChange, summary: ChangeSummary, author: DeskAuthor): Promise<DeskNote> {
      await createOrderChangesRepo(tx).applyChange(orderId, change);
      const note = await createOrderDeskRepo(tx).insertNote(orderId, 'change', changeNoteText(summary), author);
      const mail: OrderChangeMailJob = { orderId, summary };
      await jobs.send(orderChangeMailQueue, mail, { executor: tx });
      await jobs.send(orderEventsQueue, { event: 'order.changed', orderId, changeId: note.id }, { executor: tx });
      return note;
    },

    /** Takes the refund claim (on `tx` when given, so the job that settles it after a crash commits with it). */
    claimRefund: (orderId: number, from: FulfilmentStatus, claim: string, staleSeconds: number, tx?: DbExecutor): Promise<boolean> =>
      (tx ? createOrderFulfilmentRepo(tx) : repo).claimRefund(orderId, from, claim, staleSeconds),
    /** Ends the claim if it is still `claim` (on `tx` when given, so it ends with what the refund was for). */
    releaseRefundClaim: (orderId: number, claim: string, tx?: DbExecutor): Promise<boolean> => (tx ? createOrderFulfilmentRepo(tx) : repo).releaseRefundClaim(orderId, claim),
    /** Within `tx`: paid → refunded; true when it changed. */
    markRefunded: (orderId: number, tx: DbExecutor): Promise<boolean> => createOrderFulfilmentRepo(tx).markOrderRefunded(orderId),

    /** Within `tx`: queues the order's confirmation e-mail again (staff resend it). */
    async resendConfirmation(orderId: number, tx: DbExecutor): Promise<void> {
      await jobs.send(orderConfirmationMailQueue, { orderId }, { executor: tx });
    },

    /** Within `tx`: queues the buyer's e-mail about one fulfilment move again (staff resend a cancellation notice). */
    async resendStatusMail(change: Pick<StatusChange, 'id' | 'orderId'>, tx: DbExecutor): Promise<void> {
      await jobs.send(orderStatusMailQueue, { changeId: change.id, orderId: change.orderId }, { executor: tx });
    },

    /** Every line of the placed orders the filter finds within its days, a page of orders at a time (never all in memory). */
    async *csvLines(filter: StaffOrderListFilter & { dateFrom: string; dateTo: string }, ordersPerPage = CSV_PAGE_ORDERS): AsyncGenerator<OrderCsvLine[]> {
      let cursor: CsvCursor | null = null;
      do {
        const page = await repo.findCsvPage(filter, cursor, ordersPerPage);
        if (page.lines.length > 0) yield page.lines;
        cursor = page.next;
      } while (cursor);
    },
  };
}
