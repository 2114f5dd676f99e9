import type { OrderDetailJson, OrderFulfilmentJson, OrderHistoryEntryJson, OrderLineJson, OrderShipmentJson } from '../../../shared/schemas/orders.ts';
import type { OrderShipment } from './order-shipment.types.ts';
import type { Order, OrderFulfilment, PlacedOrderLine, OrderListEntry } from './order.types.ts';

/** The fulfilment fields of both order answers (issue #17). */
export function toOrderFulfilmentJson(fulfilment: OrderFulfilment): OrderFulfilmentJson {
  return {
    fulfilment_status: fulfilment.status,
    carrier: fulfilment.carrier,
    tracking_ref: fulfilment.trackingRef,
    dispatched_at: fulfilment.dispatchedAt ? fulfilment.dispatchedAt.toISOString() : null,
    delivered_at: fulfilment.deliveredAt ? fulfilment.deliveredAt.toISOString() : null,
    delivery_date: fulfilment.deliveryDate,
    delivery_zone: fulfilment.deliveryZone,
  };
}

export function toOrderHistoryEntryJson(entry: OrderListEntry): OrderHistoryEntryJson {
  return {
    id: entry.id,
    order_number: entry.orderNumber,
    shipping_full_address: entry.shippingFullAddress,
    created_at: entry.createdAt.toISOString(),
    total: entry.totalCents,
    status: entry.status,
    ...toOrderFulfilmentJson(entry.fulfilment),
  };
}

function toOrderLineJson(line: PlacedOrderLine): OrderLineJson {
  return {
    id: line.id,
    shipped_qty: line.shippedQty,
    product_id: line.productId,
    variant_id: line.variantId,
    sku: line.sku,
    title: line.title,
    price: line.unitPriceCents,
    qty: line.qty,
    line_total: line.lineTotalCents,
    image: line.image,
  };
}

export function toShipmentJson(shipment: OrderShipment): OrderShipmentJson {
  return {
    id: shipment.id,
    carrier: shipment.carrier,
    tracking_ref: shipment.trackingRef,
    created_at: shipment.createdAt.toISOString(),
    lines: shipment.lines.map((line) => ({ line_id: line.lineId, sku: line.sku, title: line.title, qty: line.qty })),
  };
}

/** The whole snapshot: what was bought at which price, where to, the totals and GST at the time. */
export function toOrderDetailJson(order: Order, invoices: { id: number; invoiceNumber: string }[]): OrderDetailJson {
  const invoiceJson = (invoice: { id: number; invoiceNumber: string }) => ({ id: invoice.id, invoice_number: invoice.invoiceNumber, pdf_url: `/api/invoices/${invoice.id}.pdf` });
  const { totals } = order;
  return {
    id: order.id,
    order_number: order.orderNumber,
    payment_reference: order.paymentReference,
    shipping_full_address: order.shippingFullAddress,
    created_at: order.createdAt.toISOString(),
    total: order.totalCents,
    status: order.status,
    ...toOrderFulfilmentJson(order.fulfilment),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    placed_by: order.placedBy,
    payment_method: order.paymentMethod,
    items: order.lines.map(toOrderLineJson),
    shipments: order.shipments.map(toShipmentJson),
    shipping_info: order.shippingInfo,
    billing_info: order.billingInfo,
    shipping_place: order.shippingPlace,
    billing_place: order.billingPlace,
    summary: {
      sub_total: totals.subTotalCents,
      tax_total: totals.taxTotalCents,
      tax_percentage: totals.taxRateBasisPoints / 100,
      shipping: totals.shippingCents,
      discount: totals.discountCents,
      total: totals.totalCents,
      tax_inclusive: totals.isTaxInclusive,
    },
    invoice: invoices[0] ? invoiceJson(invoices[0]) : null,
    invoices: invoices.map(invoiceJson),
  };
}
