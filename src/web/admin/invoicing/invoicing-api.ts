// The back office's invoicing calls (issue #28 Part 2): invoices of every account, one with its credit
// notes, issuing a credit note, recording a payment, and an account's ledger.
import type { LedgerResponse, PaymentJson, RecordPaymentBody } from '../../../shared/schemas/account-payments.ts';
import type { CreditNoteJson, IssueCreditNoteBody } from '../../../shared/schemas/credit-notes.ts';
import type { AdminInvoiceJson, AdminInvoiceListResponse } from '../../../shared/schemas/invoices.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery } from '../admin-api.ts';

/** The list's filters as the address and the API both spell them. */
export type InvoiceListParams = Partial<Record<'status' | 'account_number' | 'date_from' | 'date_to' | 'page' | 'per_page', string>>;

export function invoicingApi(api: ApiClient) {
  return {
    list: (params: InvoiceListParams) => api.call<AdminInvoiceListResponse>('GET', `/admin/api/invoices${adminQuery(params)}`),
    get: (id: string) => api.call<{ data: AdminInvoiceJson }>('GET', `/admin/api/invoices/${encodeURIComponent(id)}`),
    issueCreditNote: (invoiceId: number, body: IssueCreditNoteBody) => api.call<{ data: CreditNoteJson }>('POST', `/admin/api/invoices/${invoiceId}/credit-notes`, body),
    recordPayment: (body: RecordPaymentBody) => api.call<{ data: PaymentJson }>('POST', '/admin/api/payments', body),
    ledger: (accountId: number | string, page = '') => api.call<LedgerResponse>('GET', `/admin/api/accounts/${encodeURIComponent(String(accountId))}/ledger${adminQuery({ page })}`),
  };
}
