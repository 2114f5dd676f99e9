// The price book keeps an account's lists in force while nothing changes, and never keeps what it read
// across a change (a notice, or this process's own write); it keeps what a list holds for the SKUs asked
// about under the list's version, and reads them again only when the account's lists name a newer one.
import { describe, expect, it } from 'vitest';
import { createPriceBook } from './price-book.ts';
import type { ListRow, PricingRepo } from './pricing.repo.ts';

/** A list as stored: its version and entries as [sku, min_qty, price], or null when it is gone. */
type StoredEntries = { version: number; entries: [string, number, number][] } | null;

function fakeRepo(lists: () => ListRow[], onRead?: () => Promise<void>, entries: () => StoredEntries = () => ({ version: 1, entries: [] })) {
  let reads = 0;
  let entryReads = 0;
  const repo = {
    async findListsOfAccount() {
      reads += 1;
      // The database's answer as it was when the read began.
      const answer = lists();
      await onRead?.();
      return answer;
    },
    findRules: async () => [],
    async findEntries(listIds: number[], skus: string[]) {
      entryReads += 1;
      const stored = entries();
      if (!stored) return { versions: new Map(), entries: [] };
      const found = stored.entries.filter(([sku]) => skus.includes(sku)).map(([sku, minQty, priceCents]) => ({ listId: 1, sku, minQty, priceCents }));
      return { versions: new Map(listIds.map((id) => [id, stored.version])), entries: found };
    },
  } as unknown as PricingRepo;
  return { repo, reads: () => reads, entryReads: () => entryReads };
}

const following = { onChange: () => undefined, isFollowing: () => true };
const list = (code: string, version = 1): ListRow => ({ id: 1, code, version, active: true, validFrom: null, validTo: null });
const gloves = { sku: 'GLV-1', categoryIds: [], listCents: 995, ownCents: 995, isSpecial: false };

describe('the price book', () => {
  it('reads an account once while nothing changes, and again after a change', async () => {
    let lists = [list('A')];
    const { repo, reads } = fakeRepo(() => lists);
    let changed = () => undefined as void;
    const book = createPriceBook({ repo, changes: { onChange: (handler) => void (changed = handler), isFollowing: () => true } });
    expect(await book.hasContract(7)).toBe(true);
    expect(await book.hasContract(7)).toBe(true);
    expect(reads()).toBe(1);
    lists = [];
    changed();
    expect(await book.hasContract(7)).toBe(false);
    expect(reads()).toBe(2);
  });

  it('does not keep a contract read while a change came in', async () => {
    let lists = [list('A')];
    let release: () => void = () => undefined;
    let isSlow = true;
    const { repo, reads } = fakeRepo(
      () => lists,
      () => (isSlow ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()),
    );
    const book = createPriceBook({ repo, changes: following });
    const first = book.hasContract(7);
    await Promise.resolve();
    lists = [];
    book.forgetAll();
    isSlow = false;
    release();
    expect(await first).toBe(true);
    expect(await book.hasContract(7)).toBe(false);
    expect(reads()).toBe(2);
  });

  it('keeps nothing while it does not hear changes', async () => {
    const { repo, reads } = fakeRepo(() => [list('A')]);
    const book = createPriceBook({ repo, changes: { onChange: () => undefined, isFollowing: () => false } });
    await book.hasContract(7);
    await book.hasContract(7);
    expect(reads()).toBe(2);
  });

  it("reads a list's entries for a SKU once per version, the breaks of a SKU together", async () => {
    let lists = [list('A', 1)];
    let stored: StoredEntries = { version: 1, entries: [['GLV-1', 10, 840], ['GLV-1', 1, 890], ['TWL-2', 1, 450]] };
    let changed = () => undefined as void;
    const { repo, entryReads } = fakeRepo(() => lists, undefined, () => stored);
    const book = createPriceBook({ repo, changes: { onChange: (handler) => void (changed = handler), isFollowing: () => true } });
    const breaks = [
      { minQty: 1, priceCents: 890, listCode: 'A' },
      { minQty: 10, priceCents: 840, listCode: 'A' },
    ];
    expect((await book.schedulesFor(7, [gloves]))[0]?.contract).toEqual(breaks);
    expect((await book.schedulesFor(7, [gloves]))[0]?.contract).toEqual(breaks);
    expect(entryReads()).toBe(1);
    // A SKU the list has nothing for is kept as such.
    expect((await book.schedulesFor(7, [{ ...gloves, sku: 'NONE-1' }]))[0]?.contract).toEqual([]);
    await book.schedulesFor(7, [{ ...gloves, sku: 'NONE-1' }]);
    expect(entryReads()).toBe(2);
    // Another list's change moves the account's lists on, not this one's version: its entries are kept.
    changed();
    await book.schedulesFor(7, [gloves]);
    expect(entryReads()).toBe(2);
    stored = { version: 2, entries: [['GLV-1', 1, 870]] };
    lists = [list('A', 2)];
    changed();
    expect((await book.schedulesFor(7, [gloves]))[0]?.contract).toEqual([{ minQty: 1, priceCents: 870, listCode: 'A' }]);
    expect((await book.schedulesFor(7, [gloves]))[0]?.contract).toEqual([{ minQty: 1, priceCents: 870, listCode: 'A' }]);
    expect(entryReads()).toBe(3);
  });

  it('uses entries newer than the lists it was told of, and keeps nothing of a list that is gone', async () => {
    let stored: StoredEntries = { version: 3, entries: [['GLV-1', 1, 800]] };
    const { repo, entryReads } = fakeRepo(() => [list('A', 2)], undefined, () => stored);
    const book = createPriceBook({ repo, changes: { onChange: () => undefined, isFollowing: () => false } });
    await book.schedulesFor(7, [gloves]);
    expect((await book.schedulesFor(7, [gloves]))[0]?.contract).toEqual([{ minQty: 1, priceCents: 800, listCode: 'A' }]);
    expect(entryReads()).toBe(1);
    stored = null;
    const gone = createPriceBook({ repo, changes: { onChange: () => undefined, isFollowing: () => false } });
    expect((await gone.schedulesFor(7, [gloves]))[0]?.contract).toEqual([]);
    expect((await gone.schedulesFor(7, [gloves]))[0]?.contract).toEqual([]);
    expect(entryReads()).toBe(3);
  });
});
