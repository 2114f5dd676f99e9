// Issue #30 Part 4: the orders service's part for orders the desk takes for an account (by phone), lent to
// the phone-orders domain. Placing on account is the orders service's own prepareAccountOrder and
// insertAccountOrder; this adds what they do not do: the form's key locked, the staff mark, and a card
// order left awaiting the buyer's payment.
import type { DbExecutor } from '../../db/executor.ts';
import { phoneCardCheckoutKey } from './order-refs.ts';
import { initialOrderStatus } from './order-status.ts';
import type { NewOrder, OrderSummary } from './order.types.ts';
import { createOrderStockRepo } from './order-stock.repo.ts';
import { stockRefusalOf, type StockRefusal } from './order-stock.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { createTakenOrdersRepo, type TakenBy, type TakenOrdersRepo } from './taken-orders.repo.ts';

export type { TakenBy } from './taken-orders.repo.ts';

/**
 * The checkout key of an order the desk took, from the form's own key (a double submit is one order). A card
 * order's key marks it as made outside the buyer's cart, so paying it leaves the cart as it is (orders.service markPaid).
 */
export function takenOrderCheckoutKey(accountId: number, paymentMethod: 'account' | 'card', formKey: string): string {
  return paymentMethod === 'card' ? phoneCardCheckoutKey(accountId, formKey) : `phone-${accountId}-${formKey}`;
}

export function createTakenOrdersService(deps: { repo: TakenOrdersRepo }) {
  const { repo } = deps;
  return {
    /**
     * Within `tx`: the order already placed under this key (a double submit), once any other transaction
     * placing under it has ended; null when none. The key stays locked until `tx` ends.
     */
    async claimCheckoutKeyIn(tx: DbExecutor, checkoutKey: string): Promise<OrderSummary | null> {
      await createTakenOrdersRepo(tx).lockCheckoutKey(checkoutKey);
      return createOrdersRepo(tx).findOrderByCheckoutKey(checkoutKey);
    },

    /** Within the placing `tx`, right after the order's insert: who took it. */
    markTakenIn: (tx: DbExecutor, orderId: number, by: TakenBy): Promise<void> => createTakenOrdersRepo(tx).markTaken(orderId, by),

    /**
     * Within `tx`: a card order of a prepared order (its lines, totals, addresses and day), awaiting payment, with
     * no number yet; `{ stockRefusal }`, writing nothing, when a `stop` product is short now. As a buyer's card
     * order, its stock is taken when it is paid (markPaid).
     */
    async insertCardOrderIn(tx: DbExecutor, prepared: NewOrder): Promise<{ order: OrderSummary; isNew: boolean } | { stockRefusal: StockRefusal }> {
      const shortfalls = await createOrderStockRepo(tx).shortfallsNow(prepared.lines.map((line) => ({ productId: line.productId, qty: line.qty })));
      if (shortfalls.length > 0) return { stockRefusal: stockRefusalOf(prepared.lines, shortfalls) };
      return createOrdersRepo(tx).insertOrder({ ...prepared, status: initialOrderStatus('card'), paymentMethod: 'card' });
    },

    /** Who took the order for its account (null: the buyer placed it). */
    takenByOf: (orderId: number): Promise<TakenBy | null> => repo.findTakenBy(orderId),

    findForPayLink: (orderId: number) => repo.findForPayLink(orderId),
  };
}
export type TakenOrdersService = ReturnType<typeof createTakenOrdersService>;
