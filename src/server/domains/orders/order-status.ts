// Order and payment statuses, and the only moves between them. Every change of status asks here first
// (orders.repo.ts, payments.repo.ts) and a move that is not in the tables throws; the SQL keeps its
// `WHERE status = <from>`, so of two concurrent changes only one happens and the other is a no-op.
import type { OrderStatus } from '../../../shared/schemas/orders.ts';
import type { PaymentMethod } from './order.types.ts';

export const ORDER_STATUS = {
  placedOnAccount: 'placed_on_account',
  awaitingPayment: 'awaiting_payment',
  paid: 'paid',
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
 */
const ORDER_TRANSITIONS: { readonly [From in OrderStatus]: readonly OrderStatus[] } = {
  placed_on_account: [],
  awaiting_payment: ['paid', 'cancelled'],
  paid: [],
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

/** Orders that were bought: they show in order history and get a confirmation e-mail. */
export const PLACED_ORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.placedOnAccount, ORDER_STATUS.paid];

export class StatusTransitionError extends Error {
  constructor(kind: 'order' | 'payment', from: string, to: string) {
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
