// The back office's order calls (issue #17 Part 3): list, detail, status moves, CSV and packing slip.
// Wire names are snake_case as everywhere; the routes parse with these and map answers through
// server/domains/fulfilment/fulfilment-json.ts.
import { z } from 'zod';
import { KEYWORD_MAX_LENGTH } from '../limits.ts';
import { paginationMetaSchema } from '../pagination.ts';
import { billingInfoJsonSchema, shippingInfoJsonSchema } from './addresses.ts';
import { textWholeNumber } from './numbers.ts';
import { FULFILMENT_STATUSES, moveStatusSchema, ORDER_STATUSES, isoDate, orderDetailJsonSchema, orderFulfilmentJsonSchema } from './orders.ts';
import { BULK_ORDERS_MAX, deskNoteJsonSchema, orderHoldJsonSchema } from './order-desk.ts';
import { codeText, lineText, linesText } from './text.ts';

export const STAFF_ORDER_SORTS = ['created_at', '-created_at', 'total', '-total', 'delivery_date', '-delivery_date'] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];
export const STAFF_ORDERS_PER_PAGE_DEFAULT = 25;
export const STAFF_ORDERS_PER_PAGE_MAX = 100;
export const CARRIER_MAX_LENGTH = 100;
export const TRACKING_REF_MAX_LENGTH = 100;
export const STATUS_NOTE_MAX_LENGTH = 1000;

/**
 * Issue #30: order ids in a query string, comma-separated ('12,15,40'): 1 to `max` of them (counted as
 * sent), each a positive whole number; repeats are read once.
 */
function orderIdsText(field: string, max: number) {
  return codeText(field)
    .regex(/^\d{1,9}(,\d{1,9})*$/, { message: `The ${field} are order ids separated by commas.`, abort: true })
    .transform((text) => text.split(',').map(Number))
    .refine((ids) => ids.length <= max, `At most ${max} orders at once.`)
    .refine((ids) => ids.every((id) => id > 0), `The ${field} are positive whole numbers.`)
    .transform((ids) => [...new Set(ids)]);
}

/** A filter left empty in a form's query string ('?status=') is no filter. */
const unlessBlank = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const dateRangeIsOrdered = (query: { date_from?: string; date_to?: string }) => !query.date_from || !query.date_to || query.date_from <= query.date_to;
const DATE_RANGE_ISSUE = { path: ['date_to'], message: 'The date to must be on or after the date from.' };

/** The list's filters, which its CSV takes too (issue #26 item 10). Dates are New Zealand calendar days, both included. */
const staffOrderFilterFields = {
  status: unlessBlank(z.enum(FULFILMENT_STATUSES)),
  account_number: unlessBlank(lineText('account number').trim().max(40)),
  q: unlessBlank(lineText('q').trim().max(KEYWORD_MAX_LENGTH)),
  date_from: unlessBlank(isoDate('date from')),
  date_to: unlessBlank(isoDate('date to')),
  /** Issue #29: the orders that deliver on this New Zealand day ('delivers on'), and of one zone. */
  delivery_date: unlessBlank(isoDate('delivery date')),
  zone: unlessBlank(lineText('zone').trim().max(80, 'The zone may be at most 80 characters.')),
};

/** GET /admin/api/orders: filters, page and sort. */
export const staffOrderListQuerySchema = z
  .object({
    ...staffOrderFilterFields,
    page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
    per_page: textWholeNumber('per page', { min: 1, max: STAFF_ORDERS_PER_PAGE_MAX }).default(STAFF_ORDERS_PER_PAGE_DEFAULT),
    sort: unlessBlank(z.enum(STAFF_ORDER_SORTS)).transform((sort): StaffOrderSort => sort ?? '-created_at'),
  })
  .refine(dateRangeIsOrdered, DATE_RANGE_ISSUE);
export type StaffOrderListQuery = z.infer<typeof staffOrderListQuerySchema>;

/** POST /admin/api/orders/{id}/status. A blank or null carrier, reference or note is none. */
export const orderStatusMoveBodySchema = z.object({
  status: moveStatusSchema,
  carrier: lineText('carrier').trim().max(CARRIER_MAX_LENGTH).nullish(),
  tracking_ref: lineText('tracking ref').trim().max(TRACKING_REF_MAX_LENGTH).nullish(),
  note: linesText('note').trim().max(STATUS_NOTE_MAX_LENGTH).nullish(),
});
export type OrderStatusMoveBody = z.infer<typeof orderStatusMoveBodySchema>;

/**
 * GET /admin/api/orders.csv: the list's filters (issue #26 item 10). Days left out are the last 30 days
 * to today (New Zealand days, both included): no 'To' is today, no 'From' is 29 days before 'To'.
 */
export const ordersCsvQuerySchema = z
  .object({
    ...staffOrderFilterFields,
    /** Issue #30: the orders chosen (comma-separated ids): exactly those, whatever their days; the other filters are not read. */
    ids: unlessBlank(orderIdsText('ids', BULK_ORDERS_MAX)),
  })
  .refine(dateRangeIsOrdered, DATE_RANGE_ISSUE);
export type OrdersCsvQuery = z.infer<typeof ordersCsvQuerySchema>;

const paymentMethod = z.enum(['account', 'card']).describe('account: placed on the account (invoiced); card: paid by card through the payment provider.');

export const staffOrderListEntryJsonSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  created_at: z.iso.datetime(),
  fulfilment_status: z.enum(FULFILMENT_STATUSES),
  payment_method: paymentMethod,
  payment_status: z.enum(ORDER_STATUSES).describe('placed_on_account, paid, or refunded (a paid order cancelled by staff).'),
  total: z.number().int().describe('What the order comes to, in cents.'),
  purchase_order_no: z.string().describe("The buyer's purchase order number; '' when none."),
  delivery_date: z.string().nullable().describe('Issue #29: the New Zealand day it is delivered on; null for orders from before delivery days.'),
  delivery_zone: z.string().nullable(),
  on_hold: z.boolean().describe('Issue #30: held by the desk; it makes no move until released.'),
});
export type StaffOrderListEntryJson = z.infer<typeof staffOrderListEntryJsonSchema>;

/** GET /admin/api/orders: the page's orders; meta holds the paging (without from/to). */
export const staffOrderListResponseSchema = z.object({
  data: z.array(staffOrderListEntryJsonSchema),
  meta: paginationMetaSchema.pick({ current_page: true, last_page: true, per_page: true, total: true }),
});
export type StaffOrderListResponse = z.infer<typeof staffOrderListResponseSchema>;

/** One fulfilment move: who (staff id and e-mail at the time), when, from, to, and what was given. */
export const orderStatusChangeJsonSchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable().describe("Null for a move made with the ERP's API key."),
  staff_email: z.string().describe("The staff member's e-mail at the time, or 'api-key:<the key's name>' for the ERP."),
  created_at: z.iso.datetime(),
  from: z.enum(FULFILMENT_STATUSES),
  to: z.enum(FULFILMENT_STATUSES),
  carrier: z.string().nullable(),
  tracking_ref: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderStatusChangeJson = z.infer<typeof orderStatusChangeJsonSchema>;

/** A card payment attempt of the order, as the provider knows it. */
export const staffOrderPaymentJsonSchema = z.object({
  provider: z.string().describe("The payment provider: 'sandbox' or 'stripe'."),
  reference: z.string().describe("The provider's reference of the attempt."),
  amount: z.number().int().describe('In cents.'),
  status: z.string().describe('pending, approved, declined, expired or refunded.'),
  created_at: z.iso.datetime(),
});
export type StaffOrderPaymentJson = z.infer<typeof staffOrderPaymentJsonSchema>;

// The buyer's invoice link is theirs (/api/invoices); the back office's invoices come with issue #28 Part 2.
export const staffOrderDetailJsonSchema = orderDetailJsonSchema.omit({ invoice: true, invoices: true }).extend({
  order_number: z.string().describe('Every order the back office sees is placed, so it has its number.'),
  account: z.object({ id: z.number().int(), account_number: z.string(), name: z.string() }),
  purchase_order_no: z.string().describe("The buyer's purchase order number (also in shipping_info); '' when none."),
  notes: z.string().describe("The buyer's delivery notes (also in shipping_info); '' when none."),
  payments: z.array(staffOrderPaymentJsonSchema).describe('The card payment attempts, oldest first; none for an order on account.'),
  history: z.array(orderStatusChangeJsonSchema).describe('The fulfilment moves, oldest first.'),
  refund_started_at: z.iso
    .datetime()
    .nullable()
    .describe("Set while a cancellation's refund is under way (or was cut short): no other move until it is finished."),
  desk_notes: z.array(deskNoteJsonSchema).describe("Issue #30: the desk's notes, holds and releases, oldest first; never shown to the buyer."),
  hold: orderHoldJsonSchema.nullable().describe('Issue #30: why and since when it is on hold; null when it is not.'),
});
export type StaffOrderDetailJson = z.infer<typeof staffOrderDetailJsonSchema>;

/** GET /admin/api/orders/{id}. */
export const staffOrderDetailResponseSchema = z.object({ data: staffOrderDetailJsonSchema });

/** The answer to a move: the order's fulfilment and payment status after it, and the history row it wrote. */
export const orderStatusMoveResponseSchema = z.object({
  data: orderFulfilmentJsonSchema.extend({
    id: z.number().int(),
    payment_status: z.enum(ORDER_STATUSES).describe('refunded when the move cancelled an order paid by card.'),
    change: orderStatusChangeJsonSchema,
  }),
});
export type OrderStatusMoveResponseJson = z.infer<typeof orderStatusMoveResponseSchema>;

/** What a printed packing slip shows: who it goes to and what is in the box, no prices. */
export const packingSlipJsonSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.iso.datetime(),
  account_number: z.string(),
  account_name: z.string(),
  placed_by: z.string().describe('Who placed the order.'),
  purchase_order_no: z.string().describe("The buyer's purchase order number; '' when none."),
  notes: z.string().describe("The buyer's delivery notes; '' when none."),
  shipping_info: shippingInfoJsonSchema,
  billing_info: billingInfoJsonSchema,
  shipping_place: z.object({ country: z.string(), region: z.string() }).describe("The shipping address's country and region names ('' when unknown)."),
  shipping_full_address: z.string().describe('The delivery address on one line.'),
  carrier: z.string().nullable().describe('Set once dispatched.'),
  tracking_ref: z.string().nullable().describe('Set once dispatched.'),
  delivery_date: z.string().nullable().describe('Issue #29: the New Zealand day it is delivered on.'),
  delivery_zone: z.string().nullable(),
  lines: z.array(z.object({ sku: z.string(), title: z.string(), qty: z.number().int() })),
});
export type PackingSlipJson = z.infer<typeof packingSlipJsonSchema>;

/** How many packing slips one print view holds. */
export const PACKING_SLIPS_MAX = 200;

/**
 * GET /admin/api/packing-slips (issue #29): the slips of the orders chosen (`ids`, comma-separated), or of
 * one delivery day (and zone), cancelled orders left out unless `status` asks for them.
 */
export const packingSlipsQuerySchema = z
  .object({
    ids: unlessBlank(
      codeText('ids')
        .regex(/^\d{1,9}(,\d{1,9})*$/, 'The ids are order ids separated by commas.')
        .transform((text) => [...new Set(text.split(',').map(Number))])
        .refine((ids) => ids.length <= PACKING_SLIPS_MAX, `At most ${PACKING_SLIPS_MAX} orders at once.`),
    ),
    delivery_date: staffOrderFilterFields.delivery_date,
    zone: staffOrderFilterFields.zone,
    status: staffOrderFilterFields.status,
  })
  .refine((query) => query.ids !== undefined || query.delivery_date !== undefined, { path: ['delivery_date'], message: 'Choose the orders, or a delivery date.' });
export type PackingSlipsQuery = z.infer<typeof packingSlipsQuerySchema>;
export const packingSlipsResponseSchema = z.object({ data: z.array(packingSlipJsonSchema) });

/** GET /admin/api/orders/{id}/packing-slip. */
export const packingSlipResponseSchema = z.object({ data: packingSlipJsonSchema });

/**
 * GET /admin/api/orders/ids (issue #30): the list's filters and sort, without its pages: the ids of
 * every order the list finds, for 'select all matching'.
 */
export const staffOrderIdsQuerySchema = z
  .object({ ...staffOrderFilterFields, sort: staffOrderListQuerySchema.shape.sort })
  .refine(dateRangeIsOrdered, DATE_RANGE_ISSUE);
export type StaffOrderIdsQuery = z.infer<typeof staffOrderIdsQuerySchema>;

export const staffOrderIdsResponseSchema = z.object({
  data: z.array(z.number().int()).describe(`The ids of the orders found, in the list's order; at most ${BULK_ORDERS_MAX} (the most one bulk move takes).`),
  total: z.number().int().describe('How many orders the filters find.'),
  truncated: z.boolean().describe(`True when more than ${BULK_ORDERS_MAX} are found: data holds the first ${BULK_ORDERS_MAX}.`),
});
export type StaffOrderIdsResponse = z.infer<typeof staffOrderIdsResponseSchema>;
