// The trade applications' calls (issue #17): the list, one application, and approving or declining it.
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { ApproveApplicationBody, TradeApplicationDetailJson, TradeApplicationJson } from '../../../shared/schemas/admin-applications.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery, type AdminDecision, type AdminListParams } from '../admin-api.ts';

export function applicationsApi(api: ApiClient) {
  return {
    list: (params: AdminListParams) => api.call<{ data: TradeApplicationJson[]; meta: PaginationMeta }>('GET', `/admin/api/applications${adminQuery(params)}`),
    get: (id: string) => api.call<{ data: TradeApplicationDetailJson }>('GET', `/admin/api/applications/${encodeURIComponent(id)}`),
    approve: (id: number, body: ApproveApplicationBody) => api.call<AdminDecision<TradeApplicationJson>>('POST', `/admin/api/applications/${id}/approve`, body),
    decline: (id: number, reason: string) => api.call<AdminDecision<TradeApplicationJson>>('POST', `/admin/api/applications/${id}/decline`, { reason }),
  };
}
