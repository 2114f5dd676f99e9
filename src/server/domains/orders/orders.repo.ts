// Writing orders: placing one per checkout key, moving its status, and who it belongs to.
import { createOrderDeskRepo } from './order-desk.repo.ts';
import { createOrderShipmentsRepo } from './order-shipments.repo.ts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/schemas/orders.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { accounts, accountUsers, users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import { toSignedInViewer } from '../../kernel/viewer-row.ts';
import { parseTimestamp } from '../../db/pg-timestamp.ts';
import { createOrderFulfilmentRepo } from './order-fulfilment.repo.ts';
import { createOrderHistoryRepo } from './order-history.repo.ts';
import { ORDER_NUMBER_PREFIX, PAYMENT_REFERENCE_PREFIX } from './order-refs.ts';
import { summaryColumns, toSummary } from './order-rows.repo.ts';
import { boughtOrderStatus, checkInitialOrderStatus, ORDER_STATUS, orderStatusChange } from './order-status.ts';
import type { NewOrder, OrderSummary, PaymentMethod, PlaceNames } from './order.types.ts';
import { createStaffOrdersRepo } from './staff-orders.repo.ts';

/** The owner's user, account and membership (kernel/viewer-row.ts), read with the order. */
const ownerColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  accountId: accounts.id,
  accountNumber: accounts.accountNumber,
  accountName: accounts.name,
  canPayOnAccount: accounts.canPayOnAccount,
  canSwitchAccounts: accounts.canSwitchAccounts,
  role: accountUsers.role,
};

export function createOrdersRepo(db: DbExecutor) {
  /**
   * Moves one order from → to, if order-status.ts allows it (else throws), setting `also` with it. The WHERE
   * on the old status keeps concurrent changes safe: true only for the call that made the change.
   */
  async function changeStatus(orderId: number, from: OrderStatus, to: OrderStatus, also: { paidAt?: SQL; checkoutKey?: SQL } = {}): Promise<boolean> {
    const change = orderStatusChange(from, to);
    const rows = await db
      .update(orders)
      .set({ ...also, status: change.to })
      .where(and(eq(orders.id, orderId), eq(orders.status, change.from)))
      .returning({ id: orders.id });
    return rows.length === 1;
  }

  return {
    ...createOrderHistoryRepo(db),
    ...createStaffOrdersRepo(db),
    ...createOrderFulfilmentRepo(db),
    /** Issue #30: the desk's notes and holds. */
    desk: createOrderDeskRepo(db),
    /** Issue #30 Part 2: what has left, shipment by shipment. */
    shipments: createOrderShipmentsRepo(db),

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
     * Inserts the order and its lines in one statement unless an order with the same checkout key
     * exists (a double click, retry or replay): then that order is answered. A new order has no number
     * yet (the placing transaction gives it one last: `assignOrderNumber`); a card order gets its
     * payment reference.
     */
    async insertOrder(order: NewOrder): Promise<{ order: OrderSummary; isNew: boolean }> {
      checkInitialOrderStatus(order.status, order.paymentMethod);
      const { totals } = order;
      const lines = order.lines.map((line) => ({
        product_id: line.productId,
        variant_id: line.variantId,
        sku: line.sku,
        title: line.title,
        unit_price_cents: line.unitPriceCents,
        qty: line.qty,
        line_total_cents: line.lineTotalCents,
        image: line.image,
      }));
      const result = await db.execute<{
        id: number;
        account_id: number;
        user_id: number;
        order_number: string | null;
        payment_reference: string | null;
        status: string;
        payment_method: string;
        total_cents: number;
        checkout_key: string;
        created_at: string | Date;
      }>(sql`
        WITH new_order AS (
          INSERT INTO orders (
            account_id, user_id, payment_reference, status, payment_method, shipping_info, billing_info, shipping_full_address,
            sub_total_cents, tax_total_cents, tax_rate_basis_points, is_tax_inclusive, shipping_cents, discount_cents,
            total_cents, checkout_key, delivery_date, delivery_zone)
          VALUES (
            ${order.accountId}, ${order.userId},
            CASE WHEN ${order.paymentMethod} = 'card' THEN ${PAYMENT_REFERENCE_PREFIX} || nextval('payment_reference_seq')::text END, ${order.status},
            ${order.paymentMethod}, ${JSON.stringify(order.shippingInfo)}::jsonb, ${JSON.stringify(order.billingInfo)}::jsonb,
            ${order.shippingFullAddress}, ${totals.subTotalCents}, ${totals.taxTotalCents}, ${totals.taxRateBasisPoints},
            ${totals.isTaxInclusive}, ${totals.shippingCents}, ${totals.discountCents}, ${totals.totalCents}, ${order.checkoutKey},
            ${order.deliveryDate}::date, ${order.deliveryZone})
          ON CONFLICT (checkout_key) DO NOTHING
          RETURNING id, account_id, user_id, order_number, payment_reference, status, payment_method, total_cents, checkout_key, created_at
        ), new_lines AS (
          INSERT INTO order_lines (order_id, product_id, variant_id, sku, title, unit_price_cents, qty, line_total_cents, image)
          SELECT new_order.id, (e.line->>'product_id')::int, (e.line->>'variant_id')::int, e.line->>'sku', e.line->>'title',
                 (e.line->>'unit_price_cents')::int, (e.line->>'qty')::int, (e.line->>'line_total_cents')::int, e.line->>'image'
          FROM new_order, jsonb_array_elements(${JSON.stringify(lines)}::jsonb) WITH ORDINALITY AS e(line, position)
          ORDER BY e.position
          RETURNING 1
        )
        SELECT new_order.*, (SELECT count(*) FROM new_lines)::int AS line_count FROM new_order`);
      const row = result.rows[0];
      if (row) {
        return {
          isNew: true,
          order: toSummary({
            id: row.id,
            accountId: row.account_id,
            userId: row.user_id,
            orderNumber: row.order_number,
            paymentReference: row.payment_reference,
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
      return { order: existing, isNew: false };
    },

    /**
     * The card attempt under `checkoutKey` when the same cart is being placed on account: still awaiting
     * payment, it is cancelled (its key freed); already paid, it is answered as it is (the cart has been
     * bought). Null when there is none. Called under the cart's lock, so no payment completes meanwhile.
     */
    async settleCardAttempt(checkoutKey: string): Promise<{ order: OrderSummary; wasCancelled: boolean } | null> {
      const attempt = await this.findOrderByCheckoutKey(checkoutKey);
      if (!attempt) return null;
      if (attempt.status !== ORDER_STATUS.awaitingPayment) return { order: attempt, wasCancelled: false };
      return { order: attempt, wasCancelled: await this.cancelAwaitingOrder(attempt.id) };
    },

    /** The user's latest order of this kind placed (or paid) within the last `withinSeconds`, in this account. */
    async findRecentPlacedOrder(input: { accountId: number; userId: number; paymentMethod: PaymentMethod; withinSeconds: number }): Promise<OrderSummary | null> {
      const status = boughtOrderStatus(input.paymentMethod);
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

    /**
     * Gives a placed order its number, the next after the last one given, unless it has one (an order
     * numbered before issue #16 item 5). Call it last in the transaction that places the order: the
     * counter's row stays locked until that transaction ends, so numbers are given in commit order and
     * one rolled back gives its number back. Answers the order's number.
     */
    async assignOrderNumber(orderId: number): Promise<string> {
      const result = await db.execute<{ order_number: string | null }>(sql`
        WITH unnumbered AS (SELECT id FROM orders WHERE id = ${orderId} AND order_number IS NULL),
        next AS (
          UPDATE order_number_counter SET last_number = last_number + 1
          WHERE id = 1 AND EXISTS (SELECT 1 FROM unnumbered)
          RETURNING last_number
        ),
        numbered AS (
          UPDATE orders SET order_number = ${ORDER_NUMBER_PREFIX} || next.last_number::text
          FROM next WHERE orders.id = ${orderId}
          RETURNING orders.order_number
        )
        SELECT coalesce((SELECT order_number FROM numbered), (SELECT order_number FROM orders WHERE id = ${orderId})) AS order_number`);
      const orderNumber = result.rows[0]?.order_number;
      if (!orderNumber) throw new Error(`order ${orderId} could not be given a number`);
      return orderNumber;
    },

    /** awaiting_payment → paid; true only for the call that made the change (so one e-mail goes out). */
    markOrderPaid(orderId: number): Promise<boolean> {
      return changeStatus(orderId, ORDER_STATUS.awaitingPayment, ORDER_STATUS.paid, { paidAt: sql`now()` });
    },

    /**
     * awaiting_payment → cancelled. The checkout key gets a suffix, so the same cart can be paid again
     * (by card or on account) as a new order.
     */
    cancelAwaitingOrder(orderId: number): Promise<boolean> {
      return changeStatus(orderId, ORDER_STATUS.awaitingPayment, ORDER_STATUS.cancelled, {
        checkoutKey: sql`${orders.checkoutKey} || ':cancelled:' || ${orders.id}`,
      });
    },

    /** The order's owner as a viewer of its account (a webhook has no session but must clear their cart). */
    async findOrderOwner(orderId: number): Promise<SignedInViewer | null> {
      const [row] = await db
        .select(ownerColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        // The owner may have left the account since; the paid order still clears what they had in the cart.
        .leftJoin(accountUsers, and(eq(accountUsers.accountId, orders.accountId), eq(accountUsers.userId, orders.userId)))
        .where(eq(orders.id, orderId));
      return row ? toSignedInViewer(row) : null;
    },

  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
