import { describe, expect, it } from 'vitest';
import type { FastOrderDetailJson, FastOrderItemJson } from '../../../shared/schemas/fast-orders.ts';
import {
  asksForNewList,
  cartItemsOfList,
  cellAddBody,
  itemKeyword,
  listKeyword,
  listSortFrom,
  listsHref,
  productAddBody,
} from './fast-order-params.ts';

describe('the lists page sorts', () => {
  it('maps the four sorts to sort_field and sort_order', () => {
    expect(listSortFrom('name-asc').query).toEqual({ sort_field: 'title', sort_order: 'asc' });
    expect(listSortFrom('name-desc').query).toEqual({ sort_field: 'title', sort_order: 'desc' });
    expect(listSortFrom('highest').query).toEqual({ sort_field: 'items', sort_order: 'desc' });
    expect(listSortFrom('lowest').query).toEqual({ sort_field: 'items', sort_order: 'asc' });
  });

  it('reads a missing or unknown sort as Name A - Z', () => {
    expect(listSortFrom(null).label).toBe('Name A - Z');
    expect(listSortFrom('price').label).toBe('Name A - Z');
  });

  it('leaves the default sort and a short search out of the address', () => {
    expect(listsHref('name-asc', '')).toBe('');
    expect(listsHref('name-asc', 'ki')).toBe('');
    expect(listsHref('highest', ' kitchen ')).toBe('?keyword=kitchen&sort=highest');
  });
});

describe('search thresholds (spec §5)', () => {
  it('searches lists above 2 characters only', () => {
    expect(listKeyword('ab')).toBeUndefined();
    expect(listKeyword('  ab  ')).toBeUndefined();
    expect(listKeyword('abc')).toBe('abc');
    expect(listKeyword(null)).toBeUndefined();
  });

  it('searches items above 1 character only', () => {
    expect(itemKeyword('g')).toBeUndefined();
    expect(itemKeyword('gl')).toBe('gl');
  });
});

describe("the 'newlist' address (spec §2)", () => {
  it('opens the create popup for #newlist and any address containing newlist', () => {
    expect(asksForNewList({ pathname: '/fast-orders', search: '', hash: '#newlist' })).toBe(true);
    expect(asksForNewList({ pathname: '/fast-orders', search: '?from=newlist', hash: '' })).toBe(true);
    expect(asksForNewList({ pathname: '/fast-orders', search: '?sort=highest', hash: '' })).toBe(false);
  });
});

describe('what the picker sends', () => {
  it('sends product_ids for a product at quantity 1 or none, and an item for another quantity', () => {
    expect(productAddBody([3], 7, null)).toEqual({ lists: [3], product_ids: [7] });
    expect(productAddBody([3], 7, 1)).toEqual({ lists: [3], product_ids: [7] });
    expect(productAddBody([3, 4], 7, 12)).toEqual({ lists: [3, 4], items: [{ id: 7, variant_id: 0, qty: 12 }] });
  });

  it('sends the chosen cells of a matrix as items of its product', () => {
    expect(cellAddBody([1], 9, [{ id: 50, qty: 2 }])).toEqual({ lists: [1], items: [{ id: 9, variant_id: 50, qty: 2 }] });
  });
});

function item(overrides: Partial<FastOrderItemJson>): FastOrderItemJson {
  return {
    id: 1,
    sku: 'SKU',
    title: 'Item',
    url: '/product/item',
    image: '',
    primary_image: '',
    images: [],
    on_sale: false,
    has_variants: false,
    special_text: null,
    pack_size: null,
    category: { id: 1, title: 'Gloves', url: '/category/gloves' },
    created_at: '2026-01-01T00:00:00Z',
    price: 100,
    fast_order_item_id: 1,
    qty: 1,
    variant_id: 0,
    variant_label: null,
    available: true,
    ...overrides,
  } as FastOrderItemJson;
}

describe("'Add all items to cart'", () => {
  const detail: Pick<FastOrderDetailJson, 'categories'> = {
    categories: [
      { id: 1, title: 'Gloves', items: [item({ id: 1, fast_order_item_id: 11, qty: 3 }), item({ id: 2, fast_order_item_id: 12, available: false })] },
      { id: 2, title: 'Aprons', items: [item({ id: 5, fast_order_item_id: 13, variant_id: 77, qty: 2 })] },
    ],
  };

  it('sends the available items with their usual quantities, variant cells with their variant_id', () => {
    expect(cartItemsOfList(detail)).toEqual([
      { id: 1, variant_id: 0, qty: 3 },
      { id: 5, variant_id: 77, qty: 2 },
    ]);
  });

  it('uses what was typed on a card, and leaves out a card at 0 or empty', () => {
    expect(cartItemsOfList(detail, { 11: '40', 13: '' })).toEqual([{ id: 1, variant_id: 0, qty: 40 }]);
    expect(cartItemsOfList(detail, { 11: '0', 13: '0' })).toEqual([]);
  });

  it('sends nothing for a list with no available item', () => {
    expect(cartItemsOfList({ categories: [] })).toEqual([]);
  });
});
