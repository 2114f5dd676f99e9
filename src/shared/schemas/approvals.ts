// Spending limits, approvals and budgets (issue #29 Part 1). Money is in cents excl. GST, as the API's money
// always is; the screens read dollars as typed and send cents.
import { z } from 'zod';
import { ORDER_TOTAL_MAX_CENTS } from '../limits.ts';
import { paginationMetaSchema } from '../pagination.ts';
import { bodyId } from './ids.ts';
import { centsAmount, centsJson, textWholeNumber } from './numbers.ts';
import { codeText, linesText } from './text.ts';

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined', 'expired', 'withdrawn'] as const;
export type ApprovalStatusJson = (typeof APPROVAL_STATUSES)[number];
/** Requests wait this many days for a decision (the issue's APPROVAL_EXPIRY_DAYS). */
export const APPROVAL_EXPIRY_DAYS = 7;
export const DECLINE_REASON_MAX_LENGTH = 500;
/** Category budgets one account may keep. */
export const CATEGORY_BUDGETS_MAX = 50;

/** A limit or budget: cents from 0, or null for none. */
const limitCents = (field: string) => centsAmount(field, ORDER_TOTAL_MAX_CENTS, `The ${field} field is required.`).nullable();

/** PATCH /api/account-users/{id}: a buyer's limits; null takes one away, a field left out stays as it is. */
export const accountUserLimitsBodySchema = z
  .object({ order_limit: limitCents('order limit').optional(), monthly_limit: limitCents('monthly limit').optional() })
  .refine((body) => body.order_limit !== undefined || body.monthly_limit !== undefined, { message: 'Send order_limit, monthly_limit or both.', path: ['order_limit'] });
export type AccountUserLimitsBody = z.infer<typeof accountUserLimitsBodySchema>;

export const approvalListQuerySchema = z.object({
  status: z.enum(APPROVAL_STATUSES, { error: `The status must be one of ${APPROVAL_STATUSES.join(', ')}.` }).optional(),
  page: textWholeNumber('page', { min: 1, max: 100_000 }).default(1),
  per_page: textWholeNumber('per page', { min: 10, max: 100 }).default(20),
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

export const declineApprovalBodySchema = z.object({
  reason: linesText('reason', { error: 'The reason field is required.' })
    .trim()
    .min(1, 'Please say why the order is declined.')
    .max(DECLINE_REASON_MAX_LENGTH, `The reason may be at most ${DECLINE_REASON_MAX_LENGTH} characters.`),
});
export type DeclineApprovalBody = z.infer<typeof declineApprovalBodySchema>;

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const approvalJsonSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  buyer: person,
  payment_type: z.enum(['account', 'card']),
  lines: z.array(
    z.object({ product_id: z.number().int(), sku: z.string(), title: z.string(), image: z.string(), qty: z.number().int(), unit_price: centsJson('Excl. GST, as the buyer saw it'), line_total: centsJson('Excl. GST') }),
  ),
  sub_total: centsJson('Excl. GST'),
  shipping: centsJson('Issue #29: freight of the delivery zone, excl. GST (with it when prices include GST)'),
  tax_total: centsJson('GST'),
  total: centsJson('Incl. GST'),
  delivery_date: z.string().nullable().describe('Issue #29: the delivery day chosen, YYYY-MM-DD (New Zealand); null: the first open day when it is placed.'),
  reasons: z.array(z.string()).describe('Why it needs approval, in words.'),
  purchase_order_no: z.string(),
  delivery_address: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: person.nullable(),
  decline_reason: z.string().nullable(),
  order: z.object({ id: z.number().int(), order_number: z.string() }).nullable().describe('The order placed when it was approved.'),
});
export type ApprovalJson = z.infer<typeof approvalJsonSchema>;

/** GET /api/approvals/{id}: the request with, while pending, today's prices and the buyer's month so far. */
export const approvalDetailJsonSchema = approvalJsonSchema.extend({
  current: z
    .object({ sub_total: centsJson("Today's, excl. GST"), total: centsJson("Today's, incl. GST"), prices_changed: z.boolean(), unavailable: z.array(z.string()).describe('SKUs no longer sold to the account.') })
    .nullable()
    .describe('While pending: the order at today’s prices.'),
  buyer_month_spend: centsJson("The buyer's placed orders this New Zealand month, excl. GST").nullable(),
});
export type ApprovalDetailJson = z.infer<typeof approvalDetailJsonSchema>;

export const approvalListResponseSchema = z.object({ data: z.array(approvalJsonSchema), meta: paginationMetaSchema });
export const approvalResponseSchema = z.object({ data: approvalDetailJsonSchema });
export const staffApprovalListResponseSchema = z.object({ data: z.array(approvalJsonSchema), meta: paginationMetaSchema.extend({ pending: z.number().int().describe('Requests waiting for a decision now.') }) });
export type StaffApprovalListResponse = z.infer<typeof staffApprovalListResponseSchema>;
export const approvalDecisionResponseSchema = z.object({ data: approvalJsonSchema, message: z.string() });

/** POST /api/payment/{type} when the order waits for a manager. */
export const awaitingApprovalResponseSchema = z.object({ status: z.literal('awaiting_approval'), approval_id: z.number().int(), message: z.string() });
export type AwaitingApprovalJson = z.infer<typeof awaitingApprovalResponseSchema>;

/** GET/PUT /api/account-budgets. */
export const accountBudgetsBodySchema = z.object({
  monthly_total: limitCents('monthly total').optional().default(null),
  categories: z
    .array(z.object({ category_id: bodyId('category id'), monthly_amount: centsAmount('monthly amount', ORDER_TOTAL_MAX_CENTS) }), { error: 'The categories must be a list.' })
    .max(CATEGORY_BUDGETS_MAX, `At most ${CATEGORY_BUDGETS_MAX} category budgets.`)
    .default([])
    .superRefine((budgets, context) => {
      const seen = new Set<number>();
      budgets.forEach((budget, index) => {
        if (seen.has(budget.category_id)) context.addIssue({ code: 'custom', path: [index, 'category_id'], message: `The category ${budget.category_id} has two budgets: send it once.` });
        seen.add(budget.category_id);
      });
    }),
});
export type AccountBudgetsBody = z.infer<typeof accountBudgetsBodySchema>;

export const accountBudgetsJsonSchema = z.object({
  monthly_total: centsJson('Excl. GST').nullable(),
  categories: z.array(z.object({ category_id: z.number().int(), title: z.string(), monthly_amount: centsJson('Excl. GST') })),
});
export const accountBudgetsResponseSchema = z.object({ data: accountBudgetsJsonSchema });

const monthText = (field: string) => codeText(field).regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, `The ${field} must be a month written YYYY-MM, such as 2026-12.`);
export const budgetSpendQuerySchema = z.object({ month: monthText('month').optional() });

const spendLine = z.object({ budget: centsJson('The budget, excl. GST').nullable(), placed: centsJson('Placed orders, excl. GST'), awaiting_approval: centsJson('Orders awaiting approval, excl. GST') });
export const budgetSpendJsonSchema = z.object({
  month: z.string(),
  total: spendLine,
  categories: z.array(spendLine.extend({ category_id: z.number().int(), title: z.string() })),
  users: z.array(z.object({ id: z.number().int(), name: z.string(), monthly_limit: centsJson('Excl. GST').nullable(), placed: centsJson('Excl. GST'), awaiting_approval: centsJson('Excl. GST') })),
});
export type BudgetSpendJson = z.infer<typeof budgetSpendJsonSchema>;
export const budgetSpendResponseSchema = z.object({ data: budgetSpendJsonSchema });
