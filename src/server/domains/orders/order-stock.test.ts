import { describe, expect, it } from 'vitest';
import { netStockMoves, onlyAvailableText, stockMovesOfChange, stockRefusalOf, stockShortfalls } from './order-stock.ts';

describe('netStockMoves', () => {
  it('sums by product, drops what comes to nothing and sorts by product id (the order rows are locked in)', () => {
    expect(netStockMoves([{ productId: 9, qty: 2 }, { productId: 3, qty: 1 }, { productId: 9, qty: 1 }, { productId: 5, qty: 4 }, { productId: 5, qty: -4 }])).toEqual([
      { productId: 3, qty: 1 },
      { productId: 9, qty: 3 },
    ]);
  });
});

describe('stockShortfalls', () => {
  const levels = [
    { productId: 1, stockOnHand: 3, policy: 'stop' as const },
    { productId: 2, stockOnHand: 0, policy: 'allow_backorder' as const },
    { productId: 3, stockOnHand: -2, policy: 'stop' as const },
  ];

  it('refuses only a take beyond the stock of a stop product', () => {
    expect(stockShortfalls([{ productId: 1, qty: 3 }], levels)).toEqual([]);
    expect(stockShortfalls([{ productId: 1, qty: 4 }], levels)).toEqual([{ productId: 1, available: 3, wanted: 4 }]);
  });

  it('lets a backorder product go below zero and never refuses an untracked one (no level)', () => {
    expect(stockShortfalls([{ productId: 2, qty: 50 }, { productId: 99, qty: 1_000 }], levels)).toEqual([]);
  });

  it('never refuses a give-back, and says none are available below zero', () => {
    expect(stockShortfalls([{ productId: 3, qty: -5 }], levels)).toEqual([]);
    expect(stockShortfalls([{ productId: 3, qty: 1 }], levels)).toEqual([{ productId: 3, available: 0, wanted: 1 }]);
  });

  it('judges two lines of one product together', () => {
    expect(stockShortfalls([{ productId: 1, qty: 2 }, { productId: 1, qty: 2 }], levels)).toEqual([{ productId: 1, available: 3, wanted: 4 }]);
  });
});

describe('stockRefusalOf', () => {
  it('names each line of a short product by its index, and the product once in the message', () => {
    const lines = [
      { productId: 4, sku: 'APR-1', title: 'Aprons' },
      { productId: 1, sku: 'NIT-1', title: 'Nitrile gloves (Blue)' },
      { productId: 1, sku: 'NIT-1', title: 'Nitrile gloves (Green)' },
      { productId: 2, sku: 'VIN-1', title: 'Vinyl gloves' },
    ];
    const refusal = stockRefusalOf(lines, [{ productId: 1, available: 3, wanted: 4 }, { productId: 2, available: 0, wanted: 1 }]);
    expect(refusal.lines).toEqual([
      { index: 1, sku: 'NIT-1', available: 3, message: 'Only 3 available.' },
      { index: 2, sku: 'NIT-1', available: 3, message: 'Only 3 available.' },
      { index: 3, sku: 'VIN-1', available: 0, message: 'None available: it is out of stock.' },
    ]);
    expect(refusal.message).toBe('Only 3 of Nitrile gloves (Blue) (NIT-1) available. None of Vinyl gloves (VIN-1) available.');
  });

  it('writes large counts with separators', () => {
    expect(onlyAvailableText(1200)).toBe('Only 1,200 available.');
  });
});

describe('stockMovesOfChange', () => {
  it('moves each line by its difference, a removed line back whole, and an added one by its quantity', () => {
    const before = [
      { id: 10, productId: 1, qty: 5 },
      { id: 11, productId: 2, qty: 3 },
      { id: 12, productId: 3, qty: 2 },
    ];
    const moves = stockMovesOfChange(before, { updates: [{ lineId: 10, qty: 8 }, { lineId: 11, qty: 1 }], removes: [12], inserts: [{ productId: 4, qty: 6 }] });
    expect(moves).toEqual([
      { productId: 1, qty: 3 },
      { productId: 2, qty: -2 },
      { productId: 3, qty: -2 },
      { productId: 4, qty: 6 },
    ]);
  });
});
