// The buyer's invoices (issue #28 Part 1): the active account's list, one invoice, and its PDF. Another
// account's invoice is not found.
import { z } from 'zod';
import { paginationMeta } from '../../../shared/pagination.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { invoiceListQuerySchema, invoiceListResponseSchema, invoiceResponseSchema, type InvoiceListResponse } from '../../../shared/schemas/invoices.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { toInvoiceJson, toInvoiceSummaryJson } from './invoice-json.ts';
import type { InvoicingService } from './invoicing.service.ts';
import { sendPdf } from './pdf-reply.ts';

export function registerInvoicingRoutes(app: StoreHttp, deps: { invoicing: InvoicingService }): void {
  const { invoicing } = deps;

  app.get('/api/invoices', {
    schema: { querystring: invoiceListQuerySchema },
    config: {
      access: 'customer',
      docs: {
        summary: "The account's tax invoices, newest first, a page at a time",
        description: 'status: unpaid, paid or overdue (none: all). meta also holds balance (what the account owes on all its invoices) and overdue (how much of it is past due), in cents.',
        response: invoiceListResponseSchema,
      },
    },
  }, async (request, reply): Promise<InvoiceListResponse> => {
    const query = request.query;
    const found = await invoicing.listForBuyer(request.signedInViewer, { status: query.status, page: query.page, perPage: query.per_page });
    reply.header('cache-control', 'no-store');
    return {
      data: found.rows.map((invoice) => toInvoiceSummaryJson(invoice, found.today)),
      meta: { ...paginationMeta(query.page, query.per_page, found.total), balance: found.owedCents, overdue: found.overdueCents },
    };
  });

  // The PDF first: its address ends in '.pdf', which the JSON route's id would refuse.
  app.get('/api/invoices/:id.pdf', {
    schema: { params: idParamsSchema },
    config: {
      access: 'customer',
      docs: { summary: "An invoice's PDF ('Tax Invoice'), the same every time it is fetched", response: z.string().describe('application/pdf') },
    },
  }, async (request, reply) => {
    const { invoiceNumber, pdf } = await invoicing.pdfForBuyer(request.signedInViewer, request.params.id);
    return sendPdf(reply, invoiceNumber, pdf);
  });

  app.get('/api/invoices/:id', {
    schema: { params: idParamsSchema },
    config: {
      access: 'customer',
      docs: { summary: 'One tax invoice with its supplier, recipient, lines and totals', response: invoiceResponseSchema },
    },
  }, async (request, reply) => {
    const { invoice, today } = await invoicing.getForBuyer(request.signedInViewer, request.params.id);
    reply.header('cache-control', 'no-store');
    return { data: toInvoiceJson(invoice, today) };
  });
}
