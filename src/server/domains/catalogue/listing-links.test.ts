import { describe, expect, it } from 'vitest';
import { paginationMeta } from '../../../shared/pagination.ts';
import { paginationLinks, queryStringOf } from './listing-links.ts';

describe('paginationLinks', () => {
  it('sets page on the request query string for first, last, prev and next', () => {
    const links = paginationLinks('/api/products', 'parent_id=4&page=2&per_page=10', paginationMeta(2, 10, 35));
    expect(links).toEqual({
      first: '/api/products?parent_id=4&page=1&per_page=10',
      last: '/api/products?parent_id=4&page=4&per_page=10',
      prev: '/api/products?parent_id=4&page=1&per_page=10',
      next: '/api/products?parent_id=4&page=3&per_page=10',
    });
  });

  it('has no prev on the first page and no next on the last', () => {
    expect(paginationLinks('/x', '', paginationMeta(1, 10, 5))).toMatchObject({ prev: null, next: null, first: '/x?page=1', last: '/x?page=1' });
  });

  it('points prev at the last page from past the end', () => {
    expect(paginationLinks('/x', 'page=9', paginationMeta(9, 10, 25)).prev).toBe('/x?page=3');
  });

  it('keeps repeated parameters', () => {
    const next = paginationLinks('/x', 'category_id%5B%5D=1&category_id%5B%5D=2', paginationMeta(1, 1, 2)).next;
    expect(new URLSearchParams(next?.split('?')[1]).getAll('category_id[]')).toEqual(['1', '2']);
  });
});

describe('queryStringOf', () => {
  it('answers what follows the ?', () => {
    expect(queryStringOf('/api/products?page=2&a=b')).toBe('page=2&a=b');
    expect(queryStringOf('/api/products')).toBe('');
  });
});
