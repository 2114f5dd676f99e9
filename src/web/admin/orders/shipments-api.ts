// Part (or the rest) of an order leaving as one shipment (issue #30 Part 2).
import type { ShipmentBody, ShipmentResponseJson } from '../../../shared/schemas/shipments.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export function shipmentsApi(api: ApiClient) {
  return {
    create: (orderId: number, body: ShipmentBody) => api.call<ShipmentResponseJson>('POST', `/admin/api/orders/${orderId}/shipments`, body),
  };
}
