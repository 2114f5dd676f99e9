// The delivery screens' calls (issue #29 Part 2): zones and public holidays.
import type { CreateDeliveryZoneBody, DeliveryZoneJson, HolidaysBody, UpdateDeliveryZoneBody } from '../../../shared/schemas/delivery.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export type HolidayJson = { date: string; name: string };

export function deliveryApi(api: ApiClient) {
  return {
    zones: {
      list: () => api.call<{ data: DeliveryZoneJson[] }>('GET', '/admin/api/delivery-zones'),
      create: (body: CreateDeliveryZoneBody) => api.call<{ data: DeliveryZoneJson }>('POST', '/admin/api/delivery-zones', body),
      update: (id: number, body: UpdateDeliveryZoneBody) => api.call<{ data: DeliveryZoneJson }>('PATCH', `/admin/api/delivery-zones/${id}`, body),
    },
    holidays: {
      list: () => api.call<{ holidays: HolidayJson[] }>('GET', '/admin/api/holidays'),
      put: (body: HolidaysBody) => api.call<{ holidays: HolidayJson[] }>('PUT', '/admin/api/holidays', body),
    },
  };
}
