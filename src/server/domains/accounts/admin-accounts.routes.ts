// The back office's customer accounts (issue #17 Part 4): GET /admin/api/accounts?q=…, GET …/{id} and
// PATCH …/{id} {name?, can_pay_on_account?, can_switch_accounts?}.
import type { StoreHttp } from '../../http/route-input.ts';
import {
  accountDetailResponseSchema,
  accountPageResponseSchema,
  accountSavedResponseSchema,
  accountSearchQuerySchema,
  updateAccountBodySchema,
} from '../../../shared/schemas/admin-accounts.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { staffActor, type AuditService } from '../audit/audit.service.ts';
import { toAccountDetailJson, toAccountSummaryJson } from './account-admin-json.ts';
import type { AccountAdminService } from './account-admin.service.ts';

const ACCOUNTS = { access: 'staff', permission: 'accounts' } as const;

export function registerAdminAccountsRoutes(app: StoreHttp, deps: { accountAdmin: AccountAdminService; audit: Pick<AuditService, 'write'> }): void {
  const { accountAdmin, audit } = deps;

  app.get('/admin/api/accounts', {
    schema: { querystring: accountSearchQuerySchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: 'Customer accounts, searched and a page at a time',
        description: "Needs the accounts permission. q matches part of an account number, an account name or a user's e-mail; meta holds the paging.",
        response: accountPageResponseSchema,
      },
    },
  }, async (request) => {
    const query = request.query;
    const page = await accountAdmin.search(query);
    return { data: page.accounts.map(toAccountSummaryJson), meta: paginationMeta(query.page, query.per_page, page.total) };
  });

  app.get('/admin/api/accounts/:id', {
    schema: { params: idParamsSchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: 'One customer account with its users, addresses and recent orders',
        description: 'Needs the accounts permission. Residents are counted, never named.',
        response: accountDetailResponseSchema,
      },
    },
  }, async (request) => {
    const { id } = request.params;
    return { data: toAccountDetailJson(await accountAdmin.get(id)) };
  });

  app.patch('/admin/api/accounts/:id', {
    schema: { params: idParamsSchema, body: updateAccountBodySchema },
    config: {
      ...ACCOUNTS,
      docs: {
        summary: "Changes an account's name, or whether it may pay on account or switch accounts",
        description: 'Needs the accounts permission. Only the fields sent change; at least one must be.',
        response: accountSavedResponseSchema,
      },
    },
  }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    await accountAdmin.update(staffActor(request.staff), audit.write, id, body);
    return { data: toAccountDetailJson(await accountAdmin.get(id)), message: 'The account is saved.' };
  });
}
