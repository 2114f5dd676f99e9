// The SQL of returns (issue #30 Part 2): its own tables written, and the order, its lines, the account and
// the buyer read beside them (declared in src/shared/domains/returns.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { ReturnReason, ReturnStatus } from '../../../shared/schemas/returns.ts';
import type { DbExecutor } from '../../db/executor.ts';

export type ReturnLineRow = { returnId: number; lineId: number; sku: string; title: string; qty: number; unitPriceCents: number; reason: ReturnReason; detail: string };

export type ReturnRow = {
  id: number;
  accountId: number;
  accountNumber: string;
  accountName: string;
  orderId: number;
  orderNumber: string;
  requestedBy: string | null;
  status: ReturnStatus;
  note: string;
  instructions: string | null;
  declineReason: string | null;
  restock: boolean | null;
  decidedBy: string | null;
  receivedBy: string | null;
  creditedCents: number | null;
  creditNoteNumbers: string[];
  /** ISO 8601, UTC. */
  createdAt: string;
  decidedAt: string | null;
  receivedAt: string | null;
  creditedAt: string | null;
  lines: ReturnLineRow[];
};

/** An order as a return asks of it: whose, how far it went, and each line with what was shipped. */
export type OrderToReturn = {
  id: number;
  orderNumber: string;
  fulfilmentStatus: string;
  lines: { id: number; sku: string; title: string; qty: number; shippedQty: number }[];
};

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const RETURN_FIELDS = sql`r.id, r.account_id AS "accountId", a.account_number AS "accountNumber", a.name AS "accountName", r.order_id AS "orderId",
  o.order_number AS "orderNumber", u.email AS "requestedBy", r.status, r.note, r.instructions, r.decline_reason AS "declineReason", r.restock,
  r.decided_by_email AS "decidedBy", r.received_by_email AS "receivedBy", r.credited_cents AS "creditedCents",
  coalesce(r.credit_note_numbers, '{}') AS "creditNoteNumbers", ${iso(sql`r.created_at`)} AS "createdAt", ${iso(sql`r.decided_at`)} AS "decidedAt",
  ${iso(sql`r.received_at`)} AS "receivedAt", ${iso(sql`r.credited_at`)} AS "creditedAt"`;
const RETURN_FROM = sql`returns r JOIN accounts a ON a.id = r.account_id JOIN orders o ON o.id = r.order_id LEFT JOIN users u ON u.id = r.user_id`;

export function createReturnsRepo(db: DbExecutor) {
  const rows = async <T>(query: SQL) => (await db.execute<T & Record<string, unknown>>(query)).rows as T[];

  async function withLines(found: Omit<ReturnRow, 'lines'>[]): Promise<ReturnRow[]> {
    if (found.length === 0) return [];
    const ids = found.map((row) => row.id);
    const lines = await rows<ReturnLineRow>(sql`
      SELECT rl.return_id AS "returnId", rl.order_line_id AS "lineId", ol.sku, ol.title, rl.qty, ol.unit_price_cents AS "unitPriceCents", rl.reason, rl.detail
      FROM return_lines rl JOIN order_lines ol ON ol.id = rl.order_line_id
      WHERE rl.return_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY rl.return_id, ol.id`);
    return found.map((row) => ({ ...row, lines: lines.filter((line) => line.returnId === row.id) }));
  }

  return {
    /** Within a transaction: returns of one order are asked one at a time (two at once cannot both take the last carton back). */
    async lockOrderReturns(orderId: number): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(30302, ${orderId})`);
    },

    async findOrderToReturn(accountId: number, orderId: number): Promise<OrderToReturn | null> {
      const [order] = await rows<Omit<OrderToReturn, 'lines'>>(sql`
        SELECT id, order_number AS "orderNumber", fulfilment_status AS "fulfilmentStatus" FROM orders
        WHERE id = ${orderId} AND account_id = ${accountId} AND order_number IS NOT NULL`);
      if (!order) return null;
      const lines = await rows<OrderToReturn['lines'][number]>(sql`
        SELECT id, sku, title, qty, shipped_qty AS "shippedQty" FROM order_lines WHERE order_id = ${orderId} ORDER BY id`);
      return { ...order, lines };
    },

    /** What returns of the order not declined have asked for, by order line. */
    async askedByLine(orderId: number): Promise<Map<number, number>> {
      const found = await rows<{ lineId: number; qty: number }>(sql`
        SELECT rl.order_line_id AS "lineId", sum(rl.qty)::int AS qty FROM return_lines rl JOIN returns r ON r.id = rl.return_id
        WHERE r.order_id = ${orderId} AND r.status <> 'declined' GROUP BY rl.order_line_id`);
      return new Map(found.map((row) => [row.lineId, row.qty]));
    },

    async insertReturn(input: { accountId: number; orderId: number; userId: number; note: string; lines: { lineId: number; qty: number; reason: ReturnReason; detail: string }[] }): Promise<number> {
      const [inserted] = await rows<{ id: number }>(sql`
        INSERT INTO returns (account_id, order_id, user_id, note) VALUES (${input.accountId}, ${input.orderId}, ${input.userId}, ${input.note}) RETURNING id`);
      if (!inserted) throw new Error('the return was not written');
      const values = input.lines.map((line) => sql`(${inserted.id}, ${line.lineId}, ${line.qty}, ${line.reason}, ${line.detail})`);
      await db.execute(sql`INSERT INTO return_lines (return_id, order_line_id, qty, reason, detail) VALUES ${sql.join(values, sql`, `)}`);
      return inserted.id;
    },

    /** One return: the account's only when `accountId` is given (the buyer), any for staff. */
    async findReturn(id: number, accountId?: number): Promise<ReturnRow | null> {
      const found = await rows<Omit<ReturnRow, 'lines'>>(sql`
        SELECT ${RETURN_FIELDS} FROM ${RETURN_FROM} WHERE r.id = ${id} ${accountId === undefined ? sql`` : sql`AND r.account_id = ${accountId}`}`);
      const [row] = await withLines(found);
      return row ?? null;
    },

    /** Returns newest first, an account's or (staff) all, by status, a page at a time. */
    async findReturnPage(filter: { accountId?: number; status?: ReturnStatus }, limit: number, offset: number): Promise<{ rows: ReturnRow[]; total: number }> {
      const conditions = [sql`true`];
      if (filter.accountId !== undefined) conditions.push(sql`r.account_id = ${filter.accountId}`);
      if (filter.status !== undefined) conditions.push(sql`r.status = ${filter.status}`);
      const where = sql.join(conditions, sql` AND `);
      const [found, [count]] = await Promise.all([
        rows<Omit<ReturnRow, 'lines'>>(sql`SELECT ${RETURN_FIELDS} FROM ${RETURN_FROM} WHERE ${where} ORDER BY r.id DESC LIMIT ${limit} OFFSET ${offset}`),
        rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM returns r WHERE ${where}`),
      ]);
      return { rows: await withLines(found), total: count?.total ?? 0 };
    },

    /** The return's status, locked until the transaction ends. */
    async lockReturn(id: number): Promise<{ id: number; status: ReturnStatus; orderId: number; accountId: number } | null> {
      const [found] = await rows<{ id: number; status: ReturnStatus; orderId: number; accountId: number }>(sql`
        SELECT id, status, order_id AS "orderId", account_id AS "accountId" FROM returns WHERE id = ${id} FOR UPDATE`);
      return found ?? null;
    },

    async decide(id: number, decision: { status: 'approved'; instructions: string } | { status: 'declined'; reason: string }, by: { staffId: number | null; email: string }): Promise<void> {
      const words = decision.status === 'approved' ? sql`instructions = ${decision.instructions}` : sql`decline_reason = ${decision.reason}`;
      await db.execute(sql`
        UPDATE returns SET status = ${decision.status}, ${words}, decided_by_staff_id = ${by.staffId}, decided_by_email = ${by.email}, decided_at = now(), updated_at = now()
        WHERE id = ${id}`);
    },

    /** Received, with the lease on crediting it taken by whoever received it. */
    async markReceived(id: number, restock: boolean, by: { staffId: number | null; email: string }): Promise<void> {
      await db.execute(sql`
        UPDATE returns SET status = 'received', restock = ${restock}, received_by_staff_id = ${by.staffId}, received_by_email = ${by.email}, received_at = now(),
          credit_lease_at = now(), updated_at = now()
        WHERE id = ${id}`);
    },

    /** Takes the lease on crediting a received return when nobody holds it or its holder has been gone `staleSeconds`. */
    async takeCreditLease(id: number, staleSeconds: number): Promise<boolean> {
      const taken = await rows<{ id: number }>(sql`
        UPDATE returns SET credit_lease_at = now() WHERE id = ${id} AND status = 'received'
          AND (credit_lease_at IS NULL OR credit_lease_at <= now() - make_interval(secs => ${staleSeconds}))
        RETURNING id`);
      return taken.length > 0;
    },

    /** Seconds since the lease on crediting was taken (null: none held). */
    async creditLeaseAge(id: number): Promise<number | null> {
      const [found] = await rows<{ age: number | null }>(sql`SELECT extract(epoch FROM now() - credit_lease_at)::float8 AS age FROM returns WHERE id = ${id}`);
      return found?.age ?? null;
    },

    /** Gives the lease back when crediting failed, so staff may try again at once. */
    async releaseCreditLease(id: number): Promise<void> {
      await db.execute(sql`UPDATE returns SET credit_lease_at = NULL WHERE id = ${id} AND status = 'received'`);
    },

    async markCredited(id: number, creditedCents: number, creditNoteNumbers: string[]): Promise<void> {
      const numbers = creditNoteNumbers.length === 0 ? sql`'{}'::text[]` : sql`ARRAY[${sql.join(creditNoteNumbers.map((number) => sql`${number}`), sql`, `)}]::text[]`;
      await db.execute(sql`
        UPDATE returns SET status = 'credited', credited_cents = ${creditedCents}, credit_note_numbers = ${numbers}, credited_at = now(), credit_lease_at = NULL, updated_at = now()
        WHERE id = ${id}`);
    },

    /** How many returns wait for the desk (asked, or approved and not yet received). */
    async countWaiting(): Promise<number> {
      const [found] = await rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM returns WHERE status IN ('requested', 'approved')`);
      return found?.total ?? 0;
    },
  };
}
export type ReturnsRepo = ReturnType<typeof createReturnsRepo>;
