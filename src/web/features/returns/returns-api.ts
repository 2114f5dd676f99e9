// The returns calls (issue #30 Part 2) on top of the API client's `call`, typed by the shared contract.
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { CreateReturnBody, ReturnJson } from '../../../shared/schemas/returns.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export function returnsApi(api: ApiClient) {
  return {
    list: (page: number) => api.call<{ data: ReturnJson[]; meta: PaginationMeta }>('GET', `/api/returns?page=${page}`),
    get: (id: string) => api.call<{ data: ReturnJson }>('GET', `/api/returns/${encodeURIComponent(id)}`),
    create: (body: CreateReturnBody) => api.call<{ data: ReturnJson }>('POST', '/api/returns', body),
  };
}
