// An account's contract prices (issue #27 Part 2): the lists in force for it today (assigned to it or to
// its group, active, within their dates) with their category rules, kept per account while this process
// hears every price change (a notice from the pricing tables' triggers, migration 0039), and each
// request's entries read in one query, so a list replaced in one transaction is seen whole, old or new.
import { isListInForce, rulePriceCents, type ContractPrice, type PriceSchedule } from '../../../shared/price-resolver.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import type { PriceBook, PricedItem } from '../catalogue/catalogue.types.ts';
import type { PricingRepo } from './pricing.repo.ts';

/** The lists in force for an account today, and their category rules by category id. */
type AccountContract = { listIds: number[]; codeOf: Map<number, string>; rulesByCategory: Map<number, { basisPoints: number; listCode: string }[]> };

export type PriceChanges = { onChange(handler: () => void): void; isFollowing(): boolean };

/** Accounts whose contract is kept at once; past it they are all forgotten (read again on their next request). */
const KEPT_ACCOUNTS_MAX = 20_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** A New Zealand day, 'YYYY-MM-DD'. */
export function storeDayOf(moment: Date): string {
  return dayFormat.format(moment);
}

/** A price book that keeps what it read: `forgetAll` after this process's own price writes commit (others' come by notice). */
export type KeptPriceBook = PriceBook & { forgetAll(): void };

export function createPriceBook(deps: { repo: PricingRepo; changes: PriceChanges; now?: () => Date }): KeptPriceBook {
  const { repo, changes } = deps;
  const now = deps.now ?? (() => new Date());
  const kept = new Map<number, Promise<AccountContract>>();
  let keptDay = '';
  /** Moves on at every change: a contract read across a change is not kept. */
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    kept.clear();
  };
  changes.onChange(forgetAll);

  async function readContract(accountId: number, day: string): Promise<AccountContract> {
    const lists = (await repo.findListsOfAccount(accountId)).filter((list) => isListInForce(list, day));
    const codeOf = new Map(lists.map((list) => [list.id, list.code]));
    const rulesByCategory = new Map<number, { basisPoints: number; listCode: string }[]>();
    for (const rule of await repo.findRules(lists.map((list) => list.id))) {
      const rules = rulesByCategory.get(rule.categoryId) ?? [];
      rules.push({ basisPoints: rule.basisPoints, listCode: codeOf.get(rule.listId) ?? '' });
      rulesByCategory.set(rule.categoryId, rules);
    }
    return { listIds: lists.map((list) => list.id), codeOf, rulesByCategory };
  }

  function contractOf(accountId: number): Promise<AccountContract> {
    const day = storeDayOf(now());
    if (!changes.isFollowing()) return readContract(accountId, day);
    if (day !== keptDay || kept.size >= KEPT_ACCOUNTS_MAX) {
      kept.clear();
      keptDay = day;
    }
    let contract = kept.get(accountId);
    if (!contract) {
      const startedAt = generation;
      const reading = readContract(accountId, day);
      contract = reading;
      kept.set(accountId, reading);
      const drop = () => {
        if (kept.get(accountId) === reading) kept.delete(accountId);
      };
      reading.then(() => generation !== startedAt && drop(), drop);
    }
    return contract;
  }

  return {
    forgetAll,

    async hasContract(accountId) {
      return (await contractOf(accountId)).listIds.length > 0;
    },

    async contractOf(accountId) {
      const contract = await contractOf(accountId);
      if (contract.listIds.length === 0) return null;
      const rules = [...contract.rulesByCategory].flatMap(([categoryId, found]) => found.map((rule) => ({ categoryId, basisPoints: rule.basisPoints })));
      return { listIds: contract.listIds, rules };
    },

    async schedulesFor(accountId: number, items: readonly PricedItem[]): Promise<PriceSchedule[]> {
      const contract = items.length > 0 ? await contractOf(accountId) : null;
      const entries = contract ? await repo.findEntries(contract.listIds, items.map((item) => item.sku)) : [];
      const bySku = new Map<string, ContractPrice[]>();
      for (const entry of entries) {
        const prices = bySku.get(entry.sku) ?? [];
        prices.push({ minQty: entry.minQty, priceCents: entry.priceCents, listCode: contract?.codeOf.get(entry.listId) ?? '' });
        bySku.set(entry.sku, prices);
      }
      return items.map((item) => {
        const rules = item.categoryIds.flatMap((categoryId) => contract?.rulesByCategory.get(categoryId) ?? []);
        const fromRules = rules.map((rule) => ({ minQty: 1, priceCents: rulePriceCents(item.listCents, rule.basisPoints), listCode: rule.listCode }));
        return { listCents: item.listCents, ownCents: item.ownCents, isSpecial: item.isSpecial, contract: [...(bySku.get(item.sku) ?? []), ...fromRules] };
      });
    },
  };
}
