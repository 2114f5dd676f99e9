// Reading orders back: the account's order history (spec §7 GET /api/order-history) and one order whole.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { users } from '../../db/schema/accounts.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { parseTimestamp } from '../../db/pg-timestamp.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import { toFulfilment, toSummary } from './order-rows.repo.ts';
import { parseOrderStatus, PLACED_ORDER_STATUSES } from './order-status.ts';
import { createOrderShipmentsRepo } from './order-shipments.repo.ts';
import type { Order, PlacedOrderLine, OrderListEntry, OrderListFilter } from './order.types.ts';
import { containsPattern } from '../../db/like-pattern.ts';

/** The name of an address's country or region (reference data of the checkout domain), looked up by its ids. */
function placeName(table: 'countries' | 'regions', address: typeof orders.shippingInfo | typeof orders.billingInfo): SQL<string | null> {
  const countryId = sql`(${address}->>'country_id')::int`;
  return table === 'countries'
    ? sql<string | null>`(SELECT c.title FROM countries c WHERE c.id = ${countryId})`
    : sql<string | null>`(SELECT r.name FROM regions r WHERE r.id = (${address}->>'region_id')::int AND r.country_id = ${countryId})`;
}

function listConditions(accountId: number, filter: OrderListFilter): SQL {
  const conditions: SQL[] = [sql`o.account_id = ${accountId}`, sql`o.status = ANY(${sql.param([...PLACED_ORDER_STATUSES])}::text[])`];
  if (filter.orderRef) {
    const { orderNumber, id } = filter.orderRef;
    conditions.push(id === null ? sql`o.order_number = ${orderNumber}` : sql`(o.order_number = ${orderNumber} OR o.id = ${id})`);
  }
  if (filter.keyword) {
    // The search text (order number, PO number, then titles and SKUs, a line each) through its trigram index.
    const pattern = containsPattern(filter.keyword.text);
    const searched = filter.keyword.in === 'po-and-products' ? sql`substr(s.search_text, strpos(s.search_text, E'\n') + 1)` : sql`s.search_text`;
    conditions.push(sql`o.id IN (
      SELECT s.order_id FROM order_search_texts s
      WHERE s.account_id = ${accountId} AND s.search_text ILIKE ${pattern} AND ${searched} ILIKE ${pattern})`);
  }
  // Calendar days in the store's zone, inclusive: [from 00:00, to + 1 day 00:00).
  if (filter.dateFrom) conditions.push(sql`o.created_at >= (${filter.dateFrom}::date)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  if (filter.dateTo) conditions.push(sql`o.created_at < (${filter.dateTo}::date + 1)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  return sql.join(conditions, sql` AND `);
}

export function createOrderHistoryRepo(db: DbExecutor) {
  async function findOrderLines(orderId: number): Promise<PlacedOrderLine[]> {
    return db
      .select({
        id: orderLines.id,
        shippedQty: orderLines.shippedQty,
        productId: orderLines.productId,
        variantId: orderLines.variantId,
        sku: orderLines.sku,
        title: orderLines.title,
        unitPriceCents: orderLines.unitPriceCents,
        qty: orderLines.qty,
        lineTotalCents: orderLines.lineTotalCents,
        image: orderLines.image,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
  }

  async function findOrderWhere(orderId: number, also?: SQL): Promise<Order | null> {
    const [row] = await db
      .select({
        order: orders,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        shippingCountry: placeName('countries', orders.shippingInfo),
        shippingRegion: placeName('regions', orders.shippingInfo),
        billingCountry: placeName('countries', orders.billingInfo),
        billingRegion: placeName('regions', orders.billingInfo),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.id, orderId), also));
    if (!row) return null;
    const [lines, shipments] = await Promise.all([findOrderLines(orderId), createOrderShipmentsRepo(db).listShipments(orderId)]);
    const { order } = row;
    return {
      ...toSummary(order),
      shippingInfo: order.shippingInfo,
      billingInfo: order.billingInfo,
      shippingPlace: { country: row.shippingCountry ?? '', region: row.shippingRegion ?? '' },
      billingPlace: { country: row.billingCountry ?? '', region: row.billingRegion ?? '' },
      shippingFullAddress: order.shippingFullAddress,
      totals: {
        subTotalCents: order.subTotalCents,
        taxTotalCents: order.taxTotalCents,
        taxRateBasisPoints: order.taxRateBasisPoints,
        isTaxInclusive: order.isTaxInclusive,
        shippingCents: order.shippingCents,
        discountCents: order.discountCents,
        totalCents: order.totalCents,
      },
      paidAt: order.paidAt,
      placedBy: `${row.firstName} ${row.lastName}`.trim() || row.email,
      lines,
      shipments,
      fulfilment: toFulfilment(order),
    };
  }

  return {
    /** One page of the account's placed orders, newest first, and the number matching the filter. */
    async listOrders(accountId: number, filter: OrderListFilter, page: { limit: number; offset: number }): Promise<{ entries: OrderListEntry[]; total: number }> {
      const where = listConditions(accountId, filter);
      const result = await db.execute<{
        id: number;
        order_number: string;
        shipping_full_address: string;
        created_at: string | Date;
        total_cents: number;
        status: string;
        fulfilment_status: string;
        carrier: string | null;
        tracking_ref: string | null;
        dispatched_at: string | Date | null;
        delivered_at: string | Date | null;
        delivery_date: string | null;
        delivery_zone: string | null;
        total: number;
      }>(sql`
        SELECT o.id, o.order_number, o.shipping_full_address, o.created_at, o.total_cents, o.status,
               o.fulfilment_status, o.carrier, o.tracking_ref, o.dispatched_at, o.delivered_at,
               o.delivery_date::text AS delivery_date, o.delivery_zone, count(*) OVER ()::int AS total
        FROM orders o
        WHERE ${where}
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`);
      const entries = result.rows.map((row) => ({
        id: row.id,
        orderNumber: row.order_number,
        shippingFullAddress: row.shipping_full_address,
        createdAt: parseTimestamp(row.created_at),
        totalCents: row.total_cents,
        status: parseOrderStatus(row.status),
        fulfilment: toFulfilment({
          fulfilmentStatus: row.fulfilment_status,
          carrier: row.carrier,
          trackingRef: row.tracking_ref,
          dispatchedAt: row.dispatched_at === null ? null : parseTimestamp(row.dispatched_at),
          deliveredAt: row.delivered_at === null ? null : parseTimestamp(row.delivered_at),
          deliveryDate: row.delivery_date,
          deliveryZone: row.delivery_zone,
        }),
      }));
      if (result.rows[0]) return { entries, total: result.rows[0].total };
      if (page.offset === 0) return { entries, total: 0 };
      // A page past the end: the window count had no row to ride on.
      const count = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM orders o WHERE ${where}`);
      return { entries, total: count.rows[0]?.total ?? 0 };
    },

    /** The whole order with its lines and who placed it, when it belongs to the account. */
    findOrder: (accountId: number, orderId: number): Promise<Order | null> => findOrderWhere(orderId, eq(orders.accountId, accountId)),

    /** The whole order with its lines and who placed it, whoever's it is (the back office). */
    findOrderById: (orderId: number): Promise<Order | null> => findOrderWhere(orderId),

    findOrderLines,
  };
}
