// The invoice list's state in the address (issue #28): ?status= (unpaid, overdue or paid; none: all) and
// ?page=. Junk falls back to all invoices and page 1 rather than failing the page, and the page's links
// carry each parameter only when it is set.
import type { InvoiceSummaryJson } from '../../../shared/schemas/invoices.ts';

export type InvoiceStatus = InvoiceSummaryJson['status'];
/** '' is every invoice. */
export type InvoiceFilter = '' | InvoiceStatus;
export type InvoiceListFilters = { status: InvoiceFilter; page: number };

export const INVOICES_PATH = '/my-account/invoices';

/** The filter's choices, in the order they are offered; Unpaid includes the overdue ones. */
export const INVOICE_FILTERS: ReadonlyArray<{ value: InvoiceFilter; label: string }> = [
  { value: '', label: 'All' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
];

function isFilter(value: string | null): value is InvoiceStatus {
  return value === 'unpaid' || value === 'overdue' || value === 'paid';
}

export function parseInvoiceFilters(search: URLSearchParams): InvoiceListFilters {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: isFilter(status) ? status : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function searchOf(filters: InvoiceListFilters): string {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/invoices for these filters (the API's own default of 20 a page). */
export function invoiceListApiPath(filters: InvoiceListFilters): string {
  return `/api/invoices${searchOf(filters)}`;
}

/** The page's own address for these filters on `page` (a new filter starts at page 1). */
export function invoicesHref(filters: InvoiceListFilters, page = filters.page): string {
  return `${INVOICES_PATH}${searchOf({ ...filters, page })}`;
}

/** An invoice's PDF (GET /api/invoices/{id}.pdf, sent as a download named after the invoice). */
export function invoicePdfPath(invoiceId: number): string {
  return `/api/invoices/${encodeURIComponent(String(invoiceId))}.pdf`;
}
