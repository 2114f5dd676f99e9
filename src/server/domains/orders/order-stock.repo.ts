// Issue #30 Part 3: the stock on hand an order takes and gives back, written by the orders domain in the
// transaction of the order's own write (placed, paid, changed, cancelled, returned). The check and the
// write are atomic: the tracked products are locked first, in product id order (two orders of the same
// products never wait on each other in a ring), then checked, then written. An untracked product
// (stock_on_hand null) is neither locked nor written. The ERP's next count replaces what is written here.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { netStockMoves, stockShortfalls, type StockLevel, type StockMove, type StockPolicy, type StockShortfall } from './order-stock.ts';

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

export function createOrderStockRepo(db: DbExecutor) {
  async function levelsOf(productIds: readonly number[], lock: 'lock' | 'read'): Promise<StockLevel[]> {
    const result = await db.execute<{ id: number; stock_on_hand: number; stock_policy: StockPolicy }>(
      lock === 'lock'
        ? sql`SELECT id, stock_on_hand, stock_policy FROM products WHERE id = ANY(${intArray(productIds)}::int[]) AND stock_on_hand IS NOT NULL ORDER BY id FOR UPDATE`
        : sql`SELECT id, stock_on_hand, stock_policy FROM products WHERE id = ANY(${intArray(productIds)}::int[]) AND stock_on_hand IS NOT NULL`,
    );
    return result.rows.map((row) => ({ productId: row.id, stockOnHand: row.stock_on_hand, policy: row.stock_policy }));
  }

  return {
    /**
     * Takes (qty > 0) and gives back (qty < 0) stock, all or nothing: the shortfalls of `stop` products,
     * with nothing written, or [] once written. Call it in the transaction of the write it belongs to.
     */
    async move(moves: readonly StockMove[]): Promise<StockShortfall[]> {
      const net = netStockMoves(moves);
      if (net.length === 0) return [];
      const levels = await levelsOf(net.map((move) => move.productId), 'lock');
      const shortfalls = stockShortfalls(net, levels);
      if (shortfalls.length > 0 || levels.length === 0) return shortfalls;
      const tracked = new Set(levels.map((level) => level.productId));
      const written = net.filter((move) => tracked.has(move.productId));
      await db.execute(sql`
        UPDATE products p SET stock_on_hand = p.stock_on_hand - m.qty
        FROM unnest(${intArray(written.map((move) => move.productId))}::int[], ${intArray(written.map((move) => move.qty))}::int[]) AS m(id, qty)
        WHERE p.id = m.id AND p.stock_on_hand IS NOT NULL`);
      return [];
    },

    /** What `move` would refuse now, locking and writing nothing (a card attempt is told before it pays). */
    async shortfallsNow(moves: readonly StockMove[]): Promise<StockShortfall[]> {
      const net = netStockMoves(moves).filter((move) => move.qty > 0);
      return net.length === 0 ? [] : stockShortfalls(net, await levelsOf(net.map((move) => move.productId), 'read'));
    },

    /** Each line's units not shipped, by product: what a cancellation gives back. */
    async unshippedOf(orderId: number): Promise<StockMove[]> {
      const result = await db.execute<{ product_id: number; qty: number }>(sql`
        SELECT product_id, qty - shipped_qty AS qty FROM order_lines WHERE order_id = ${orderId} AND qty > shipped_qty`);
      return result.rows.map((row) => ({ productId: row.product_id, qty: row.qty }));
    },

    /** The products of these lines of the order, with the quantities given (a return's lines). */
    async productsOfLines(orderId: number, lines: readonly { lineId: number; qty: number }[]): Promise<StockMove[]> {
      if (lines.length === 0) return [];
      const result = await db.execute<{ id: number; product_id: number }>(sql`
        SELECT id, product_id FROM order_lines WHERE order_id = ${orderId} AND id = ANY(${intArray(lines.map((line) => line.lineId))}::int[])`);
      const productOf = new Map(result.rows.map((row) => [row.id, row.product_id]));
      return lines.flatMap((line) => {
        const productId = productOf.get(line.lineId);
        return productId === undefined ? [] : [{ productId, qty: line.qty }];
      });
    },
  };
}
