// Signed-in sessions remembered by this process for a few seconds, so a burst of requests from one
// browser (a page and its API calls, a quantity stepper) costs one session lookup instead of one each.
// Sign-out and password reset in this process forget at once; a change made by another process
// (another server, the CLI) applies within the time to live.
import type { SignedInViewer } from './viewer.ts';

type Entry = { viewer: SignedInViewer; cachedAtMs: number; expiresAtMs: number };

/** Past this many entries the oldest are dropped (a Map iterates in insertion order). */
const MAX_ENTRIES = 10_000;

export function createSessionCache(ttlMs: number) {
  const entries = new Map<string, Entry>();
  return {
    get(idHash: string, atMs: number): SignedInViewer | null {
      const entry = entries.get(idHash);
      if (!entry) return null;
      if (atMs - entry.cachedAtMs >= ttlMs || atMs >= entry.expiresAtMs) {
        entries.delete(idHash);
        return null;
      }
      return entry.viewer;
    },

    set(idHash: string, viewer: SignedInViewer, atMs: number, expiresAtMs: number): void {
      if (ttlMs <= 0) return;
      entries.delete(idHash);
      entries.set(idHash, { viewer, cachedAtMs: atMs, expiresAtMs });
      for (const key of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(key);
      }
    },

    forget(idHash: string): void {
      entries.delete(idHash);
    },

    forgetUser(userId: number): void {
      for (const [key, entry] of entries) if (entry.viewer.user.id === userId) entries.delete(key);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
