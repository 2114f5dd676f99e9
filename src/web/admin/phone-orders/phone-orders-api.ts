// The calls of the new-order page (issue #30 Part 4): what the account offers, a quote, and placing.
import type { z } from 'zod';
import type { phoneOrderBodySchema, PhoneOrderFormJson, PhoneOrderPlacedJson, PhoneOrderQuoteBody, PhoneOrderQuoteJson } from '../../../shared/schemas/phone-orders.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export type PhoneOrderSend = z.input<typeof phoneOrderBodySchema>;

export function phoneOrdersApi(api: ApiClient) {
  const base = (accountId: string | number) => `/admin/api/accounts/${encodeURIComponent(String(accountId))}/orders`;
  return {
    form: (accountId: string) => api.call<{ data: PhoneOrderFormJson }>('GET', `${base(accountId)}/new`),
    quote: (accountId: number, body: PhoneOrderQuoteBody) => api.call<{ data: PhoneOrderQuoteJson }>('POST', `${base(accountId)}/quote`, body),
    place: (accountId: number, body: PhoneOrderSend) => api.call<{ data: PhoneOrderPlacedJson; message: string }>('POST', base(accountId), body),
  };
}
