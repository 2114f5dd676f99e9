// The address calls of My Account (spec §7 GET /addresses, /api/user-addresses…), on the API client's `call`.
import type { AddressJson } from '../../../shared/schemas/addresses.ts';
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export type UserAddressFields = { line_1: string; line_2: string; suburb: string; city: string; post_code: string };
export type AddressPage = { data: AddressJson[]; meta: PaginationMeta };

const id = (value: number) => encodeURIComponent(String(value));

export function userAddressesApi(api: ApiClient) {
  return {
    page: (page: number) => api.call<AddressPage>('GET', `/addresses?page=${page}`),
    add: (fields: UserAddressFields) => api.call<{ data: AddressJson; message: string }>('POST', '/api/user-addresses', fields),
    update: (addressId: number, fields: UserAddressFields) => api.call<{ data: AddressJson; message: string }>('PUT', `/api/user-addresses/${id(addressId)}`, fields),
    requestChange: (addressId: number, fields: UserAddressFields) =>
      api.call<{ message: string; redirect: string }>('PUT', `/api/user-addresses/request-change/${id(addressId)}`, fields),
    setPrimary: (addressId: number) => api.call<{ message: string }>('PUT', `/api/user-addresses/set-as-primary/${id(addressId)}`),
    remove: (addressId: number) => api.call<{ message: string }>('DELETE', `/api/user-addresses/${id(addressId)}`),
  };
}
