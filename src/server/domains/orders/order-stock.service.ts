// The orders service's stock part (issue #30 Part 3), spread into createOrdersService: the stock an order
// takes and gives back, on the caller's transaction, so it commits with the write it belongs to.
import type { DbExecutor } from '../../db/executor.ts';
import { createOrderStockRepo } from './order-stock.repo.ts';
import { givingBack, type StockMove, type StockShortfall } from './order-stock.ts';

export function orderStockFunctions() {
  /** Gives units back (never refused: a give-back only raises). */
  async function giveBack(tx: DbExecutor, moves: readonly StockMove[]): Promise<void> {
    const shortfalls = await createOrderStockRepo(tx).move(givingBack(moves));
    if (shortfalls.length > 0) throw new Error('giving stock back was refused');
  }

  return {
    /** Within `tx`: takes (qty > 0) and gives back (qty < 0); the `stop` products short, with nothing written, or [] once written. */
    moveStockIn: (tx: DbExecutor, moves: readonly StockMove[]): Promise<StockShortfall[]> => createOrderStockRepo(tx).move(moves),

    /** Within the cancellation's `tx`: what of the order has not left goes back on the shelf. */
    async restockCancelledIn(tx: DbExecutor, orderId: number): Promise<void> {
      await giveBack(tx, await createOrderStockRepo(tx).unshippedOf(orderId));
    },

    /** Within the receiving's `tx`: a return's lines restocked, at the quantities returned. */
    async restockReturnIn(tx: DbExecutor, orderId: number, lines: readonly { lineId: number; qty: number }[]): Promise<void> {
      await giveBack(tx, await createOrderStockRepo(tx).productsOfLines(orderId, lines));
    },
  };
}
