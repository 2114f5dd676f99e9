// The invoicing domain's SQL (issue #28 Part 1): what an order gives its invoice (read from the orders'
// and accounts' tables, declared in src/shared/domains/invoicing.ts), the gap-free number, the invoice
// written once, and an account's invoices a page at a time.
import { sql } from 'drizzle-orm';
import type { BillingInfo } from '../../../shared/schemas/addresses.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { CREDITED_CENTS, OWED_CENTS, PAID_CENTS } from './invoice-owed.ts';
import type { InvoiceSnapshot } from './invoice-snapshot.ts';

export type OrderToInvoice = {
  id: number;
  accountId: number;
  orderNumber: string | null;
  paymentMethod: string;
  purchaseOrderNumber: string | null;
  billing: BillingInfo;
  region: string | null;
  country: string | null;
  taxRateBasisPoints: number;
  /** Freight excl. GST (issue #29). */
  shippingCents: number;
  discountCents: number;
  accountName: string;
  accountNumber: string;
  isInvoiced: boolean;
  lines: { sku: string; title: string; qty: number; unitPriceCents: number; lineTotalCents: number }[];
};

export type NewInvoice = {
  invoiceNumber: string;
  /** Issue #30: the shipment it is for (an on-account order's dispatch); null for a card order's. */
  shipmentId: number | null;
  accountId: number;
  orderId: number;
  dueOn: string | null;
  isPaidByCard: boolean;
  subTotalCents: number;
  gstCents: number;
  totalCents: number;
  snapshot: InvoiceSnapshot;
};

export type InvoiceStatus = 'paid' | 'unpaid' | 'overdue';

export type InvoiceRow = {
  id: number;
  accountId: number;
  invoiceNumber: string;
  orderId: number;
  orderNumber: string;
  /** ISO 8601, UTC. */
  issuedAt: string;
  dueOn: string | null;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  /** What it still owes: below 0 when credited after it was paid. */
  owedCents: number;
  snapshot: InvoiceSnapshot;
};


const INVOICE_FIELDS = sql`i.id, i.account_id AS "accountId", i.invoice_number AS "invoiceNumber", i.order_id AS "orderId",
  i.snapshot->>'orderNumber' AS "orderNumber", to_char(i.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt", i.due_on::text AS "dueOn", i.total_cents AS "totalCents",
  ${PAID_CENTS} AS "paidCents", ${CREDITED_CENTS} AS "creditedCents", ${OWED_CENTS} AS "owedCents", i.snapshot`;

function statusCondition(status: InvoiceStatus | undefined, today: string) {
  if (status === 'paid') return sql`${OWED_CENTS} <= 0`;
  if (status === 'unpaid') return sql`${OWED_CENTS} > 0`;
  if (status === 'overdue') return sql`${OWED_CENTS} > 0 AND i.due_on < ${today}::date`;
  return sql`TRUE`;
}

export function createInvoicingRepo(db: DbExecutor) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows as T[];

  return {
    async findOrderToInvoice(orderId: number): Promise<OrderToInvoice | null> {
      const [order] = await rows<Omit<OrderToInvoice, 'lines'>>(sql`
        SELECT o.id, o.account_id AS "accountId", o.order_number AS "orderNumber", o.payment_method AS "paymentMethod",
          nullif(o.shipping_info->>'purchase_order_no', '') AS "purchaseOrderNumber", o.billing_info AS billing,
          (SELECT r.name FROM regions r WHERE r.id = (o.billing_info->>'region_id')::int) AS region,
          (SELECT c.title FROM countries c WHERE c.id = (o.billing_info->>'country_id')::int) AS country,
          o.tax_rate_basis_points AS "taxRateBasisPoints", o.discount_cents AS "discountCents",
          -- Freight excl. GST, whichever way the order showed it (total = goods + freight + GST − discount).
          o.total_cents + o.discount_cents - o.tax_total_cents
            - coalesce((SELECT sum(l.line_total_cents) FROM order_lines l WHERE l.order_id = o.id), 0)::int AS "shippingCents",
          a.name AS "accountName", a.account_number AS "accountNumber",
          EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id) AS "isInvoiced"
        FROM orders o JOIN accounts a ON a.id = o.account_id
        WHERE o.id = ${orderId}`);
      if (!order) return null;
      const lines = await rows<OrderToInvoice['lines'][number]>(sql`
        SELECT sku, title, qty, unit_price_cents AS "unitPriceCents", line_total_cents AS "lineTotalCents"
        FROM order_lines WHERE order_id = ${orderId} ORDER BY id`);
      return { ...order, lines };
    },

    /**
     * Issue #30: a shipment's lines as its invoice shows them (the quantity it carried at the order's unit
     * price), whether it completed the order, and the order's invoices before it.
     */
    async findShipmentToInvoice(shipmentId: number): Promise<{ lines: OrderToInvoice['lines']; isOrderShipped: boolean; earlier: { count: number; subTotalCents: number; gstCents: number } }> {
      const lines = await rows<OrderToInvoice['lines'][number]>(sql`
        SELECT l.sku, l.title, sl.qty, l.unit_price_cents AS "unitPriceCents", (l.unit_price_cents * sl.qty) AS "lineTotalCents"
        FROM order_shipment_lines sl JOIN order_lines l ON l.id = sl.order_line_id WHERE sl.shipment_id = ${shipmentId} ORDER BY l.id`);
      const [state] = await rows<{ isOrderShipped: boolean; count: number; subTotalCents: string; gstCents: string }>(sql`
        SELECT NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = s.order_id AND l.shipped_qty < l.qty) AS "isOrderShipped",
          (SELECT count(*)::int FROM invoices i WHERE i.order_id = s.order_id) AS count,
          (SELECT coalesce(sum(i.sub_total_cents), 0)::text FROM invoices i WHERE i.order_id = s.order_id) AS "subTotalCents",
          (SELECT coalesce(sum(i.gst_cents), 0)::text FROM invoices i WHERE i.order_id = s.order_id) AS "gstCents"
        FROM order_shipments s WHERE s.id = ${shipmentId}`);
      if (!state) throw new Error(`shipment ${shipmentId} does not exist`);
      return { lines, isOrderShipped: state.isOrderShipped, earlier: { count: state.count, subTotalCents: Number(state.subTotalCents), gstCents: Number(state.gstCents) } };
    },

    /** The next invoice number, moved on in the caller's transaction (a rollback gives it back: no gaps). */
    async takeInvoiceNumber(): Promise<number> {
      const [taken] = await rows<{ number: string }>(sql`UPDATE invoice_number_counter SET last_number = last_number + 1 WHERE id = 1 RETURNING last_number::text AS number`);
      if (!taken) throw new Error('invoice_number_counter has no row');
      return Number(taken.number);
    },

    async insertInvoice(invoice: NewInvoice): Promise<number> {
      const [inserted] = await rows<{ id: number }>(sql`
        INSERT INTO invoices (invoice_number, account_id, order_id, shipment_id, due_on, is_paid_by_card, sub_total_cents, gst_cents, total_cents, snapshot)
        VALUES (${invoice.invoiceNumber}, ${invoice.accountId}, ${invoice.orderId}, ${invoice.shipmentId}, ${invoice.dueOn}::date, ${invoice.isPaidByCard},
          ${invoice.subTotalCents}, ${invoice.gstCents}, ${invoice.totalCents}, ${JSON.stringify(invoice.snapshot)}::jsonb)
        RETURNING id`);
      if (!inserted) throw new Error(`invoice ${invoice.invoiceNumber} was not written`);
      return inserted.id;
    },

    /** An account's invoices, newest first, a page at a time, with how many there are and what it owes. */
    async findInvoicePage(accountId: number, filter: { status?: InvoiceStatus; today: string }, limit: number, offset: number) {
      const where = sql`i.account_id = ${accountId} AND ${statusCondition(filter.status, filter.today)}`;
      const [found, [summary]] = await Promise.all([
        rows<InvoiceRow>(sql`
          SELECT ${INVOICE_FIELDS}
          FROM invoices i WHERE ${where}
          ORDER BY i.issued_at DESC, i.id DESC LIMIT ${limit} OFFSET ${offset}`),
        rows<{ total: number; owedCents: string; overdueCents: string }>(sql`
          SELECT (SELECT count(*)::int FROM invoices i WHERE ${where}) AS total,
            coalesce(sum(greatest(${OWED_CENTS}, 0)), 0)::text AS "owedCents",
            coalesce(sum(greatest(${OWED_CENTS}, 0)) FILTER (WHERE i.due_on < ${filter.today}::date), 0)::text AS "overdueCents"
          FROM invoices i WHERE i.account_id = ${accountId}`),
      ]);
      return { rows: found, total: summary?.total ?? 0, owedCents: Number(summary?.owedCents ?? 0), overdueCents: Number(summary?.overdueCents ?? 0) };
    },

    /** One invoice, only if it is the account's. */
    async findInvoice(accountId: number, id: number): Promise<InvoiceRow | null> {
      const [found] = await rows<InvoiceRow>(sql`
        SELECT ${INVOICE_FIELDS}
        FROM invoices i WHERE i.id = ${id} AND i.account_id = ${accountId}`);
      return found ?? null;
    },

    /** The invoices of an order of the account, oldest first: one, or one a shipment when sent in parts (the order page links them). */
    async findInvoicesOfOrder(accountId: number, orderId: number): Promise<{ id: number; invoiceNumber: string }[]> {
      return rows<{ id: number; invoiceNumber: string }>(sql`
        SELECT id, invoice_number AS "invoiceNumber" FROM invoices WHERE order_id = ${orderId} AND account_id = ${accountId} ORDER BY id`);
    },

    /** Where an account's invoices go: its accounts e-mail, else its managers. */
    async findInvoiceRecipients(accountId: number): Promise<string[]> {
      const found = await rows<{ email: string }>(sql`
        SELECT a.accounts_email AS email FROM accounts a WHERE a.id = ${accountId} AND a.accounts_email IS NOT NULL
        UNION ALL
        SELECT u.email FROM account_users au JOIN users u ON u.id = au.user_id
        WHERE au.account_id = ${accountId} AND au.role = 'manager' AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = ${accountId} AND a.accounts_email IS NOT NULL)`);
      return found.map((row) => row.email);
    },

    /** The back office's invoices, newest first: by status, account number and New Zealand day of issue. */
    async findStaffInvoicePage(filter: { status?: InvoiceStatus; accountNumber?: string; dateFrom?: string; dateTo?: string; today: string }, limit: number, offset: number) {
      const conditions = [statusCondition(filter.status, filter.today)];
      if (filter.accountNumber !== undefined) conditions.push(sql`a.account_number = ${filter.accountNumber}`);
      if (filter.dateFrom !== undefined) conditions.push(sql`(i.snapshot->>'issuedOn') >= ${filter.dateFrom}`);
      if (filter.dateTo !== undefined) conditions.push(sql`(i.snapshot->>'issuedOn') <= ${filter.dateTo}`);
      const where = sql.join(conditions, sql` AND `);
      const [found, [count]] = await Promise.all([
        rows<InvoiceRow & { accountNumber: string; accountName: string }>(sql`
          SELECT ${INVOICE_FIELDS}, a.account_number AS "accountNumber", a.name AS "accountName"
          FROM invoices i JOIN accounts a ON a.id = i.account_id WHERE ${where}
          ORDER BY i.issued_at DESC, i.id DESC LIMIT ${limit} OFFSET ${offset}`),
        rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM invoices i JOIN accounts a ON a.id = i.account_id WHERE ${where}`),
      ]);
      return { rows: found, total: count?.total ?? 0 };
    },

    /** An invoice's credit notes, oldest first (the back office's invoice page). */
    async findCreditNotesOfInvoice(invoiceId: number) {
      return rows<{ id: number; creditNoteNumber: string; issuedAt: string; reason: string; totalCents: number }>(sql`
        SELECT id, credit_note_number AS "creditNoteNumber", to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "issuedAt", reason, total_cents AS "totalCents"
        FROM credit_notes WHERE invoice_id = ${invoiceId} ORDER BY id`);
    },

    async findInvoiceById(id: number): Promise<InvoiceRow | null> {
      const [found] = await rows<InvoiceRow>(sql`
        SELECT ${INVOICE_FIELDS}
        FROM invoices i WHERE i.id = ${id}`);
      return found ?? null;
    },
  };
}
export type InvoicingRepo = ReturnType<typeof createInvoicingRepo>;
