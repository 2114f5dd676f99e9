// The back office home's calls (issue #30 Part 1): the dashboard, and the count of new orders the
// header polls.
import type { DashboardResponse, NewOrderCountResponse } from '../../../shared/schemas/dashboard.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export function dashboardApi(api: ApiClient) {
  return {
    get: () => api.call<DashboardResponse>('GET', '/admin/api/dashboard'),
    newOrderCount: () => api.call<NewOrderCountResponse>('GET', '/admin/api/orders/new-count'),
  };
}
