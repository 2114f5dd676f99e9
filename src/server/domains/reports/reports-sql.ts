// The reports' rules in SQL (issue #30 Part 5), stated once for the live reads (reports.repo.ts) and the
// summary by day they roll into (report-days.repo.ts): which orders are sales, their goods and freight
// excl. GST, and the New Zealand day of a time. An order is `o`.
import { sql, type SQL } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';

/**
 * Placed orders that were not cancelled: statuses placed_on_account and paid. A refunded order (a paid one
 * cancelled) is cancelled too, and one awaiting payment has no number: the dashboard's sales, the same index.
 */
export const SALES_ORDERS = sql`o.order_number IS NOT NULL AND o.fulfilment_status <> 'cancelled'`;

/** Freight excl. GST: as charged, unless shown with GST (TAX_INCLUSIVE), when it is s ÷ (1 + rate), rounded (gst-totals.ts). */
export const FREIGHT_EXCL_GST = sql`CASE WHEN o.is_tax_inclusive THEN round(o.shipping_cents * 10000.0 / (10000 + o.tax_rate_basis_points))::int ELSE o.shipping_cents END`;

/** Goods excl. GST: the sub-total, or when shown with GST the whole excl. GST less the freight's part. */
export const GOODS_EXCL_GST = sql`CASE WHEN o.is_tax_inclusive THEN o.sub_total_cents - o.tax_total_cents + o.shipping_cents - ${FREIGHT_EXCL_GST} ELSE o.sub_total_cents END`;

/** A time's New Zealand wall clock. */
export const local = (column: SQL) => sql`(${column} AT TIME ZONE ${STORE_TIME_ZONE})`;

/** A time's New Zealand day (the summary's and its triggers' day: migration 0058). */
export const nzDay = (column: SQL) => sql`${local(column)}::date`;

/** A half-open stretch of time: from (included) until (left out). */
export type TimeRange = { from: Date; until: Date };

/** Orders (`o`) placed within any of `ranges`; none when there are none. */
export function placedWithin(ranges: readonly TimeRange[]): SQL {
  if (ranges.length === 0) return sql`false`;
  const each = ranges.map((range) => sql`(o.created_at >= ${range.from.toISOString()}::timestamptz AND o.created_at < ${range.until.toISOString()}::timestamptz)`);
  return sql`(${sql.join(each, sql` OR `)})`;
}
