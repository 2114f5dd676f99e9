// What the back office reads and writes of orders (issue #17 Part 3): the list's rows, an order with its
// account and history, a fulfilment move, and the CSV's lines.
import type { FulfilmentStatus, OrderStatus } from '../../../shared/schemas/orders.ts';
import type { StaffOrderSort } from '../../../shared/schemas/staff-orders.ts';
import type { AuditActor } from '../audit/audit-entry.types.ts';
import type { Order, OrderFulfilment, PaymentMethod } from './order.types.ts';

export type StaffOrderListFilter = {
  status?: FulfilmentStatus;
  accountNumber?: string;
  /** A case-insensitive part of the order number, the PO number, a line's SKU or title, the buyer's e-mail or the account's name. */
  text?: string;
  /** New Zealand calendar days, both included. */
  dateFrom?: string;
  dateTo?: string;
  /** Issue #29: the orders delivered on this day, and of this zone. */
  deliveryDate?: string;
  zone?: string;
  /** Issue #30: exactly these orders (the CSV of a selection). */
  ids?: readonly number[];
};

export type StaffOrderListPage = { sort: StaffOrderSort; limit: number; offset: number };

export type StaffOrderRow = {
  id: number;
  orderNumber: string;
  accountNumber: string;
  accountName: string;
  createdAt: Date;
  fulfilmentStatus: FulfilmentStatus;
  paymentMethod: PaymentMethod;
  /** The order's own status: placed_on_account, paid or refunded. */
  paymentStatus: OrderStatus;
  totalCents: number;
  purchaseOrderNo: string;
  deliveryDate: string | null;
  deliveryZone: string | null;
  /** Issue #30. */
  onHold: boolean;
};

export type OrderAccount = { id: number; accountNumber: string; name: string };

/** One fulfilment move as the history keeps it. */
export type StatusChange = {
  id: number;
  orderId: number;
  /** Null for a move made with an API key (staffEmail names the key). */
  staffId: number | null;
  staffEmail: string;
  from: FulfilmentStatus;
  to: FulfilmentStatus;
  carrier: string | null;
  trackingRef: string | null;
  note: string | null;
  createdAt: Date;
};

/** A placed order as staff see it: the whole snapshot, its account and its history, oldest move first. */
/** Issue #30: a note the desk keeps on an order, a hold put on, one released (its text: the reason), or a change of its lines (its text: what changed). */
export type DeskNoteKind = 'note' | 'hold' | 'release' | 'change';
export type DeskNote = { id: number; orderId: number; kind: DeskNoteKind; text: string; staffId: number | null; staffEmail: string; createdAt: Date };
/** Issue #30: an order on hold makes no fulfilment move until released. */
export type OrderHold = { since: Date; reason: string; by: string };

export type StaffOrder = Order & {
  orderNumber: string;
  account: OrderAccount;
  history: StatusChange[];
  refundClaimedAt: Date | null;
  deskNotes: DeskNote[];
  hold: OrderHold | null;
};

/** What a move needs to know of a placed order, read before it is tried. */
export type FulfilmentState = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  fulfilmentStatus: FulfilmentStatus;
  refundClaim: string | null;
  refundClaimedAt: Date | null;
  /** How long the claim has been held, by the database's clock; null without a claim. */
  refundClaimAgeSeconds: number | null;
  /** Issue #30: why the order is on hold; null when it is not. */
  holdReason: string | null;
};

export type FulfilmentMove = {
  orderId: number;
  from: FulfilmentStatus;
  to: FulfilmentStatus;
  actor: AuditActor;
  carrier: string | null;
  trackingRef: string | null;
  note: string | null;
  /** The refund claim this move finishes (a cancellation with refund); otherwise no claim may be held. */
  refundClaim?: string;
};

/** A move made: its history row, and the order's fulfilment after it. */
export type MovedOrder = { change: StatusChange; fulfilment: OrderFulfilment };

/** Where a keyset page of the CSV starts: after this order (its exact created_at as PostgreSQL writes it). */
export type CsvCursor = { createdAt: string; id: number };

/** One order line with its order's fields: a row of the orders CSV. */
export type OrderCsvLine = {
  orderId: number;
  orderNumber: string;
  createdAt: Date;
  accountNumber: string;
  accountName: string;
  purchaseOrderNo: string;
  paymentMethod: PaymentMethod;
  paymentStatus: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  sku: string;
  title: string;
  qty: number;
  unitPriceCents: number;
  lineTotalCents: number;
  orderSubTotalCents: number;
  orderTaxCents: number;
  orderShippingCents: number;
  orderTotalCents: number;
  /** Issue #29: YYYY-MM-DD, null for an order placed before delivery days. */
  deliveryDate: string | null;
  deliveryZone: string;
};
