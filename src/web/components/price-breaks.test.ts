import { describe, expect, it } from 'vitest';
import { laterBreakRows, priceBreakPriceHeading, priceBreakRows, unitPriceCentsAt } from './price-breaks.ts';

const breaks = [
  { min_qty: 1, price: 890 },
  { min_qty: 10, price: 840 },
];

describe('priceBreakRows (issue #27)', () => {
  it("covers each break up to one below the next, the last open: '1–9 packs', '10+ packs'", () => {
    expect(priceBreakRows(breaks, 100)).toEqual([
      { quantity: '1–9 packs', price: '$8.90' },
      { quantity: '10+ packs', price: '$8.40' },
    ]);
    expect(priceBreakPriceHeading(100)).toBe('Price per pack');
  });

  it('gives the numbers alone for a product sold by the unit, inventing no word', () => {
    expect(priceBreakRows(breaks, null).map((row) => row.quantity)).toEqual(['1–9', '10+']);
    expect(priceBreakRows(breaks, 1).map((row) => row.quantity)).toEqual(['1–9', '10+']);
    expect(priceBreakPriceHeading(null)).toBe('Price each');
  });

  it('names a one-quantity step once, in the singular, and sorts the steps', () => {
    const rows = priceBreakRows([{ min_qty: 2, price: 123456 }, { min_qty: 1, price: 150000 }, { min_qty: 5, price: 99999 }], 12);
    expect(rows).toEqual([
      { quantity: '1 pack', price: '$1,500.00' },
      { quantity: '2–4 packs', price: '$1,234.56' },
      { quantity: '5+ packs', price: '$999.99' },
    ]);
  });

  it('is empty when the price does not change with quantity', () => {
    expect(priceBreakRows([], 100)).toEqual([]);
  });
});

describe('laterBreakRows', () => {
  it("gives a variant cell's breaks after its first price, without a unit word", () => {
    expect(laterBreakRows(breaks)).toEqual([{ quantity: '10+', price: '$8.40' }]);
    expect(laterBreakRows([...breaks, { min_qty: 20, price: 800 }]).map((row) => `${row.quantity} ${row.price}`)).toEqual(['10–19 $8.40', '20+ $8.00']);
  });

  it('is nothing without breaks', () => {
    expect(laterBreakRows([])).toEqual([]);
    expect(laterBreakRows(undefined)).toEqual([]);
  });
});

describe('unitPriceCentsAt', () => {
  it('is the price of the highest break at or below the quantity', () => {
    expect(unitPriceCentsAt(890, breaks, 1)).toBe(890);
    expect(unitPriceCentsAt(890, breaks, 9)).toBe(890);
    expect(unitPriceCentsAt(890, breaks, 10)).toBe(840);
    expect(unitPriceCentsAt(890, [...breaks].reverse(), 12)).toBe(840);
  });

  it('is the price of one when the price does not change with quantity', () => {
    expect(unitPriceCentsAt(995, [], 50)).toBe(995);
    expect(unitPriceCentsAt(995, undefined, 50)).toBe(995);
  });
});
