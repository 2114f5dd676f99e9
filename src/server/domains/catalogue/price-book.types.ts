// What the catalogue asks of the pricing domain (issue #27 Part 2): each item's price schedule for an
// account, from which every price it shows or a cart charges is resolved (shared/price-resolver.ts). The
// pricing domain implements it and the assembly hands it over, as search's KeywordSearch.
import type { PriceSchedule } from '../../../shared/price-resolver.ts';

/** A product or variant cell to price: its SKU, its category and the categories above it, and its own prices. */
export type PricedItem = { sku: string; categoryIds: readonly number[]; listCents: number; ownCents: number; isSpecial: boolean };

export type PriceBook = {
  /** Each item's schedule for the account, in order: its own prices, and the contract prices of every list in force today. */
  schedulesFor(accountId: number, items: readonly PricedItem[]): Promise<PriceSchedule[]>;
  /** Whether any list is in force for the account today (one without sees each product's own prices). */
  hasContract(accountId: number): Promise<boolean>;
  /**
   * For a listing sorted by price in SQL: the lists in force for the account today and its category rules
   * (each on its own category; the caller reaches the categories below); null when none is in force.
   */
  contractOf(accountId: number): Promise<ListingContract | null>;
};

export type ListingContract = { listIds: number[]; rules: { categoryId: number; basisPoints: number }[] };

