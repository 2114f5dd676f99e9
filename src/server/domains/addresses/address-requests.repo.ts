// Address change requests as staff decide them (issue #17 Part 4): listed with their account and the
// address as it is, applied to the address (which keeps its integration code) or declined.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { parseTimestamp } from '../../db/pg-timestamp.ts';
import type { AddressRequestStatus } from '../../../shared/schemas/admin-address-requests.ts';

export type AddressLines = { line1: string; line2: string | null; suburb: string; city: string; postCode: string };

export type AddressRequest = {
  id: number;
  status: AddressRequestStatus;
  account: { id: number; accountNumber: string; name: string; externalCode: string | null };
  addressId: number;
  integrationCode: string | null;
  /** Other open requests for the same address, oldest first; empty once this one is decided. */
  conflictingRequestIds: number[];
  current: AddressLines;
  requested: AddressLines;
  requestedBy: string | null;
  declineReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

type Row = {
  id: number;
  status: AddressRequestStatus;
  account_id: number;
  account_number: string;
  account_name: string;
  account_external_code: string | null;
  address_id: number;
  integration_code: string | null;
  conflicting_request_ids: number[];
  line_1: string;
  line_2: string | null;
  suburb: string;
  city: string;
  post_code: string;
  now_line_1: string;
  now_line_2: string | null;
  now_suburb: string;
  now_city: string;
  now_post_code: string;
  requested_by: string | null;
  decline_reason: string | null;
  created_at: string | Date;
  decided_at: string | Date | null;
  total?: number;
};

const SELECT_REQUESTS = sql`
  SELECT q.id, q.status, q.account_id, acc.account_number, acc.name AS account_name, acc.external_code AS account_external_code,
    q.address_id, a.integration_code,
    CASE WHEN q.status = 'open' THEN ARRAY(
      SELECT o.id FROM address_change_requests o WHERE o.status = 'open' AND o.address_id = q.address_id AND o.id <> q.id ORDER BY o.id
    ) ELSE '{}'::int[] END AS conflicting_request_ids,
    q.line_1, q.line_2, q.suburb, q.city, q.post_code,
    a.line_1 AS now_line_1, a.line_2 AS now_line_2, a.suburb AS now_suburb, a.city AS now_city, a.post_code AS now_post_code,
    u.email AS requested_by, q.decline_reason, q.created_at, q.decided_at
  FROM address_change_requests q
  JOIN addresses a ON a.id = q.address_id
  JOIN accounts acc ON acc.id = q.account_id
  LEFT JOIN users u ON u.id = q.requested_by`;

function toRequest(row: Row): AddressRequest {
  return {
    id: row.id,
    status: row.status,
    account: { id: row.account_id, accountNumber: row.account_number, name: row.account_name, externalCode: row.account_external_code },
    addressId: row.address_id,
    integrationCode: row.integration_code,
    conflictingRequestIds: row.conflicting_request_ids.map(Number),
    current: { line1: row.now_line_1, line2: row.now_line_2, suburb: row.now_suburb, city: row.now_city, postCode: row.now_post_code },
    requested: { line1: row.line_1, line2: row.line_2, suburb: row.suburb, city: row.city, postCode: row.post_code },
    requestedBy: row.requested_by,
    declineReason: row.decline_reason,
    createdAt: parseTimestamp(row.created_at),
    decidedAt: row.decided_at === null ? null : parseTimestamp(row.decided_at),
  };
}

export function createAddressRequestsRepo(db: DbExecutor) {
  return {
    /** One page of the requests with `status` (all when undefined), oldest first (the queue of work), and how many there are. */
    async findPage(status: AddressRequestStatus | undefined, page: { limit: number; offset: number }): Promise<{ requests: AddressRequest[]; total: number }> {
      const where = status ? sql`WHERE q.status = ${status}` : sql``;
      const [rows, counted] = await Promise.all([
        db.execute<Row>(sql`${SELECT_REQUESTS} ${where} ORDER BY q.id LIMIT ${page.limit} OFFSET ${page.offset}`),
        db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM address_change_requests q ${where}`),
      ]);
      return { requests: rows.rows.map(toRequest), total: Number(counted.rows[0]?.total ?? 0) };
    },

    async find(id: number): Promise<AddressRequest | undefined> {
      const result = await db.execute<Row>(sql`${SELECT_REQUESTS} WHERE q.id = ${id}`);
      const row = result.rows[0];
      return row ? toRequest(row) : undefined;
    },

    /** The request and its address, both locked until the caller's transaction ends: one decision at a time. */
    async lock(tx: DbExecutor, id: number): Promise<AddressRequest | undefined> {
      const result = await tx.execute<Row>(sql`${SELECT_REQUESTS} WHERE q.id = ${id} FOR NO KEY UPDATE OF q, a`);
      const row = result.rows[0];
      return row ? toRequest(row) : undefined;
    },

    /** The address takes the lines asked for; its integration code, primary flag and the rest stay. */
    async applyToAddress(tx: DbExecutor, request: Pick<AddressRequest, 'addressId' | 'requested'>): Promise<void> {
      const { line1, line2, suburb, city, postCode } = request.requested;
      await tx.execute(sql`
        UPDATE addresses SET line_1 = ${line1}, line_2 = ${line2}, suburb = ${suburb}, city = ${city}, post_code = ${postCode}
        WHERE id = ${request.addressId}`);
    },

    async decide(tx: DbExecutor, id: number, decision: { status: 'applied' | 'declined'; declineReason?: string }, at: Date): Promise<void> {
      await tx.execute(sql`
        UPDATE address_change_requests SET status = ${decision.status}, decline_reason = ${decision.declineReason ?? null}, decided_at = ${at.toISOString()}
        WHERE id = ${id}`);
    },

    /**
     * Who hears of the decision: the user who asked while they are still one of the account's users;
     * otherwise the account's managers.
     */
    async findRecipients(id: number): Promise<string[]> {
      const result = await db.execute<{ email: string }>(sql`
        WITH q AS (SELECT account_id, requested_by FROM address_change_requests WHERE id = ${id}),
        asker AS (
          SELECT u.email FROM q JOIN account_users au ON au.account_id = q.account_id AND au.user_id = q.requested_by JOIN users u ON u.id = au.user_id
        )
        SELECT email FROM asker
        UNION ALL
        SELECT u.email FROM q JOIN account_users au ON au.account_id = q.account_id AND au.role = 'manager' JOIN users u ON u.id = au.user_id
        WHERE NOT EXISTS (SELECT 1 FROM asker)
        ORDER BY email`);
      return result.rows.map((row) => row.email);
    },
  };
}
export type AddressRequestsRepo = ReturnType<typeof createAddressRequestsRepo>;
