// The customer accounts' calls (issue #17): the list, one account, and its changes.
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { AccountDetailJson, AccountSummaryJson, UpdateAccountBody } from '../../../shared/schemas/admin-accounts.ts';
import type { CustomerGroupJson, PriceListSummaryJson } from '../../../shared/schemas/admin-pricing.ts';
import type { StaffApprovalListResponse } from '../../../shared/schemas/approvals.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery, type AdminDecision, type AdminListParams } from '../admin-api.ts';

export function accountsApi(api: ApiClient) {
  return {
    list: (params: AdminListParams) => api.call<{ data: AccountSummaryJson[]; meta: PaginationMeta }>('GET', `/admin/api/accounts${adminQuery(params)}`),
    get: (id: string) => api.call<{ data: AccountDetailJson }>('GET', `/admin/api/accounts/${encodeURIComponent(id)}`),
    update: (id: number, body: UpdateAccountBody) => api.call<AdminDecision<AccountDetailJson>>('PATCH', `/admin/api/accounts/${id}`, body),
    /** Issue #29: the account's latest orders sent for approval, read only. */
    approvals: (id: number) => api.call<StaffApprovalListResponse>('GET', `/admin/api/accounts/${id}/approvals?per_page=10`),
    /** Issue #27: the account's customer group and the price lists it gets (needs the `pricing` permission). */
    prices: async (accountNumber: string) => {
      const query = `?account_number=${encodeURIComponent(accountNumber)}`;
      const [groups, lists] = await Promise.all([
        api.call<{ data: CustomerGroupJson[] }>('GET', `/admin/api/customer-groups${query}`),
        api.call<{ data: PriceListSummaryJson[] }>('GET', `/admin/api/price-lists${query}`),
      ]);
      return { group: groups.data[0] ?? null, lists: lists.data };
    },
  };
}
