// The contract-price screens' calls (issue #27 Part 3): price lists with their entries, rules and
// assignments, a CSV of entries checked before it is applied, customer groups, and the price check.
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type {
  CreatePriceListBody,
  CustomerGroupJson,
  PriceCheckJson,
  PriceListAssignmentsBody,
  PriceListCsvCheckJson,
  PriceListDetailJson,
  PriceListSummaryJson,
  UpdatePriceListBody,
} from '../../../shared/schemas/admin-pricing.ts';
import type { PriceListEntryBody } from '../../../shared/schemas/pricing.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery } from '../admin-api.ts';
import { adminUploadFile } from '../admin-upload.ts';

type Detail = { data: PriceListDetailJson };
type EntryKey = { sku: string; min_qty: number };
/** PUT …/entries: the whole set, or a page of changes (added or repriced, and removed). */
export type EntriesChange = { replace: true; entries: PriceListEntryBody[] } | { replace: false; entries: PriceListEntryBody[]; remove?: EntryKey[] };

export function pricingApi(api: ApiClient) {
  const list = (id: number | string) => `/admin/api/price-lists/${encodeURIComponent(String(id))}`;
  return {
    lists: {
      list: (params: { q?: string; page?: string }) => api.call<{ data: PriceListSummaryJson[]; meta: PaginationMeta }>('GET', `/admin/api/price-lists${adminQuery(params)}`),
      get: (id: string, params: { q?: string; page?: string } = {}) => api.call<Detail>('GET', `${list(id)}${adminQuery(params)}`),
      create: (body: CreatePriceListBody) => api.call<Detail>('POST', '/admin/api/price-lists', body),
      update: (id: number, body: UpdatePriceListBody) => api.call<Detail>('PATCH', list(id), body),
      putEntries: (id: number, body: EntriesChange) => api.call<Detail>('PUT', `${list(id)}/entries`, body),
      putAssignments: (id: number, body: PriceListAssignmentsBody) => api.call<Detail>('PUT', `${list(id)}/assignments`, body),
    },
    groups: {
      list: () => api.call<{ data: CustomerGroupJson[] }>('GET', '/admin/api/customer-groups'),
      create: (body: { code: string; name: string; account_numbers: string[] }) => api.call<{ data: CustomerGroupJson }>('POST', '/admin/api/customer-groups', body),
      update: (id: number, body: { name?: string; account_numbers?: string[] }) => api.call<{ data: CustomerGroupJson }>('PATCH', `/admin/api/customer-groups/${id}`, body),
    },
    priceCheck: (query: { account_number: string; sku: string; qty: string }) => api.call<{ data: PriceCheckJson }>('GET', `/admin/api/price-check${adminQuery(query)}`),
  };
}

/** POST …/entries/check: the CSV's entries, each row answered; nothing changes. */
export const checkEntriesCsv = (listId: number, file: File) => adminUploadFile<{ data: PriceListCsvCheckJson }>(`/admin/api/price-lists/${listId}/entries/check`, file);
