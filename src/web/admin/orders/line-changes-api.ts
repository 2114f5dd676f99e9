// A placed order's lines changed by the desk before it leaves (issue #30 Part 2).
import type { OrderLinesChangeBody, OrderLinesChangeResponseJson } from '../../../shared/schemas/order-changes.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export function lineChangesApi(api: ApiClient) {
  return {
    change: (orderId: number, body: OrderLinesChangeBody) => api.call<OrderLinesChangeResponseJson>('PATCH', `/admin/api/orders/${orderId}/lines`, body),
  };
}
