// Which zone a post code falls in, whether two zones' post codes overlap, and what delivery costs
// (issue #29 Part 2). Pure: the service reads the zones and passes them here.
import type { DeliveryRule } from '../../kernel/delivery-dates.ts';

export type DeliveryZone = Omit<DeliveryRule, 'weekdays'> & {
  weekdays: number[];
  id: number;
  name: string;
  postCodes: string[];
  isDefault: boolean;
  freightCents: number;
  freeOverCents: number | null;
  updatedAt: Date;
};

type Range = { from: number; to: number; text: string };

/** '6011' → 6011–6011; '6012-6022' → 6012–6022 (entries are checked by the schema). */
export function rangeOf(entry: string): Range {
  const [from, to = from] = entry.split('-');
  return { from: Number(from), to: Number(to), text: entry };
}

/** A New Zealand post code as a number, or null when it is not four digits. */
function postCodeNumber(postCode: string | null | undefined): number | null {
  const trimmed = postCode?.trim() ?? '';
  return /^\d{4}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The first overlap of `entries` with themselves or with another zone's, in words; null when none. */
export function overlapProblem(entries: readonly string[], others: readonly Pick<DeliveryZone, 'name' | 'postCodes'>[]): string | null {
  const mine = entries.map(rangeOf);
  for (const [index, range] of mine.entries()) {
    for (const other of mine.slice(index + 1)) {
      if (range.from <= other.to && other.from <= range.to) return `${range.text} and ${other.text} overlap.`;
    }
    for (const zone of others) {
      const clash = zone.postCodes.map(rangeOf).find((other) => range.from <= other.to && other.from <= range.to);
      if (clash) return `${range.text} overlaps ${clash.text} of the zone ${zone.name}.`;
    }
  }
  return null;
}

/** The zone that lists this post code, else the default zone (null when there is none). */
export function zoneForPostCode<Z extends Pick<DeliveryZone, 'postCodes' | 'isDefault'>>(zones: readonly Z[], postCode: string | null | undefined): Z | null {
  const code = postCodeNumber(postCode);
  if (code !== null) {
    const listed = zones.find((zone) => zone.postCodes.some((entry) => {
      const range = rangeOf(entry);
      return range.from <= code && code <= range.to;
    }));
    if (listed) return listed;
  }
  return zones.find((zone) => zone.isDefault) ?? null;
}

/** Freight excl. GST for goods of `goodsCents` excl. GST: free from the zone's free_over. */
export function freightOf(zone: Pick<DeliveryZone, 'freightCents' | 'freeOverCents'>, goodsCents: number): number {
  return zone.freeOverCents !== null && goodsCents >= zone.freeOverCents ? 0 : zone.freightCents;
}
