// Writing orders: placing one per checkout key, moving its status, and who it belongs to.
import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import type { SignedInViewer } from '../auth/viewer.ts';
import { toSignedInViewer, viewerColumns } from '../auth/viewer-columns.ts';
import { parseTimestamp } from '../catalogue/pg-timestamp.ts';
import { createOrderHistoryRepo } from './order-history.repo.ts';
import { ORDER_NUMBER_PREFIX } from './order-refs.ts';
import { summaryColumns, toSummary } from './order-rows.ts';
import type { NewOrder, OrderSummary, PaymentMethod, PlaceNames } from './order-types.ts';

export function createOrdersRepo(db: Db) {
  return {
    ...createOrderHistoryRepo(db),

    async findOrderByCheckoutKey(checkoutKey: string): Promise<OrderSummary | null> {
      const [row] = await db.select(summaryColumns).from(orders).where(eq(orders.checkoutKey, checkoutKey));
      return row ? toSummary(row) : null;
    },

    async findOrderSummary(orderId: number): Promise<OrderSummary | null> {
      const [row] = await db.select(summaryColumns).from(orders).where(eq(orders.id, orderId));
      return row ? toSummary(row) : null;
    },

    /** Country and region names for the one-line address (reference data of the checkout domain). */
    async findPlaceNames(countryId: number, regionId: number): Promise<PlaceNames> {
      const result = await db.execute<{ country_name: string | null; region_name: string | null }>(sql`
        SELECT (SELECT title FROM countries WHERE id = ${countryId}) AS country_name,
               (SELECT name FROM regions WHERE id = ${regionId} AND country_id = ${countryId}) AS region_name`);
      const row = result.rows[0];
      return { country: row?.country_name ?? '', region: row?.region_name ?? '' };
    },

    /**
     * Inserts the order and its lines in one statement (so one round trip and atomic) unless an order
     * with the same checkout key exists (a double click, retry or replay): then that order is answered.
     * A new order also cancels the awaiting order under `supersedesCheckoutKey`, if any, and answers its id.
     */
    async insertOrder(order: NewOrder): Promise<{ order: OrderSummary; isNew: boolean; cancelledOrderId: number | null }> {
      const { totals } = order;
      const lines = order.lines.map((line) => ({
        product_id: line.productId,
        variant_id: line.variantId,
        sku: line.sku,
        title: line.title,
        unit_price_cents: line.unitPriceCents,
        qty: line.qty,
        line_total_cents: line.lineTotalCents,
      }));
      const result = await db.execute<{
        id: number;
        account_id: number;
        user_id: number;
        order_number: string;
        status: string;
        payment_method: string;
        total_cents: number;
        checkout_key: string;
        created_at: string | Date;
        cancelled_order_id: number | null;
      }>(sql`
        WITH new_order AS (
          INSERT INTO orders (
            account_id, user_id, order_number, status, payment_method, shipping_info, billing_info, shipping_full_address,
            sub_total_cents, tax_total_cents, tax_rate_basis_points, is_tax_inclusive, shipping_cents, discount_cents,
            total_cents, checkout_key)
          VALUES (
            ${order.accountId}, ${order.userId}, ${ORDER_NUMBER_PREFIX} || nextval('order_number_seq')::text, ${order.status},
            ${order.paymentMethod}, ${JSON.stringify(order.shippingInfo)}::jsonb, ${JSON.stringify(order.billingInfo)}::jsonb,
            ${order.shippingFullAddress}, ${totals.subTotalCents}, ${totals.taxTotalCents}, ${totals.taxRateBasisPoints},
            ${totals.isTaxInclusive}, ${totals.shippingCents}, ${totals.discountCents}, ${totals.totalCents}, ${order.checkoutKey})
          ON CONFLICT (checkout_key) DO NOTHING
          RETURNING id, account_id, user_id, order_number, status, payment_method, total_cents, checkout_key, created_at
        ), new_lines AS (
          INSERT INTO order_lines (order_id, product_id, variant_id, sku, title, unit_price_cents, qty, line_total_cents)
          SELECT new_order.id, (e.line->>'product_id')::int, (e.line->>'variant_id')::int, e.line->>'sku', e.line->>'title',
                 (e.line->>'unit_price_cents')::int, (e.line->>'qty')::int, (e.line->>'line_total_cents')::int
          FROM new_order, jsonb_array_elements(${JSON.stringify(lines)}::jsonb) WITH ORDINALITY AS e(line, position)
          ORDER BY e.position
          RETURNING 1
        ), superseded AS (
          UPDATE orders SET status = 'cancelled', checkout_key = orders.checkout_key || ':cancelled:' || orders.id
          WHERE orders.checkout_key = ${order.supersedesCheckoutKey ?? null}::text AND orders.status = 'awaiting_payment'
            AND EXISTS (SELECT 1 FROM new_order)
          RETURNING orders.id
        )
        SELECT new_order.*, (SELECT count(*) FROM new_lines)::int AS line_count, (SELECT min(id) FROM superseded) AS cancelled_order_id
        FROM new_order`);
      const row = result.rows[0];
      if (row) {
        return {
          isNew: true,
          cancelledOrderId: row.cancelled_order_id,
          order: toSummary({
            id: row.id,
            accountId: row.account_id,
            userId: row.user_id,
            orderNumber: row.order_number,
            status: row.status,
            paymentMethod: row.payment_method,
            totalCents: row.total_cents,
            checkoutKey: row.checkout_key,
            createdAt: parseTimestamp(row.created_at),
          }),
        };
      }
      const existing = await this.findOrderByCheckoutKey(order.checkoutKey);
      if (!existing) throw new Error(`order with checkout key ${order.checkoutKey} conflicted but cannot be read`);
      return { order: existing, isNew: false, cancelledOrderId: null };
    },

    /** The user's latest order of this kind placed (or paid) within the last `withinSeconds`, in this account. */
    async findRecentPlacedOrder(input: { accountId: number; userId: number; paymentMethod: PaymentMethod; withinSeconds: number }): Promise<OrderSummary | null> {
      const status: OrderStatus = input.paymentMethod === 'account' ? 'placed_on_account' : 'paid';
      const [row] = await db
        .select(summaryColumns)
        .from(orders)
        .where(
          and(
            eq(orders.accountId, input.accountId),
            eq(orders.userId, input.userId),
            eq(orders.paymentMethod, input.paymentMethod),
            eq(orders.status, status),
            sql`coalesce(${orders.paidAt}, ${orders.createdAt}) > now() - make_interval(secs => ${input.withinSeconds})`,
          ),
        )
        .orderBy(sql`coalesce(${orders.paidAt}, ${orders.createdAt}) DESC`, sql`${orders.id} DESC`)
        .limit(1);
      return row ? toSummary(row) : null;
    },

    /** awaiting_payment → paid; true only for the call that made the change (so one e-mail goes out). */
    async markOrderPaid(orderId: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 'paid', paidAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /**
     * awaiting_payment → cancelled. The checkout key gets a suffix, so the same cart can be paid again
     * (by card or on account) as a new order.
     */
    async cancelAwaitingOrder(orderId: number): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 'cancelled', checkoutKey: sql`${orders.checkoutKey} || ':cancelled:' || ${orders.id}` })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** The order's owner as a viewer of its account (a webhook has no session but must clear their cart). */
    async findOrderOwner(orderId: number): Promise<SignedInViewer | null> {
      const [row] = await db
        .select(viewerColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .where(eq(orders.id, orderId));
      return row ? toSignedInViewer(row) : null;
    },

  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
