// The order list's address (issue #17 Part 6): filters, sort and page live in the URL, so Back, reload
// and a shared link keep them; the server filters, sorts and pages (its links: list-address.ts).
import type { StaffOrderSort } from '../../../shared/schemas/staff-orders.ts';
import type { OrderListParams } from './orders-api.ts';

export const ORDER_LIST_PATH = '/admin/orders';
const PARAMS = ['status', 'account_number', 'q', 'date_from', 'date_to', 'delivery_date', 'zone', 'page', 'per_page', 'sort'] as const;

/** The list's parameters as the address gives them (blank ones left out). */
export function orderListParamsOf(url: URL): OrderListParams {
  return Object.fromEntries(PARAMS.flatMap((name) => (url.searchParams.get(name) ? [[name, url.searchParams.get(name) ?? '']] : [])));
}

const SORTS: readonly StaffOrderSort[] = ['created_at', '-created_at', 'total', '-total', 'delivery_date', '-delivery_date'];

/** The sort in effect: the server's default is newest first. */
export function currentSort(params: OrderListParams): StaffOrderSort {
  return SORTS.find((sort) => sort === params.sort) ?? '-created_at';
}
