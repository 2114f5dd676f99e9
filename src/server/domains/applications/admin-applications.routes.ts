// The back office's trade applications (issue #17 Part 4): GET /admin/api/applications?status=…,
// GET …/{id}, POST …/{id}/approve {account_number, can_pay_on_account, can_switch_accounts} and
// POST …/{id}/decline {reason?}. Approving opens the account and invites the applicant as its manager.
import type { StoreHttp } from '../../http/route-input.ts';
import {
  applicationListQuerySchema,
  approveApplicationBodySchema,
  tradeApplicationDecisionResponseSchema,
  tradeApplicationPageResponseSchema,
  tradeApplicationResponseSchema,
} from '../../../shared/schemas/admin-applications.ts';
import { declineBodySchema } from '../../../shared/schemas/admin-lists.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { staffActor, type AuditService } from '../audit/audit.service.ts';
import { toTradeApplicationJson } from './application-json.ts';
import type { ApplicationsService } from './applications.service.ts';

const DECIDE = { access: 'staff', permission: 'applications' } as const;

export function registerAdminApplicationsRoutes(app: StoreHttp, deps: { applications: ApplicationsService; audit: Pick<AuditService, 'write'> }): void {
  const { applications, audit } = deps;

  app.get('/admin/api/applications', {
    schema: { querystring: applicationListQuerySchema },
    config: {
      ...DECIDE,
      docs: {
        summary: 'Trade applications, a page at a time',
        description: 'Needs the applications permission. status filters (pending, approved or declined); meta holds the paging.',
        response: tradeApplicationPageResponseSchema,
      },
    },
  }, async (request) => {
    const query = request.query;
    const page = await applications.listPage(query);
    return { data: page.applications.map(toTradeApplicationJson), meta: paginationMeta(query.page, query.per_page, page.total) };
  });

  app.get('/admin/api/applications/:id', {
    schema: { params: idParamsSchema },
    config: {
      ...DECIDE,
      docs: { summary: 'One trade application', description: 'Needs the applications permission. While pending, it suggests the next free account number.', response: tradeApplicationResponseSchema },
    },
  }, async (request) => {
    const { id } = request.params;
    const application = await applications.get(id);
    const numbering = await applications.suggestAccountNumber();
    const suggested = application.status === 'pending' ? numbering.next : null;
    return { data: { ...toTradeApplicationJson(application), suggested_account_number: suggested, account_number_rule: numbering.rule } };
  });

  app.post('/admin/api/applications/:id/approve', {
    schema: { params: idParamsSchema, body: approveApplicationBodySchema },
    config: {
      ...DECIDE,
      docs: {
        summary: 'Approves a trade application: opens the account and invites the applicant as its manager',
        description: 'Needs the applications permission. An account number that breaks the store’s rule (ACCOUNT_NUMBER_PATTERN: 4 to 12 digits unless set) or is taken is a 422 on account_number.',
        response: tradeApplicationDecisionResponseSchema,
        errors: { 409: 'The application was already approved or declined' },
      },
    },
  }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const approved = await applications.approve(staffActor(request.staff), audit.write, id, body);
    return { data: toTradeApplicationJson(approved), message: 'The account is open, and the applicant has the e-mail to set a password.' };
  });

  app.post('/admin/api/applications/:id/decline', {
    schema: { params: idParamsSchema, body: declineBodySchema },
    config: {
      ...DECIDE,
      docs: {
        summary: 'Declines a trade application, with an optional reason; the applicant is e-mailed',
        description: 'Needs the applications permission.',
        response: tradeApplicationDecisionResponseSchema,
        errors: { 409: 'The application was already approved or declined' },
      },
    },
  }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const declined = await applications.decline(staffActor(request.staff), audit.write, id, body);
    return { data: toTradeApplicationJson(declined), message: 'The application is declined, and the applicant is told.' };
  });
}
