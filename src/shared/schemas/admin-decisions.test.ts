// Issue #17 Part 4 'Bad input': the back office's bodies and queries for applications, accounts and
// address requests refuse a NUL byte, a lone surrogate, 10,000 characters and wrong types, naming the field.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { updateAccountBodySchema, accountSearchQuerySchema } from './admin-accounts.ts';
import { addressRequestListQuerySchema } from './admin-address-requests.ts';
import { applicationListQuerySchema, approveApplicationBodySchema } from './admin-applications.ts';
import { declineBodySchema } from './admin-lists.ts';
import { fieldErrorMap } from './field-messages.ts';

const fieldsRefused = (schema: z.ZodType, input: unknown): string[] =>
  [...new Set(schema.safeParse(input, { error: fieldErrorMap }).error?.issues.map((issue) => issue.path.join('.')) ?? [])];

const BAD_TEXT = ['A\u0000B', '\ud800', 'x'.repeat(10_000), 42, null, ['x']];

describe('the back office’s decision inputs', () => {
  it('approve: an account number of up to 50 characters, trimmed, and both settings as true or false', () => {
    expect(approveApplicationBodySchema.parse({ account_number: ' K-1001 ', can_pay_on_account: false, can_switch_accounts: true })).toEqual({
      account_number: 'K-1001',
      can_pay_on_account: false,
      can_switch_accounts: true,
    });
    for (const bad of [...BAD_TEXT, '', '   ', 'x'.repeat(51)]) {
      expect(fieldsRefused(approveApplicationBodySchema, { account_number: bad, can_pay_on_account: true, can_switch_accounts: false }), JSON.stringify(bad).slice(0, 20)).toEqual(['account_number']);
    }
    expect(fieldsRefused(approveApplicationBodySchema, { account_number: 'K1', can_pay_on_account: 'yes', can_switch_accounts: 1 })).toEqual(['can_pay_on_account', 'can_switch_accounts']);
    expect(fieldsRefused(approveApplicationBodySchema, {})).toEqual(['account_number', 'can_pay_on_account', 'can_switch_accounts']);
  });

  it('decline: a reason of up to 1,000 characters, lines kept; blank or left out means none', () => {
    expect(declineBodySchema.parse({ reason: '  Outside our area.\r\nCall us.  ' })).toEqual({ reason: 'Outside our area.\nCall us.' });
    expect(declineBodySchema.parse({ reason: '   ' })).toEqual({ reason: undefined });
    expect(declineBodySchema.parse({})).toEqual({});
    for (const bad of [...BAD_TEXT.filter((value) => value !== null), 'x'.repeat(1001)]) expect(fieldsRefused(declineBodySchema, { reason: bad }), JSON.stringify(bad).slice(0, 20)).toEqual(['reason']);
  });

  it('account change: only the fields sent, at least one of them', () => {
    expect(updateAccountBodySchema.parse({ can_pay_on_account: false })).toEqual({ can_pay_on_account: false });
    expect(updateAccountBodySchema.parse({ name: '  Rata House ' })).toEqual({ name: 'Rata House' });
    expect(fieldsRefused(updateAccountBodySchema, {})).toEqual(['name']);
    for (const bad of [...BAD_TEXT, '', 'x'.repeat(121)]) expect(fieldsRefused(updateAccountBodySchema, { name: bad }), JSON.stringify(bad).slice(0, 20)).toEqual(['name']);
    expect(fieldsRefused(updateAccountBodySchema, { can_pay_on_account: 'false', can_switch_accounts: null })).toEqual(['can_pay_on_account', 'can_switch_accounts']);
  });

  it('lists: a known status, page and per page as whole numbers (1 to 100 a page), q as one line of text', () => {
    expect(applicationListQuerySchema.parse({})).toEqual({ page: 1, per_page: 25 });
    expect(applicationListQuerySchema.parse({ status: 'declined', page: '3', per_page: '100' })).toEqual({ status: 'declined', page: 3, per_page: 100 });
    expect(fieldsRefused(applicationListQuerySchema, { status: 'open', page: '0', per_page: '101' })).toEqual(['status', 'page', 'per_page']);
    expect(fieldsRefused(addressRequestListQuerySchema, { status: 'pending', page: 'x' })).toEqual(['status', 'page']);
    expect(addressRequestListQuerySchema.parse({ status: 'open' })).toEqual({ status: 'open', page: 1, per_page: 25 });
    expect(accountSearchQuerySchema.parse({ q: ' kauri ' })).toEqual({ q: 'kauri', page: 1, per_page: 25 });
    for (const bad of ['A\u0000B', '\ud800', 'x'.repeat(10_000), ['a', 'b']]) expect(fieldsRefused(accountSearchQuerySchema, { q: bad }), JSON.stringify(bad).slice(0, 20)).toEqual(['q']);
  });
});
