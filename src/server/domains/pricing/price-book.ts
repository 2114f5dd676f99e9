// An account's contract prices (issue #27 Part 2): the lists in force for it today (assigned to it or to
// its group, active, within their dates) with their category rules and versions, kept per account while
// this process hears every price change (a notice from the pricing tables' triggers, migration 0039); and
// each list's entries for the SKUs asked about so far, kept under the version they were read at (migration
// 0041 moves a list's version on with any change to its entries). A page seen before needs no query of
// entries: the account's lists say which versions are current. A list is read whole from one version for
// a request (all its SKUs from what is kept, or all from one query), never a mix of two.
import { isListInForce, rulePriceCents, type ContractPrice, type PriceSchedule } from '../../../shared/price-resolver.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import type { PriceBook, PricedItem } from '../catalogue/catalogue.types.ts';
import type { PricingRepo } from './pricing.repo.ts';

type KeptList = { id: number; code: string; version: number };
/** The lists in force for an account today, and their category rules by category id. */
type AccountContract = { lists: KeptList[]; rulesByCategory: Map<number, { basisPoints: number; listCode: string }[]> };
/**
 * What a list holds for the SKUs asked about so far, at one version. Most SKUs have one price from 1 unit:
 * that price alone, a number; others their breaks as [min_qty, price, min_qty, price, …]; null when the
 * list has none for the SKU.
 */
type KeptEntries = { version: number; bySku: Map<string, number | number[] | null> };

export type PriceChanges = { onChange(handler: () => void): void; isFollowing(): boolean };

/** Accounts whose contract is kept at once; past it they are all forgotten (read again on their next request). */
const KEPT_ACCOUNTS_MAX = 20_000;
/** SKUs kept at once, over every list; past it every list is forgotten (read again when next asked for). */
const KEPT_SKUS_MAX = 1_000_000;

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
  const listEntries = keptListEntries(repo);

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
      const byList = await listEntries.of(contract?.lists ?? [], items.map((item) => item.sku));
      return items.map((item) => {
        const prices: ContractPrice[] = [];
        for (const { code, bySku } of byList) {
          const breaks = bySku.get(item.sku);
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
 * Each list's entries for the SKUs asked about, kept under their version. A list kept at an older version
 * than the account's lists name is read again; one kept at a newer version (the account's lists read just
 * before a change) is current, being what the database holds now.
 */
function keptListEntries(repo: PricingRepo) {
  const kept = new Map<number, KeptEntries>();
  let keptSkus = 0;

  function keep(listId: number, version: number, skus: readonly string[], read: Map<string, number | number[]>): void {
    let entries = kept.get(listId);
    if (entries && entries.version > version) return;
    if (!entries || entries.version < version) {
      keptSkus -= entries?.bySku.size ?? 0;
      entries = { version, bySku: new Map() };
      kept.set(listId, entries);
    }
    if (keptSkus + skus.length > KEPT_SKUS_MAX) {
      kept.clear();
      keptSkus = 0;
      kept.set(listId, entries);
      entries.bySku.clear();
    }
    for (const sku of skus) {
      if (!entries.bySku.has(sku)) keptSkus += 1;
      entries.bySku.set(sku, read.get(sku) ?? null);
    }
  }

  return {
    /** Each list's entries for these SKUs, each list from one version (what is kept, or one query of all the lists it lacks). */
    async of(lists: readonly KeptList[], skus: readonly string[]): Promise<{ code: string; bySku: ReadonlyMap<string, number | number[] | null> }[]> {
      if (lists.length === 0 || skus.length === 0) return [];
      const answer = new Map<number, ReadonlyMap<string, number | number[] | null>>();
      const unread: KeptList[] = [];
      for (const list of lists) {
        const entries = kept.get(list.id);
        if (entries && entries.version >= list.version && skus.every((sku) => entries.bySku.has(sku))) answer.set(list.id, entries.bySku);
        else unread.push(list);
      }
      if (unread.length > 0) {
        const found = await repo.findEntries(unread.map((list) => list.id), skus);
        const read = new Map<number, Map<string, number | number[]>>(unread.map((list) => [list.id, new Map()]));
        for (const entry of [...found.entries].sort((a, b) => a.minQty - b.minQty)) {
          const bySku = read.get(entry.listId);
          const before = bySku?.get(entry.sku);
          if (before === undefined) bySku?.set(entry.sku, entry.minQty === 1 ? entry.priceCents : [entry.minQty, entry.priceCents]);
          else if (typeof before === 'number') bySku?.set(entry.sku, [1, before, entry.minQty, entry.priceCents]);
          else before.push(entry.minQty, entry.priceCents);
        }
        for (const [listId, bySku] of read) {
          const version = found.versions.get(listId);
          // A list that is gone has no prices; what was kept of it goes.
          if (version === undefined) {
            keptSkus -= kept.get(listId)?.bySku.size ?? 0;
            kept.delete(listId);
            continue;
          }
          keep(listId, version, skus, bySku);
          answer.set(listId, bySku);
        }
      }
      return lists.flatMap((list) => {
        const bySku = answer.get(list.id);
        return bySku ? [{ code: list.code, bySku }] : [];
      });
    },
  };
}
