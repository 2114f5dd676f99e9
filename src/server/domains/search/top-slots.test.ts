import { describe, expect, it } from 'vitest';
import { topSlots } from './top-slots.ts';

describe('topSlots', () => {
  it('gives the same first slots as a full sort, ties broken by the secondary key', () => {
    const size = 1000;
    const primary = new Float64Array(size);
    const secondary = new Float64Array(size);
    for (let slot = 0; slot < size; slot += 1) {
      primary[slot] = (slot * 7919) % 13;
      secondary[slot] = size - slot;
    }
    const slots = Int32Array.from({ length: size }, (_, slot) => slot);
    const sorted = [...slots].sort((a, b) => (primary[a] ?? 0) - (primary[b] ?? 0) || (secondary[a] ?? 0) - (secondary[b] ?? 0));
    for (const count of [0, 1, 24, 249, 250, 1000, 2000]) {
      expect([...topSlots(slots, count, primary, secondary)], String(count)).toEqual(sorted.slice(0, count));
    }
  });
});
