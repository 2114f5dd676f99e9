// The SQL of approvals (issue #29 Part 1): the buyer's limits and the account's budgets, the month's spend
// against them (placed orders, New Zealand months, excl. GST), and the requests themselves.
import { sql, type SQL } from 'drizzle-orm';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { toSignedInViewer, type ViewerRow } from '../../kernel/viewer-row.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { ApprovalLine, ApprovalStatus, ApprovalTotals } from './approval.types.ts';

export type SpendRules = {
  role: string;
  orderLimitCents: number | null;
  monthlyLimitCents: number | null;
  monthlyTotalCents: number | null;
  categories: { categoryId: number; title: string; path: string; amountCents: number }[];
};

export type ApprovalRow = {
  id: number;
  accountId: number;
  userId: number;
  status: ApprovalStatus;
  paymentMethod: 'account' | 'card';
  lines: ApprovalLine[];
  totals: ApprovalTotals;
  shippingInfo: ShippingInfo;
  /** The delivery day the buyer chose; null: the first open one when placed. */
  deliveryDate: string | null;
  billingInfo: BillingInfo;
  reasons: string[];
  createdAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
  decidedByUserId: number | null;
  declineReason: string | null;
  /** The order placed (on account at approval; by card once the buyer starts paying, numbered when paid). */
  orderId: number | null;
  orderNumber: string | null;
  buyerEmail: string;
  buyerFirstName: string;
  buyerLastName: string;
  decidedByEmail: string | null;
  decidedByFirstName: string | null;
  decidedByLastName: string | null;
};

/** Placed orders of a New Zealand month ('2026-12'): numbered, not cancelled. */
function placedInMonth(month: string): SQL {
  return sql`o.order_number IS NOT NULL AND o.status <> 'cancelled' AND o.fulfilment_status <> 'cancelled'
    AND o.created_at >= (${`${month}-01`}::date)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}
    AND o.created_at < ((${`${month}-01`}::date) + interval '1 month')::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`;
}

const REQUEST_COLUMNS = sql`
  r.id, r.account_id AS "accountId", r.user_id AS "userId", r.status, r.payment_method AS "paymentMethod", r.lines, r.totals,
  r.shipping_info AS "shippingInfo", r.delivery_date::text AS "deliveryDate", r.billing_info AS "billingInfo", r.reasons, r.created_at AS "createdAt", r.expires_at AS "expiresAt",
  r.decided_at AS "decidedAt", r.decided_by_user_id AS "decidedByUserId", r.decline_reason AS "declineReason", o.id AS "orderId", o.order_number AS "orderNumber",
  u.email AS "buyerEmail", u.first_name AS "buyerFirstName", u.last_name AS "buyerLastName",
  d.email AS "decidedByEmail", d.first_name AS "decidedByFirstName", d.last_name AS "decidedByLastName"`;
// An approved card request's order is found by its checkout key (orders.service approvedCardCheckoutKey) until paid and numbered.
const REQUEST_FROM = sql`approval_requests r JOIN users u ON u.id = r.user_id LEFT JOIN users d ON d.id = r.decided_by_user_id
  LEFT JOIN orders o ON o.id = coalesce(r.order_id, (SELECT x.id FROM orders x WHERE x.checkout_key = 'approval-card-' || r.id))`;

function toRequest(row: Record<string, unknown>): ApprovalRow {
  const dated = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return { ...(row as ApprovalRow), createdAt: new Date(row.createdAt as string), expiresAt: new Date(row.expiresAt as string), decidedAt: dated(row.decidedAt) };
}

export function createApprovalsRepo(db: DbExecutor) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return (await db.execute(query)).rows as T[];
  }

  return {
    /** The user's role and limits in the account and the account's budgets (null: not a member). */
    async spendRulesOf(accountId: number, userId: number): Promise<SpendRules | null> {
      const [row] = await rows<SpendRules>(sql`
        SELECT au.role, au.order_limit_cents AS "orderLimitCents", au.monthly_limit_cents AS "monthlyLimitCents",
          (SELECT b.monthly_total_cents FROM account_budgets b WHERE b.account_id = au.account_id) AS "monthlyTotalCents",
          (SELECT coalesce(jsonb_agg(jsonb_build_object('categoryId', c.id, 'title', c.title, 'path', c.path, 'amountCents', cb.monthly_amount_cents) ORDER BY c.position, c.id), '[]'::jsonb)
           FROM account_category_budgets cb JOIN categories c ON c.id = cb.category_id WHERE cb.account_id = au.account_id) AS categories
        FROM account_users au WHERE au.account_id = ${accountId} AND au.user_id = ${userId}`);
      return row ?? null;
    },

    /** Within a transaction: the account's spending decisions take turns until it ends. */
    async lockAccountSpend(accountId: number): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('account-spend'), ${accountId})`);
    },

    /** Placed orders of the month excl. GST: the account's, and this user's. */
    async monthSpend(accountId: number, userId: number, month: string): Promise<{ accountCents: number; userCents: number }> {
      const [row] = await rows<{ account: string; mine: string }>(sql`
        SELECT coalesce(sum(o.sub_total_cents), 0)::text AS account,
               coalesce(sum(o.sub_total_cents) FILTER (WHERE o.user_id = ${userId}), 0)::text AS mine
        FROM orders o WHERE o.account_id = ${accountId} AND ${placedInMonth(month)}`);
      return { accountCents: Number(row?.account ?? 0), userCents: Number(row?.mine ?? 0) };
    },

    /** Each user's placed orders of the month excl. GST. */
    async monthSpendByUser(accountId: number, month: string): Promise<Map<number, number>> {
      const found = await rows<{ userId: number; cents: string }>(sql`
        SELECT o.user_id AS "userId", sum(o.sub_total_cents)::text AS cents FROM orders o
        WHERE o.account_id = ${accountId} AND ${placedInMonth(month)} GROUP BY o.user_id`);
      return new Map(found.map((row) => [row.userId, Number(row.cents)]));
    },

    /** Placed order lines of the month excl. GST, by top-level category path. */
    async monthSpendByTopCategory(accountId: number, month: string, topPaths: readonly string[]): Promise<Map<string, number>> {
      if (topPaths.length === 0) return new Map();
      const found = await rows<{ top: string; cents: string }>(sql`
        SELECT split_part(c.path, '/', 1) AS top, sum(l.line_total_cents)::text AS cents
        FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN products p ON p.id = l.product_id JOIN categories c ON c.id = p.category_id
        WHERE o.account_id = ${accountId} AND ${placedInMonth(month)} AND split_part(c.path, '/', 1) IN (${sql.join(topPaths.map((path) => sql`${path}`), sql`, `)})
        GROUP BY 1`);
      return new Map(found.map((row) => [row.top, Number(row.cents)]));
    },

    /** Each product's top-level category path. */
    async topCategoryPaths(productIds: readonly number[]): Promise<Map<number, string>> {
      if (productIds.length === 0) return new Map();
      const found = await rows<{ id: number; top: string }>(sql`
        SELECT p.id, split_part(c.path, '/', 1) AS top FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.id IN (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`);
      return new Map(found.map((row) => [row.id, row.top]));
    },

    async insertRequest(input: Pick<ApprovalRow, 'accountId' | 'userId' | 'paymentMethod' | 'lines' | 'totals' | 'shippingInfo' | 'billingInfo' | 'deliveryDate' | 'reasons' | 'createdAt' | 'expiresAt'>): Promise<number> {
      const [row] = await rows<{ id: number }>(sql`
        INSERT INTO approval_requests (account_id, user_id, payment_method, lines, totals, shipping_info, billing_info, delivery_date, reasons, created_at, expires_at)
        VALUES (${input.accountId}, ${input.userId}, ${input.paymentMethod}, ${JSON.stringify(input.lines)}::jsonb, ${JSON.stringify(input.totals)}::jsonb,
          ${JSON.stringify(input.shippingInfo)}::jsonb, ${JSON.stringify(input.billingInfo)}::jsonb, ${input.deliveryDate}::date, ${JSON.stringify(input.reasons)}::jsonb, ${input.createdAt.toISOString()}, ${input.expiresAt.toISOString()})
        RETURNING id`);
      if (!row) throw new Error('approval request not inserted');
      return row.id;
    },

    /** The user's request made within the last `seconds` (a double click, or a replay, answers it again). */
    async findRecentRequest(accountId: number, userId: number, seconds: number): Promise<number | null> {
      const [row] = await rows<{ id: number }>(sql`
        SELECT id FROM approval_requests WHERE account_id = ${accountId} AND user_id = ${userId}
          AND created_at > now() - make_interval(secs => ${seconds}) ORDER BY id DESC LIMIT 1`);
      return row?.id ?? null;
    },

    /** One request of the account (of this user when `userId` is given); `lock` takes it FOR UPDATE. */
    async findRequest(accountId: number, id: number, options: { userId?: number; lock?: boolean } = {}): Promise<ApprovalRow | null> {
      const mine = options.userId === undefined ? sql`` : sql` AND r.user_id = ${options.userId}`;
      const lock = options.lock ? sql` FOR UPDATE OF r` : sql``;
      const [row] = await rows<Record<string, unknown>>(sql`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.account_id = ${accountId} AND r.id = ${id}${mine}${lock}`);
      return row ? toRequest(row) : null;
    },

    async findRequestById(id: number): Promise<ApprovalRow | null> {
      const [row] = await rows<Record<string, unknown>>(sql`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = ${id}`);
      return row ? toRequest(row) : null;
    },

    async findRequestPage(accountId: number, filter: { status?: ApprovalStatus; userId?: number }, limit: number, offset: number): Promise<{ rows: ApprovalRow[]; total: number }> {
      const conditions = [sql`r.account_id = ${accountId}`];
      if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
      if (filter.userId !== undefined) conditions.push(sql`r.user_id = ${filter.userId}`);
      const where = sql.join(conditions, sql` AND `);
      const [found, counted] = await Promise.all([
        rows<Record<string, unknown>>(sql`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${where} ORDER BY r.id DESC LIMIT ${limit} OFFSET ${offset}`),
        rows<{ count: string }>(sql`SELECT count(*)::text AS count FROM approval_requests r WHERE ${where}`),
      ]);
      return { rows: found.map(toRequest), total: Number(counted[0]?.count ?? 0) };
    },

    /** pending → `status`; false when it was no longer pending (a decision got there first). */
    async decide(id: number, change: { status: Exclude<ApprovalStatus, 'pending'>; byUserId: number | null; declineReason?: string; orderId?: number }): Promise<boolean> {
      const found = await rows<{ id: number }>(sql`
        UPDATE approval_requests SET status = ${change.status}, decided_at = now(), decided_by_user_id = ${change.byUserId},
          decline_reason = ${change.declineReason ?? null}, order_id = ${change.orderId ?? null}
        WHERE id = ${id} AND status = 'pending' RETURNING id`);
      return found.length === 1;
    },

    /** Within a transaction: up to `limit` pending requests past their time become expired; answers their ids. */
    async expireDue(at: Date, limit: number): Promise<number[]> {
      const found = await rows<{ id: number }>(sql`
        UPDATE approval_requests SET status = 'expired', decided_at = ${at.toISOString()}
        WHERE id IN (SELECT id FROM approval_requests WHERE status = 'pending' AND expires_at <= ${at.toISOString()} ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      return found.map((row) => row.id);
    },

    /** The account's pending requests: whose, and their lines. */
    async pendingOf(accountId: number): Promise<{ userId: number; lines: ApprovalLine[] }[]> {
      return rows(sql`SELECT user_id AS "userId", lines FROM approval_requests WHERE account_id = ${accountId} AND status = 'pending'`);
    },

    /** The account's users with their roles and monthly limits, by name. */
    async membersWithLimits(accountId: number): Promise<{ userId: number; name: string; role: string; monthlyLimitCents: number | null }[]> {
      return rows(sql`
        SELECT u.id AS "userId", coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS name, au.role, au.monthly_limit_cents AS "monthlyLimitCents"
        FROM account_users au JOIN users u ON u.id = au.user_id WHERE au.account_id = ${accountId} ORDER BY u.first_name, u.last_name, u.id`);
    },

    async accountExists(accountId: number): Promise<boolean> {
      return (await rows(sql`SELECT 1 FROM accounts WHERE id = ${accountId}`)).length > 0;
    },

    /** The account's managers' e-mail addresses. */
    async managerEmails(accountId: number): Promise<string[]> {
      const found = await rows<{ email: string }>(sql`
        SELECT u.email FROM account_users au JOIN users u ON u.id = au.user_id WHERE au.account_id = ${accountId} AND au.role = 'manager' ORDER BY u.id`);
      return found.map((row) => row.email);
    },

    /** The request's buyer as they act in its account (null: no longer a member). */
    async buyerOf(accountId: number, userId: number): Promise<SignedInViewer | null> {
      const [row] = await rows<ViewerRow>(sql`
        SELECT u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", a.id AS "accountId", a.account_number AS "accountNumber",
          a.name AS "accountName", a.can_pay_on_account AS "canPayOnAccount", a.can_switch_accounts AS "canSwitchAccounts", au.role
        FROM account_users au JOIN users u ON u.id = au.user_id JOIN accounts a ON a.id = au.account_id
        WHERE au.account_id = ${accountId} AND au.user_id = ${userId}`);
      return row ? toSignedInViewer(row) : null;
    },

    /** The account's monthly budgets. */
    async budgetsOf(accountId: number): Promise<{ monthlyTotalCents: number | null; categories: { categoryId: number; title: string; path: string; amountCents: number }[] }> {
      const [total] = await rows<{ cents: number | null }>(sql`SELECT monthly_total_cents AS cents FROM account_budgets WHERE account_id = ${accountId}`);
      const categories = await rows<{ categoryId: number; title: string; path: string; amountCents: number }>(sql`
        SELECT c.id AS "categoryId", c.title, c.path, cb.monthly_amount_cents AS "amountCents"
        FROM account_category_budgets cb JOIN categories c ON c.id = cb.category_id WHERE cb.account_id = ${accountId} ORDER BY c.position, c.id`);
      return { monthlyTotalCents: total?.cents ?? null, categories };
    },

    /** Within a transaction: replaces the account's budgets. */
    async replaceBudgets(accountId: number, budgets: { monthlyTotalCents: number | null; categories: { categoryId: number; amountCents: number }[] }): Promise<void> {
      await db.execute(sql`
        INSERT INTO account_budgets (account_id, monthly_total_cents, updated_at) VALUES (${accountId}, ${budgets.monthlyTotalCents}, now())
        ON CONFLICT (account_id) DO UPDATE SET monthly_total_cents = EXCLUDED.monthly_total_cents, updated_at = now()`);
      await db.execute(sql`DELETE FROM account_category_budgets WHERE account_id = ${accountId}`);
      if (budgets.categories.length === 0) return;
      const values = budgets.categories.map((budget) => sql`(${accountId}, ${budget.categoryId}, ${budget.amountCents})`);
      await db.execute(sql`INSERT INTO account_category_budgets (account_id, category_id, monthly_amount_cents) VALUES ${sql.join(values, sql`, `)}`);
    },

    /** Which of these ids are top-level categories. */
    async topLevelCategoryIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const found = await rows<{ id: number }>(sql`SELECT id FROM categories WHERE parent_id IS NULL AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
      return new Set(found.map((row) => row.id));
    },
  };
}
export type ApprovalsRepo = ReturnType<typeof createApprovalsRepo>;
