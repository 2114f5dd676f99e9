import { describe, expect, it } from 'vitest';
import { readStockFields } from './product-stock-values.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ stock_policy: 'allow_backorder', ...fields })) data.set(name, value);
  return data;
};

describe('readStockFields', () => {
  it('reads whole numbers as typed, blank as none, and the day as sent', () => {
    expect(readStockFields(form({ stock_on_hand: ' 12 ', low_stock_threshold: '0', back_in_stock_on: '2026-04-01', stock_policy: 'stop' }))).toEqual({
      values: { stock_on_hand: 12, stock_policy: 'stop', low_stock_threshold: 0, back_in_stock_on: '2026-04-01' },
    });
    expect(readStockFields(form({ stock_on_hand: '-3', low_stock_threshold: '', back_in_stock_on: '' }))).toEqual({
      values: { stock_on_hand: -3, stock_policy: 'allow_backorder', low_stock_threshold: null, back_in_stock_on: null },
    });
    expect(readStockFields(form({}))).toEqual({ values: { stock_on_hand: null, stock_policy: 'allow_backorder', low_stock_threshold: null, back_in_stock_on: null } });
  });

  it('refuses a count or threshold that is not a whole number (never rounded), a negative threshold and a day that is none', () => {
    for (const typed of ['12.5', '1e3', '12 units', '0x10', '1,000', '99999999999']) {
      expect(readStockFields(form({ stock_on_hand: typed })), typed).toEqual({ errors: { stock_on_hand: expect.stringMatching(/whole number/) } });
    }
    for (const typed of ['-1', '2.5', '1000001']) {
      expect(readStockFields(form({ low_stock_threshold: typed })), typed).toEqual({ errors: { low_stock_threshold: expect.stringMatching(/from 0 to 1,000,000/) } });
    }
    expect(readStockFields(form({ back_in_stock_on: '2026-02-30' }))).toEqual({ errors: { back_in_stock_on: expect.stringMatching(/must be a date/) } });
    expect(readStockFields(form({ stock_policy: 'sometimes' }))).toEqual({ errors: { stock_policy: expect.stringMatching(/Choose/) } });
  });
});
