// Issue #30 Part 2: what left the warehouse for an order, one shipment at a time. Each shipment carries
// part (or all) of some lines; order_lines.shipped_qty keeps their sum per line, moved in the shipment's
// own transaction under a guard that it never passes the line's qty. The orders domain's repo writes them
// for the fulfilment domain's shipments; a shipment is never changed, and goes only with its order (an
// invoice for it keeps both).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders.ts';

export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingRef: text('tracking_ref'),
    // No foreign key: staff members are the staff domain's. Null for the ERP's API key ('api-key:<name>').
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId, t.id)],
);

export const orderShipmentLines = pgTable(
  'order_shipment_lines',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => orderShipments.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.orderLineId] }), check('order_shipment_lines_qty', sql`${t.qty} > 0`)],
);
