// An account's contract prices (issue #27 Part 2): the lists in force for it today (assigned to it or to
// its group, active, within their dates) with their category rules and versions, kept per account while
// this process hears every price change (a notice from the pricing tables' triggers, migration 0039); and
// each list's entries, kept whole under the version they were read at (migration 0041 moves a list's
// version on with any change to its entries). A page then needs no query of entries at all: the account's
// lists say which versions are current, and a list replaced in one transaction is read whole, old or new.
import { isListInForce, rulePriceCents, type ContractPrice, type PriceSchedule } from '../../../shared/price-resolver.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import type { PriceBook, PricedItem } from '../catalogue/catalogue.types.ts';
import type { PricingRepo } from './pricing.repo.ts';

type KeptList = { id: number; code: string; version: number };
/** The lists in force for an account today, and their category rules by category id. */
type AccountContract = { lists: KeptList[]; rulesByCategory: Map<number, { basisPoints: number; listCode: string }[]> };
/**
 * A list's entries by SKU. Most SKUs have one price from 1 unit: that price alone, a number; otherwise
 * their breaks as [min_qty, price, min_qty, price, …]. About 40 bytes a SKU, so 300,000 entries are ~12 MB.
 */
type ListPrices = { version: number; size: number; bySku: Map<string, number | number[]> };

export type PriceChanges = { onChange(handler: () => void): void; isFollowing(): boolean };

/** Accounts whose contract is kept at once; past it they are all forgotten (read again on their next request). */
const KEPT_ACCOUNTS_MAX = 20_000;
/** Entries kept at once, over every list; past it every list is forgotten (read again when next asked for). */
const KEPT_ENTRIES_MAX = 3_000_000;

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
  const listPrices = keptListPrices(repo);

  async function readContract(accountId: number, day: string): Promise<AccountContract> {
    const lists = (await repo.findListsOfAccount(accountId)).filter((list) => isListInForce(list, day));
    const codeOf = new Map(lists.map((list) => [list.id, list.code]));
    const rulesByCategory = new Map<number, { basisPoints: number; listCode: string }[]>();
    for (const rule of await repo.findRules(lists.map((list) => list.id))) {
      const rules = rulesByCategory.get(rule.categoryId) ?? [];
      rules.push({ basisPoints: rule.basisPoints, listCode: codeOf.get(rule.listId) ?? '' });
      rulesByCategory.set(rule.categoryId, rules);
    }
    return { lists: lists.map(({ id, code, version }) => ({ id, code, version })), rulesByCategory };
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
      return (await contractOf(accountId)).lists.length > 0;
    },

    async contractOf(accountId) {
      const contract = await contractOf(accountId);
      if (contract.lists.length === 0) return null;
      const rules = [...contract.rulesByCategory].flatMap(([categoryId, found]) => found.map((rule) => ({ categoryId, basisPoints: rule.basisPoints })));
      return { listIds: contract.lists.map((list) => list.id), rules };
    },

    async schedulesFor(accountId: number, items: readonly PricedItem[]): Promise<PriceSchedule[]> {
      const contract = items.length > 0 ? await contractOf(accountId) : null;
      const lists = contract ? await Promise.all(contract.lists.map(async (list) => ({ code: list.code, prices: await listPrices.of(list) }))) : [];
      return items.map((item) => {
        const prices: ContractPrice[] = [];
        for (const { code, prices: list } of lists) {
          const found = list.bySku.get(item.sku);
          if (typeof found === 'number') prices.push({ minQty: 1, priceCents: found, listCode: code });
          else if (found) for (let index = 0; index < found.length; index += 2) prices.push({ minQty: found[index] ?? 1, priceCents: found[index + 1] ?? 0, listCode: code });
        }
        for (const categoryId of item.categoryIds) {
          for (const rule of contract?.rulesByCategory.get(categoryId) ?? []) {
            prices.push({ minQty: 1, priceCents: rulePriceCents(item.listCents, rule.basisPoints), listCode: rule.listCode });
          }
        }
        return { listCents: item.listCents, ownCents: item.ownCents, isSpecial: item.isSpecial, contract: prices };
      });
    },
  };
}

/**
 * Each list's entries, kept under their version. One asked for at a version newer than the one kept is
 * read again; one kept at a newer version than asked for (an account's lists read just before a change)
 * is used, being what the database holds now.
 */
function keptListPrices(repo: PricingRepo) {
  const lists = new Map<number, Promise<ListPrices>>();
  const sizes = new Map<number, number>();
  let keptEntries = 0;

  async function read(listId: number): Promise<ListPrices> {
    const found = await repo.findListEntries(listId);
    const bySku = new Map<string, number | number[]>();
    for (const [sku, minQty, priceCents] of found?.entries ?? []) {
      const before = bySku.get(sku);
      if (before === undefined) bySku.set(sku, minQty === 1 ? priceCents : [minQty, priceCents]);
      else if (typeof before === 'number') bySku.set(sku, [1, before, minQty, priceCents]);
      else before.push(minQty, priceCents);
    }
    return { version: found?.version ?? -1, size: found?.entries.length ?? 0, bySku };
  }

  function keep(listId: number, reading: Promise<ListPrices>): void {
    const forget = () => {
      if (lists.get(listId) !== reading) return;
      lists.delete(listId);
      keptEntries -= sizes.get(listId) ?? 0;
      sizes.delete(listId);
    };
    lists.set(listId, reading);
    reading.then((prices) => {
      if (lists.get(listId) !== reading) return;
      if (prices.version < 0) return forget();
      keptEntries += prices.size - (sizes.get(listId) ?? 0);
      sizes.set(listId, prices.size);
      if (keptEntries <= KEPT_ENTRIES_MAX) return;
      lists.clear();
      sizes.clear();
      keptEntries = prices.size;
      lists.set(listId, reading);
      sizes.set(listId, prices.size);
    }, forget);
  }

  async function pricesOf(list: KeptList): Promise<ListPrices> {
    const keeping = lists.get(list.id);
    if (keeping) {
      const prices = await keeping.catch(() => null);
      if (prices && prices.version >= list.version) return prices;
      // Another request began a newer read meanwhile: use that one.
      if (lists.get(list.id) !== keeping && lists.has(list.id)) return pricesOf(list);
    }
    const reading = read(list.id);
    keep(list.id, reading);
    return reading;
  }

  return { of: pricesOf };
}
