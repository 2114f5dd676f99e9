// The back office's reads of placed orders (issue #17 Part 3): the list, sorted and paged in SQL on the
// partial indexes of placed orders; one order with its account and history; the CSV in keyset pages.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffOrderSort } from '../../../shared/schemas/staff-orders.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { containsPattern, prefixPattern } from '../../db/like-pattern.ts';
import { parseTimestamp } from '../../db/pg-timestamp.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import { parseFulfilmentStatus, parseOrderStatus } from './order-status.ts';
import type { PaymentMethod } from './order.types.ts';
import { typedOrderWords } from './staff-order-words.ts';
import type { CsvCursor, OrderAccount, OrderCsvLine, StaffOrderListFilter, StaffOrderListPage, StaffOrderRow, StatusChange } from './staff-order.types.ts';

const ORDER_BY: Record<StaffOrderSort, SQL> = {
  '-created_at': sql`o.created_at DESC, o.id DESC`,
  created_at: sql`o.created_at ASC, o.id ASC`,
  '-total': sql`o.total_cents DESC, o.id DESC`,
  total: sql`o.total_cents ASC, o.id ASC`,
  // Issue #29: the warehouse's days; orders from before delivery days last.
  '-delivery_date': sql`o.delivery_date DESC NULLS LAST, o.id DESC`,
  delivery_date: sql`o.delivery_date ASC NULLS LAST, o.id ASC`,
};

/** Calendar days in the store's zone, inclusive: [from 00:00, to + 1 day 00:00), of `createdAt`. */
function dayRange(createdAt: SQL, dateFrom: string | undefined, dateTo: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (dateFrom) conditions.push(sql`${createdAt} >= (${dateFrom}::date)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  if (dateTo) conditions.push(sql`${createdAt} < (${dateTo}::date + 1)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  return conditions;
}

function whereAll(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}

/**
 * The placed orders the words find, as (id, created_at), within the filter's days (issue #26 item 8):
 * those holding a word that begins with each word typed (order number, PO number, a line's title or
 * SKU), read from order_search_words' index alone; those of a buyer whose e-mail holds the text,
 * through users' trigram index; and those of an account whose name holds it (few accounts, read whole).
 */
function matchedOrders(text: string, filter: StaffOrderListFilter): SQL {
  const days = (createdAt: SQL) => dayRange(createdAt, filter.dateFrom, filter.dateTo);
  const byWords = typedOrderWords(text).map(
    (word) => sql`SELECT w.order_id AS id, w.created_at FROM order_search_words w WHERE ${whereAll([sql`w.word LIKE lower(${prefixPattern(word)})`, ...days(sql`w.created_at`)])}`,
  );
  const byPeople = matchedByBuyerOrAccount(text, filter);
  return byWords.length > 0 ? sql`(${sql.join(byWords, sql` INTERSECT `)}) UNION ${byPeople}` : byPeople;
}

/** The placed orders (id, created_at), within the filter's days, of a buyer whose e-mail holds the text and of an account whose name does. */
function matchedByBuyerOrAccount(text: string, filter: StaffOrderListFilter): SQL {
  const days = (createdAt: SQL) => dayRange(createdAt, filter.dateFrom, filter.dateTo);
  const pattern = containsPattern(text);
  return sql`SELECT uo.id, uo.created_at FROM orders uo
    WHERE ${whereAll([sql`uo.order_number IS NOT NULL`, sql`uo.user_id IN (SELECT u.id FROM users u WHERE u.email ILIKE ${pattern})`, ...days(sql`uo.created_at`)])}
    UNION SELECT ao.id, ao.created_at FROM orders ao
    WHERE ${whereAll([sql`ao.order_number IS NOT NULL`, sql`ao.account_id IN (SELECT a.id FROM accounts a WHERE a.name ILIKE ${pattern})`, ...days(sql`ao.created_at`)])}`;
}

/** The list's filter, or (issue #30) the orders chosen by id. */
function listConditions(filter: StaffOrderListFilter): SQL {
  // Placed orders only: the condition of the partial indexes the list reads.
  const conditions: SQL[] = [sql`o.order_number IS NOT NULL`, ...dayRange(sql`o.created_at`, filter.dateFrom, filter.dateTo)];
  // Whole numbers only (the query's schema): one array parameter, whatever the count.
  if (filter.ids) conditions.push(sql`o.id = ANY(${`{${filter.ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`);
  if (filter.status) conditions.push(sql`o.fulfilment_status = ${filter.status}`);
  if (filter.accountNumber) conditions.push(sql`o.account_id = (SELECT a.id FROM accounts a WHERE a.account_number = ${filter.accountNumber})`);
  if (filter.deliveryDate) conditions.push(sql`o.delivery_date = ${filter.deliveryDate}::date`);
  if (filter.zone) conditions.push(sql`o.delivery_zone = ${filter.zone}`);
  if (filter.text) conditions.push(sql`o.id IN (SELECT matched.id FROM (${matchedOrders(filter.text, filter)}) matched)`);
  return sql.join(conditions, sql` AND `);
}

/**
 * Words and days alone, in order of time: the matched orders are sorted, paged and counted by what the
 * words' index holds, and only the page's orders are read (a SKU in 2,000 orders reads 25 of them).
 */
function matchedInTimeOrder(filter: StaffOrderListFilter, sort: StaffOrderSort): SQL | null {
  if (!filter.text || filter.status || filter.accountNumber || filter.deliveryDate || filter.zone) return null;
  if (sort !== '-created_at' && sort !== 'created_at') return null;
  return matchedOrders(filter.text, filter);
}

const MATCHED_ORDER_BY: Record<'-created_at' | 'created_at', SQL> = {
  '-created_at': sql`matched.created_at DESC, matched.id DESC`,
  created_at: sql`matched.created_at ASC, matched.id ASC`,
};

const LIST_COLUMNS = sql`o.id, o.order_number, a.account_number, a.name AS account_name, o.created_at, o.fulfilment_status,
  o.payment_method, o.status, o.total_cents, o.shipping_info->>'purchase_order_no' AS purchase_order_no,
  o.delivery_date::text AS delivery_date, o.delivery_zone, o.held_at IS NOT NULL AS on_hold`;

type ListRow = {
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
  delivery_date: string | null;
  delivery_zone: string | null;
  on_hold: boolean;
};

function toListRow(row: ListRow): StaffOrderRow {
  return {
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
    deliveryDate: row.delivery_date,
    deliveryZone: row.delivery_zone,
    onHold: row.on_hold,
  };
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

/** How the search box looks for words that many orders hold (its tests make them small). */
export type SearchBoxTuning = {
  /** Index entries of a typed word's prefix from which the box counts only to its cap ('CS-' is in every order number). */
  denseWordEntries: number;
  /**
   * Index entries of one word typed alone from which its newest orders are first looked for among the newest orders
   * (reading all its entries would cost more); below it they are taken from its entries (5,000 in 2 ms).
   */
  wideWordEntries: number;
  /** The newest placed orders the box looks among first. */
  recentOrders: number;
};

const SEARCH_BOX_TUNING: SearchBoxTuning = { denseWordEntries: 500, wideWordEntries: 5_000, recentOrders: 200 };

/**
 * The order holds a word beginning with `word`, looked up by the order's own words (order_search_words_order_idx,
 * a dozen or so), once per order read: `left() =` is not a pattern the words' index could be read by instead, and
 * OFFSET 0 keeps the check per order rather than one hash of every order the word is in.
 */
function holdsWordAt(orderId: SQL, word: string): SQL {
  return sql`EXISTS (SELECT 1 FROM order_search_words w WHERE w.order_id = ${orderId} AND left(w.word, length(lower(${word}))) = lower(${word}) OFFSET 0)`;
}

/** The box's orders for words many orders hold: every word begins one of the order's, or the buyer's e-mail or account's name holds the text. */
function denseBoxConditions(text: string, words: string[]): SQL {
  const pattern = containsPattern(text);
  return sql`o.order_number IS NOT NULL AND ((${sql.join(words.map((word) => holdsWordAt(sql`o.id`, word)), sql` AND `)})
    OR o.user_id IN (SELECT u.id FROM users u WHERE u.email ILIKE ${pattern})
    OR o.account_id IN (SELECT a2.id FROM accounts a2 WHERE a2.name ILIKE ${pattern}))`;
}

/**
 * The newest `limit` orders one dense word finds, as (id, created_at): the word's newest entries in the words'
 * index (read whole and sorted: 10,000 entries in 4 ms), with the buyers' and accounts' orders.
 */
function newestForOneWord(text: string, word: string, limit: number): SQL {
  return sql`(SELECT DISTINCT ON (w.created_at, w.order_id) w.order_id AS id, w.created_at FROM order_search_words w
      WHERE w.word LIKE lower(${prefixPattern(word)}) ORDER BY w.created_at DESC, w.order_id DESC LIMIT ${limit})
    UNION ${matchedByBuyerOrAccount(text, {})}`;
}

export function createStaffOrdersRepo(db: DbExecutor) {
  async function countOf(query: SQL): Promise<number> {
    const result = await db.execute<{ total: number }>(query);
    return result.rows[0]?.total ?? 0;
  }

  /** Up to `readUpTo` of a typed word's index entries: how many, and how many orders they are of (only placed orders have words). */
  async function probeWord(word: string, readUpTo: number): Promise<{ entries: number; orders: number }> {
    const result = await db.execute<{ entries: number; orders: number }>(sql`SELECT count(*)::int AS entries, count(DISTINCT read.order_id)::int AS orders
      FROM (SELECT w.order_id FROM order_search_words w WHERE w.word LIKE lower(${prefixPattern(word)}) LIMIT ${readUpTo}) read`);
    return result.rows[0] ?? { entries: 0, orders: 0 };
  }

  /** The newest `limit` among the newest placed orders that the search box's dense words find. */
  async function recentRows(text: string, words: string[], limit: number, tuning: SearchBoxTuning): Promise<StaffOrderRow[]> {
    const result = await db.execute<ListRow>(sql`SELECT ${LIST_COLUMNS}
      FROM (SELECT * FROM orders o WHERE o.order_number IS NOT NULL ORDER BY o.created_at DESC, o.id DESC LIMIT ${tuning.recentOrders}) o
      JOIN accounts a ON a.id = o.account_id WHERE ${denseBoxConditions(text, words)} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`);
    return result.rows.map(toListRow);
  }

  /** The newest `limit` of `matched` (id, created_at) as list rows. */
  async function newestRows(matched: SQL, limit: number): Promise<StaffOrderRow[]> {
    const result = await db.execute<ListRow>(sql`
      WITH matched AS (${matched})
      SELECT ${LIST_COLUMNS}
      FROM (SELECT matched.id FROM matched ORDER BY matched.created_at DESC, matched.id DESC LIMIT ${limit}) newest
      JOIN orders o ON o.id = newest.id JOIN accounts a ON a.id = o.account_id
      ORDER BY o.created_at DESC, o.id DESC`);
    return result.rows.map(toListRow);
  }

  const repo = {
    /** One page of placed orders matching the filter, and how many match. */
    async listStaffOrders(filter: StaffOrderListFilter, page: StaffOrderListPage): Promise<{ rows: StaffOrderRow[]; total: number }> {
      const matched = matchedInTimeOrder(filter, page.sort);
      if (matched) {
        // One statement pages and counts what the words find: they are gathered once, not twice.
        const result = await db.execute<ListRow & { total: number }>(sql`
          WITH matched AS (${matched}),
          paged AS (
            SELECT matched.id, count(*) OVER ()::int AS total FROM matched
            ORDER BY ${MATCHED_ORDER_BY[page.sort as '-created_at' | 'created_at']} LIMIT ${page.limit} OFFSET ${page.offset})
          SELECT ${LIST_COLUMNS}, paged.total
          FROM paged JOIN orders o ON o.id = paged.id JOIN accounts a ON a.id = o.account_id
          ORDER BY ${ORDER_BY[page.sort]}`);
        // A page past the last has no row to carry the count.
        const total = result.rows[0]?.total ?? (await countOf(sql`SELECT count(*)::int AS total FROM (${matched}) matched`));
        return { rows: result.rows.map(toListRow), total };
      }
      const where = listConditions(filter);
      const [result, total] = await Promise.all([
        db.execute<ListRow>(sql`
          SELECT ${LIST_COLUMNS}
          FROM orders o JOIN accounts a ON a.id = o.account_id
          WHERE ${where}
          ORDER BY ${ORDER_BY[page.sort]}
          LIMIT ${page.limit} OFFSET ${page.offset}`),
        countOf(sql`SELECT count(*)::int AS total FROM orders o WHERE ${where}`),
      ]);
      return { rows: result.rows.map(toListRow), total };
    },

    /**
     * The search box's orders (issue #30 Part 5): the newest `limit` the list finds for `text`, and how many,
     * counted to `countCap` when every word typed is so common that counting them all would hold up each
     * key typed ('CS-' is in every order number): then `isMore` says the list finds more than `total`.
     */
    async findForSearchBox(text: string, limit: number, countCap: number, tuning: SearchBoxTuning = SEARCH_BOX_TUNING): Promise<{ rows: StaffOrderRow[]; total: number; isMore: boolean }> {
      const words = typedOrderWords(text);
      const exactly = async () => ({ ...(await repo.listStaffOrders({ text }, { sort: '-created_at', limit, offset: 0 })), isMore: false });
      if (words.length === 0) return exactly();
      const [first = '', ...others] = words;
      const probes = await Promise.all(words.map((word) => probeWord(word, others.length === 0 ? tuning.wideWordEntries : tuning.denseWordEntries)));
      if (probes.some((probe) => probe.entries < tuning.denseWordEntries)) return exactly();
      const capped = (rows: StaffOrderRow[]) => ({ rows, total: countCap, isMore: true });
      if (others.length === 0) {
        // The orders among the entries read are at most all the word's: when they pass the cap, so do those.
        if ((probes[0]?.orders ?? 0) <= countCap) return exactly();
        const isWide = (probes[0]?.entries ?? 0) >= tuning.wideWordEntries;
        const recent = isWide ? await recentRows(text, words, limit, tuning) : [];
        return capped(recent.length === limit ? recent : await newestRows(newestForOneWord(text, first, limit), limit));
      }
      const [recent, counted] = await Promise.all([
        recentRows(text, words, limit, tuning),
        // The placed orders among the first word's first index entries that hold the others, to the cap.
        countOf(sql`SELECT count(*)::int AS total FROM (
          SELECT d.order_id FROM (SELECT DISTINCT w.order_id FROM (SELECT order_id FROM order_search_words WHERE word LIKE lower(${prefixPattern(first)}) LIMIT ${tuning.denseWordEntries}) w) d
          WHERE ${whereAll(others.map((word) => holdsWordAt(sql`d.order_id`, word)))}
          LIMIT ${countCap + 1}) capped`),
      ]);
      // Many entries in few orders (rare): counted exactly, as the list does.
      if (counted <= countCap) return exactly();
      return capped(recent.length === limit ? recent : await newestRows(matchedOrders(text, {}), limit));
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
        delivery_date: string | null;
        delivery_zone: string | null;
        sku: string | null;
        title: string;
        qty: number;
        unit_price_cents: number;
        line_total_cents: number;
      }>(sql`
        WITH page AS (
          SELECT o.id, o.order_number, o.created_at, o.created_at::text AS cursor_at, o.account_id, o.shipping_info->>'purchase_order_no' AS purchase_order_no,
                 o.payment_method, o.status, o.fulfilment_status, o.sub_total_cents, o.tax_total_cents, o.shipping_cents, o.total_cents,
                 o.delivery_date::text AS delivery_date, o.delivery_zone
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
        deliveryDate: row.delivery_date,
        deliveryZone: row.delivery_zone ?? '',
      }));
      const last = result.rows.at(-1);
      const orderCount = new Set(result.rows.map((row) => row.id)).size;
      // The timestamp as PostgreSQL writes it is exact (a Date would drop its microseconds).
      return { lines, next: last && orderCount === limit ? { createdAt: last.cursor_at, id: last.id } : null };
    },
  };
  return repo;
}
export type StaffOrdersRepo = ReturnType<typeof createStaffOrdersRepo>;
