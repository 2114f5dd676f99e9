// The ERP reads the tax invoices and credit notes issued (issue #28 Part 2), with an API key of scope
// `accounts`: GET /api/integration/invoices?cursor=&limit= and /api/integration/credit-notes.
import { creditNoteFeedResponseSchema, documentFeedQuerySchema, invoiceFeedResponseSchema } from '../../../shared/schemas/invoicing-feed.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import type { InvoicingFeedService } from './invoicing-feed.service.ts';

const FEED_RULES =
  'In the order they were issued, `limit` at a time (100 unless said, at most 500). Keep `next` and send it as `cursor` next time: it is the same cursor when nothing new was issued, and nothing is missed or repeated while documents are being issued. Documents never change once issued. Amounts are in cents.';

export function registerInvoicingFeedRoutes(app: StoreHttp, deps: { feed: InvoicingFeedService }): void {
  const { feed } = deps;

  app.get('/api/integration/invoices', {
    schema: { querystring: documentFeedQuerySchema },
    config: {
      access: 'integration', scope: 'accounts',
      docs: { summary: 'Tax invoices issued since a cursor, with their lines and GST', description: FEED_RULES, response: invoiceFeedResponseSchema },
    },
  }, async (request) => feed.readInvoices(request.query));

  app.get('/api/integration/credit-notes', {
    schema: { querystring: documentFeedQuerySchema },
    config: {
      access: 'integration', scope: 'accounts',
      docs: { summary: 'Credit notes issued since a cursor, with the invoice each corrects', description: FEED_RULES, response: creditNoteFeedResponseSchema },
    },
  }, async (request) => feed.readCreditNotes(request.query));
}
