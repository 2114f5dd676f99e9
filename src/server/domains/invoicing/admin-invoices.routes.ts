// The back office's invoices (issue #28 Part 2), with the permission `accounts`: every account's, filtered
// by status, account and day of issue, one with its credit notes, and its PDF.
import { z } from 'zod';
import { paginationMeta } from '../../../shared/pagination.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { adminInvoiceListQuerySchema, adminInvoiceListResponseSchema, adminInvoiceResponseSchema } from '../../../shared/schemas/invoices.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { toInvoiceJson, toInvoiceSummaryJson } from './invoice-json.ts';
import type { InvoicingService } from './invoicing.service.ts';
import { sendPdf } from './pdf-reply.ts';

const ACCOUNTS = { access: 'staff', permission: 'accounts' } as const;
const pdfUrlOf = (id: number) => `/admin/api/invoices/${id}.pdf`;

export function registerAdminInvoiceRoutes(app: StoreHttp, deps: { invoicing: InvoicingService }): void {
  const { invoicing } = deps;

  app.get('/admin/api/invoices', {
    schema: { querystring: adminInvoiceListQuerySchema },
    config: {
      ...ACCOUNTS,
      docs: { summary: 'Invoices of every account, newest first, 25 a page: by status, account number and day of issue (date_from, date_to: New Zealand days, both included)', response: adminInvoiceListResponseSchema },
    },
  }, async (request, reply) => {
    const query = request.query;
    const found = await invoicing.listForStaff({ status: query.status, accountNumber: query.account_number, dateFrom: query.date_from, dateTo: query.date_to, page: query.page, perPage: query.per_page });
    reply.header('cache-control', 'no-store');
    return {
      data: found.rows.map((invoice) => ({ ...toInvoiceSummaryJson(invoice, found.today), account_number: invoice.accountNumber, account_name: invoice.accountName, pdf_url: pdfUrlOf(invoice.id) })),
      meta: paginationMeta(query.page, query.per_page, found.total),
    };
  });

  // The PDF first: its address ends in '.pdf', which the JSON route's id would refuse.
  app.get('/admin/api/invoices/:id.pdf', {
    schema: { params: idParamsSchema },
    config: { ...ACCOUNTS, docs: { summary: "An invoice's PDF ('Tax Invoice')", response: z.string().describe('application/pdf') } },
  }, async (request, reply) => {
    const { invoice } = await invoicing.getForStaff(request.params.id);
    const pdf = await renderInvoicePdf(invoice.snapshot);
    return sendPdf(reply, invoice.invoiceNumber, pdf);
  });

  app.get('/admin/api/invoices/:id', {
    schema: { params: idParamsSchema },
    config: { ...ACCOUNTS, docs: { summary: 'One invoice with what it shows, what is paid and credited, and its credit notes', response: adminInvoiceResponseSchema } },
  }, async (request, reply) => {
    const { invoice, creditNotes, today } = await invoicing.getForStaff(request.params.id);
    reply.header('cache-control', 'no-store');
    return {
      data: {
        ...toInvoiceJson(invoice, today, pdfUrlOf(invoice.id)),
        account_id: invoice.accountId,
        credit_notes: creditNotes.map((note) => ({ id: note.id, credit_note_number: note.creditNoteNumber, issued_at: note.issuedAt, reason: note.reason, total: note.totalCents, pdf_url: `/admin/api/credit-notes/${note.id}.pdf` })),
      },
    };
  });
}
