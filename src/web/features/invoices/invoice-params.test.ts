import { describe, expect, it } from 'vitest';
import { invoiceListApiPath, invoicePdfPath, invoicesHref, parseInvoiceFilters } from './invoice-params.ts';

const parse = (query: string) => parseInvoiceFilters(new URLSearchParams(query));

describe('the invoice list in the address', () => {
  it('defaults to all invoices, page 1', () => {
    expect(parse('')).toEqual({ status: '', page: 1 });
    expect(invoiceListApiPath(parse(''))).toBe('/api/invoices');
    expect(invoicesHref(parse(''))).toBe('/my-account/invoices');
  });

  it('keeps a status the API knows and a whole page number', () => {
    expect(parse('status=overdue&page=3')).toEqual({ status: 'overdue', page: 3 });
    expect(invoiceListApiPath(parse('status=overdue&page=3'))).toBe('/api/invoices?status=overdue&page=3');
  });

  it('falls back to all invoices and page 1 for junk rather than failing the page', () => {
    expect(parse('status=cancelled&page=-2')).toEqual({ status: '', page: 1 });
    expect(parse('status=PAID&page=1.5')).toEqual({ status: '', page: 1 });
    expect(parse('page=100001')).toEqual({ status: '', page: 1 });
  });

  it('links another page with the filter kept, and page 1 without ?page', () => {
    const filters = parse('status=unpaid&page=2');
    expect(invoicesHref(filters, 3)).toBe('/my-account/invoices?status=unpaid&page=3');
    expect(invoicesHref(filters, 1)).toBe('/my-account/invoices?status=unpaid');
    expect(invoicesHref({ status: 'paid', page: 1 })).toBe('/my-account/invoices?status=paid');
  });

  it("links an invoice's PDF by its id", () => {
    expect(invoicePdfPath(123)).toBe('/api/invoices/123.pdf');
  });
});
