import { z } from 'zod';
import { ORDER_HISTORY_PER_PAGE_OPTIONS } from '../limits.ts';
import { paginationMetaSchema } from '../pagination.ts';
import { billingInfoJsonSchema, shippingInfoJsonSchema } from './addresses.ts';
import { cartSummaryJsonSchema } from './cart.ts';
import { instantJson } from './dates.ts';
import { centsJson, textWholeNumber } from './numbers.ts';
import { codeText, lineText } from './text.ts';

/** A real calendar day as YYYY-MM-DD ('2025-02-30' is refused, not rolled over to March). */
export const isoDate = (label: string) =>
  codeText(label).refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, `The ${label} must be a date (YYYY-MM-DD).`);

/** spec §7 GET /api/order-history: page, per_page (10..100), search_by (order_id or keyword), keyword, date_from, date_to. */
export const orderHistoryQuerySchema = z.object({
  page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
  // Its refusal reads 'The per page must be one of 10, 20, 30, 40, 50 or 100.' (field-messages.ts).
  per_page: z
    .enum(ORDER_HISTORY_PER_PAGE_OPTIONS.map(String) as [string, ...string[]])
    .transform(Number)
    .default(10),
  search_by: z.enum(['order_id', 'keyword']).optional(),
  keyword: lineText('keyword').trim().max(100).optional(),
  date_from: isoDate('date from').optional(),
  date_to: isoDate('date to').optional(),
}).refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
  path: ['date_to'],
  message: 'The date to must be on or after the date from.',
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

/** How the order was bought (its payment status): refunded when staff cancelled it after it was paid by card. */
export const ORDER_STATUSES = ['placed_on_account', 'awaiting_payment', 'paid', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where a placed order is on its way to the buyer (issue #17), beside its payment status. */
/** partially_dispatched (issue #30 Part 2): some of it has left in a shipment, the rest not yet. */
export const FULFILMENT_STATUSES = ['new', 'processing', 'partially_dispatched', 'dispatched', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];
/** Where a status move (one order, the ERP's, a bulk move) may take an order: partly dispatched comes only from a shipment of some lines. */
export const MOVE_STATUSES = ['new', 'processing', 'dispatched', 'delivered', 'cancelled'] as const satisfies readonly FulfilmentStatus[];
export const moveStatusSchema = z.enum(MOVE_STATUSES, {
  error: 'The status must be new, processing, dispatched, delivered or cancelled (an order is partly dispatched by a shipment of some of its lines).',
});

/** The fulfilment fields both order answers carry; carrier and tracking_ref are set when dispatched. */
export const orderFulfilmentJsonSchema = z.object({
  fulfilment_status: z.enum(FULFILMENT_STATUSES).describe('Where the order is on its way to the buyer (issue #17).'),
  carrier: z.string().nullable().describe('Set when dispatched.'),
  tracking_ref: z.string().nullable().describe("The carrier's tracking reference; set when dispatched."),
  dispatched_at: instantJson('When it was dispatched').nullable(),
  delivered_at: instantJson('When it was delivered').nullable(),
  delivery_date: z.string().nullable().describe('Issue #29: the New Zealand day it is delivered on (YYYY-MM-DD); null for orders from before delivery days.'),
  delivery_zone: z.string().nullable().describe('The delivery zone it went to when placed.'),
});
export type OrderFulfilmentJson = z.infer<typeof orderFulfilmentJsonSchema>;

const orderStatus = z.enum(ORDER_STATUSES).describe('How the order was bought (its payment status).');

/** spec §3 Order history entry: id, shipping_full_address, created_at, total (+ order number and status). */
export const orderHistoryEntryJsonSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  shipping_full_address: z.string().describe('The delivery address on one line.'),
  created_at: instantJson('When the order was made'),
  total: centsJson("The order's total, GST included"),
  status: orderStatus,
  ...orderFulfilmentJsonSchema.shape,
});
export type OrderHistoryEntryJson = z.infer<typeof orderHistoryEntryJsonSchema>;
export const orderHistoryResponseSchema = z.object({ data: z.array(orderHistoryEntryJsonSchema), meta: paginationMetaSchema });
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;

export const orderLineJsonSchema = z.object({
  id: z.number().int().describe('The line\'s id: the line_id that shipments, changes and returns name (issue #30).'),
  product_id: z.number().int(),
  variant_id: z.number().int().describe('The variant cell; 0 for the product itself.'),
  sku: z.string(),
  title: z.string(),
  price: centsJson('The unit price when ordered'),
  qty: z.number().int(),
  line_total: centsJson('price × qty'),
  image: z.string().describe("The picture the buyer saw when ordering ('' for orders from before pictures were kept)."),
  shipped_qty: z.number().int().describe('How many of qty have left in its shipments (issue #30); qty once the order is dispatched.'),
});
export type OrderLineJson = z.infer<typeof orderLineJsonSchema>;

export const orderShipmentJsonSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  tracking_ref: z.string().nullable(),
  created_at: instantJson('When it left'),
  lines: z.array(z.object({ line_id: z.number().int(), sku: z.string(), title: z.string(), qty: z.number().int().describe('How many of the line this shipment carried.') })),
});
export type OrderShipmentJson = z.infer<typeof orderShipmentJsonSchema>;

const placeJson = z.object({ country: z.string(), region: z.string() }).describe("Country and region names of the address ('' when unknown).");

/**
 * One order, of any status (a confirmation page can show a card payment still in progress).
 * order_number: null until the order is placed (on account, or paid); payment_reference: a card
 * order's 'PAY-…' reference, null on account (issue #16 item 5).
 */
export const orderDetailJsonSchema = orderHistoryEntryJsonSchema.extend({
  order_number: z.string().nullable().describe('null until the order is placed (on account, or paid).'),
  payment_reference: z.string().nullable().describe("A card order's 'PAY-…' reference; null on account."),
  paid_at: instantJson('When a card payment was approved').nullable().describe('null for orders on account and unpaid ones.'),
  placed_by: z.string().describe('Who placed it.'),
  taken_by: z.string().nullable().optional().describe("Issue #30 Part 4: the e-mail of the merchant's staff member who took the order for the account by phone; null when the buyer placed it."),
  payment_method: z.enum(['account', 'card']),
  items: z.array(orderLineJsonSchema),
  shipments: z.array(orderShipmentJsonSchema).describe('Issue #30: what has left, oldest first; an order sent whole has one. Empty before it is dispatched (and for orders dispatched before shipments were kept).'),
  shipping_info: shippingInfoJsonSchema,
  billing_info: billingInfoJsonSchema,
  shipping_place: placeJson,
  billing_place: placeJson,
  summary: cartSummaryJsonSchema.extend({ tax_inclusive: z.boolean().describe('Whether the prices included GST.') }).describe('The totals and GST at the time.'),
  invoice: z
    .object({ id: z.number().int(), invoice_number: z.string(), pdf_url: z.string() })
    .nullable()
    .describe('Issue #28: its tax invoice, once issued (dispatched on account, or paid by card); null before. The first of invoices for an order sent in parts.'),
  invoices: z
    .array(z.object({ id: z.number().int(), invoice_number: z.string(), pdf_url: z.string() }))
    .describe('Issue #30: every tax invoice of the order, oldest first: one, or one a shipment for an order on account sent in parts.'),
});
export type OrderDetailJson = z.infer<typeof orderDetailJsonSchema>;
export const orderDetailResponseSchema = z.object({ data: orderDetailJsonSchema });

/** spec §7 POST /api/payment/{type}: no body; answers success, url, message (this is its 200). */
export const paymentStartedResponseSchema = z.object({
  success: z.literal(true),
  url: z.string().describe("Where the browser goes next: the order's confirmation page, or the card provider's payment page."),
  message: z.string().describe('What happened, in words for the buyer.'),
});
/** Any answer of POST /api/payment/{type}: a 422 or 502 has success false, url null and the message to show. */
export type PaymentResponseJson = { success: boolean; url: string | null; message: string };

/** 'Order again': the lines put back in the cart at today's prices, and what was skipped. */
export const orderAgainResponseSchema = z.object({
  message: z.string().describe('What was added, in words for the buyer.'),
  skipped: z.array(z.object({ sku: z.string(), title: z.string(), reason: z.string().describe('Why it was not added, in words for the buyer.') })).describe('Lines of the order not put in the cart.'),
  /** Issue #27: lines whose price of one today differs from the order's, in cents. */
  price_changes: z.array(z.object({ sku: z.string(), title: z.string(), was: z.number().int(), now: z.number().int() })).describe("Lines added at a price other than the order's."),
  /** Issue #27: lines added at another quantity than the order's, because the product's rules changed. */
  quantity_changes: z.array(z.object({ sku: z.string(), title: z.string(), was: z.number().int(), now: z.number().int() })).describe('Lines added at another quantity, rounded to the product’s order rules.'),
});
export type OrderAgainResponseJson = z.infer<typeof orderAgainResponseSchema>;
