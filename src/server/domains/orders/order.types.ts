import type { FulfilmentStatus, OrderStatus } from '../../../shared/schemas/orders.ts';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import type { CartTotals, CheckoutCartLine } from '../cart/cart.types.ts';
import type { OrderShipment } from './order-shipment.types.ts';

export type PaymentMethod = 'account' | 'card';

/** The order row without its lines: enough to answer a payment request and to move its status. */
export type OrderSummary = {
  id: number;
  accountId: number;
  userId: number;
  /** 'CS-…', given when the order is placed (on account, or paid); null before (issue #16 item 5). */
  orderNumber: string | null;
  /** 'PAY-…': a card order's own reference, shown while its payment is in progress; null on account. */
  paymentReference: string | null;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  totalCents: number;
  checkoutKey: string;
  createdAt: Date;
};

export type OrderLine = CheckoutCartLine;

/** A line of a placed order, with its id (issue #30 Part 2: the `line_id` shipments, changes and returns name). */
export type PlacedOrderLine = OrderLine & { id: number; shippedQty: number };

/** Country and region names of an address ('' when unknown). */
export type PlaceNames = { country: string; region: string };

/** Where a placed order is on its way (issue #17): carrier and tracking reference from its dispatch. */
export type OrderFulfilment = {
  /** Issue #29: the New Zealand day it is delivered on, and its zone (null for orders from before). */
  deliveryDate: string | null;
  deliveryZone: string | null;
  status: FulfilmentStatus;
  carrier: string | null;
  trackingRef: string | null;
  dispatchedAt: Date | null;
  deliveredAt: Date | null;
};

/** Everything the order snapshot keeps (spec §3 and issue #3 part 6), and its fulfilment. */
export type Order = OrderSummary & {
  shippingInfo: ShippingInfo;
  billingInfo: BillingInfo;
  shippingPlace: PlaceNames;
  billingPlace: PlaceNames;
  shippingFullAddress: string;
  totals: CartTotals;
  paidAt: Date | null;
  placedBy: string;
  lines: PlacedOrderLine[];
  /** Issue #30 Part 2: what has left, oldest first (none before it is dispatched, or for orders dispatched before shipments). */
  shipments: OrderShipment[];
  fulfilment: OrderFulfilment;
};

export type NewOrder = {
  accountId: number;
  userId: number;
  /** Where an order of its payment method starts (order-status.ts initialOrderStatus); insertOrder checks it. */
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  shippingInfo: ShippingInfo;
  billingInfo: BillingInfo;
  shippingFullAddress: string;
  totals: CartTotals;
  checkoutKey: string;
  /** An unpaid order under this key is cancelled when this one is placed (a card attempt for the same cart). */
  supersedesCheckoutKey?: string;
  lines: OrderLine[];
  /** Issue #29: the New Zealand day it is delivered on, and its zone (null: no zone, none known). */
  deliveryDate: string | null;
  deliveryZone: string | null;
};

/** An order placed (on account, or paid): it has its number. */
export type PlacedOrderSummary = OrderSummary & { orderNumber: string };

/** An order history row (spec §3 'Order history entry'): placed orders only, so numbered. */
export type OrderListEntry = Pick<Order, 'id' | 'shippingFullAddress' | 'createdAt' | 'status' | 'fulfilment'> & { orderNumber: string; totalCents: number };

export type OrderListFilter = {
  /** Exact order: its number with or without 'CS-', or its id. */
  orderRef?: { orderNumber: string; id: number | null };
  /**
   * A case-insensitive substring of the order number, PO number, a line's title or SKU ('all'), or of
   * all but the order number ('po-and-products', spec §7 search_by=keyword).
   */
  keyword?: { text: string; in: 'all' | 'po-and-products' };
  /** Calendar days in the store's time zone, inclusive. */
  dateFrom?: string;
  dateTo?: string;
};
