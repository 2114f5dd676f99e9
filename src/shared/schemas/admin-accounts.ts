// The back office's customer accounts (issue #17 Part 4): GET /admin/api/accounts?q=…,
// GET /admin/api/accounts/{id} and PATCH /admin/api/accounts/{id}. A resident's name or room is never
// part of an answer: residents are the care home's data, so staff see how many there are.
import { z } from 'zod';
import { ACCOUNT_NUMBER_MAX_LENGTH } from '../account-number.ts';
import { ACCOUNT_ROLES } from '../account-roles.ts';
import { addressJsonSchema } from './addresses.ts';
import { FULFILMENT_STATUSES, ORDER_STATUSES } from './orders.ts';
import { adminPageFields, adminPageResponseSchema, adminRecordResponseSchema, adminSavedResponseSchema } from './admin-lists.ts';
import { requiredText } from './address-fields.ts';
import { accountsEmailText } from './session.ts';
import { centsAmount } from './numbers.ts';
import { lineText } from './text.ts';

export const accountSearchQuerySchema = z.object({
  /** Part of an account number, an account name, or a user's e-mail. */
  q: lineText('q').trim().max(200, 'The q may not be greater than 200 characters.').optional(),
  ...adminPageFields,
});
export type AccountSearchQuery = z.infer<typeof accountSearchQuerySchema>;

/**
 * An account number as typed: one line, trimmed, required. Its rule (4 to 12 digits unless the store sets
 * ACCOUNT_NUMBER_PATTERN: shared/account-number.ts) is the server's, which knows the store's setting.
 */
export const accountNumberText = () =>
  lineText('account number', { error: 'The account number field is required.' })
    .trim()
    .min(1, 'The account number field is required.')
    .max(ACCOUNT_NUMBER_MAX_LENGTH, `The account number may not be greater than ${ACCOUNT_NUMBER_MAX_LENGTH} characters.`);

/** Only the fields sent change; at least one must be. */
export const updateAccountBodySchema = z
  .object({
    account_number: accountNumberText().optional(),
    name: requiredText('name', 120).optional(),
    can_pay_on_account: z.boolean({ error: 'The can pay on account field must be true or false.' }).optional(),
    can_switch_accounts: z.boolean({ error: 'The can switch accounts field must be true or false.' }).optional(),
    /** Issue #28: where invoices and statements go; '' for none (the account's managers). */
    accounts_email: accountsEmailText().optional(),
    /** Issue #28: the most the account may owe on account, in cents; null for no limit. */
    credit_limit: centsAmount('credit limit', 1_000_000_000).nullable().optional(),
    /** Issue #28: on hold, the account may not confirm orders on account. */
    credit_hold: z.boolean({ error: 'The credit hold field must be true or false.' }).optional(),
  })
  .refine(
    (body) => [body.account_number, body.name, body.can_pay_on_account, body.can_switch_accounts, body.accounts_email, body.credit_limit, body.credit_hold].some((value) => value !== undefined),
    {
      path: ['name'],
      message: 'Send an account_number, name, can_pay_on_account, can_switch_accounts, accounts_email, credit_limit or credit_hold.',
    },
  );
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

export const accountSummaryJsonSchema = z.object({
  id: z.number().int(),
  account_number: z.string().describe("The account's number in the merchant's system."),
  name: z.string(),
  can_pay_on_account: z.boolean().describe('Its users may place orders on account (invoiced) as well as pay by card.'),
  can_switch_accounts: z.boolean().describe('Its users may switch between it and the other accounts they belong to.'),
  users_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type AccountSummaryJson = z.infer<typeof accountSummaryJsonSchema>;

export const accountUserJsonSchema = z.object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string(), role: z.enum(ACCOUNT_ROLES) });
export type AccountUserJson = z.infer<typeof accountUserJsonSchema>;

export const accountRecentOrderJsonSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.iso.datetime(),
  status: z.enum(ORDER_STATUSES).describe('Its payment status: placed_on_account, paid or refunded.'),
  fulfilment_status: z.enum(FULFILMENT_STATUSES).describe('Where it is on its way to the buyer (issue #26 item 12: shown as its status).'),
  total: z.number().int().describe('In cents.'),
});
export type AccountRecentOrderJson = z.infer<typeof accountRecentOrderJsonSchema>;

/** GET /admin/api/accounts. */
export const accountPageResponseSchema = adminPageResponseSchema(accountSummaryJsonSchema);

/** Residents are only counted: their names and rooms are the care home's. */
export const accountDetailJsonSchema = accountSummaryJsonSchema.extend({
  company_name: z.string(),
  phone: z.string(),
  accounts_email: z.string().nullable().describe("Where invoices and statements go (issue #28); null: the account's managers."),
  credit_limit: z.number().int().nullable().describe('The most the account may owe on account, in cents (issue #28); null: no limit.'),
  credit_hold: z.boolean().describe('On credit hold: no orders on account (issue #28).'),
  users: z.array(accountUserJsonSchema),
  addresses: z.array(addressJsonSchema).describe("The account's delivery addresses, primary first."),
  recent_orders: z.array(accountRecentOrderJsonSchema).describe('The latest orders, newest first.'),
  fast_order_lists_count: z.number().int(),
  residents_count: z.number().int(),
});
export type AccountDetailJson = z.infer<typeof accountDetailJsonSchema>;

/** GET /admin/api/accounts/{id}. */
export const accountDetailResponseSchema = adminRecordResponseSchema(accountDetailJsonSchema);
/** PATCH /admin/api/accounts/{id}: the account as saved. */
export const accountSavedResponseSchema = adminSavedResponseSchema(accountDetailJsonSchema);
