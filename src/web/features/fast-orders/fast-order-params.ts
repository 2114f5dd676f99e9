// Pure rules of the fast-order pages: the four sorts (spec §2/§9), the search thresholds (spec §5),
// the 'newlist' address (spec §2), and what the picker and 'Add all items to cart' send (spec §7).
import {
  FAST_ORDER_ITEM_SEARCH_MIN_LENGTH,
  FAST_ORDER_LIST_SEARCH_MIN_LENGTH,
  KEYWORD_MAX_LENGTH,
  QUANTITY_MAX,
} from '../../../shared/limits.ts';
import type { FastOrderDetailJson } from '../../../shared/schemas/fast-orders.ts';

export type ListSortQuery = { sort_field: 'title' | 'items'; sort_order: 'asc' | 'desc' };

/** spec §2 sort selector: Name A - Z, Name Z - A, Highest, Lowest (item count), as the page's `sort` parameter. */
export const LIST_SORT_OPTIONS = [
  { value: 'name-asc', label: 'Name A - Z', query: { sort_field: 'title', sort_order: 'asc' } },
  { value: 'name-desc', label: 'Name Z - A', query: { sort_field: 'title', sort_order: 'desc' } },
  { value: 'highest', label: 'Highest', query: { sort_field: 'items', sort_order: 'desc' } },
  { value: 'lowest', label: 'Lowest', query: { sort_field: 'items', sort_order: 'asc' } },
] as const satisfies ReadonlyArray<{ value: string; label: string; query: ListSortQuery }>;
export type ListSortValue = (typeof LIST_SORT_OPTIONS)[number]['value'];

/** The sort a `sort` parameter names; anything else is the first, Name A - Z. */
export function listSortFrom(param: string | null): (typeof LIST_SORT_OPTIONS)[number] {
  return LIST_SORT_OPTIONS.find((option) => option.value === param) ?? LIST_SORT_OPTIONS[0];
}

/** The keyword to search by, or undefined when it is shorter than the spec's threshold (then everything shows). */
export function searchKeyword(typed: string | null, minLength: number): string | undefined {
  const keyword = (typed ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
  return keyword.length >= minLength ? keyword : undefined;
}
/** spec §5: list search applies above 2 characters. */
export const listKeyword = (typed: string | null) => searchKeyword(typed, FAST_ORDER_LIST_SEARCH_MIN_LENGTH);
/** spec §5: item search applies above 1 character. */
export const itemKeyword = (typed: string | null) => searchKeyword(typed, FAST_ORDER_ITEM_SEARCH_MIN_LENGTH);

/** The lists page's address for a sort and what was typed; the default sort and a short search are left out. */
export function listsHref(sort: ListSortValue, typed: string): string {
  const search = new URLSearchParams();
  const keyword = listKeyword(typed);
  if (keyword) search.set('keyword', keyword);
  if (sort !== LIST_SORT_OPTIONS[0].value) search.set('sort', sort);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** spec §2: /fast-orders#newlist, and any address containing 'newlist', opens the create popup on load. */
export function asksForNewList(location: { pathname: string; search: string; hash: string }): boolean {
  return `${location.pathname}${location.search}${location.hash}`.includes('newlist');
}

/**
 * The picker's add-products body for a product without variants: product_ids keeps the usual quantity
 * of a product a list already holds; a chosen quantity other than 1 is sent as an item, so it becomes
 * the usual quantity.
 */
export function productAddBody(lists: number[], productId: number, qty: number | null) {
  if (qty === null || qty === 1) return { lists, product_ids: [productId] };
  return { lists, items: [{ id: productId, variant_id: 0, qty: Math.min(qty, QUANTITY_MAX) }] };
}

/** The variant matrix's chosen cells (cell id and quantity) as add-products items of its product. */
export function cellAddBody(lists: number[], productId: number, cells: Array<{ id: number; qty: number }>) {
  return { lists, items: cells.map((cell) => ({ id: productId, variant_id: cell.id, qty: cell.qty })) };
}

/**
 * 'Add all items to cart' (spec §7 multi-store): the available items, each with the quantity shown on
 * its card (what the buyer typed, else its usual quantity); items without a quantity of 1 or more are left out.
 */
export function cartItemsOfList(detail: Pick<FastOrderDetailJson, 'categories'>, typed: Record<number, string> = {}) {
  return detail.categories
    .flatMap((category) => category.items)
    .filter((item) => item.available)
    .map((item) => {
      const text = typed[item.fast_order_item_id];
      const qty = text === undefined ? item.qty : text === '' ? 0 : Number(text);
      return { id: item.id, variant_id: item.variant_id, qty: Math.min(Math.trunc(qty), QUANTITY_MAX) };
    })
    .filter((item) => Number.isInteger(item.qty) && item.qty >= 1);
}
