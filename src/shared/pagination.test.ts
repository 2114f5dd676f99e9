import { describe, expect, it } from 'vitest';
import { paginationMeta, paginationWindow } from './pagination.ts';

describe('paginationMeta', () => {
  it('describes a middle page', () => {
    expect(paginationMeta(2, 24, 100)).toEqual({ current_page: 2, from: 25, last_page: 5, per_page: 24, to: 48, total: 100 });
  });

  it('ends the last page at the total', () => {
    expect(paginationMeta(5, 24, 100)).toMatchObject({ from: 97, to: 100, last_page: 5 });
  });

  it('has one page and null from/to when there is nothing', () => {
    expect(paginationMeta(1, 24, 0)).toEqual({ current_page: 1, from: null, last_page: 1, per_page: 24, to: null, total: 0 });
  });

  it('has null from/to past the last page', () => {
    expect(paginationMeta(9, 10, 25)).toMatchObject({ current_page: 9, from: null, to: null, last_page: 3 });
  });

  it('counts an exact multiple without an empty extra page', () => {
    expect(paginationMeta(1, 10, 30).last_page).toBe(3);
  });
});

describe('paginationWindow (spec §9: 7 pages)', () => {
  it('centres 7 page numbers on the current page', () => {
    expect(paginationWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('stays inside the first and last pages', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than 7, and none when there are none', () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});
