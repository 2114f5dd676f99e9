// How orders read on the history, detail and confirmation pages.
import type { FulfilmentStatus, OrderFulfilmentJson, OrderStatus } from '../../../shared/schemas/orders.ts';

/** spec §8 Order history load. */
export const ORDERS_LOAD_ERROR = 'An error has occurred when retrieving your orders.';

const STATUS_TEXT: Record<OrderStatus, string> = {
  placed_on_account: 'Placed on account',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export function orderStatusText(status: OrderStatus): string {
  return STATUS_TEXT[status];
}

/** The confirmation page's sentence about what happens next. */
export function confirmationStatusText(status: OrderStatus): string {
  switch (status) {
    case 'placed_on_account':
      return 'Your order has been placed on account.';
    case 'paid':
      return 'Your card payment has been received and your order is paid.';
    case 'awaiting_payment':
      return 'Your order is awaiting payment: we will process it once the card payment is confirmed.';
    case 'cancelled':
      return 'This order has been cancelled.';
    case 'refunded':
      return 'This order has been cancelled and your card payment refunded.';
    default:
      return '';
  }
}

// A fixed time zone, so the server's HTML and the browser's render agree.
const dateFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Pacific/Auckland' });

/** '21 Nov 2026'; the text as it came when it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const FULFILMENT_TEXT: Record<FulfilmentStatus, string> = {
  new: 'Received',
  processing: 'Being prepared',
  partially_dispatched: 'Partly dispatched',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const dayFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', timeZone: 'Pacific/Auckland' });

function dayText(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dayFormat.format(date) : '';
}

/**
 * Where an order is on its way, in words (issue #17): 'Dispatched 26 Nov · NZ Couriers · ABC123',
 * 'Delivered 28 Nov · NZ Couriers · ABC123', 'Being prepared'.
 */
export function fulfilmentText(order: OrderFulfilmentJson): string {
  const { fulfilment_status: status } = order;
  const isOnItsWay = status === 'dispatched' || status === 'delivered';
  if (!isOnItsWay) return FULFILMENT_TEXT[status];
  const day = dayText(status === 'dispatched' ? order.dispatched_at : order.delivered_at);
  return [`${FULFILMENT_TEXT[status]}${day ? ` ${day}` : ''}`, order.carrier, order.tracking_ref].filter(Boolean).join(' · ');
}

const deliveryDayFormat = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Issue #29: the day an order comes on, 'Fri 4 Dec'; null for a cancelled order or one with no day. */
export function deliveryDayText(order: Pick<OrderFulfilmentJson, 'fulfilment_status' | 'delivery_date'>): string | null {
  if (!order.delivery_date || order.fulfilment_status === 'cancelled') return null;
  const day = new Date(`${order.delivery_date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : deliveryDayFormat.format(day).replace(',', '');
}

/**
 * An order's Status on its page (issue #26 item 12): where a placed order is on its way ('Dispatched
 * 26 Nov · NZ Couriers · ABC123'); an order not placed (a card payment in progress or given up) has no
 * fulfilment, so its payment status ('Awaiting payment').
 */
export function orderStatusFactText(order: OrderFulfilmentJson & { order_number: string | null; status: OrderStatus }): string {
  return order.order_number ? fulfilmentText(order) : orderStatusText(order.status);
}

/** An order's Payment on its page: 'Placed on account', 'Card · Paid', 'Card · Refunded'. */
export function paymentFactText(order: { payment_method: 'account' | 'card'; status: OrderStatus }): string {
  return order.payment_method === 'account' ? orderStatusText(order.status) : `Card · ${orderStatusText(order.status)}`;
}

/**
 * What an order is called: 'Order CS-100123' once placed; before that (a card payment in progress, or
 * one that was declined) it has no order number, only its payment reference (issue #16 item 5).
 */
export function orderTitle(order: { order_number: string | null; payment_reference: string | null }): string {
  if (order.order_number) return `Order ${order.order_number}`;
  return order.payment_reference ? `Card payment ${order.payment_reference}` : 'Order';
}

/** spec §2 'Showing x - y of z Results'. */
export function showingText(meta: { from: number | null; to: number | null; total: number }): string {
  return `Showing ${meta.from ?? 0} - ${meta.to ?? 0} of ${meta.total} Results`;
}
