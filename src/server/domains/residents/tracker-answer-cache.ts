// The tracker's two heavy reads (the residents with their lines, and the usage summary) kept as the JSON
// they were answered with, per account and query (issue #10 speed). An answer is served again only while
// the account's resident data version is unchanged (moved on by triggers on every write to residents,
// lines, order times, settings and stock, in the writing transaction: a save is seen by the next read,
// in every process) and for at most `ttlMs`. A catalogue change (a price, a product no longer sold, a
// hidden category) drops every answer when its notice arrives (catalogue-changes.ts, issue #19).
import { LRUCache } from 'lru-cache';

type Entry = { version: number; body: string };

export type TrackerAnswerCache = {
  /** The JSON answer for `key`: the cached one when the account's data has not changed, else `compute()`'s. */
  answer(accountId: number, key: string, compute: () => Promise<unknown>): Promise<string>;
  /** The catalogue changed (catalogue-changes.ts): no kept answer is served again. */
  forgetAll(): void;
};

export function createTrackerAnswerCache(deps: { findVersion: (accountId: number) => Promise<number>; ttlMs: number; maxBytes: number }): TrackerAnswerCache {
  if (deps.ttlMs <= 0) return { answer: async (_accountId, _key, compute) => JSON.stringify(await compute()), forgetAll: () => undefined };
  const entries = new LRUCache<string, Entry>({
    maxSize: deps.maxBytes,
    // UTF-16 in memory: two bytes a character.
    sizeCalculation: (entry) => Math.max(1, entry.body.length * 2),
    ttl: deps.ttlMs,
  });
  /** Moved on by forgetAll: an answer computed across a catalogue change is not kept. */
  let generation = 0;
  return {
    forgetAll() {
      generation += 1;
      entries.clear();
    },
    async answer(accountId, key, compute) {
      // Read before the data: an answer made from newer data than this version is only ever served under it.
      const version = await deps.findVersion(accountId);
      const cacheKey = `${accountId}|${key}`;
      const cached = entries.get(cacheKey);
      if (cached && cached.version === version) return cached.body;
      const startedAt = generation;
      const body = JSON.stringify(await compute());
      if (generation === startedAt && body.length * 2 <= deps.maxBytes / 4) entries.set(cacheKey, { version, body });
      return body;
    },
  };
}
