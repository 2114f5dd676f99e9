// The back office's returns calls (issue #30 Part 2): the list by status, one return, and the desk's steps.
import type { ApproveReturnBody, DeclineReturnBody, ReceiveReturnBody, StaffReturnJson, StaffReturnListResponse } from '../../../shared/schemas/returns.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery } from '../admin-api.ts';

export type ReturnStep = { data: StaffReturnJson; message: string };

export function adminReturnsApi(api: ApiClient) {
  return {
    list: (query: { status: string; page: string }) => api.call<StaffReturnListResponse>('GET', `/admin/api/returns${adminQuery(query)}`),
    get: (id: string) => api.call<{ data: StaffReturnJson }>('GET', `/admin/api/returns/${encodeURIComponent(id)}`),
    approve: (id: number, body: ApproveReturnBody) => api.call<ReturnStep>('POST', `/admin/api/returns/${id}/approve`, body),
    decline: (id: number, body: DeclineReturnBody) => api.call<ReturnStep>('POST', `/admin/api/returns/${id}/decline`, body),
    receive: (id: number, body: ReceiveReturnBody) => api.call<ReturnStep>('POST', `/admin/api/returns/${id}/receive`, body),
  };
}
