// The ERP's order feed (issue #19, docs/decisions.md): placed orders by the transaction that placed them
// (then id), only those placed by transactions older than the oldest still running, so an order whose
// transaction commits later can never sort before a cursor already handed out. Two statements a page.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import type { FeedPosition } from './order-feed.ts';

/** Shipping or billing info as the feed gives it: the saved info, with its region and country named (issue #26 item 20). */
export type FeedPlace<T> = T & { region: string | null; country: string | null; country_code: string | null };

export type FeedOrderRow = {
  id: number; placed_xid: string; order_number: string; account_number: string; external_code: string | null; created_at: Date | string;
  status: string; fulfilment_status: string; payment_method: string; shipping_info: FeedPlace<ShippingInfo>; billing_info: FeedPlace<BillingInfo>;
  sub_total_cents: number; tax_total_cents: number; shipping_cents: number; discount_cents: number; total_cents: number;
  delivery_date: string | null; delivery_zone: string | null;
};
export type FeedLineRow = { id: number; order_id: number; sku: string; title: string; variant_id: number; unit_price_cents: number; qty: number; line_total_cents: number; shipped_qty: number };
/** Issue #30 Part 2: a shipment as the feed and the order.shipped webhook give it. */
export type FeedShipmentJson = { id: number; order_id: number; carrier: string; tracking_ref: string | null; created_at: string; lines: { line_id: number; sku: string; qty: number }[] };

/** Shipments as JSON objects (FeedShipmentJson), from `shipments s`. */
const SHIPMENT_JSON = sql`json_build_object('id', s.id, 'order_id', s.order_id, 'carrier', s.carrier, 'tracking_ref', s.tracking_ref,
  'created_at', to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'lines', (SELECT coalesce(json_agg(json_build_object('line_id', sl.order_line_id, 'sku', l.sku, 'qty', sl.qty) ORDER BY sl.order_line_id), '[]'::json)
            FROM order_shipment_lines sl JOIN order_lines l ON l.id = sl.order_line_id WHERE sl.shipment_id = s.id))`;

/**
 * `info` (an order's shipping_info or billing_info) with `region`, `country` and `country_code` (ISO 3166-1
 * alpha-2) beside its region_id and country_id: null where the id names none (region_id 0 is no region).
 */
const namedPlace = (info: SQL): SQL => sql`(${info} || (
  SELECT jsonb_build_object('region', r.name, 'country', c.title, 'country_code', c.code)
  FROM (SELECT CASE WHEN jsonb_typeof(${info}->'region_id') = 'number' THEN (${info}->>'region_id')::numeric END AS region_id,
               CASE WHEN jsonb_typeof(${info}->'country_id') = 'number' THEN (${info}->>'country_id')::numeric END AS country_id) ids
  LEFT JOIN regions r ON r.id = ids.region_id LEFT JOIN countries c ON c.id = ids.country_id))`;

const ORDER_SELECT = sql`
  SELECT o.id, o.placed_xid::text AS placed_xid, o.order_number, a.account_number, a.external_code, o.created_at, o.status,
    o.fulfilment_status, o.payment_method, ${namedPlace(sql`o.shipping_info`)} AS shipping_info, ${namedPlace(sql`o.billing_info`)} AS billing_info,
    o.sub_total_cents, o.tax_total_cents,
    o.shipping_cents, o.discount_cents, o.total_cents, o.delivery_date::text AS delivery_date, o.delivery_zone
  FROM orders o JOIN accounts a ON a.id = o.account_id`;

/** Placed orders with their lines and shipments, as toFeedOrderJson takes them. */
export type FeedOrders = { orders: FeedOrderRow[]; lines: FeedLineRow[]; shipments: FeedShipmentJson[] };

export function createOrderFeedRepo(db: Db) {
  async function withLines(orders: FeedOrderRow[]): Promise<FeedOrders> {
    if (orders.length === 0) return { orders, lines: [], shipments: [] };
    const { rows: lines } = await db.execute<FeedLineRow>(sql`
      SELECT id, order_id, sku, title, variant_id, unit_price_cents, qty, line_total_cents, shipped_qty FROM order_lines
      WHERE order_id = ANY(${sql.param(orders.map((order) => order.id))}::int[]) ORDER BY order_id, id`);
    const { rows: shipments } = await db.execute<{ shipment: FeedShipmentJson }>(sql`
      SELECT ${SHIPMENT_JSON} AS shipment FROM order_shipments s
      WHERE s.order_id = ANY(${sql.param(orders.map((order) => order.id))}::int[]) ORDER BY s.order_id, s.id`);
    return { orders, lines, shipments: shipments.map((row) => row.shipment) };
  }

  return {
    /**
     * One page of the feed as JSON text, built by PostgreSQL (a page of 1,000 orders is about 1.5 MB:
     * parsing its rows and writing them out again in Node cost ten times the query), and where it ended.
     * Its shape is toFeedOrderJson's (order-feed.service.ts), which the webhooks use for one order.
     */
    async findPageJson(after: FeedPosition | null, limit: number): Promise<{ json: string; count: number; last: FeedPosition | null }> {
      const position = after ? sql`AND (o.placed_xid, o.id) > (${after.xid}::xid8, ${after.id}::int)` : sql``;
      const { rows } = await db.execute<{ data: string; count: number; last_xid: string | null; last_id: number | null }>(sql`
        WITH page AS (
          SELECT o.*, a.account_number, a.external_code FROM orders o JOIN accounts a ON a.id = o.account_id
          WHERE o.placed_xid IS NOT NULL AND o.placed_xid < pg_snapshot_xmin(pg_current_snapshot()) ${position}
          ORDER BY o.placed_xid, o.id
          LIMIT ${limit}
        ), page_lines AS (
          SELECT l.order_id, json_agg(json_build_object('id', l.id, 'sku', l.sku, 'title', l.title, 'variant_id', l.variant_id, 'unit_price', l.unit_price_cents,
                   'qty', l.qty, 'line_total', l.line_total_cents, 'shipped_qty', l.shipped_qty) ORDER BY l.id) AS lines
          FROM order_lines l WHERE l.order_id = ANY (ARRAY(SELECT id FROM page)) GROUP BY l.order_id
        ), page_shipments AS (
          SELECT s.order_id, json_agg(${SHIPMENT_JSON} ORDER BY s.id) AS shipments
          FROM order_shipments s WHERE s.order_id = ANY (ARRAY(SELECT id FROM page)) GROUP BY s.order_id
        )
        SELECT coalesce(json_agg(json_build_object(
                 'id', p.id, 'order_number', p.order_number, 'account_number', p.account_number, 'account_external_code', p.external_code,
                 'created_at', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'status', p.status,
                 'fulfilment_status', p.fulfilment_status, 'payment_method', p.payment_method,
                 'purchase_order_no', coalesce(p.shipping_info->>'purchase_order_no', ''), 'shipping_info', ${namedPlace(sql`p.shipping_info`)}, 'billing_info', ${namedPlace(sql`p.billing_info`)},
                 'sub_total', p.sub_total_cents, 'tax_total', p.tax_total_cents, 'shipping', p.shipping_cents, 'discount', p.discount_cents,
                 'total', p.total_cents, 'delivery_date', p.delivery_date::text, 'delivery_zone', p.delivery_zone,
                 'lines', coalesce(pl.lines, '[]'::json), 'shipments', coalesce(ps.shipments, '[]'::json)) ORDER BY p.placed_xid, p.id), '[]'::json)::text AS data,
               count(*)::int AS count,
               (array_agg(p.placed_xid::text ORDER BY p.placed_xid DESC, p.id DESC))[1] AS last_xid,
               (array_agg(p.id ORDER BY p.placed_xid DESC, p.id DESC))[1] AS last_id
        FROM page p LEFT JOIN page_lines pl ON pl.order_id = p.id LEFT JOIN page_shipments ps ON ps.order_id = p.id`);
      const [row] = rows;
      if (!row || row.count === 0 || row.last_xid === null || row.last_id === null) return { json: '[]', count: 0, last: null };
      return { json: row.data, count: row.count, last: { xid: row.last_xid, id: row.last_id } };
    },

    /** A shipment and its order's number and fulfilment now (the order.shipped webhook); null when gone. */
    async findShipmentEvent(shipmentId: number): Promise<{ shipment: FeedShipmentJson; order_number: string; fulfilment_status: string } | null> {
      const { rows } = await db.execute<{ shipment: FeedShipmentJson; order_number: string; fulfilment_status: string }>(sql`
        SELECT ${SHIPMENT_JSON} AS shipment, o.order_number, o.fulfilment_status FROM order_shipments s JOIN orders o ON o.id = s.order_id WHERE s.id = ${shipmentId}`);
      return rows[0] ?? null;
    },

    /** The id of the placed order with this number; null when there is none. */
    async findOrderIdByNumber(orderNumber: string): Promise<number | null> {
      const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM orders WHERE order_number = ${orderNumber}`);
      return rows[0]?.id ?? null;
    },

    /** A placed order as the feed has it (a webhook's payload); null when it has no number. */
    async findPlacedOrder(orderId: number): Promise<FeedOrders> {
      const { rows } = await db.execute<FeedOrderRow>(sql`${ORDER_SELECT} WHERE o.id = ${orderId} AND o.order_number IS NOT NULL`);
      return withLines(rows);
    },
  };
}
export type OrderFeedRepo = ReturnType<typeof createOrderFeedRepo>;
