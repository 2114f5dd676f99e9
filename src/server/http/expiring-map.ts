// A Map for per-process counters that an attacker can make grow (one key per address or e-mail):
// entries expire, and it never holds more than `maxKeys`.

type Entry<V> = { value: V; expiresAtMs: number };

/**
 * Entries past their expiry read as absent. When full, a write first sweeps expired entries; if it is
 * still above nine tenths full it drops the least recently written ones down to that, so a full sweep
 * is not paid on every write.
 */
export function createExpiringMap<V>(options: { maxKeys: number }) {
  const entries = new Map<string, Entry<V>>();
  const keepAfterEviction = Math.max(0, Math.floor(options.maxKeys * 0.9) - 1);

  function makeRoom(nowMs: number): void {
    if (entries.size < options.maxKeys) return;
    for (const [key, entry] of entries) if (entry.expiresAtMs <= nowMs) entries.delete(key);
    let excess = entries.size - keepAfterEviction;
    for (const key of entries.keys()) {
      if (excess <= 0) break;
      entries.delete(key);
      excess -= 1;
    }
  }

  return {
    get(key: string, nowMs: number): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs > nowMs) return entry.value;
      entries.delete(key);
      return undefined;
    },
    /** Stores `value` until `expiresAtMs`, as the most recently written entry. */
    set(key: string, value: V, expiresAtMs: number, nowMs: number): void {
      entries.delete(key);
      makeRoom(nowMs);
      entries.set(key, { value, expiresAtMs });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type ExpiringMap<V> = ReturnType<typeof createExpiringMap<V>>;
