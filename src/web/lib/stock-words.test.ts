import { describe, expect, it } from 'vitest';
import { isSoldOut, stockDayText, stockWords } from './stock-words.ts';

describe('stockWords', () => {
  it('says In stock, Low stock or Out of stock, and nothing when the API told nothing', () => {
    expect(stockWords({ stock_status: 'in_stock' })).toEqual({ status: 'in_stock', text: 'In stock', backInStock: null });
    expect(stockWords({ stock_status: 'low_stock' })?.text).toBe('Low stock');
    expect(stockWords({ stock_status: 'out_of_stock' })?.text).toBe('Out of stock');
    expect(stockWords({})).toBeNull();
  });

  it('says the count in count mode, but never a count for a product out of stock', () => {
    expect(stockWords({ stock_status: 'in_stock', stock_on_hand: 1234 })?.text).toBe('1,234 in stock');
    expect(stockWords({ stock_status: 'low_stock', stock_on_hand: 3 })?.text).toBe('Low stock: 3 in stock');
    expect(stockWords({ stock_status: 'out_of_stock', stock_on_hand: 0 })?.text).toBe('Out of stock');
  });

  it('says when more is expected, in the store’s date style, only when out of stock', () => {
    expect(stockWords({ stock_status: 'out_of_stock', back_in_stock_on: '2026-12-14' })?.backInStock).toBe('Back in stock around 14 Dec 2026');
    expect(stockWords({ stock_status: 'low_stock', back_in_stock_on: '2026-12-14' })?.backInStock).toBeNull();
    expect(stockDayText('not a day')).toBeNull();
  });
});

describe('isSoldOut', () => {
  it('is a product out of stock with the stop policy only', () => {
    expect(isSoldOut({ stock_status: 'out_of_stock', stock_policy: 'stop' })).toBe(true);
    expect(isSoldOut({ stock_status: 'out_of_stock', stock_policy: 'allow_backorder' })).toBe(false);
    expect(isSoldOut({ stock_status: 'low_stock' })).toBe(false);
    expect(isSoldOut({})).toBe(false);
  });
});
