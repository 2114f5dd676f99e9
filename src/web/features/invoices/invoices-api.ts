// The buyer's invoice calls (issue #28: GET /api/invoices), on top of the API client's `call`, typed by
// the shared contract. Each invoice's PDF is a plain link to its pdf_url, not a call.
import type { InvoiceListResponse } from '../../../shared/schemas/invoices.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { invoiceListApiPath, type InvoiceListFilters } from './invoice-params.ts';

export function invoicesApi(api: ApiClient) {
  return {
    list: (filters: InvoiceListFilters) => api.call<InvoiceListResponse>('GET', invoiceListApiPath(filters)),
  };
}
