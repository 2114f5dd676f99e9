import { describe, expect, it } from 'vitest';
import { orderHistoryApiParams, orderHistoryHref, parseOrderHistoryFilters } from './order-history-params.ts';
import { formatOrderDate, orderStatusText, showingText } from './order-format.ts';

const parse = (query: string) => parseOrderHistoryFilters(new URLSearchParams(query));

describe('order history filters in the URL', () => {
  it('defaults to page 1, 10 per page, searching everything (issue #16 item 2)', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 10, searchBy: '', keyword: '', dateFrom: '', dateTo: '' });
    expect(orderHistoryApiParams(parse('keyword=super-10'))).toEqual({ page: 1, per_page: 10, keyword: 'super-10' });
  });

  it('keeps valid values and drops junk', () => {
    expect(parse('page=3&per_page=50&search_by=keyword&keyword=%20gloves%20&date_from=2026-01-31&date_to=2026-02-30')).toEqual({
      page: 3,
      perPage: 50,
      searchBy: 'keyword',
      keyword: 'gloves',
      dateFrom: '2026-01-31',
      dateTo: '',
    });
    expect(parse('page=-1&per_page=15&search_by=sql')).toMatchObject({ page: 1, perPage: 10, searchBy: '' });
    expect(parse('search_by=order_id')).toMatchObject({ searchBy: 'order_id' });
  });

  it('reads dates typed the wrong way round as the range they describe', () => {
    expect(parse('date_from=2026-03-01&date_to=2026-01-01')).toMatchObject({ dateFrom: '2026-01-01', dateTo: '2026-03-01' });
  });

  it('sends search_by only with a keyword, and dates only when set (spec §7)', () => {
    expect(orderHistoryApiParams(parse('search_by=keyword'))).toEqual({ page: 1, per_page: 10 });
    expect(orderHistoryApiParams(parse('search_by=keyword&keyword=mask&date_to=2026-03-01'))).toEqual({
      page: 1,
      per_page: 10,
      search_by: 'keyword',
      keyword: 'mask',
      date_to: '2026-03-01',
    });
  });

  it('builds page links that keep the filters and leave defaults out', () => {
    const filters = parse('keyword=ORD-1&per_page=20');
    expect(orderHistoryHref(filters, 2)).toBe('/order-history?keyword=ORD-1&per_page=20&page=2');
    expect(orderHistoryHref(parse('search_by=order_id&keyword=ORD-1'), 2)).toBe('/order-history?search_by=order_id&keyword=ORD-1&page=2');
    expect(orderHistoryHref(parse(''), 1)).toBe('/order-history');
  });
});

describe('order formatting', () => {
  it("reads 'Showing x - y of z Results'", () => {
    expect(showingText({ from: 11, to: 20, total: 42 })).toBe('Showing 11 - 20 of 42 Results');
    expect(showingText({ from: null, to: null, total: 0 })).toBe('Showing 0 - 0 of 0 Results');
  });

  it('names statuses and formats dates in New Zealand time', () => {
    expect(orderStatusText('placed_on_account')).toBe('Placed on account');
    expect(formatOrderDate('2026-11-20T12:30:00Z')).toBe('21 Nov 2026');
  });
});
