// The order list's bulk calls (issue #30 Part 1): every order the filters find, moving many orders at
// once, and the order numbers of orders chosen from pages not shown (to label their tracking references).
import type { BulkStatusBody, BulkStatusResponseJson } from '../../../shared/schemas/order-desk.ts';
import type { StaffOrderIdsResponse, StaffOrderListResponse } from '../../../shared/schemas/staff-orders.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery } from '../admin-api.ts';
import type { OrderListParams } from './orders-api.ts';
import { BULK_ORDERS_MAX } from './selection.ts';

/** The list's largest page (the server's STAFF_ORDERS_PER_PAGE_MAX). */
const LIST_PAGE_MAX = 100;

/** The list's filters and sort, without its page. */
function filtersOf(params: OrderListParams): OrderListParams {
  const { page: _page, per_page: _perPage, ...filters } = params;
  return filters;
}

export function bulkOrdersApi(api: ApiClient) {
  return {
    /** The ids of every order the filters find, in the list's order (the first 1,000 when more). */
    matchingIds: (params: OrderListParams) => api.call<StaffOrderIdsResponse>('GET', `/admin/api/orders/ids${adminQuery(filtersOf(params))}`),

    move: (body: BulkStatusBody) => api.call<BulkStatusResponseJson>('POST', '/admin/api/orders/bulk-status', body),

    /**
     * The order numbers of `ids`, read from the list under the same filters a page at a time (at most the
     * pages that hold 1,000 orders), stopping once each is found; an id the list no longer holds is left out.
     */
    async orderNumbers(params: OrderListParams, ids: readonly number[]): Promise<Record<number, string>> {
      const wanted = new Set(ids);
      const found: Record<number, string> = {};
      for (let page = 1; wanted.size > 0 && page <= BULK_ORDERS_MAX / LIST_PAGE_MAX; page += 1) {
        const list = await api.call<StaffOrderListResponse>('GET', `/admin/api/orders${adminQuery({ ...filtersOf(params), page: String(page), per_page: String(LIST_PAGE_MAX) })}`);
        for (const row of list.data) {
          if (!wanted.delete(row.id)) continue;
          found[row.id] = row.order_number;
        }
        if (page >= list.meta.last_page) break;
      }
      return found;
    },
  };
}
