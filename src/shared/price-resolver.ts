// The price resolver (issue #27 Part 2): the one rule for what an account pays for a product or variant
// cell at a quantity. The price is the lowest of the list price, the special price where the product is
// on special, and every contract price (an entry or a category rule of a valid, active price list
// assigned to the account or its group) whose min_qty is at most the quantity. Everything that shows or
// charges a price goes through here; the server decides what goes in (prices are never taken from a
// request), and the browser may use it only to show the breaks it was sent.

/** A contract price from `minQty` units up, from the list with `listCode` (an entry, or a category rule at min_qty 1). */
export type ContractPrice = { minQty: number; priceCents: number; listCode: string };

export type PriceSchedule = {
  /** The list price: the product's base price, or a variant cell's own price. */
  listCents: number;
  /** What it sells for without a contract: the special price when on special, else the list price. */
  ownCents: number;
  isSpecial: boolean;
  /** The account's contract prices for it, from every list it may use today. */
  contract: readonly ContractPrice[];
};

export type PriceSource = 'list' | 'special' | 'contract';

export type ResolvedPrice = {
  priceCents: number;
  source: PriceSource;
  /** The list that gave a contract price, else null. */
  listCode: string | null;
  /** The quantity break that gave it (1 for the list and special prices). */
  minQty: number;
};

/** A step of the price by quantity: from `minQty` units up, each costs `priceCents`. */
export type PriceBreak = { minQty: number; priceCents: number };

/** A schedule with no contract: the product's own prices only. */
export function ownSchedule(listCents: number, ownCents: number, isSpecial: boolean): PriceSchedule {
  return { listCents, ownCents, isSpecial, contract: [] };
}

/**
 * The price at `qty`. On a tie the list or special price wins over a contract (a contract that saves
 * nothing is not named), and between contracts the lower min_qty, then the list code, so the answer does
 * not depend on the order the lists were read in.
 */
export function resolvePrice(schedule: PriceSchedule, qty: number): ResolvedPrice {
  let best: ResolvedPrice = { priceCents: schedule.ownCents, source: schedule.isSpecial ? 'special' : 'list', listCode: null, minQty: 1 };
  for (const price of schedule.contract) {
    if (price.minQty > Math.max(qty, 1)) continue;
    const isLower =
      price.priceCents < best.priceCents ||
      (price.priceCents === best.priceCents &&
        best.source === 'contract' &&
        (price.minQty < best.minQty || (price.minQty === best.minQty && price.listCode < (best.listCode ?? ''))));
    if (isLower) best = { priceCents: price.priceCents, source: 'contract', listCode: price.listCode, minQty: price.minQty };
  }
  return best;
}

/** The unit price at `qty`, in cents. */
export function unitPriceAt(schedule: PriceSchedule, qty: number): number {
  return resolvePrice(schedule, qty).priceCents;
}

/**
 * The steps of the price by quantity, from 1 up ('1–9 boxes $8.90 · 10+ boxes $8.40'): each quantity
 * where the price changes. Empty when it never changes (one price whatever the quantity).
 */
export function priceBreaks(schedule: PriceSchedule): PriceBreak[] {
  const thresholds = [...new Set([1, ...schedule.contract.map((price) => price.minQty)])].sort((a, b) => a - b);
  const steps: PriceBreak[] = [];
  for (const minQty of thresholds) {
    const priceCents = unitPriceAt(schedule, minQty);
    if (steps.at(-1)?.priceCents !== priceCents) steps.push({ minQty, priceCents });
  }
  return steps.length > 1 ? steps : [];
}

/** A category rule's price: `basisPoints` hundredths of a percent off the list price, to the nearest cent (half up). */
export function rulePriceCents(listCents: number, basisPoints: number): number {
  return Math.round((listCents * (10_000 - basisPoints)) / 10_000);
}

/** A price list's dates: New Zealand days 'YYYY-MM-DD', both included; null: open. */
export type ListValidity = { active: boolean; validFrom: string | null; validTo: string | null };

/** Whether a list's prices apply on `day` (a New Zealand day, 'YYYY-MM-DD'). */
export function isListInForce(list: ListValidity, day: string): boolean {
  return list.active && (list.validFrom === null || list.validFrom <= day) && (list.validTo === null || day <= list.validTo);
}
