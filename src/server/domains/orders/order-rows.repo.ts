// The order row as both order repos read it: the summary columns and their mapping.
import { orders } from '../../db/schema/orders.ts';
import { parseFulfilmentStatus, parseOrderStatus } from './order-status.ts';
import type { OrderFulfilment, OrderSummary, PaymentMethod } from './order.types.ts';

export const summaryColumns = {
  id: orders.id,
  accountId: orders.accountId,
  userId: orders.userId,
  orderNumber: orders.orderNumber,
  paymentReference: orders.paymentReference,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
  checkoutKey: orders.checkoutKey,
  createdAt: orders.createdAt,
};

type SummaryRow = Omit<OrderSummary, 'status' | 'paymentMethod'> & { status: string; paymentMethod: string };

export function toSummary(row: SummaryRow): OrderSummary {
  return {
    id: row.id,
    accountId: row.accountId,
    userId: row.userId,
    orderNumber: row.orderNumber,
    paymentReference: row.paymentReference,
    status: parseOrderStatus(row.status),
    paymentMethod: row.paymentMethod as PaymentMethod,
    totalCents: row.totalCents,
    checkoutKey: row.checkoutKey,
    createdAt: row.createdAt,
  };
}

export const fulfilmentColumns = {
  fulfilmentStatus: orders.fulfilmentStatus,
  carrier: orders.carrier,
  trackingRef: orders.trackingRef,
  dispatchedAt: orders.dispatchedAt,
  deliveredAt: orders.deliveredAt,
  deliveryDate: orders.deliveryDate,
  deliveryZone: orders.deliveryZone,
};

export function toFulfilment(row: {
  fulfilmentStatus: string;
  carrier: string | null;
  trackingRef: string | null;
  dispatchedAt: Date | null;
  deliveredAt: Date | null;
  deliveryDate: string | null;
  deliveryZone: string | null;
}): OrderFulfilment {
  return {
    deliveryDate: row.deliveryDate,
    deliveryZone: row.deliveryZone,
    status: parseFulfilmentStatus(row.fulfilmentStatus),
    carrier: row.carrier,
    trackingRef: row.trackingRef,
    dispatchedAt: row.dispatchedAt,
    deliveredAt: row.deliveredAt,
  };
}
