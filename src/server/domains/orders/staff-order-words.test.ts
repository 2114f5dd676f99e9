import { describe, expect, it } from 'vitest';
import { STAFF_ORDER_WORDS_MAX, typedOrderWords } from './staff-order-words.ts';

describe('typedOrderWords', () => {
  it('splits at white space and drops the ASCII punctuation around each word, keeping what is inside', () => {
    expect(typedOrderWords('  "Nitrile gloves," (SKU-2-41)  ')).toEqual(['Nitrile', 'gloves', 'SKU-2-41']);
    expect(typedOrderWords('jane.rewi@sunrise.example')).toEqual(['jane.rewi@sunrise.example']);
    expect(typedOrderWords('Kōwhai\tRātā')).toEqual(['Kōwhai', 'Rātā']);
  });

  it('gives no words for punctuation alone, and each word once, at most ten', () => {
    expect(typedOrderWords('- / %')).toEqual([]);
    expect(typedOrderWords('gloves gloves')).toEqual(['gloves']);
    const many = Array.from({ length: 14 }, (_, index) => `w${index}`);
    expect(typedOrderWords(many.join(' '))).toEqual(many.slice(0, STAFF_ORDER_WORDS_MAX));
  });
});
