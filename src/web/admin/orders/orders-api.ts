// The order screens' calls (issue #17 Part 6): the list, an order, its packing slip, its moves and resends.
import type { OrderStatusMoveBody, OrderStatusMoveResponseJson, PackingSlipJson, StaffOrderDetailJson, StaffOrderListResponse } from '../../../shared/schemas/staff-orders.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery } from '../admin-api.ts';

export type OrderListParams = Partial<Record<'status' | 'account_number' | 'q' | 'date_from' | 'date_to' | 'delivery_date' | 'zone' | 'page' | 'per_page' | 'sort', string>>;

export function ordersApi(api: ApiClient) {
  return {
    list: (params: OrderListParams) => api.call<StaffOrderListResponse>('GET', `/admin/api/orders${adminQuery(params)}`),
    get: (id: number) => api.call<{ data: StaffOrderDetailJson }>('GET', `/admin/api/orders/${id}`),
    packingSlip: (id: number) => api.call<{ data: PackingSlipJson }>('GET', `/admin/api/orders/${id}/packing-slip`),
    /** Issue #29: the slips of the orders chosen, or of a delivery day (and zone), together. */
    packingSlips: (params: Partial<Record<'ids' | 'delivery_date' | 'zone' | 'status', string>>) =>
      api.call<{ data: PackingSlipJson[] }>('GET', `/admin/api/packing-slips${adminQuery(params)}`),
    move: (id: number, body: OrderStatusMoveBody) => api.call<OrderStatusMoveResponseJson>('POST', `/admin/api/orders/${id}/status`, body),
    /** Sends a live order's confirmation, or a cancelled order's cancellation notice, to the buyer again. */
    resend: (id: number, notice: 'confirmation' | 'cancellation') => api.call<{ message: string }>('POST', `/admin/api/orders/${id}/resend-${notice}`, {}),
  };
}
