// The notices products' triggers send when they change (migration 0024): which ids, or all of them.
import { z } from 'zod';

export const CATALOGUE_CHANGES_CHANNEL = 'store_catalogue_changes';

const noticeSchema = z.union([z.object({ ids: z.array(z.number().int()) }), z.object({ all: z.literal(true) })]);

export type CatalogueNotice = { kind: 'products'; ids: number[] } | { kind: 'all' } | { kind: 'barrier'; token: string };

const BARRIER_PREFIX = 'barrier:';

/** A notice's payload; anything unreadable counts as 'all' (rebuild rather than miss a change). */
export function parseCatalogueNotice(payload: string): CatalogueNotice {
  if (payload.startsWith(BARRIER_PREFIX)) return { kind: 'barrier', token: payload.slice(BARRIER_PREFIX.length) };
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    if (parsed.success) return 'ids' in parsed.data ? { kind: 'products', ids: parsed.data.ids } : { kind: 'all' };
  } catch {
    // not JSON
  }
  return { kind: 'all' };
}

/** A barrier's payload: when it arrives, every change committed before it was sent has arrived too. */
export function barrierPayload(token: string): string {
  return `${BARRIER_PREFIX}${token}`;
}
