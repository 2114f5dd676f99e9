// A placed order's lines changed by the desk (issue #30 Part 2). Written only in a transaction that first
// locks the order's row (lockForChange), so two changes of one order, or a change and a shipment or a
// move, take turns, each reading what the other left.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { parseFulfilmentStatus, parseOrderStatus } from './order-status.ts';
import type { ChangeableOrder, LinesChange } from './order-change.types.ts';

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

export function createOrderChangesRepo(db: DbExecutor) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  return {
    /** Within a transaction: the placed order's row locked until it ends, with its totals and lines; null when there is no such placed order. */
    async lockForChange(orderId: number): Promise<ChangeableOrder | null> {
      const [order] = await rows<{
        id: number; order_number: string; account_id: number; status: string; fulfilment_status: string; hold_reason: string | null; held_at: unknown; refund_claim: string | null;
        sub_total_cents: number; tax_total_cents: number; tax_rate_basis_points: number; is_tax_inclusive: boolean; shipping_cents: number; discount_cents: number; total_cents: number;
      }>(sql`
        SELECT id, order_number, account_id, status, fulfilment_status, hold_reason, held_at, refund_claim,
               sub_total_cents, tax_total_cents, tax_rate_basis_points, is_tax_inclusive, shipping_cents, discount_cents, total_cents
        FROM orders WHERE id = ${orderId} AND order_number IS NOT NULL FOR UPDATE`);
      if (!order) return null;
      // Its own statement after the lock, so it sees what a change or shipment that held the lock wrote.
      const lines = await rows<{ id: number; product_id: number; sku: string; title: string; unit_price_cents: number; qty: number }>(sql`
        SELECT id, product_id, sku, title, unit_price_cents, qty FROM order_lines WHERE order_id = ${orderId} ORDER BY id`);
      return {
        id: order.id,
        orderNumber: order.order_number,
        accountId: order.account_id,
        status: parseOrderStatus(order.status),
        fulfilmentStatus: parseFulfilmentStatus(order.fulfilment_status),
        holdReason: order.held_at ? (order.hold_reason ?? '') : null,
        refundClaim: order.refund_claim,
        totals: {
          subTotalCents: order.sub_total_cents,
          taxTotalCents: order.tax_total_cents,
          taxRateBasisPoints: order.tax_rate_basis_points,
          isTaxInclusive: order.is_tax_inclusive,
          shippingCents: order.shipping_cents,
          discountCents: order.discount_cents,
          totalCents: order.total_cents,
        },
        lines: lines.map((line) => ({ id: line.id, productId: line.product_id, sku: line.sku, title: line.title, unitPriceCents: line.unit_price_cents, qty: line.qty })),
      };
    },

    /** Writes the change on the locked order: quantities, removals, additions and the totals after. */
    async applyChange(orderId: number, change: LinesChange): Promise<void> {
      if (change.updates.length > 0) {
        await db.execute(sql`
          UPDATE order_lines l SET qty = c.qty, line_total_cents = c.line_total
          FROM unnest(${intArray(change.updates.map((line) => line.lineId))}::int[], ${intArray(change.updates.map((line) => line.qty))}::int[],
                      ${intArray(change.updates.map((line) => line.lineTotalCents))}::int[]) AS c(id, qty, line_total)
          WHERE l.id = c.id AND l.order_id = ${orderId}`);
      }
      if (change.removes.length > 0) {
        await db.execute(sql`DELETE FROM order_lines WHERE order_id = ${orderId} AND id = ANY(${intArray(change.removes)}::int[])`);
      }
      if (change.inserts.length > 0) await db.insert(orderLines).values(change.inserts.map((line) => ({ ...line, orderId })));
      const { totals } = change;
      await db.execute(sql`
        UPDATE orders SET sub_total_cents = ${totals.subTotalCents}, tax_total_cents = ${totals.taxTotalCents}, shipping_cents = ${totals.shippingCents},
               discount_cents = ${totals.discountCents}, total_cents = ${totals.totalCents}
        WHERE id = ${orderId}`);
    },
  };
}
export type OrderChangesRepo = ReturnType<typeof createOrderChangesRepo>;
