// GET /api/integration/orders?after=&limit= (issue #19 Part 3): placed orders with lines, addresses and
// PO number, a page at a time; `next` is where to go on from (the same cursor again when nothing new
// was ready), so an ERP keeps one cursor and asks again later.
import type { FeedOrderJson, OrderFeedQuery } from '../../../shared/schemas/integration.ts';
import type { FulfilmentStatus } from '../../../shared/schemas/orders.ts';
import { decodeFeedCursor, encodeFeedCursor } from './order-feed.ts';
import type { FeedLineRow, FeedOrderRow, FeedShipmentJson, OrderFeedRepo } from './order-feed.repo.ts';

export function toFeedOrderJson(order: FeedOrderRow, lines: FeedLineRow[], shipments: FeedShipmentJson[]): FeedOrderJson {
  return {
    id: order.id,
    order_number: order.order_number,
    account_number: order.account_number,
    account_external_code: order.external_code,
    created_at: new Date(order.created_at).toISOString(),
    status: order.status,
    fulfilment_status: order.fulfilment_status as FulfilmentStatus,
    payment_method: order.payment_method,
    purchase_order_no: order.shipping_info.purchase_order_no,
    shipping_info: order.shipping_info,
    billing_info: order.billing_info,
    sub_total: order.sub_total_cents,
    tax_total: order.tax_total_cents,
    shipping: order.shipping_cents,
    discount: order.discount_cents,
    total: order.total_cents,
    delivery_date: order.delivery_date,
    delivery_zone: order.delivery_zone,
    lines: lines.map((line) => ({ id: line.id, sku: line.sku, title: line.title, variant_id: line.variant_id, unit_price: line.unit_price_cents, qty: line.qty, line_total: line.line_total_cents, shipped_qty: line.shipped_qty })),
    shipments: shipments.filter((shipment) => shipment.order_id === order.id)
  };
}

export function createOrderFeedService(deps: { repo: OrderFeedRepo }) {
  return {
    /** The page as JSON text `{"data":[…],"next":…}` (built by the database: see findPageJson). */
    async readFeedJson(query: OrderFeedQuery): Promise<string> {
      const after = query.after ? decodeFeedCursor(query.after) : null;
      const page = await deps.repo.findPageJson(after, query.limit);
      const next = page.last ? encodeFeedCursor(page.last) : (query.after ?? null);
      return `{"data":${page.json},"next":${JSON.stringify(next)}}`;
    },
  };
}
export type OrderFeedService = ReturnType<typeof createOrderFeedService>;
