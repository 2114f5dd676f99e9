import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../kernel/viewer.ts';
import { UNTRACKED_STOCK, type ProductStock } from './product.ts';
import { isListedInStock, stockStatusOf, toStockJson, type StockDisplay } from './stock-json.ts';

const guest: Viewer = { user: null, account: null };
const buyer: Viewer = {
  user: { id: 1, email: 'b@example.test', firstName: 'B', lastName: 'Uyer' },
  account: { id: 1, accountNumber: '100200', name: 'Sunrise', canPayOnAccount: true, canSwitchAccounts: false, role: 'buyer' },
};
const STATUS: StockDisplay = { lowThreshold: 10, display: 'status', shownToGuests: false };
const stock = (fields: Partial<ProductStock>): ProductStock => ({ ...UNTRACKED_STOCK, ...fields });

describe('stockStatusOf: the status rule', () => {
  it('is low at or below the store default, in above it, out at 0 or below, none when untracked', () => {
    expect(stockStatusOf(stock({ stockOnHand: 11 }), 10)).toBe('in_stock');
    expect(stockStatusOf(stock({ stockOnHand: 10 }), 10)).toBe('low_stock');
    expect(stockStatusOf(stock({ stockOnHand: 1 }), 10)).toBe('low_stock');
    expect(stockStatusOf(stock({ stockOnHand: 0 }), 10)).toBe('out_of_stock');
    expect(stockStatusOf(stock({ stockOnHand: -4 }), 10)).toBe('out_of_stock');
    expect(stockStatusOf(stock({ stockOnHand: null }), 10)).toBeNull();
  });

  it('takes the product’s own threshold before the default, 0 included', () => {
    expect(stockStatusOf(stock({ stockOnHand: 8, lowStockThreshold: 5 }), 10)).toBe('in_stock');
    expect(stockStatusOf(stock({ stockOnHand: 5, lowStockThreshold: 5 }), 10)).toBe('low_stock');
    expect(stockStatusOf(stock({ stockOnHand: 1, lowStockThreshold: 0 }), 10)).toBe('in_stock');
    expect(stockStatusOf(stock({ stockOnHand: 40, lowStockThreshold: 50 }), 10)).toBe('low_stock');
  });
});

describe('toStockJson: what a viewer is told', () => {
  it('tells a buyer the status only, in status mode', () => {
    expect(toStockJson(stock({ stockOnHand: 23 }), buyer, STATUS)).toEqual({ stock_status: 'in_stock' });
    expect(toStockJson(stock({ stockOnHand: 3 }), buyer, STATUS)).toEqual({ stock_status: 'low_stock' });
  });

  it('tells nothing of an untracked product, nor a guest unless the store shows stock to guests', () => {
    expect(toStockJson(stock({ stockOnHand: null, backInStockOn: '2026-12-14' }), buyer, STATUS)).toEqual({});
    expect(toStockJson(stock({ stockOnHand: 23 }), guest, STATUS)).toEqual({});
    expect(toStockJson(stock({ stockOnHand: 23 }), guest, { ...STATUS, shownToGuests: true })).toEqual({ stock_status: 'in_stock' });
  });

  it('adds the count in count mode, never below 0', () => {
    const count: StockDisplay = { ...STATUS, display: 'count' };
    expect(toStockJson(stock({ stockOnHand: 23 }), buyer, count)).toEqual({ stock_status: 'in_stock', stock_on_hand: 23 });
    expect(toStockJson(stock({ stockOnHand: -3 }), buyer, count)).toEqual({ stock_status: 'out_of_stock', stock_on_hand: 0, stock_policy: 'allow_backorder' });
  });

  it('gives the back-in-stock day and the policy only for a product out of stock', () => {
    const out = stock({ stockOnHand: 0, stockPolicy: 'stop', backInStockOn: '2026-12-14' });
    expect(toStockJson(out, buyer, STATUS)).toEqual({ stock_status: 'out_of_stock', back_in_stock_on: '2026-12-14', stock_policy: 'stop' });
    expect(toStockJson({ ...out, stockOnHand: 4 }, buyer, STATUS)).toEqual({ stock_status: 'low_stock' });
  });
});

describe('isListedInStock: the In stock filter', () => {
  it('keeps low stock and untracked products, drops those with nothing on hand', () => {
    expect([5, 1, null, 0, -2].map((stockOnHand) => isListedInStock({ stockOnHand }))).toEqual([true, true, true, false, false]);
  });
});
