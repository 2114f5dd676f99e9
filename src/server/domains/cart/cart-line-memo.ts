// Which products each cart held when it was last answered, remembered by this process, so the next
// request can ask the catalogue about them in the same query as the product being added, or while
// its write runs, instead of after it. Only ids are remembered: prices and availability always come
// from the current request's catalogue query, and a line the memo did not predict is looked up then.
import type { PurchaseCheck, PurchaseRequest } from '../catalogue/purchase.types.ts';
import type { CartOwner, StoredLine } from './cart.repo.ts';

/** Past this many carts the least recently answered are forgotten. */
const MAX_CARTS = 10_000;

type LineIds = Pick<StoredLine, 'productId' | 'variantId'>;

export const lineIdKey = (line: LineIds | PurchaseRequest): string => `${line.productId ?? 'cell'}:${line.variantId}`;

/** The checks answered for these requests, by product and cell (requests without a product id are left out). */
export function checksByLine(requests: readonly PurchaseRequest[], checks: readonly PurchaseCheck[]): Map<string, PurchaseCheck> {
  const known = new Map<string, PurchaseCheck>();
  requests.forEach((request, index) => {
    const check = checks[index];
    if (check && request.productId !== null) known.set(lineIdKey(request), check);
  });
  return known;
}

export function createCartLineMemo() {
  const carts = new Map<string, PurchaseRequest[]>();
  const keyOf = (owner: CartOwner) => `${owner.accountId}:${owner.userId}`;
  return {
    /** The lines this cart held at its last answer ([] when not known). */
    predict(owner: CartOwner): PurchaseRequest[] {
      return carts.get(keyOf(owner)) ?? [];
    },

    remember(owner: CartOwner, lines: readonly LineIds[]): void {
      const key = keyOf(owner);
      carts.delete(key);
      carts.set(key, lines.map((line) => ({ productId: line.productId, variantId: line.variantId })));
      for (const oldest of carts.keys()) {
        if (carts.size <= MAX_CARTS) break;
        carts.delete(oldest);
      }
    },
  };
}
export type CartLineMemo = ReturnType<typeof createCartLineMemo>;
