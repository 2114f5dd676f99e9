// An account's contract prices (issue #27 Part 2): the lists in force for it today (assigned to it or to
// its group, active, within their dates) with their category rules and versions, kept per account while
// this process hears every price change (a notice from the pricing tables' triggers, migration 0039); and
// each list's entries, kept whole under the version they were read at (migration 0041 moves a list's
// version on with any change to its entries). A page then needs no query of entries at all: the account's
// lists say which versions are current. A list not yet kept at its version is read whole in the background,
// one list at a time, while the requests that need it meanwhile read just their SKUs' entries.
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
      const kept: { code: string; prices: ListPrices }[] = [];
      const missing: KeptList[] = [];
      for (const list of contract?.lists ?? []) {
        const prices = listPrices.currentOf(list);
        if (prices) kept.push({ code: list.code, prices });
        else missing.push(list);
      }
      missing.forEach(listPrices.want);
      const codeOf = new Map(missing.map((list) => [list.id, list.code]));
      const found = await repo.findEntries(missing.map((list) => list.id), items.map((item) => item.sku));
      const read = new Map<string, ContractPrice[]>();
      for (const entry of found) {
        const prices = read.get(entry.sku) ?? [];
        prices.push({ minQty: entry.minQty, priceCents: entry.priceCents, listCode: codeOf.get(entry.listId) ?? '' });
        read.set(entry.sku, prices);
      }
      return items.map((item) => {
        const prices: ContractPrice[] = [...(read.get(item.sku) ?? [])];
        for (const { code, prices: list } of kept) {
          const breaks = list.bySku.get(item.sku);
          if (typeof breaks === 'number') prices.push({ minQty: 1, priceCents: breaks, listCode: code });
          else if (breaks) for (let index = 0; index < breaks.length; index += 2) prices.push({ minQty: breaks[index] ?? 1, priceCents: breaks[index + 1] ?? 0, listCode: code });
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
 * Each list's entries, kept under their version. A list asked for at a newer version than kept is queued
 * to be read whole; one kept at a newer version than asked for (an account's lists read just before a
 * change) is current, being what the database holds now. One list is read at a time, so a process that
 * starts cold does not read every list at once.
 */
function keptListPrices(repo: PricingRepo) {
  const kept = new Map<number, ListPrices>();
  const queued = new Map<number, number>();
  let isReading = false;
  let keptEntries = 0;

  async function read(listId: number): Promise<ListPrices | null> {
    const found = await repo.findListEntries(listId);
    if (!found) return null;
    const bySku = new Map<string, number | number[]>();
    for (const [sku, minQty, priceCents] of found.entries) {
      const before = bySku.get(sku);
      if (before === undefined) bySku.set(sku, minQty === 1 ? priceCents : [minQty, priceCents]);
      else if (typeof before === 'number') bySku.set(sku, [1, before, minQty, priceCents]);
      else before.push(minQty, priceCents);
    }
    return { version: found.version, size: found.entries.length, bySku };
  }

  function keep(listId: number, prices: ListPrices | null): void {
    keptEntries -= kept.get(listId)?.size ?? 0;
    kept.delete(listId);
    if (!prices) return;
    if (keptEntries + prices.size > KEPT_ENTRIES_MAX) {
      kept.clear();
      keptEntries = 0;
    }
    kept.set(listId, prices);
    keptEntries += prices.size;
  }

  async function readQueued(): Promise<void> {
    isReading = true;
    try {
      // A list queued while this runs is read in the same pass (a Map visits what is added to it).
      for (const [listId, version] of queued) {
        queued.delete(listId);
        if ((kept.get(listId)?.version ?? -1) >= version) continue;
        // A failed read keeps nothing: the list's next request queues it again.
        keep(listId, await read(listId).catch(() => null));
      }
    } finally {
      isReading = false;
    }
  }

  return {
    currentOf(list: KeptList): ListPrices | null {
      const prices = kept.get(list.id);
      return prices && prices.version >= list.version ? prices : null;
    },

    want(list: KeptList): void {
      if ((queued.get(list.id) ?? -1) < list.version) queued.set(list.id, list.version);
      if (!isReading) void readQueued();
    },
  };
}
