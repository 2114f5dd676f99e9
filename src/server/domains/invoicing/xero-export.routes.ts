// GET /admin/api/accounting/xero.csv (issue #28 Part 2), with the permission `accounts`: a range of days'
// invoices and credit notes in Xero's sales-invoice import layout, streamed a batch at a time.
import { xeroExportQuerySchema } from '../../../shared/schemas/invoices.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import type { InvoicingFeedService } from './invoicing-feed.service.ts';

export function registerXeroExportRoute(app: StoreHttp, deps: { feed: InvoicingFeedService }): void {
  app.get('/admin/api/accounting/xero.csv', {
    schema: { querystring: xeroExportQuerySchema },
    config: {
      access: 'staff', permission: 'accounts',
      docs: {
        summary: "Invoices and credit notes issued in a range of days, in Xero's sales-invoice import layout",
        description:
          'date_from and date_to are New Zealand days of issue, both included, at most 366 days apart. One row per line; amounts are excl. GST (import as Tax Exclusive), a credit note\'s negative. AccountCode and TaxType are the settings XERO_SALES_ACCOUNT_CODE and XERO_TAX_TYPE. Cells that would read as formulas are made plain text.',
        produces: 'text/csv',
      },
    },
  }, async (request, reply) => {
    const { date_from: dateFrom, date_to: dateTo } = request.query;
    reply.header('cache-control', 'no-store');
    return sendCsv(reply, `xero-sales-${dateFrom}-to-${dateTo}.csv`, deps.feed.xeroRows(dateFrom, dateTo));
  });
}
