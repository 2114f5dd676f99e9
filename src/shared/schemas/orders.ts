import { z } from 'zod';
import { ORDER_HISTORY_PER_PAGE_OPTIONS } from '../limits.ts';
import type { PaginationMeta } from '../pagination.ts';
import type { BillingInfo, ShippingInfo } from './addresses.ts';
import { textWholeNumber } from './numbers.ts';
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
export const FULFILMENT_STATUSES = ['new', 'processing', 'dispatched', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** The fulfilment fields both order answers carry; carrier and tracking_ref are set when dispatched. */
export type OrderFulfilmentJson = {
  fulfilment_status: FulfilmentStatus;
  carrier: string | null;
  tracking_ref: string | null;
  dispatched_at: string | null;
  delivered_at: string | null;
};

/** spec §3 Order history entry: id, shipping_full_address, created_at, total (+ order number and status). */
export type OrderHistoryEntryJson = {
  id: number;
  order_number: string;
  shipping_full_address: string;
  created_at: string;
  total: number;
  status: OrderStatus;
} & OrderFulfilmentJson;
export type OrderHistoryResponse = { data: OrderHistoryEntryJson[]; meta: PaginationMeta };

/** image: the picture the buyer saw when ordering ('' for orders from before pictures were kept). */
export type OrderLineJson = { product_id: number; variant_id: number; sku: string; title: string; price: number; qty: number; line_total: number; image: string };
/**
 * One order, of any status (a confirmation page can show a card payment still in progress).
 * order_number: null until the order is placed (on account, or paid); payment_reference: a card
 * order's 'PAY-…' reference, null on account (issue #16 item 5).
 */
export type OrderDetailJson = Omit<OrderHistoryEntryJson, 'order_number'> & {
  order_number: string | null;
  payment_reference: string | null;
  /** When a card payment was approved; null for orders on account and unpaid ones. */
  paid_at: string | null;
  placed_by: string;
  payment_method: 'account' | 'card';
  items: OrderLineJson[];
  shipping_info: ShippingInfo;
  billing_info: BillingInfo;
  /** Country and region names of each address ('' when unknown). */
  shipping_place: { country: string; region: string };
  billing_place: { country: string; region: string };
  summary: { sub_total: number; tax_total: number; tax_percentage: number; shipping: number; discount: number; total: number; tax_inclusive: boolean };
};

/** spec §7 POST /api/payment/{type}: no body; answers success, url, message. */
export type PaymentResponseJson = { success: boolean; url: string | null; message: string };

/** 'Order again': the lines put back in the cart at today's prices, and what was skipped. */
export type OrderAgainResponseJson = { message: string; skipped: { sku: string; title: string; reason: string }[] };
