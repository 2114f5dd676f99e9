// Issue #30 Part 2: shipments of an order, and the order as a shipment sees it.
import type { FulfilmentStatus, OrderStatus } from '../../../shared/schemas/orders.ts';
import type { PaymentMethod } from './order.types.ts';

/** Who sent it: a staff member, or the ERP's API key (no staff id, 'api-key:<name>'). */
export type ShipmentAuthor = { staffId: number | null; email: string };

export type ShipmentLine = { lineId: number; sku: string; title: string; qty: number };

export type OrderShipment = {
  id: number;
  orderId: number;
  carrier: string;
  trackingRef: string | null;
  staffEmail: string;
  createdAt: Date;
  lines: ShipmentLine[];
};

export type ShippableLine = { id: number; sku: string; title: string; qty: number; shippedQty: number };

/** A placed order locked for a shipment: where it is, what holds it, and what each line has left. */
export type ShippableOrder = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  fulfilmentStatus: FulfilmentStatus;
  holdReason: string | null;
  refundClaim: string | null;
  lines: ShippableLine[];
};
