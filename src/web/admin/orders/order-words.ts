// How the back office names an order's statuses and the moves it can still take (issue #17 Part 3).
import { FULFILMENT_MOVES } from '../../../shared/fulfilment-moves.ts';
import { formatCents } from '../../../shared/money.ts';
import type { FulfilmentStatus, OrderStatus } from '../../../shared/schemas/orders.ts';
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';

export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  new: 'New',
  processing: 'Processing',
  partially_dispatched: 'Partly dispatched',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The statuses in the order an order goes through them (the labels' keys, without loading zod). */
export const FULFILMENT_STATUS_ORDER = Object.keys(FULFILMENT_LABELS) as FulfilmentStatus[];

const PAYMENT_STATUS_LABELS: Record<OrderStatus, string> = {
  placed_on_account: 'on account',
  awaiting_payment: 'awaiting payment',
  paid: 'paid',
  refunded: 'refunded',
  cancelled: 'cancelled',
};

/** 'Card · paid', 'Account · on account'. */
export function paymentText(method: 'account' | 'card', status: OrderStatus): string {
  return `${method === 'card' ? 'Card' : 'Account'} · ${PAYMENT_STATUS_LABELS[status]}`;
}

/**
 * Where the order can go next; while a cancellation's refund is under way, only cancelling (again)
 * finishes it. Partly dispatched is where a shipment of some lines takes it, not a move of its own.
 */
export function nextMoves(order: Pick<StaffOrderDetailJson, 'fulfilment_status' | 'refund_started_at'>): readonly FulfilmentStatus[] {
  const moves = FULFILMENT_MOVES[order.fulfilment_status].filter((move) => move !== 'partially_dispatched');
  return order.refund_started_at ? moves.filter((move) => move === 'cancelled') : moves;
}

/** The question before cancelling: it cannot be undone, and a card payment goes back to the buyer. */
export function cancelQuestion(order: Pick<StaffOrderDetailJson, 'order_number' | 'status' | 'summary'>): string {
  const refund = order.status === 'paid' ? ` The card payment of ${formatCents(order.summary.total)} will be refunded to the buyer.` : '';
  return `Cancel order ${order.order_number}? This cannot be undone.${refund} The buyer is e-mailed.`;
}
