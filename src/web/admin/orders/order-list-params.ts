// The order list's address (issue #17 Part 6): filters, sort and page live in the URL, so Back, reload
// and a shared link keep them; the server filters, sorts and pages.
import type { StaffOrderSort } from '../../../shared/schemas/staff-orders.ts';
import type { OrderListParams } from '../admin-api.ts';

export const ORDER_LIST_PATH = '/admin/orders';
const PARAMS = ['status', 'account_number', 'q', 'date_from', 'date_to', 'page', 'per_page', 'sort'] as const;

/** The list's parameters as the address gives them (blank ones left out). */
export function orderListParamsOf(url: URL): OrderListParams {
  return Object.fromEntries(PARAMS.flatMap((name) => (url.searchParams.get(name) ? [[name, url.searchParams.get(name) ?? '']] : [])));
}

/** The list's address for `params` (no empty values, no 'page=1'). */
export function orderListHref(params: OrderListParams): string {
  const search = new URLSearchParams(Object.entries(params).filter(([name, value]) => value && !(name === 'page' && value === '1')));
  const text = search.toString();
  return text ? `${ORDER_LIST_PATH}?${text}` : ORDER_LIST_PATH;
}

/** The same filters on another page. */
export function pageHref(params: OrderListParams, page: number): string {
  return orderListHref({ ...params, page: String(page) });
}

export type SortColumn = 'created_at' | 'total';

/** The sort in effect: the server's default is newest first. */
export function currentSort(params: OrderListParams): StaffOrderSort {
  const sort = params.sort;
  return sort === 'created_at' || sort === '-created_at' || sort === 'total' || sort === '-total' ? sort : '-created_at';
}

/** The column's direction in the current sort, for aria-sort. */
export function sortDirection(params: OrderListParams, column: SortColumn): 'ascending' | 'descending' | undefined {
  const sort = currentSort(params);
  if (sort === column) return 'ascending';
  return sort === `-${column}` ? 'descending' : undefined;
}

/** Sorting by `column`: descending first (newest, largest), then the other way; back to page 1. */
export function sortHref(params: OrderListParams, column: SortColumn): string {
  const next: StaffOrderSort = currentSort(params) === `-${column}` ? column : `-${column}`;
  return orderListHref({ ...params, page: undefined, sort: next === '-created_at' ? undefined : next });
}
