// The desk's notes and holds on a placed order (issue #30 Part 1). A hold is one guarded UPDATE: only an
// order not yet dispatched, with no refund under way and not already held, is put on hold, so a hold and a
// move racing each other cannot both win (a move's UPDATE asks for held_at IS NULL).
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { orderDeskNotes, orders } from '../../db/schema/orders.ts';
import { FULFILMENT_STATUS } from './order-status.ts';
import type { DeskNote, DeskNoteKind, OrderHold } from './staff-order.types.ts';

/** Who wrote a note: a staff member (or an API key, with no staff id) and their e-mail at the time. */
export type DeskAuthor = { staffId: number | null; email: string };

/** The fulfilment statuses an order may be held in: before it leaves the warehouse. */
export const HOLDABLE_STATUSES = [FULFILMENT_STATUS.new, FULFILMENT_STATUS.processing] as const;

const toNote = (row: typeof orderDeskNotes.$inferSelect): DeskNote => ({
  id: row.id,
  orderId: row.orderId,
  kind: row.kind as DeskNoteKind,
  text: row.text,
  staffId: row.staffId,
  staffEmail: row.staffEmail,
  createdAt: row.createdAt,
});

export function createOrderDeskRepo(db: DbExecutor) {
  async function insertNote(orderId: number, kind: DeskNoteKind, text: string, author: DeskAuthor): Promise<DeskNote> {
    const [row] = await db.insert(orderDeskNotes).values({ orderId, kind, text, staffId: author.staffId, staffEmail: author.email }).returning();
    if (!row) throw new Error(`order ${orderId}: desk note not written`);
    return toNote(row);
  }

  return {
    insertNote,

    /** The order's notes, holds and releases, oldest first. */
    async listNotes(orderId: number): Promise<DeskNote[]> {
      const rows = await db.select().from(orderDeskNotes).where(eq(orderDeskNotes.orderId, orderId)).orderBy(asc(orderDeskNotes.id));
      return rows.map(toNote);
    },

    /** The order's hold, or null when it is not held (or is no placed order). */
    async findHold(orderId: number): Promise<OrderHold | null> {
      const [row] = await db.select({ since: orders.heldAt, reason: orders.holdReason, by: orders.heldBy }).from(orders).where(eq(orders.id, orderId));
      return row?.since ? { since: row.since, reason: row.reason ?? '', by: row.by ?? '' } : null;
    },

    /** Puts the order on hold with its 'hold' note; null, writing nothing, when it cannot be held now. */
    async hold(orderId: number, reason: string, author: DeskAuthor): Promise<{ hold: OrderHold; note: DeskNote } | null> {
      const [row] = await db
        .update(orders)
        .set({ heldAt: new Date(), holdReason: reason, heldBy: author.email })
        .where(
          and(
            eq(orders.id, orderId),
            isNotNull(orders.orderNumber),
            isNull(orders.heldAt),
            isNull(orders.refundClaim),
            inArray(orders.fulfilmentStatus, [...HOLDABLE_STATUSES]),
          ),
        )
        .returning({ since: orders.heldAt });
      if (!row?.since) return null;
      const note = await insertNote(orderId, 'hold', reason, author);
      return { hold: { since: row.since, reason, by: author.email }, note };
    },

    /** Releases the hold with a 'release' note naming the reason it had; null, writing nothing, when it was not held. */
    async release(orderId: number, author: DeskAuthor): Promise<DeskNote | null> {
      const [before] = await db.select({ reason: orders.holdReason }).from(orders).where(and(eq(orders.id, orderId), isNotNull(orders.heldAt))).for('update');
      if (!before) return null;
      await db.update(orders).set({ heldAt: null, holdReason: null, heldBy: null }).where(eq(orders.id, orderId));
      return insertNote(orderId, 'release', before.reason ?? '', author);
    },
  };
}
export type OrderDeskRepo = ReturnType<typeof createOrderDeskRepo>;
