// The ERP's order feed (issue #19, docs/decisions.md): placed orders by the transaction that placed them
// (then id), only those placed by transactions older than the oldest still running, so an order whose
// transaction commits later can never sort before a cursor already handed out. Two statements a page.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import type { FeedPosition } from './order-feed.ts';

export type FeedOrderRow = {
  id: number; placed_xid: string; order_number: string; account_number: string; external_code: string | null; created_at: Date | string;
  status: string; fulfilment_status: string; payment_method: string; shipping_info: ShippingInfo; billing_info: BillingInfo;
  sub_total_cents: number; tax_total_cents: number; shipping_cents: number; discount_cents: number; total_cents: number;
};
export type FeedLineRow = { order_id: number; sku: string; title: string; variant_id: number; unit_price_cents: number; qty: number; line_total_cents: number };

const ORDER_SELECT = sql`
  SELECT o.id, o.placed_xid::text AS placed_xid, o.order_number, a.account_number, a.external_code, o.created_at, o.status,
    o.fulfilment_status, o.payment_method, o.shipping_info, o.billing_info, o.sub_total_cents, o.tax_total_cents,
    o.shipping_cents, o.discount_cents, o.total_cents
  FROM orders o JOIN accounts a ON a.id = o.account_id`;

export function createOrderFeedRepo(db: Db) {
  async function withLines(orders: FeedOrderRow[]): Promise<{ orders: FeedOrderRow[]; lines: FeedLineRow[] }> {
    if (orders.length === 0) return { orders, lines: [] };
    const { rows: lines } = await db.execute<FeedLineRow>(sql`
      SELECT order_id, sku, title, variant_id, unit_price_cents, qty, line_total_cents FROM order_lines
      WHERE order_id = ANY(${sql.param(orders.map((order) => order.id))}::int[]) ORDER BY order_id, id`);
    return { orders, lines };
  }

  return {
    async findPage(after: FeedPosition | null, limit: number): Promise<{ orders: FeedOrderRow[]; lines: FeedLineRow[] }> {
      const position = after ? sql`AND (o.placed_xid, o.id) > (${after.xid}::xid8, ${after.id}::int)` : sql``;
      const { rows } = await db.execute<FeedOrderRow>(sql`${ORDER_SELECT}
        WHERE o.placed_xid IS NOT NULL AND o.placed_xid < pg_snapshot_xmin(pg_current_snapshot()) ${position}
        ORDER BY o.placed_xid, o.id
        LIMIT ${limit}`);
      return withLines(rows);
    },

    /** The id of the placed order with this number; null when there is none. */
    async findOrderIdByNumber(orderNumber: string): Promise<number | null> {
      const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM orders WHERE order_number = ${orderNumber}`);
      return rows[0]?.id ?? null;
    },

    /** A placed order as the feed has it (a webhook's payload); null when it has no number. */
    async findPlacedOrder(orderId: number): Promise<{ orders: FeedOrderRow[]; lines: FeedLineRow[] }> {
      const { rows } = await db.execute<FeedOrderRow>(sql`${ORDER_SELECT} WHERE o.id = ${orderId} AND o.order_number IS NOT NULL`);
      return withLines(rows);
    },
  };
}
export type OrderFeedRepo = ReturnType<typeof createOrderFeedRepo>;
