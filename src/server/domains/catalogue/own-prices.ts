// A price book with no contract prices (issue #27): the catalogue alone, as the bench's bare route and a
// test of the catalogue build it.
import type { PriceBook } from './price-book.types.ts';

/** For a store with no contract prices (a test of the catalogue alone): every item at its own prices. */
export const OWN_PRICES_ONLY: PriceBook = {
  schedulesFor: async (_accountId, items) => items.map((item) => ({ listCents: item.listCents, ownCents: item.ownCents, isSpecial: item.isSpecial, contract: [] })),
  hasContract: async () => false,
  contractOf: async () => null,
};
