// Tax invoices on the wire (issue #28 Part 1): the buyer's list and one invoice with what it shows.
import { z } from 'zod';
import { paginationMetaSchema } from '../pagination.ts';
import { textWholeNumber } from './numbers.ts';
import { code, day } from './pricing.ts';

export const INVOICE_STATUSES = ['unpaid', 'paid', 'overdue'] as const;

/** GET /api/invoices: status (unpaid, paid or overdue; none: all), page, per_page (10..100). */
export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: 'The status must be unpaid, paid or overdue.' }).optional(),
  page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
  per_page: textWholeNumber('per page', { min: 10, max: 100 }).default(20),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceSummaryJsonSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  order_number: z.string(),
  order_id: z.number().int(),
  issued_at: z.string(),
  /** The day it falls due ('YYYY-MM-DD'); null when paid by card at the order. */
  due_at: z.string().nullable(),
  total: z.number().int(),
  paid: z.number().int(),
  /** What its credit notes credited. */
  credited: z.number().int(),
  /** What it still owes: total less paid and credited. */
  balance: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceSummaryJson = z.infer<typeof invoiceSummaryJsonSchema>;

export const invoiceListResponseSchema = z.object({
  data: z.array(invoiceSummaryJsonSchema),
  meta: paginationMetaSchema.extend({
    /** What the account owes on all its invoices, and how much of it is past due. */
    balance: z.number().int(),
    overdue: z.number().int(),
  }),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

const partySchema = z.object({ name: z.string(), address_lines: z.array(z.string()) });

export const invoiceJsonSchema = invoiceSummaryJsonSchema.extend({
  supply_date: z.string(),
  terms: z.string(),
  supplier: partySchema.extend({ gst_number: z.string() }),
  recipient: partySchema.extend({ account_number: z.string() }),
  purchase_order_number: z.string().nullable(),
  lines: z.array(z.object({ sku: z.string(), description: z.string(), qty: z.number().int(), unit_price: z.number().int(), amount: z.number().int() })),
  sub_total: z.number().int(),
  gst: z.number().int(),
  gst_rate: z.number(),
  pdf_url: z.string(),
});
export type InvoiceJson = z.infer<typeof invoiceJsonSchema>;
export const invoiceResponseSchema = z.object({ data: invoiceJsonSchema });

/** GET /admin/api/invoices: status, account_number, date_from and date_to (New Zealand days of issue, both included), page. */
export const adminInvoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: 'The status must be unpaid, paid or overdue.' }).optional(),
  account_number: code('account number').optional(),
  date_from: day('date from').optional(),
  date_to: day('date to').optional(),
  page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
  per_page: textWholeNumber('per page', { min: 10, max: 100 }).default(25),
});
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuerySchema>;

export const adminInvoiceSummaryJsonSchema = invoiceSummaryJsonSchema.extend({ account_number: z.string(), account_name: z.string(), pdf_url: z.string() });
export type AdminInvoiceSummaryJson = z.infer<typeof adminInvoiceSummaryJsonSchema>;
export const adminInvoiceListResponseSchema = z.object({ data: z.array(adminInvoiceSummaryJsonSchema), meta: paginationMetaSchema });
export type AdminInvoiceListResponse = z.infer<typeof adminInvoiceListResponseSchema>;

export const adminInvoiceResponseSchema = z.object({
  data: invoiceJsonSchema.extend({
    account_id: z.number().int(),
    credit_notes: z.array(z.object({ id: z.number().int(), credit_note_number: z.string(), issued_at: z.string(), reason: z.string(), total: z.number().int(), pdf_url: z.string() })),
  }),
});
export type AdminInvoiceJson = z.infer<typeof adminInvoiceResponseSchema>['data'];

/** GET /admin/api/accounting/xero.csv (issue #28): New Zealand days of issue, both included, at most a year apart. */
export const xeroExportQuerySchema = z
  .object({ date_from: day('date from'), date_to: day('date to') })
  .refine((query) => query.date_from <= query.date_to, { path: ['date_to'], message: 'The date to may not be before the date from.' })
  .refine((query) => Date.parse(query.date_to) - Date.parse(query.date_from) <= 366 * 86_400_000, {
    path: ['date_to'],
    message: 'Export at most a year at a time: the date to may be at most 366 days after the date from.',
  });
