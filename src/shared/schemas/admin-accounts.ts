// The back office's customer accounts (issue #17 Part 4): GET /admin/api/accounts?q=…,
// GET /admin/api/accounts/{id} and PATCH /admin/api/accounts/{id}. A resident's name or room is never
// part of an answer: residents are the care home's data, so staff see how many there are.
import { z } from 'zod';
import type { AccountRole } from '../account-roles.ts';
import type { AddressJson } from './addresses.ts';
import type { OrderStatus } from './orders.ts';
import { adminPageFields } from './admin-lists.ts';
import { requiredText } from './address-fields.ts';
import { lineText } from './text.ts';

export const accountSearchQuerySchema = z.object({
  /** Part of an account number, an account name, or a user's e-mail. */
  q: lineText('q').trim().max(200, 'The q may not be greater than 200 characters.').optional(),
  ...adminPageFields,
});
export type AccountSearchQuery = z.infer<typeof accountSearchQuerySchema>;

/** Only the fields sent change; at least one must be. */
export const updateAccountBodySchema = z
  .object({
    name: requiredText('name', 120).optional(),
    can_pay_on_account: z.boolean({ error: 'The can pay on account field must be true or false.' }).optional(),
    can_switch_accounts: z.boolean({ error: 'The can switch accounts field must be true or false.' }).optional(),
  })
  .refine((body) => body.name !== undefined || body.can_pay_on_account !== undefined || body.can_switch_accounts !== undefined, {
    path: ['name'],
    message: 'Send a name, can_pay_on_account or can_switch_accounts.',
  });
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

export type AccountSummaryJson = {
  id: number;
  account_number: string;
  name: string;
  can_pay_on_account: boolean;
  can_switch_accounts: boolean;
  users_count: number;
  created_at: string;
};

export type AccountUserJson = { id: number; email: string; first_name: string; last_name: string; role: AccountRole };

export type AccountRecentOrderJson = { id: number; order_number: string; created_at: string; status: OrderStatus; total: number };

export type AccountDetailJson = AccountSummaryJson & {
  company_name: string;
  phone: string;
  users: AccountUserJson[];
  addresses: AddressJson[];
  recent_orders: AccountRecentOrderJson[];
  fast_order_lists_count: number;
  residents_count: number;
};
