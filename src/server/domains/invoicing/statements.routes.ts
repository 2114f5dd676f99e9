// The buyer's statements (issue #28 Part 3): the active account's statement for a month, JSON and PDF.
import { z } from 'zod';
import { statementParamsSchema, statementQuerySchema, statementResponseSchema } from '../../../shared/schemas/statements.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { sendPdf } from './pdf-reply.ts';
import type { StatementsService } from './statements.service.ts';

export function registerStatementRoutes(app: StoreHttp, deps: { statements: StatementsService }): void {
  const { statements } = deps;

  // The PDF first: its address ends in '.pdf'.
  app.get('/api/statements/:month.pdf', {
    schema: { params: statementParamsSchema },
    config: { access: 'customer', docs: { summary: "The account's statement for a month (YYYY-MM) as a PDF", response: z.string().describe('application/pdf') } },
  }, async (request, reply) => {
    const { fileName, pdf } = await statements.pdfOf(request.signedInViewer.account.id, request.params.month);
    return sendPdf(reply, fileName, pdf);
  });

  app.get('/api/statements', {
    schema: { querystring: statementQuerySchema },
    config: {
      access: 'customer',
      docs: {
        summary: "The account's statement for a month: opening balance, its invoices, credit notes and payments, closing balance and ageing",
        description: 'month: YYYY-MM, a New Zealand month (none: this month, to today); a month to come is a 422. Amounts in cents: an invoice adds, a credit note or payment takes away. Invoices paid by card at their order are settled and not on it.',
        response: statementResponseSchema,
      },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await statements.forBuyer(request.signedInViewer, request.query.month) };
  });
}
