// Issue #30 Part 4: orders the desk takes for an account (by phone). The staff mark is written by its own
// UPDATE in the placing transaction, right after the order's insert; a form's key is locked for the
// transaction so a double submit waits for the first and then finds its order.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { users } from '../../db/schema/accounts.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

/** The member who took an order and their e-mail at the time. */
export type TakenBy = { staffId: number; email: string };

export function createTakenOrdersRepo(db: DbExecutor) {
  return {
    /** Until the caller's transaction ends, a second transaction with the same key waits here. */
    async lockCheckoutKey(checkoutKey: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout-key:${checkoutKey}`}, 0))`);
    },

    async markTaken(orderId: number, by: TakenBy): Promise<void> {
      await db.update(orders).set({ takenByStaffId: by.staffId, takenByStaffEmail: by.email }).where(eq(orders.id, orderId));
    },

    /** Who took the order, or null for the buyer's own. */
    async findTakenBy(orderId: number): Promise<TakenBy | null> {
      const [row] = await db
        .select({ staffId: orders.takenByStaffId, email: orders.takenByStaffEmail })
        .from(orders)
        .where(and(eq(orders.id, orderId), isNotNull(orders.takenByStaffId)));
      return row?.staffId != null && row.email != null ? { staffId: row.staffId, email: row.email } : null;
    },

    /** What the buyer's payment-link e-mail says: the order's lines and total and who took it. */
    async findForPayLink(orderId: number) {
      const [order] = await db
        .select({
          id: orders.id,
          status: orders.status,
          totalCents: orders.totalCents,
          paymentReference: orders.paymentReference,
          takenBy: orders.takenByStaffEmail,
          buyerEmail: users.email,
          buyerFirstName: users.firstName,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      if (!order) return null;
      const lines = await db.select({ sku: orderLines.sku, title: orderLines.title, qty: orderLines.qty, lineTotalCents: orderLines.lineTotalCents }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
      return { ...order, lines };
    },
  };
}
export type TakenOrdersRepo = ReturnType<typeof createTakenOrdersRepo>;
