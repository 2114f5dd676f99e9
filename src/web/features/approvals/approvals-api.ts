// The approval calls (issue #29 Part 1) on top of the API client's `call`, typed by the shared contract.
import type { ApprovalDetailJson, ApprovalJson, ApprovalStatusJson } from '../../../shared/schemas/approvals.ts';
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { PaymentResponseJson } from '../../../shared/schemas/orders.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export type ApprovalDecision = { data: ApprovalJson; message: string };

export function approvalsApi(api: ApiClient) {
  return {
    list: (status: ApprovalStatusJson | null, page: number) =>
      api.call<{ data: ApprovalJson[]; meta: PaginationMeta }>('GET', `/api/approvals?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) }).toString()}`),
    get: (id: string) => api.call<{ data: ApprovalDetailJson }>('GET', `/api/approvals/${encodeURIComponent(id)}`),
    approve: (id: number) => api.call<ApprovalDecision>('POST', `/api/approvals/${id}/approve`),
    decline: (id: number, reason: string) => api.call<ApprovalDecision>('POST', `/api/approvals/${id}/decline`, { reason }),
    withdraw: (id: number) => api.call<ApprovalDecision>('POST', `/api/approvals/${id}/withdraw`),
    backToCart: (id: number) => api.call<{ message: string }>('POST', `/api/approvals/${id}/cart`),
    pay: (id: number) => api.call<PaymentResponseJson>('POST', `/api/approvals/${id}/pay`),
  };
}
