// The price book keeps an account's lists in force while nothing changes, and never keeps what it read
// across a change (a notice, or this process's own write).
import { describe, expect, it } from 'vitest';
import { createPriceBook } from './price-book.ts';
import type { ListRow, PricingRepo } from './pricing.repo.ts';

function fakeRepo(lists: () => ListRow[], onRead?: () => Promise<void>) {
  let reads = 0;
  const repo = {
    async findListsOfAccount() {
      reads += 1;
      // The database's answer as it was when the read began.
      const answer = lists();
      await onRead?.();
      return answer;
    },
    findRules: async () => [],
    findEntries: async () => [],
  } as unknown as PricingRepo;
  return { repo, reads: () => reads };
}

const following = { onChange: () => undefined, isFollowing: () => true };
const list = (code: string): ListRow => ({ id: 1, code, active: true, validFrom: null, validTo: null });

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
});
