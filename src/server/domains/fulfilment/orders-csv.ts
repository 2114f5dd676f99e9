// The orders CSV for an accounts system (issue #17 Part 3): the orders the list shows (its filters, issue
// #26 item 10), one row per order line, each carrying its order's fields, written page by page as the pages are read (never the whole range in memory).
import { csvRow } from '../../../shared/csv-cell.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import type { OrderCsvLine } from '../orders/staff-order.types.ts';

export const ORDERS_CSV_HEADER = [
  'order_number',
  'order_date',
  'account_number',
  'account_name',
  'purchase_order_no',
  'payment_method',
  'payment_status',
  'fulfilment_status',
  'sku',
  'title',
  'qty',
  'unit_price',
  'line_total',
  'order_subtotal',
  'order_gst',
  'order_shipping',
  'order_total',
  // Issue #29, after the columns an accounts system already maps by position.
  'delivery_date',
  'delivery_zone',
] as const;

// The store's calendar day (New Zealand), as YYYY-MM-DD.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Days the CSV covers when none are given (issue #26 item 10): the last 30, today included. */
export const CSV_DEFAULT_DAYS = 30;

/** The store's day (YYYY-MM-DD) `days` after `day` (before, when negative). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The days a CSV covers: those given; no 'To' is today (or 'From', if later), no 'From' is 29 days
 * before 'To', so nothing given is the last 30 days.
 */
export function csvDays(query: { date_from?: string; date_to?: string }, now: Date): { dateFrom: string; dateTo: string } {
  const today = dayFormat.format(now);
  const dateTo = query.date_to ?? (query.date_from && query.date_from > today ? query.date_from : today);
  return { dateFrom: query.date_from ?? addDays(dateTo, 1 - CSV_DEFAULT_DAYS), dateTo };
}

/** Cents as a plain decimal of dollars ('1234.50'), what an accounts system imports; whole-number maths, no float. */
export function decimalDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

export function orderCsvRow(line: OrderCsvLine): string {
  return csvRow([
    line.orderNumber,
    dayFormat.format(line.createdAt),
    line.accountNumber,
    line.accountName,
    line.purchaseOrderNo,
    line.paymentMethod,
    line.paymentStatus,
    line.fulfilmentStatus,
    line.sku,
    line.title,
    String(line.qty),
    decimalDollars(line.unitPriceCents),
    decimalDollars(line.lineTotalCents),
    decimalDollars(line.orderSubTotalCents),
    decimalDollars(line.orderTaxCents),
    decimalDollars(line.orderShippingCents),
    decimalDollars(line.orderTotalCents),
    line.deliveryDate ?? '',
    line.deliveryZone,
  ]);
}

/** The header, then one chunk of rows per page of orders read. */
export async function* ordersCsvChunks(pages: AsyncIterable<OrderCsvLine[]>): AsyncGenerator<string> {
  yield csvRow(ORDERS_CSV_HEADER);
  for await (const lines of pages) yield lines.map(orderCsvRow).join('');
}
