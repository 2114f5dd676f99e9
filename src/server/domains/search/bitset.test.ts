import { describe, expect, it } from 'vitest';
import { clearBit, forEachSlot, hasBit, intersectInto, setBit, uniteInto, wordsFor } from './bitset.ts';

const setOf = (size: number, slots: number[]) => {
  const set = new Uint32Array(wordsFor(size));
  for (const slot of slots) setBit(set, slot);
  return set;
};
const slotsOf = (set: Uint32Array) => {
  const found: number[] = [];
  forEachSlot(set, (slot) => found.push(slot));
  return found;
};

describe('bitset', () => {
  it('holds slots across word boundaries, including bit 31', () => {
    const set = setOf(100, [0, 31, 32, 63, 99]);
    expect(slotsOf(set)).toEqual([0, 31, 32, 63, 99]);
    expect(hasBit(set, 31)).toBe(true);
    clearBit(set, 31);
    expect(hasBit(set, 31)).toBe(false);
    expect(slotsOf(set)).toEqual([0, 32, 63, 99]);
  });

  it('intersects and unites', () => {
    const a = setOf(70, [1, 5, 40, 69]);
    intersectInto(a, setOf(70, [5, 40, 41]));
    expect(slotsOf(a)).toEqual([5, 40]);
    uniteInto(a, setOf(70, [0, 69]));
    expect(slotsOf(a)).toEqual([0, 5, 40, 69]);
  });
});
