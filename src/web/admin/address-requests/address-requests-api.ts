// The address change requests' calls (issue #17): the list, and applying or declining one.
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { AddressRequestJson } from '../../../shared/schemas/admin-address-requests.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery, type AdminDecision, type AdminListParams } from '../admin-api.ts';

export function addressRequestsApi(api: ApiClient) {
  return {
    list: (params: AdminListParams) => api.call<{ data: AddressRequestJson[]; meta: PaginationMeta }>('GET', `/admin/api/address-requests${adminQuery(params)}`),
    apply: (id: number) => api.call<AdminDecision<AddressRequestJson>>('POST', `/admin/api/address-requests/${id}/apply`, {}),
    decline: (id: number, reason: string) => api.call<AdminDecision<AddressRequestJson>>('POST', `/admin/api/address-requests/${id}/decline`, { reason }),
  };
}
