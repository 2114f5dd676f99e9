import { describe, expect, it } from 'vitest';
import {
  basePriceAfterPriceOnly,
  bigPriceChanges,
  isBigPriceChange,
  matrixPriceRange,
  priceAboveBaseError,
  priceChangeQuestion,
  unconfirmedPriceChangeMessage,
} from './price-rules.ts';

const MATRIX = {
  blocks: [{ key: 'blue', label: 'Blue' }],
  cells: [
    { block_key: 'blue', size: 'S', price: null },
    { block_key: 'blue', size: 'M', price: 1599 },
  ],
};

describe('isBigPriceChange', () => {
  it('asks about more than 5 times or less than a fifth, not about 5 times exactly', () => {
    expect(isBigPriceChange(2249, 22_490)).toBe(true);
    expect(isBigPriceChange(2249, 224_900)).toBe(true);
    expect(isBigPriceChange(2249, 449)).toBe(true);
    expect(isBigPriceChange(1000, 5000)).toBe(false);
    expect(isBigPriceChange(1000, 200)).toBe(false);
    expect(isBigPriceChange(1000, 199)).toBe(true);
    expect(isBigPriceChange(0, 0)).toBe(false);
    expect(isBigPriceChange(0, 1)).toBe(true);
    expect(isBigPriceChange(1, 0)).toBe(true);
  });
});

describe('bigPriceChanges', () => {
  const before = { price: 2249, base_price: 3000, variants: MATRIX };

  it('names the price, the base price and a cell given its own price, each with both amounts', () => {
    const cells = [{ ...MATRIX.cells[0]!, price: 20_000 }, { ...MATRIX.cells[1]!, price: 1500 }];
    const changes = bigPriceChanges(before, { price: 224_900, base_price: 300_000, variants: { ...MATRIX, cells } });
    expect(changes).toEqual([
      { field: 'price', label: 'the price', fromCents: 2249, toCents: 224_900 },
      { field: 'base_price', label: 'the base price', fromCents: 3000, toCents: 300_000 },
      { field: 'variants.cells.0.price', label: 'the price of Blue S', fromCents: 2249, toCents: 20_000 },
    ]);
    expect(priceChangeQuestion(changes.slice(0, 1))).toBe('Change the price from $22.49 to $2,249.00?');
    expect(priceChangeQuestion(changes)).toBe('Change the price from $22.49 to $2,249.00, the base price from $30.00 to $3,000.00 and the price of Blue S from $22.49 to $200.00?');
    expect(unconfirmedPriceChangeMessage(changes[0]!)).toBe(
      'The price would change from $22.49 to $2,249.00, more than 5 times what it was: send confirm_price_change: true to make this change.',
    );
    expect(unconfirmedPriceChangeMessage({ field: 'price', label: 'the price', fromCents: 2249, toCents: 22 })).toMatch(/less than a fifth of what it was/);
  });

  it('asks nothing for a small change, a new cell, or a cell that follows the product', () => {
    expect(bigPriceChanges(before, { price: 2500, base_price: 3000, variants: MATRIX })).toEqual([]);
    const added = { ...MATRIX, cells: [...MATRIX.cells, { block_key: 'blue', size: 'L', price: 99_900 }] };
    expect(bigPriceChanges(before, { ...before, variants: added })).toEqual([]);
    expect(bigPriceChanges({ ...before, variants: null }, { ...before, variants: MATRIX })).toEqual([]);
  });
});

describe('priceAboveBaseError', () => {
  it('tells the price the product now has on the field the save changed, naming both amounts (issue #26: not a bare rule)', () => {
    expect(priceAboveBaseError({ price: 224_900, base_price: 3000 }, { price: 2249, base_price: 3000 })).toEqual({
      field: 'price',
      message: 'The price $2,249.00 is above the base price $30.00: lower the price, or raise the base price (the price before a special).',
    });
    expect(priceAboveBaseError({ price: 2249, base_price: 2000 }, { price: 2249, base_price: 3000 })).toEqual({
      field: 'base_price',
      message: 'The base price $20.00 is below the price $22.49: the base price is the price before a special, so it may not be lower.',
    });
  });

  it('of two fields changed names the one that moved the more; for a new product, the price', () => {
    expect(priceAboveBaseError({ price: 224_900, base_price: 3500 }, { price: 2249, base_price: 3000 }).field).toBe('price');
    expect(priceAboveBaseError({ price: 2500, base_price: 300 }, { price: 2249, base_price: 3000 }).field).toBe('base_price');
    expect(priceAboveBaseError({ price: 2500, base_price: 300 }, null).field).toBe('price');
    expect(priceAboveBaseError({ price: 2500, base_price: 0 }, { price: 0, base_price: 0 }).field).toBe('price');
  });
});

describe('basePriceAfterPriceOnly', () => {
  it('keeps the base price and special for a price at or below it, and takes the base price up with a price above it, ending the special', () => {
    const stored = { basePriceCents: 1499, isOnSale: true };
    expect(basePriceAfterPriceOnly(stored, 1399)).toEqual(stored);
    expect(basePriceAfterPriceOnly(stored, 1499)).toEqual(stored);
    expect(basePriceAfterPriceOnly(stored, 1600)).toEqual({ basePriceCents: 1600, isOnSale: false });
    expect(basePriceAfterPriceOnly({ basePriceCents: 1000, isOnSale: false }, 900)).toEqual({ basePriceCents: 1000, isOnSale: false });
  });
});

describe('matrixPriceRange', () => {
  it('spans the sold cells, each at its own price or the product\u2019s; none when no cell is sold', () => {
    const cells = [
      { price: null, restrict: false },
      { price: 1599, restrict: false },
      { price: 99, restrict: true },
    ];
    expect(matrixPriceRange(cells, 1299)).toEqual({ fromCents: 1299, toCents: 1599 });
    expect(matrixPriceRange(cells, 1999)).toEqual({ fromCents: 1599, toCents: 1999 });
    expect(matrixPriceRange([{ price: 5, restrict: true }], 1299)).toBeNull();
    expect(matrixPriceRange([], 1299)).toBeNull();
  });
});
