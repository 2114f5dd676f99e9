// Signed-in sessions remembered by this process for a few seconds, so a burst of requests from one
// browser (a page and its API calls, a quantity stepper) costs one session lookup instead of one each.
// A change that ends or alters sessions is forgotten at once in this process and, through
// session-events.ts, in every other process on the same database.
import type { SessionEvent } from './session-events.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';

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

    forgetMember(accountId: number, userId: number): void {
      for (const [key, entry] of entries) {
        if (entry.viewer.user.id === userId && entry.viewer.account.id === accountId) entries.delete(key);
      }
    },

    forgetAccount(accountId: number): void {
      for (const [key, entry] of entries) if (entry.viewer.account.id === accountId) entries.delete(key);
    },

    apply(event: SessionEvent): void {
      if (event.type === 'session') this.forget(event.idHash);
      else if (event.type === 'user') this.forgetUser(event.userId);
      else if (event.type === 'member') this.forgetMember(event.accountId, event.userId);
      else this.forgetAccount(event.accountId);
    },

    clear(): void {
      entries.clear();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
