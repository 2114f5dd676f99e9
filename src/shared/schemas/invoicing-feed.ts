// The ERP's feeds of tax invoices and credit notes (issue #28 Part 2): GET /api/integration/invoices and
// /api/integration/credit-notes, a page at a time from an opaque cursor, and the same documents in the
// webhooks invoice.issued and credit_note.issued (payment.recorded carries a payment as recorded).
import { z } from 'zod';
import { textWholeNumber } from './numbers.ts';
import { codeText } from './text.ts';

export const DOCUMENT_FEED_LIMIT_MAX = 500;

export const documentFeedQuerySchema = z.object({
  cursor: codeText('cursor').max(200, 'The cursor is not one this feed gave.').optional(),
  limit: textWholeNumber('limit', { min: 1, max: DOCUMENT_FEED_LIMIT_MAX }).default(100),
});
export type DocumentFeedQuery = z.infer<typeof documentFeedQuerySchema>;

const feedLineSchema = z.object({
  sku: z.string().describe('Empty on a credit note for an amount.'),
  description: z.string(),
  qty: z.number().int(),
  unit_price: z.number().int().describe('Cents excl. GST.'),
  amount: z.number().int().describe('Cents excl. GST.'),
});

const documentFields = {
  id: z.number().int(),
  account_number: z.string(),
  account_external_code: z.string().nullable().describe("The account's code in the ERP, when it has one."),
  order_number: z.string(),
  purchase_order_number: z.string().nullable(),
  issued_at: z.iso.datetime(),
  issued_on: z.iso.date().describe('The document date, a New Zealand day.'),
  lines: z.array(feedLineSchema),
  sub_total: z.number().int().describe('Cents excl. GST.'),
  gst: z.number().int(),
  gst_rate: z.number().describe('Percent: 15 is 15%.'),
  total: z.number().int().describe('Cents incl. GST.'),
};

export const feedInvoiceJsonSchema = z.object({
  ...documentFields,
  invoice_number: z.string(),
  supply_date: z.iso.date(),
  due_on: z.iso.date().nullable().describe('Null for an invoice paid by card at the order.'),
  paid_by_card: z.boolean(),
});
export type FeedInvoiceJson = z.infer<typeof feedInvoiceJsonSchema>;

export const feedCreditNoteJsonSchema = z.object({
  ...documentFields,
  credit_note_number: z.string(),
  invoice_number: z.string(),
  invoice_issued_on: z.iso.date(),
  reason: z.string(),
});
export type FeedCreditNoteJson = z.infer<typeof feedCreditNoteJsonSchema>;

const next = z.string().describe('Send it as `cursor` next time; the same cursor again when nothing new was ready.');
export const invoiceFeedResponseSchema = z.object({ data: z.array(feedInvoiceJsonSchema), next });
export const creditNoteFeedResponseSchema = z.object({ data: z.array(feedCreditNoteJsonSchema), next });
