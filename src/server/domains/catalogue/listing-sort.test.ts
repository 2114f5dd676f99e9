import { describe, expect, it } from 'vitest';
import { PER_CATEGORY_ROW_BUDGET, planProductPage, resolveListingSort } from './listing-sort.ts';

describe('resolveListingSort', () => {
  const resolve = (input: Partial<Parameters<typeof resolveListingSort>[0]>) =>
    resolveListingSort({ sortField: undefined, sortOrder: undefined, hasKeyword: false, isSingleCategory: false, ...input });

  it("defaults to 'category' ascending (spec §9 Default)", () => {
    expect(resolve({})).toEqual({ key: 'category', direction: 'asc' });
  });

  it('ranks a keyword search by relevance unless a sort field is given', () => {
    expect(resolve({ hasKeyword: true })).toEqual({ key: 'relevance', direction: 'desc' });
    expect(resolve({ hasKeyword: true, sortOrder: 'asc' })).toEqual({ key: 'relevance', direction: 'desc' });
    expect(resolve({ hasKeyword: true, sortField: 'price', sortOrder: 'desc' })).toEqual({ key: 'price', direction: 'desc' });
  });

  it("treats 'relevance' without a keyword as the default", () => {
    expect(resolve({ sortField: 'relevance' })).toEqual({ key: 'category', direction: 'asc' });
  });

  it("sorts one category's 'category' order by title, which its index serves", () => {
    expect(resolve({ sortField: 'category', sortOrder: 'desc', isSingleCategory: true })).toEqual({ key: 'title', direction: 'desc' });
  });

  it('keeps the given field and order', () => {
    expect(resolve({ sortField: 'created_at', sortOrder: 'desc' })).toEqual({ key: 'created_at', direction: 'desc' });
    expect(resolve({ sortField: 'title' })).toEqual({ key: 'title', direction: 'asc' });
  });
});

describe('planProductPage', () => {
  const order = [1, 2, 3, 4, 5];
  const page = { categoryOrder: order, limit: 24, offset: 0 };

  it("reads the 'category' sort per category in tree order, reversed for desc, without hidden ones", () => {
    expect(planProductPage({ ...page, filter: { kind: 'all' }, sort: { key: 'category', direction: 'asc' } })).toEqual({ kind: 'per-category', ids: [1, 2, 3, 4, 5], isRanked: true });
    expect(planProductPage({ ...page, filter: { kind: 'not-in', ids: [2] }, sort: { key: 'category', direction: 'desc' } })).toEqual({ kind: 'per-category', ids: [5, 4, 3, 1], isRanked: true });
    expect(planProductPage({ ...page, filter: { kind: 'in', ids: [4, 1] }, sort: { key: 'category', direction: 'asc' } })).toEqual({ kind: 'per-category', ids: [1, 4], isRanked: true });
  });

  it('merges per-category reads for a few categories and shallow pages', () => {
    expect(planProductPage({ ...page, filter: { kind: 'in', ids: [2, 3] }, sort: { key: 'price', direction: 'desc' } })).toEqual({ kind: 'per-category', ids: [2, 3], isRanked: false });
  });

  it('reads plainly for one category, the whole catalogue, relevance and deep pages', () => {
    const sort = { key: 'created_at', direction: 'desc' } as const;
    expect(planProductPage({ ...page, filter: { kind: 'in', ids: [2] }, sort })).toEqual({ kind: 'plain' });
    expect(planProductPage({ ...page, filter: { kind: 'all' }, sort })).toEqual({ kind: 'plain' });
    expect(planProductPage({ ...page, filter: { kind: 'in', ids: [2, 3] }, sort: { key: 'relevance', direction: 'desc' } })).toEqual({ kind: 'plain' });
    const deep = { ...page, offset: PER_CATEGORY_ROW_BUDGET, filter: { kind: 'in' as const, ids: [2, 3] }, sort };
    expect(planProductPage(deep)).toEqual({ kind: 'plain' });
  });
});
