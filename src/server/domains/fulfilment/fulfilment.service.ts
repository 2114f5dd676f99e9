// The back office's orders (issue #17 Part 3): what staff list, open, move, export, resend and print.
// It stands beside the orders and payments domains and reaches both through their services, so orders
// never imports payments (payments already imports orders). The /admin/api/orders routes call it and map
// its answers with fulfilment-json.ts; who may call what is the routes' `permission`.
import { PACKING_SLIPS_MAX, type OrdersCsvQuery, type PackingSlipsQuery, type StaffOrderListQuery } from '../../../shared/schemas/staff-orders.ts';
import type { OrderStatusMoveBody } from '../../../shared/schemas/staff-orders.ts';
import { resendableNotice } from '../../../shared/fulfilment-moves.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { AuditActor } from '../audit/audit-entry.types.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { StaffOrder, StaffOrderRow } from '../orders/staff-order.types.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { csvDays, ordersCsvChunks } from './orders-csv.ts';
import { createOrderDesk } from './order-desk.ts';
import { createCardCredits, type CardCreditsDeps } from './card-credits.ts';
import { createShipments, type ShipmentsDeps } from './shipments.ts';
import { createOrderChanges, type OrderChangesDeps } from './order-changes.ts';
import { createStatusMoves, REFUND_CLAIM_STALE_SECONDS, type StatusMoveOutcome, type StatusMovesDeps } from './status-moves.ts';

export type StaffOrderList = { rows: StaffOrderRow[]; total: number; page: number; perPage: number };

/** A placed order with every payment attempt it had (the detail page). */
export type StaffOrderDetail = StaffOrder & { payments: Awaited<ReturnType<PaymentsService['findOrderPayments']>> };

export type FulfilmentServiceDeps = Omit<StatusMovesDeps, 'orders' | 'payments' | 'creditNotes' | 'invoicing' | 'shipments'> & {
  orders: StatusMovesDeps['orders'] & Pick<OrdersService, 'listForStaff' | 'findForStaff' | 'resendConfirmation' | 'resendStatusMail' | 'csvLines' | 'deskIn'> & ShipmentsDeps['orders'] & OrderChangesDeps['orders'];
  invoicing: StatusMovesDeps['invoicing'] & ShipmentsDeps['invoicing'] & OrderChangesDeps['invoicing'];
  payments: StatusMovesDeps['payments'] & Pick<PaymentsService, 'findOrderPayments'>;
  creditNotes: StatusMovesDeps['creditNotes'] & CardCreditsDeps['creditNotes'] & OrderChangesDeps['creditNotes'];
  /** Issue #30 Part 2: what the desk adds to an order, priced as the buyer's cart would; a raise asks the account's credit. */
  cart: OrderChangesDeps['cart'];
  credit: OrderChangesDeps['credit'];
};

export function createFulfilmentService(deps: FulfilmentServiceDeps) {
  const { transact, orders, payments, audit } = deps;
  // Issue #30 Part 2: a dispatch is the shipment of what is left, so moves dispatch through shipments.
  const shipments = createShipments({ transact, orders, invoicing: deps.invoicing, audit });
  const moves = createStatusMoves({ ...deps, shipments });
  // Issue #30: notes, holds and bulk moves.
  const desk = createOrderDesk({ transact, orders, audit, log: deps.log, moveStatus: moves.moveStatus });
  // Issue #30 Part 2: a card-paid order's change is applied with its credit note, in card-credits' commit.
  const changes = createOrderChanges({ ...deps, cardCredits: () => cardCredits });
  const cardCredits = createCardCredits({ ...deps, staleSeconds: deps.refundClaimStaleSeconds ?? REFUND_CLAIM_STALE_SECONDS, applyLineChangeIn: changes.applyCardChangeIn });

  async function findOrder(orderId: number): Promise<StaffOrder> {
    const order = await orders.findForStaff(orderId);
    if (!order) throw new NotFoundError('order', orderId);
    return order;
  }

  return {
    /** Placed orders by status, account, text and days, sorted and paged by the database. */
    async listOrders(query: StaffOrderListQuery): Promise<StaffOrderList> {
      const { rows, total } = await orders.listForStaff(
        {
          status: query.status,
          accountNumber: query.account_number,
          text: query.q,
          dateFrom: query.date_from,
          dateTo: query.date_to,
          deliveryDate: query.delivery_date,
          zone: query.zone,
        },
        { sort: query.sort, limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return { rows, total, page: query.page, perPage: query.per_page };
    },

    /** One placed order: lines, addresses, notes, PO number, payments and its fulfilment history. */
    async getOrder(orderId: number): Promise<StaffOrderDetail> {
      const [order, orderPayments] = await Promise.all([findOrder(orderId), payments.findOrderPayments(orderId)]);
      return { ...order, payments: orderPayments };
    },

    moveStatus: (actor: AuditActor, orderId: number, input: OrderStatusMoveBody): Promise<StatusMoveOutcome> => moves.moveStatus(actor, orderId, input),

    /** Issue #30: the desk's notes and holds, and moving many orders at once (order-desk.ts). */
    addNote: desk.addNote,
    hold: desk.hold,
    release: desk.release,
    bulkMove: desk.bulkMove,
    /** Issue #30 Part 2: part (or the rest) of an order leaves (shipments.ts). */
    ship: shipments.ship,
    /** Issue #30 Part 2: the desk changes an order's lines before it leaves (order-changes.ts). */
    changeLines: changes.change,

    /** The job of a cancellation's refund claim (issue #26 item 7): finishes or releases it once stale. */
    settleRefundClaim: moves.settleRefundClaim,
    requeueRefundClaim: moves.requeueRefundClaim,

    /** Issue #28: a credit note against an invoice; one paid by card refunds the card under the order's refund claim (card-credits.ts). */
    issueCreditNote: cardCredits.issue,
    /** The job of a card credit's refund claim: issues the note or releases the claim once stale. */
    settleCardCreditClaim: cardCredits.settle,
    requeueCardCreditClaim: cardCredits.requeue,

    /** Queues the order's confirmation e-mail to its buyer again, on record in the audit log; a 409 unless the order is live. */
    async resendConfirmation(actor: AuditActor, orderId: number): Promise<void> {
      const order = await findOrder(orderId);
      const notice = resendableNotice({ fulfilmentStatus: order.fulfilment.status, paymentStatus: order.status });
      if (notice !== 'confirmation') {
        const instead = notice === 'cancellation' ? ' Resend its cancellation notice instead.' : '';
        throw new ConflictError(`Order ${order.orderNumber} is ${order.fulfilment.status === 'cancelled' ? 'cancelled' : 'refunded'}: its confirmation is not sent again.${instead}`);
      }
      await transact(async (tx) => {
        await orders.resendConfirmation(order.id, tx);
        await audit(tx, { actor, action: 'order.resend_confirmation', entity: 'order', entityId: order.id, reference: order.orderNumber, before: null, after: { confirmation_resent: true } });
      });
    },

    /** Queues the buyer's e-mail about the order's cancellation again, on record in the audit log; a 409 unless it is cancelled. */
    async resendCancellation(actor: AuditActor, orderId: number): Promise<void> {
      const order = await findOrder(orderId);
      const cancellation = order.history.findLast((change) => change.to === 'cancelled');
      if (order.fulfilment.status !== 'cancelled' || !cancellation) {
        throw new ConflictError(`Order ${order.orderNumber} is not cancelled: there is no cancellation notice to send.`);
      }
      await transact(async (tx) => {
        await orders.resendStatusMail(cancellation, tx);
        await audit(tx, { actor, action: 'order.resend_cancellation', entity: 'order', entityId: order.id, reference: order.orderNumber, before: null, after: { cancellation_resent: true } });
      });
    },

    /** What a printed packing slip needs: the order as the detail has it (the slip leaves out prices). */
    getPackingSlip: (orderId: number): Promise<StaffOrder> => findOrder(orderId),

    /** Issue #29: the slips of the orders chosen, or of a delivery day (and zone), in one print view. */
    async packingSlips(query: PackingSlipsQuery): Promise<StaffOrder[]> {
      if (query.ids) return Promise.all(query.ids.map(findOrder));
      const { rows } = await orders.listForStaff(
        { deliveryDate: query.delivery_date, zone: query.zone, status: query.status },
        { sort: 'created_at', limit: PACKING_SLIPS_MAX + 1, offset: 0 },
      );
      const wanted = rows.filter((row) => query.status !== undefined || row.fulfilmentStatus !== 'cancelled');
      if (rows.length > PACKING_SLIPS_MAX) throw new ValidationError({ delivery_date: `More than ${PACKING_SLIPS_MAX} orders deliver that day: choose a zone or a status.` });
      return Promise.all(wanted.map((row) => findOrder(row.id)));
    },

    /**
     * The CSV of the placed orders the list's filters find (days left out: the last 30), or of the orders
     * chosen (issue #30: `ids`, whatever their days, the other filters not read), one row per line, as
     * chunks of text read a page at a time; with the file's name (the days it covers, or how many chosen).
     */
    ordersCsv(query: OrdersCsvQuery, now = new Date()): { fileName: string; chunks: AsyncGenerator<string> } {
      if (query.ids) {
        // No days ('' bounds none): the orders chosen, whenever they were placed.
        const selection = { ids: query.ids, dateFrom: '', dateTo: '' };
        return { fileName: `orders-selection-${query.ids.length}.csv`, chunks: ordersCsvChunks(orders.csvLines(selection)) };
      }
      const days = csvDays(query, now);
      const filter = { status: query.status, accountNumber: query.account_number, text: query.q, deliveryDate: query.delivery_date, zone: query.zone, ...days };
      return { fileName: `orders-${days.dateFrom}-to-${days.dateTo}.csv`, chunks: ordersCsvChunks(orders.csvLines(filter)) };
    },
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
