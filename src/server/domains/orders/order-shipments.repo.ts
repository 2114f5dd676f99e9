// An order's shipments (issue #30 Part 2): what left, line by line. Written only in a transaction that
// first locks the order's row (lockForShipment), so two shipments of one order take turns and each reads
// what is left after the other; the guarded UPDATE of shipped_qty and the table's CHECK stand behind it.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { parseFulfilmentStatus, parseOrderStatus } from './order-status.ts';
import type { PaymentMethod } from './order.types.ts';
import type { OrderShipment, ShipmentAuthor, ShippableLine, ShippableOrder } from './order-shipment.types.ts';

type ShipmentRow = { id: number; order_id: number; carrier: string; tracking_ref: string | null; staff_email: string; created_at: string | Date; lines: { line_id: number; sku: string; title: string; qty: number }[] };

const toShipment = (row: ShipmentRow): OrderShipment => ({
  id: row.id,
  orderId: row.order_id,
  carrier: row.carrier,
  trackingRef: row.tracking_ref,
  staffEmail: row.staff_email,
  createdAt: new Date(row.created_at),
  lines: row.lines.map((line) => ({ lineId: line.line_id, sku: line.sku, title: line.title, qty: line.qty })),
});

const SHIPMENT_FIELDS = sql`s.id, s.order_id, s.carrier, s.tracking_ref, s.staff_email, s.created_at,
  (SELECT coalesce(json_agg(json_build_object('line_id', l.id, 'sku', l.sku, 'title', l.title, 'qty', sl.qty) ORDER BY l.id), '[]'::json)
   FROM order_shipment_lines sl JOIN order_lines l ON l.id = sl.order_line_id WHERE sl.shipment_id = s.id) AS lines`;

export function createOrderShipmentsRepo(db: DbExecutor) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  return {
    /** Within a transaction: the placed order's row locked until it ends, with its lines; null when there is no such placed order. */
    async lockForShipment(orderId: number): Promise<ShippableOrder | null> {
      const [order] = await rows<{ id: number; order_number: string; status: string; payment_method: string; fulfilment_status: string; hold_reason: string | null; held_at: unknown; refund_claim: string | null }>(sql`
        SELECT id, order_number, status, payment_method, fulfilment_status, hold_reason, held_at, refund_claim
        FROM orders WHERE id = ${orderId} AND order_number IS NOT NULL FOR UPDATE`);
      if (!order) return null;
      // A statement of its own, after the lock: one statement reads with the snapshot it began with, so the
      // lines read beside a lock that waited for another shipment would not show what that one shipped.
      const lines = await rows<{ id: number; sku: string; title: string; qty: number; shipped_qty: number }>(sql`
        SELECT id, sku, title, qty, shipped_qty FROM order_lines WHERE order_id = ${orderId} ORDER BY id`);
      return {
        id: order.id,
        orderNumber: order.order_number,
        status: parseOrderStatus(order.status),
        paymentMethod: order.payment_method as PaymentMethod,
        fulfilmentStatus: parseFulfilmentStatus(order.fulfilment_status),
        holdReason: order.held_at ? (order.hold_reason ?? '') : null,
        refundClaim: order.refund_claim,
        lines: lines.map((line): ShippableLine => ({ id: line.id, sku: line.sku, title: line.title, qty: line.qty, shippedQty: line.shipped_qty })),
      };
    },

    /** Writes the shipment and moves each line's shipped_qty on; throws if a line would pass its qty (the caller checked). */
    async insertShipment(orderId: number, input: { carrier: string; trackingRef: string | null; lines: { lineId: number; qty: number }[] }, author: ShipmentAuthor): Promise<number> {
      const lineIds = input.lines.map((line) => line.lineId);
      const qtys = input.lines.map((line) => line.qty);
      // One statement: the shipment, its lines, and each line's shipped quantity moved on under its guard.
      const moved = await rows<{ id: number; shipment_id: number }>(sql`
        WITH shipment AS (
          INSERT INTO order_shipments (order_id, carrier, tracking_ref, staff_id, staff_email)
          VALUES (${orderId}, ${input.carrier}, ${input.trackingRef}, ${author.staffId}, ${author.email}) RETURNING id
        ), shipped AS (SELECT * FROM unnest(${`{${lineIds.join(',')}}`}::int[], ${`{${qtys.join(',')}}`}::int[]) AS s(line_id, qty)),
        written AS (INSERT INTO order_shipment_lines (shipment_id, order_line_id, qty) SELECT shipment.id, line_id, qty FROM shipment, shipped)
        UPDATE order_lines l SET shipped_qty = l.shipped_qty + s.qty FROM shipped s, shipment
        WHERE l.id = s.line_id AND l.order_id = ${orderId} AND l.shipped_qty + s.qty <= l.qty
        RETURNING l.id, shipment.id AS shipment_id`);
      const [first] = moved;
      if (!first || moved.length !== input.lines.length) throw new Error(`order ${orderId}: a shipment passed what was left of a line`);
      return first.shipment_id;
    },

    /** The order's shipments, oldest first. */
    async listShipments(orderId: number): Promise<OrderShipment[]> {
      return (await rows<ShipmentRow>(sql`SELECT ${SHIPMENT_FIELDS} FROM order_shipments s WHERE s.order_id = ${orderId} ORDER BY s.id`)).map(toShipment);
    },

    async findShipment(shipmentId: number): Promise<OrderShipment | null> {
      const [row] = await rows<ShipmentRow>(sql`SELECT ${SHIPMENT_FIELDS} FROM order_shipments s WHERE s.id = ${shipmentId}`);
      return row ? toShipment(row) : null;
    },
  };
}
export type OrderShipmentsRepo = ReturnType<typeof createOrderShipmentsRepo>;
