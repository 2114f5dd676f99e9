// Fixed-size sets of small integers (the index's product slots) as bits: a query's word matches are
// combined with AND and OR over a few thousand machine words instead of thousands of objects.
export type Bitset = Uint32Array;

export function wordsFor(size: number): number {
  return Math.ceil(size / 32);
}

export function setBit(set: Bitset, slot: number): void {
  set[slot >>> 5] = (set[slot >>> 5] ?? 0) | (1 << (slot & 31));
}

export function clearBit(set: Bitset, slot: number): void {
  set[slot >>> 5] = (set[slot >>> 5] ?? 0) & ~(1 << (slot & 31));
}

export function hasBit(set: Bitset, slot: number): boolean {
  return ((set[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
}

/** target ∩= other */
export function intersectInto(target: Bitset, other: Bitset): void {
  for (let index = 0; index < target.length; index += 1) target[index] = (target[index] ?? 0) & (other[index] ?? 0);
}

/** target ∪= other */
export function uniteInto(target: Bitset, other: Bitset): void {
  for (let index = 0; index < target.length; index += 1) target[index] = (target[index] ?? 0) | (other[index] ?? 0);
}

/** Calls `visit` with every slot in the set, in increasing order. */
export function forEachSlot(set: Bitset, visit: (slot: number) => void): void {
  for (let index = 0; index < set.length; index += 1) {
    let bits = set[index] ?? 0;
    while (bits !== 0) {
      const lowest = bits & -bits;
      visit(index * 32 + (31 - Math.clz32(lowest)));
      bits ^= lowest;
    }
  }
}
