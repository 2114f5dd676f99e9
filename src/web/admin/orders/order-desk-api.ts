// The order desk's calls on one order (issue #30 Part 1): a note only staff read, a hold and its release.
import type { DeskNoteJson, HoldResponseJson } from '../../../shared/schemas/order-desk.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export function orderDeskApi(api: ApiClient) {
  return {
    addNote: (orderId: number, text: string) => api.call<{ data: DeskNoteJson }>('POST', `/admin/api/orders/${orderId}/notes`, { text }),
    hold: (orderId: number, reason: string) => api.call<HoldResponseJson>('POST', `/admin/api/orders/${orderId}/hold`, { reason }),
    release: (orderId: number) => api.call<HoldResponseJson>('POST', `/admin/api/orders/${orderId}/release`, {}),
  };
}
