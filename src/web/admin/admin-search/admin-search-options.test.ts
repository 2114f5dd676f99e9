import { describe, expect, it } from 'vitest';
import type { AdminSearchJson } from '../../../shared/schemas/admin-search.ts';
import { searchCountText, searchOptions, searchPlaceholder } from './admin-search-options.ts';

const order = { id: 7, order_number: 'CS-000007', account_name: 'Kowhai Lodge', fulfilment_status: 'processing', total: 123456, created_at: '2026-01-02T03:04:05.000Z', url: '/admin/orders/7' } as const;

const answer: AdminSearchJson = {
  orders: { items: [order], total: 1204, is_more: false, list_url: '/admin/orders?q=SKU-1' },
  accounts: { items: [], total: 0, is_more: false, list_url: '/admin/accounts?q=SKU-1' },
  products: { items: [{ id: 3, sku: 'SKU-1', title: 'Nitrile Gloves', is_active: false, url: '/admin/products/3' }], total: 1, is_more: false, list_url: '/admin/products?q=SKU-1' },
};

describe('searchOptions', () => {
  it('lists each kind that found something, its results then its list, in arrow-key order', () => {
    expect(searchOptions(answer).map((option) => [option.kind, option.title, option.detail, option.url])).toEqual([
      ['orders', 'CS-000007', 'Kowhai Lodge · Processing · $1,234.56', '/admin/orders/7'],
      ['orders', 'All 1,204 orders', 'in the list', '/admin/orders?q=SKU-1'],
      ['products', 'Nitrile Gloves', 'SKU SKU-1 · inactive', '/admin/products/3'],
      ['products', 'All 1 product', 'in the list', '/admin/products?q=SKU-1'],
    ]);
  });

  it('has no group for a kind the role may not see, and nothing before an answer', () => {
    expect(searchOptions({ ...answer, orders: null, products: null })).toEqual([]);
    expect(searchOptions(null)).toEqual([]);
  });
});

describe('searchCountText', () => {
  it('says how many of each kind were found, or that nothing was', () => {
    expect(searchCountText(answer)).toBe('1,204 orders, 1 product found');
    expect(searchCountText({ ...answer, orders: null, products: null })).toBe('Nothing found');
  });

  it("says '100+' when the orders were counted only to their cap", () => {
    const many = { ...answer, orders: { items: [order], total: 100, is_more: true, list_url: '/admin/orders?q=CS-0' } };
    expect(searchCountText(many)).toBe('100+ orders, 1 product found');
    expect(searchOptions(many)[1]?.title).toBe('All 100+ orders');
  });
});

describe('searchPlaceholder', () => {
  it('names only the kinds the role searches', () => {
    expect(searchPlaceholder(['orders', 'accounts', 'products'])).toBe('Search orders, accounts, products');
    expect(searchPlaceholder(['orders'])).toBe('Search orders');
  });
});
