// The Resident Tracker's settings and reports (issue #10, beyond spec §7): the standing order, the
// account's order times, privacy and the cost report. Loaders pass the request's client, the browser
// passes createBrowserApiClient().
import type {
  CostReportResponse,
  OrderTimesResponse,
  ResidentSettingsJson,
  StandingOrderAction,
  StandingOrderResponse,
} from '../../../shared/schemas/residents.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export type StandingOrderFields = { weeks: number; weekday: number; location: string; action: StandingOrderAction };

const withLocation = (path: string, location: string) => (location && location !== 'all' ? `${path}?location=${encodeURIComponent(location)}` : path);

export function planningApi(api: ApiClient) {
  return {
    standingOrder: () => api.call<StandingOrderResponse>('GET', '/api/resident-standing-order'),
    saveStandingOrder: (fields: StandingOrderFields) =>
      api.call<StandingOrderResponse & { message: string }>('PUT', '/api/resident-standing-order', fields),
    stopStandingOrder: () => api.call<{ message: string }>('DELETE', '/api/resident-standing-order'),

    orderTimes: () => api.call<OrderTimesResponse>('GET', '/api/resident-order-times'),
    addOrderTime: (title: string) => api.call<OrderTimesResponse>('POST', '/api/resident-order-times', { title }),
    renameOrderTime: (id: number, title: string) => api.call<OrderTimesResponse>('PUT', `/api/resident-order-times/${id}`, { title }),
    reorderOrderTimes: (ids: number[]) => api.call<OrderTimesResponse>('PUT', '/api/resident-order-times/order', { ids }),
    removeOrderTime: (id: number, confirm: boolean) =>
      api.call<OrderTimesResponse>('DELETE', `/api/resident-order-times/${id}${confirm ? '?confirm=true' : ''}`),

    settings: () => api.call<{ data: ResidentSettingsJson }>('GET', '/api/resident-settings'),
    saveSettings: (settings: ResidentSettingsJson) => api.call<{ data: ResidentSettingsJson; message: string }>('PUT', '/api/resident-settings', settings),

    costReport: (location: string) => api.call<CostReportResponse>('GET', withLocation('/api/resident-cost-report', location)),
  };
}
export type PlanningApi = ReturnType<typeof planningApi>;

/** The CSV download's address (a plain link: the browser saves the file). */
export function costReportCsvUrl(location: string): string {
  return withLocation('/api/resident-cost-report.csv', location);
}
