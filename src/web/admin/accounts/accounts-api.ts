// The customer accounts' calls (issue #17): the list, one account, and its changes.
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { AccountDetailJson, AccountSummaryJson, UpdateAccountBody } from '../../../shared/schemas/admin-accounts.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery, type AdminDecision, type AdminListParams } from '../admin-api.ts';

export function accountsApi(api: ApiClient) {
  return {
    list: (params: AdminListParams) => api.call<{ data: AccountSummaryJson[]; meta: PaginationMeta }>('GET', `/admin/api/accounts${adminQuery(params)}`),
    get: (id: string) => api.call<{ data: AccountDetailJson }>('GET', `/admin/api/accounts/${encodeURIComponent(id)}`),
    update: (id: number, body: UpdateAccountBody) => api.call<AdminDecision<AccountDetailJson>>('PATCH', `/admin/api/accounts/${id}`, body),
  };
}
