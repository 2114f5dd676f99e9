// The back office's reads of placed orders (issue #17 Part 3): the list, sorted and paged in SQL on the
// partial indexes of placed orders; one order with its account and history; the CSV in keyset pages.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffOrderSort } from '../../../shared/schemas/staff-orders.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { parseTimestamp } from '../../db/pg-timestamp.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import { parseFulfilmentStatus, parseOrderStatus } from './order-status.ts';
import type { PaymentMethod } from './order.types.ts';
import type { CsvCursor, OrderAccount, OrderCsvLine, StaffOrderListFilter, StaffOrderListPage, StaffOrderRow, StatusChange } from './staff-order.types.ts';

const ORDER_BY: Record<StaffOrderSort, SQL> = {
  '-created_at': sql`o.created_at DESC, o.id DESC`,
  created_at: sql`o.created_at ASC, o.id ASC`,
  '-total': sql`o.total_cents DESC, o.id DESC`,
  total: sql`o.total_cents ASC, o.id ASC`,
};

/** Calendar days in the store's zone, inclusive: [from 00:00, to + 1 day 00:00). */
function dayRange(dateFrom: string | undefined, dateTo: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (dateFrom) conditions.push(sql`o.created_at >= (${dateFrom}::date)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  if (dateTo) conditions.push(sql`o.created_at < (${dateTo}::date + 1)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  return conditions;
}

function listConditions(filter: StaffOrderListFilter): SQL {
  // Placed orders only: the condition of the partial indexes the list reads.
  const conditions: SQL[] = [sql`o.order_number IS NOT NULL`, ...dayRange(filter.dateFrom, filter.dateTo)];
  if (filter.status) conditions.push(sql`o.fulfilment_status = ${filter.status}`);
  if (filter.accountNumber) conditions.push(sql`o.account_id = (SELECT a.id FROM accounts a WHERE a.account_number = ${filter.accountNumber})`);
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    // The order number, PO number and each line's SKU and title through the search texts' trigram index
    // (one line each, so no match runs from one into the next); the orders of a buyer whose e-mail
    // matches, through users' trigram index (issue #26 item 8); or any order of an account whose name
    // matches (few accounts, read whole).
    conditions.push(sql`o.id IN (
      SELECT s.order_id FROM order_search_texts s WHERE s.search_text ILIKE ${pattern}
      UNION ALL
      SELECT uo.id FROM orders uo WHERE uo.order_number IS NOT NULL AND uo.user_id IN (SELECT u.id FROM users u WHERE u.email ILIKE ${pattern})
      UNION ALL
      SELECT ao.id FROM orders ao WHERE ao.account_id IN (SELECT a.id FROM accounts a WHERE a.name ILIKE ${pattern}))`);
  }
  return sql.join(conditions, sql` AND `);
}

type StatusChangeRow = typeof orderStatusHistory.$inferSelect;

function toStatusChange(row: StatusChangeRow): StatusChange {
  return {
    id: row.id,
    orderId: row.orderId,
    staffId: row.staffId,
    staffEmail: row.staffEmail,
    from: parseFulfilmentStatus(row.fromStatus),
    to: parseFulfilmentStatus(row.toStatus),
    carrier: row.carrier,
    trackingRef: row.trackingRef,
    note: row.note,
    createdAt: row.createdAt,
  };
}

export function createStaffOrdersRepo(db: DbExecutor) {
  return {
    /** One page of placed orders matching the filter, and how many match. */
    async listStaffOrders(filter: StaffOrderListFilter, page: StaffOrderListPage): Promise<{ rows: StaffOrderRow[]; total: number }> {
      const where = listConditions(filter);
      const [result, count] = await Promise.all([
        db.execute<{
          id: number;
          order_number: string;
          account_number: string;
          account_name: string;
          created_at: string;
          fulfilment_status: string;
          payment_method: string;
          status: string;
          total_cents: number;
          purchase_order_no: string | null;
        }>(sql`
          SELECT o.id, o.order_number, a.account_number, a.name AS account_name, o.created_at, o.fulfilment_status,
                 o.payment_method, o.status, o.total_cents, o.shipping_info->>'purchase_order_no' AS purchase_order_no
          FROM orders o JOIN accounts a ON a.id = o.account_id
          WHERE ${where}
          ORDER BY ${ORDER_BY[page.sort]}
          LIMIT ${page.limit} OFFSET ${page.offset}`),
        db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM orders o WHERE ${where}`),
      ]);
      const rows = result.rows.map((row) => ({
        id: row.id,
        orderNumber: row.order_number,
        accountNumber: row.account_number,
        accountName: row.account_name,
        createdAt: parseTimestamp(row.created_at),
        fulfilmentStatus: parseFulfilmentStatus(row.fulfilment_status),
        paymentMethod: row.payment_method as PaymentMethod,
        paymentStatus: parseOrderStatus(row.status),
        totalCents: row.total_cents,
        purchaseOrderNo: row.purchase_order_no ?? '',
      }));
      return { rows, total: count.rows[0]?.total ?? 0 };
    },

    async findOrderAccount(orderId: number): Promise<(OrderAccount & { refundClaimedAt: Date | null }) | null> {
      const [row] = await db
        .select({ id: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name, refundClaimedAt: orders.refundClaimedAt })
        .from(orders)
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The order's fulfilment moves, oldest first. */
    async findStatusHistory(orderId: number): Promise<StatusChange[]> {
      const rows = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id));
      return rows.map(toStatusChange);
    },

    async findStatusChange(changeId: number): Promise<StatusChange | null> {
      const [row] = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.id, changeId));
      return row ? toStatusChange(row) : null;
    },

    /**
     * The lines of up to `limit` placed orders the list's filter finds, after `cursor`, in order of
     * creation; `next` is where the following page starts (null after the last).
     */
    async findCsvPage(filter: StaffOrderListFilter, cursor: CsvCursor | null, limit: number): Promise<{ lines: OrderCsvLine[]; next: CsvCursor | null }> {
      const conditions = [listConditions(filter)];
      if (cursor) conditions.push(sql`(o.created_at, o.id) > (${cursor.createdAt}::timestamptz, ${cursor.id})`);
      const result = await db.execute<{
        id: number;
        order_number: string;
        created_at: string | Date;
        cursor_at: string;
        account_number: string;
        account_name: string;
        purchase_order_no: string | null;
        payment_method: string;
        status: string;
        fulfilment_status: string;
        sub_total_cents: number;
        tax_total_cents: number;
        shipping_cents: number;
        total_cents: number;
        sku: string | null;
        title: string;
        qty: number;
        unit_price_cents: number;
        line_total_cents: number;
      }>(sql`
        WITH page AS (
          SELECT o.id, o.order_number, o.created_at, o.created_at::text AS cursor_at, o.account_id, o.shipping_info->>'purchase_order_no' AS purchase_order_no,
                 o.payment_method, o.status, o.fulfilment_status, o.sub_total_cents, o.tax_total_cents, o.shipping_cents, o.total_cents
          FROM orders o
          WHERE ${sql.join(conditions, sql` AND `)}
          ORDER BY o.created_at, o.id
          LIMIT ${limit}
        )
        SELECT page.*, a.account_number, a.name AS account_name, l.sku, l.title, l.qty, l.unit_price_cents, l.line_total_cents
        FROM page JOIN accounts a ON a.id = page.account_id LEFT JOIN order_lines l ON l.order_id = page.id
        ORDER BY page.created_at, page.id, l.id`);
      const lines = result.rows.flatMap((row) => (row.sku === null ? [] : [{ ...row, sku: row.sku }])).map((row) => ({
        orderId: row.id,
        orderNumber: row.order_number,
        createdAt: parseTimestamp(row.created_at),
        accountNumber: row.account_number,
        accountName: row.account_name,
        purchaseOrderNo: row.purchase_order_no ?? '',
        paymentMethod: row.payment_method as PaymentMethod,
        paymentStatus: parseOrderStatus(row.status),
        fulfilmentStatus: parseFulfilmentStatus(row.fulfilment_status),
        sku: row.sku,
        title: row.title,
        qty: row.qty,
        unitPriceCents: row.unit_price_cents,
        lineTotalCents: row.line_total_cents,
        orderSubTotalCents: row.sub_total_cents,
        orderTaxCents: row.tax_total_cents,
        orderShippingCents: row.shipping_cents,
        orderTotalCents: row.total_cents,
      }));
      const last = result.rows.at(-1);
      const orderCount = new Set(result.rows.map((row) => row.id)).size;
      // The timestamp as PostgreSQL writes it is exact (a Date would drop its microseconds).
      return { lines, next: last && orderCount === limit ? { createdAt: last.cursor_at, id: last.id } : null };
    },
  };
}
export type StaffOrdersRepo = ReturnType<typeof createStaffOrdersRepo>;
