// The back office's order answers as the wire spells them (shared/schemas/staff-orders.ts).
import type {
  OrderStatusChangeJson,
  OrderStatusMoveResponseJson,
  PackingSlipJson,
  StaffOrderDetailJson,
  StaffOrderListResponse,
} from '../../../shared/schemas/staff-orders.ts';
import { toOrderDetailJson, toOrderFulfilmentJson } from '../orders/orders.service.ts';
import type { DeskNoteJson, OrderHoldJson } from '../../../shared/schemas/order-desk.ts';
import type { DeskNote, OrderHold, StaffOrder, StatusChange } from '../orders/staff-order.types.ts';
import type { StaffOrderDetail, StaffOrderList } from './fulfilment.service.ts';
import type { StatusMoveOutcome } from './status-moves.ts';

export function toStaffOrderListJson(list: StaffOrderList): StaffOrderListResponse {
  return {
    data: list.rows.map((row) => ({
      id: row.id,
      order_number: row.orderNumber,
      account_number: row.accountNumber,
      account_name: row.accountName,
      created_at: row.createdAt.toISOString(),
      fulfilment_status: row.fulfilmentStatus,
      payment_method: row.paymentMethod,
      payment_status: row.paymentStatus,
      total: row.totalCents,
      purchase_order_no: row.purchaseOrderNo,
      delivery_date: row.deliveryDate,
      delivery_zone: row.deliveryZone,
      on_hold: row.onHold,
    })),
    meta: { current_page: list.page, last_page: Math.max(1, Math.ceil(list.total / list.perPage)), per_page: list.perPage, total: list.total },
  };
}

export function toStatusChangeJson(change: StatusChange): OrderStatusChangeJson {
  return {
    id: change.id,
    staff_id: change.staffId,
    staff_email: change.staffEmail,
    created_at: change.createdAt.toISOString(),
    from: change.from,
    to: change.to,
    carrier: change.carrier,
    tracking_ref: change.trackingRef,
    note: change.note,
  };
}

export function toStaffOrderDetailJson(order: StaffOrderDetail): StaffOrderDetailJson {
  const { invoice: _invoice, invoices: _invoices, ...detail } = toOrderDetailJson(order, []);
  return {
    ...detail,
    order_number: order.orderNumber,
    account: { id: order.account.id, account_number: order.account.accountNumber, name: order.account.name },
    purchase_order_no: order.shippingInfo.purchase_order_no,
    notes: order.shippingInfo.notes,
    payments: order.payments.map((payment) => ({
      provider: payment.provider,
      reference: payment.reference,
      amount: payment.amountCents,
      status: payment.status,
      created_at: payment.createdAt.toISOString(),
    })),
    history: order.history.map(toStatusChangeJson),
    refund_started_at: order.refundClaimedAt ? order.refundClaimedAt.toISOString() : null,
    desk_notes: order.deskNotes.map(toDeskNoteJson),
    hold: order.hold ? toHoldJson(order.hold) : null,
  };
}

export function toDeskNoteJson(note: DeskNote): DeskNoteJson {
  return { id: note.id, kind: note.kind, text: note.text, staff_id: note.staffId, staff_email: note.staffEmail, created_at: note.createdAt.toISOString() };
}

export function toHoldJson(hold: OrderHold): OrderHoldJson {
  return { reason: hold.reason, since: hold.since.toISOString(), by: hold.by };
}

/** A move made (`outcome.ok`); the route answers a refused refund itself (502 with its message). */
export function toStatusMoveJson(outcome: Extract<StatusMoveOutcome, { ok: true }>): OrderStatusMoveResponseJson {
  return {
    data: { id: outcome.orderId, ...toOrderFulfilmentJson(outcome.fulfilment), payment_status: outcome.paymentStatus, change: toStatusChangeJson(outcome.change) },
  };
}

export function toPackingSlipJson(order: StaffOrder): PackingSlipJson {
  return {
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    account_number: order.account.accountNumber,
    account_name: order.account.name,
    placed_by: order.placedBy,
    purchase_order_no: order.shippingInfo.purchase_order_no,
    notes: order.shippingInfo.notes,
    shipping_info: order.shippingInfo,
    billing_info: order.billingInfo,
    shipping_place: order.shippingPlace,
    shipping_full_address: order.shippingFullAddress,
    carrier: order.fulfilment.carrier,
    tracking_ref: order.fulfilment.trackingRef,
    delivery_date: order.fulfilment.deliveryDate,
    delivery_zone: order.fulfilment.deliveryZone,
    lines: order.lines.map((line) => ({ sku: line.sku, title: line.title, qty: line.qty })),
  };
}
