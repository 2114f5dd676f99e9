// Order, payment and fulfilment statuses, and the only moves between them. Every change of status asks
// here first (orders.repo.ts, order-fulfilment.repo.ts, payments.repo.ts) and a move that is not in the
// tables throws; the SQL keeps its `WHERE status = <from>`, so of two concurrent changes only one happens
// and the other is a no-op.
import type { FulfilmentStatus, OrderStatus } from '../../../shared/schemas/orders.ts';
import type { PaymentMethod } from './order.types.ts';
import { FULFILMENT_MOVES } from '../../../shared/fulfilment-moves.ts';

export const ORDER_STATUS = {
  placedOnAccount: 'placed_on_account',
  awaitingPayment: 'awaiting_payment',
  paid: 'paid',
  refunded: 'refunded',
  cancelled: 'cancelled',
} as const satisfies Record<string, OrderStatus>;

/** refunded: approved, then given back because its order had been cancelled meanwhile. */
export const PAYMENT_STATUS = {
  pending: 'pending',
  approved: 'approved',
  declined: 'declined',
  expired: 'expired',
  refunded: 'refunded',
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/**
 * Where each order status may go. An order on account is placed at once; a card order waits for its
 * payment, then is paid (approved) or cancelled (declined, or the same cart placed on account meanwhile).
 * A paid order is refunded when staff cancel its fulfilment (issue #17); it stays a placed order.
 */
const ORDER_TRANSITIONS: { readonly [From in OrderStatus]: readonly OrderStatus[] } = {
  placed_on_account: [],
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['refunded'],
  refunded: [],
  cancelled: [],
};

/**
 * Where each payment status may go. An expired payment may still be approved: the provider confirms a
 * payment page we had given up on. An approved payment is refunded when its order was cancelled meanwhile.
 */
const PAYMENT_TRANSITIONS: { readonly [From in PaymentStatus]: readonly PaymentStatus[] } = {
  pending: ['approved', 'declined', 'expired'],
  expired: ['approved'],
  approved: ['refunded'],
  declined: [],
  refunded: [],
};

const INITIAL_ORDER_STATUS = {
  account: ORDER_STATUS.placedOnAccount,
  card: ORDER_STATUS.awaitingPayment,
} as const satisfies { [Method in PaymentMethod]: OrderStatus };

/** The status a new order starts in: placed at once on account, awaiting payment by card. */
export type InitialOrderStatus = (typeof INITIAL_ORDER_STATUS)[PaymentMethod];

/** Every payment starts pending. */
export const INITIAL_PAYMENT_STATUS = PAYMENT_STATUS.pending;

/** Orders that were bought: they show in order history and get a confirmation e-mail (a refunded one was bought, then cancelled). */
export const PLACED_ORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.placedOnAccount, ORDER_STATUS.paid, ORDER_STATUS.refunded];

export class StatusTransitionError extends Error {
  constructor(kind: 'order' | 'payment' | 'fulfilment', from: string, to: string) {
    super(`${kind} status cannot change from ${from} to ${to}`);
    this.name = 'StatusTransitionError';
  }
}

export function initialOrderStatus(paymentMethod: PaymentMethod): InitialOrderStatus {
  return INITIAL_ORDER_STATUS[paymentMethod];
}

/** Throws unless `status` is where an order paid this way starts. */
export function checkInitialOrderStatus(status: OrderStatus, paymentMethod: PaymentMethod): void {
  if (status !== INITIAL_ORDER_STATUS[paymentMethod]) throw new StatusTransitionError('order', `a new ${paymentMethod} order`, status);
}

/** The status an order of this payment method has once bought: placed on account, or paid by card. */
export function boughtOrderStatus(paymentMethod: PaymentMethod): OrderStatus {
  return paymentMethod === 'account' ? ORDER_STATUS.placedOnAccount : ORDER_STATUS.paid;
}

export function isPlacedOrderStatus(status: OrderStatus): boolean {
  return PLACED_ORDER_STATUSES.includes(status);
}

/** A placed order's number; throws if the order is not placed or has none (it is given in the placing transaction). */
export function placedOrderNumber(order: { id: number; status: OrderStatus; orderNumber: string | null }): string {
  if (!isPlacedOrderStatus(order.status) || order.orderNumber === null) throw new Error(`order ${order.id} is ${order.status} and has no order number`);
  return order.orderNumber;
}

/** A card order's payment reference; throws for an order without one (on account). */
export function cardPaymentReference(order: { id: number; paymentReference: string | null }): string {
  if (order.paymentReference === null) throw new Error(`order ${order.id} has no payment reference`);
  return order.paymentReference;
}

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** Throws unless an order may move from → to; answers the move for the caller's guarded UPDATE. */
export function orderStatusChange(from: OrderStatus, to: OrderStatus): { from: OrderStatus; to: OrderStatus } {
  if (!canChangeOrderStatus(from, to)) throw new StatusTransitionError('order', from, to);
  return { from, to };
}

/** Throws unless a payment may move from each of `from` to `to`. */
export function paymentStatusChange(
  from: readonly PaymentStatus[],
  to: PaymentStatus,
): { from: readonly PaymentStatus[]; to: PaymentStatus } {
  if (from.length === 0) throw new StatusTransitionError('payment', 'nothing', to);
  for (const status of from) if (!canChangePaymentStatus(status, to)) throw new StatusTransitionError('payment', status, to);
  return { from, to };
}

/** A status read from the database; one this code does not know is an error, not a silent cast. */
export function parseOrderStatus(text: string): OrderStatus {
  if (!Object.hasOwn(ORDER_TRANSITIONS, text)) throw new Error(`unknown order status in the database: ${text}`);
  return text as OrderStatus;
}

export function parsePaymentStatus(text: string): PaymentStatus {
  if (!Object.hasOwn(PAYMENT_TRANSITIONS, text)) throw new Error(`unknown payment status in the database: ${text}`);
  return text as PaymentStatus;
}

// A placed order's way to the buyer (issue #17): new → processing → dispatched → delivered, one step at
// a time, and cancelled while it has not left (new or processing). Staff moves ask here first; the SQL
// keeps its `WHERE fulfilment_status = <from>`, so of two staff moving one order at once only one wins.

export const FULFILMENT_STATUS = {
  new: 'new',
  processing: 'processing',
  partiallyDispatched: 'partially_dispatched',
  dispatched: 'dispatched',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const satisfies Record<string, FulfilmentStatus>;

/** Every placed order starts here (the column's default). */
export const INITIAL_FULFILMENT_STATUS = FULFILMENT_STATUS.new;

const FULFILMENT_TRANSITIONS = FULFILMENT_MOVES;

/** The forward steps in order: what a refusal names as the step an order must take first. */
const STEPS: readonly FulfilmentStatus[] = ['new', 'processing', 'partially_dispatched', 'dispatched', 'delivered'];

/** A status in a sentence ('partially dispatched'). */
const inWords = (status: FulfilmentStatus) => status.replace('_', ' ');

export function canChangeFulfilmentStatus(from: FulfilmentStatus, to: FulfilmentStatus): boolean {
  return FULFILMENT_TRANSITIONS[from].includes(to);
}

/** Why staff may not move an order from → to, in words; null when the move is allowed. */
export function fulfilmentMoveRefusal(from: FulfilmentStatus, to: FulfilmentStatus): string | null {
  if (canChangeFulfilmentStatus(from, to)) return null;
  const [was, goes] = [inWords(from), inWords(to)];
  if (from === to) return `The order is already ${goes}.`;
  if (FULFILMENT_TRANSITIONS[from].length === 0) return `The order is ${was}: a ${was} order does not change any more.`;
  if (to === FULFILMENT_STATUS.cancelled) {
    const cancellable = STEPS.filter((status) => canChangeFulfilmentStatus(status, to));
    return `The order is ${was}: only a ${cancellable.join(' or ')} order can be cancelled.`;
  }
  if (STEPS.indexOf(to) < STEPS.indexOf(from)) return `The order is ${was}: it cannot go back to ${goes}.`;
  const before = STEPS.find((status) => canChangeFulfilmentStatus(status, to));
  return `The order is ${was}: it must be ${before ? inWords(before) : 'moved on'} before it is ${goes}.`;
}

/** Throws unless a placed order may move from → to; answers the move for the caller's guarded UPDATE. */
export function fulfilmentStatusChange(from: FulfilmentStatus, to: FulfilmentStatus): { from: FulfilmentStatus; to: FulfilmentStatus } {
  if (!canChangeFulfilmentStatus(from, to)) throw new StatusTransitionError('fulfilment', from, to);
  return { from, to };
}

/** A status read from the database; one this code does not know is an error, not a silent cast. */
export function parseFulfilmentStatus(text: string): FulfilmentStatus {
  if (!Object.hasOwn(FULFILMENT_TRANSITIONS, text)) throw new Error(`unknown fulfilment status in the database: ${text}`);
  return text as FulfilmentStatus;
}

/** A credit note's refund claim on a card order begins so (issue #28): only its own job may settle it when stale. */
export const CARD_CREDIT_CLAIM_PREFIX = 'credit:';
