// Which order a product listing comes in, and how to read a page of it. The SQL for each key is a
// fixed string in the repo: nothing from the request reaches ORDER BY except through this closed set.
import type { ListingCategoryFilter } from './category-tree.ts';

export type SortField = 'relevance' | 'category' | 'title' | 'created_at' | 'price';
export type SortDirection = 'asc' | 'desc';
export type ListingSort = { key: SortField; direction: SortDirection };

/**
 * The API's default is the spec's 'Default (category asc)' (§9); a keyword search is ranked by
 * relevance unless a sort field is asked for. 'category' within a single category is the same as
 * 'title', which the (category_id, title, id) index serves directly.
 */
export function resolveListingSort(input: {
  sortField: SortField | undefined;
  sortOrder: SortDirection | undefined;
  hasKeyword: boolean;
  isSingleCategory: boolean;
}): ListingSort {
  const direction = input.sortOrder ?? 'asc';
  const field = input.sortField ?? (input.hasKeyword ? 'relevance' : 'category');
  if (field === 'relevance') {
    // Relevance only means something for a keyword; most relevant first whatever the order says.
    return input.hasKeyword ? { key: 'relevance', direction: 'desc' } : resolveListingSort({ ...input, sortField: 'category' });
  }
  if (field === 'category' && input.isSingleCategory) return { key: 'title', direction };
  return { key: field, direction };
}

/**
 * Issue #16 item 12: a guest sees no prices (spec §1), and an order by price would tell the ranking all the
 * same, so only a signed-in account may sort by price (any order). The message for the API's 422.
 */
export const GUEST_PRICE_SORT_MESSAGE = 'The sort field price is only available when signed in.';

export function isPriceSortAllowed(sortField: SortField | undefined, isSignedIn: boolean): boolean {
  return sortField !== 'price' || isSignedIn;
}

/** Per-category reads are used while (offset + limit) × categories stays under this many rows. */
export const PER_CATEGORY_ROW_BUDGET = 20_000;

/**
 * How to read one page. 'per-category' takes the first (offset + limit) rows of each category from
 * its (category_id, <sort>, id) index and merges them, so a top-level category page reads a few
 * dozen index rows instead of sorting thousands; with `isRanked` the categories come in tree order
 * (the 'category' sort) and the merge stops early. Deep pages over many categories read plainly.
 */
export function planProductPage(input: {
  filter: ListingCategoryFilter;
  sort: ListingSort;
  /** Every category id in tree order. */
  categoryOrder: readonly number[];
  limit: number;
  offset: number;
}): { kind: 'plain' } | { kind: 'per-category'; ids: number[]; isRanked: boolean } {
  const { filter, sort } = input;
  if (sort.key === 'category') {
    const excluded = filter.kind === 'not-in' ? new Set(filter.ids) : null;
    const included = filter.kind === 'in' ? new Set(filter.ids) : null;
    const ids = input.categoryOrder.filter((id) => (included ? included.has(id) : !excluded?.has(id)));
    return { kind: 'per-category', ids: sort.direction === 'desc' ? ids.reverse() : ids, isRanked: true };
  }
  if (sort.key === 'relevance' || filter.kind !== 'in' || filter.ids.length < 2) return { kind: 'plain' };
  if ((input.offset + input.limit) * filter.ids.length > PER_CATEGORY_ROW_BUDGET) return { kind: 'plain' };
  return { kind: 'per-category', ids: filter.ids, isRanked: false };
}
