import { describe, expect, it } from 'vitest';
import { createSortedWords } from './sorted-words.ts';

const pairsFor = (list: ReturnType<typeof createSortedWords>, prefix: string) => {
  const found: string[] = [];
  list.forPrefix(prefix, (word, slot) => found.push(`${word}:${slot}`));
  return found;
};

describe('sorted words', () => {
  it('finds every pair whose word starts with a prefix, after adds in any order', () => {
    const list = createSortedWords();
    for (const [word, slot] of [['g002', 2], ['nit', 1], ['g001', 1], ['nit', 0], ['h1', 3]] as const) list.add(word, slot);
    expect(pairsFor(list, 'g0')).toEqual(['g001:1', 'g002:2']);
    expect(pairsFor(list, 'nit')).toEqual(['nit:0', 'nit:1']);
    expect(pairsFor(list, '')).toHaveLength(5);
    expect(list.hasPrefix('h')).toBe(true);
    expect(list.hasPrefix('x')).toBe(false);
  });

  it('keeps its order through single adds and removes once it is large (inserted in place)', () => {
    const list = createSortedWords();
    for (let slot = 0; slot < 2000; slot += 1) list.add(`w${String(slot).padStart(4, '0')}`, slot);
    expect(pairsFor(list, 'w1999')).toEqual(['w1999:1999']);
    list.add('w0500', 5000);
    list.remove('w0500', 500);
    list.remove('absent', 1);
    expect(pairsFor(list, 'w0500')).toEqual(['w0500:5000']);
    expect(pairsFor(list, 'w050')).toHaveLength(10);
    expect(list.hasPrefix('w0500')).toBe(true);
  });
});
