// The back office's address change requests (issue #17 Part 4): GET /admin/api/address-requests?status=…,
// GET …/{id}, POST …/{id}/apply and POST …/{id}/decline {reason?}. Either way the customer is e-mailed.
import type { StoreHttp } from '../../http/route-input.ts';
import {
  addressRequestDecisionResponseSchema,
  addressRequestListQuerySchema,
  addressRequestPageResponseSchema,
  addressRequestResponseSchema,
} from '../../../shared/schemas/admin-address-requests.ts';
import { declineBodySchema } from '../../../shared/schemas/admin-lists.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { staffActor, type AuditService } from '../audit/audit.service.ts';
import { toAddressRequestJson } from './address-request-json.ts';
import type { AddressRequest } from './address-requests.repo.ts';
import type { AddressRequestsService } from './address-requests.service.ts';

const REQUESTS = { access: 'staff', permission: 'address-requests' } as const;

/** An address the ERP owns comes back at its next sync unless the ERP makes the change too (issue #26). */
function appliedMessage(applied: AddressRequest): string {
  const done = 'The address is changed, and the customer is told.';
  if (!applied.integrationCode) return done;
  return `${done} The ERP owns this address (code ${applied.integrationCode}): its next sync will overwrite the change unless the ERP makes it too. Webhooks for address_request.applied are sent the change.`;
}

export function registerAdminAddressRequestsRoutes(app: StoreHttp, deps: { addressRequests: AddressRequestsService; audit: Pick<AuditService, 'write'> }): void {
  const { addressRequests, audit } = deps;

  app.get('/admin/api/address-requests', {
    schema: { querystring: addressRequestListQuerySchema },
    config: {
      ...REQUESTS,
      docs: {
        summary: 'Address change requests from customers, a page at a time',
        description: 'Needs the address-requests permission. status filters (open, applied or declined); meta holds the paging.',
        response: addressRequestPageResponseSchema,
      },
    },
  }, async (request) => {
    const query = request.query;
    const page = await addressRequests.listPage(query);
    return { data: page.requests.map(toAddressRequestJson), meta: paginationMeta(query.page, query.per_page, page.total) };
  });

  app.get('/admin/api/address-requests/:id', {
    schema: { params: idParamsSchema },
    config: {
      ...REQUESTS,
      docs: { summary: 'One address change request: the address as it is now and as the customer asks', description: 'Needs the address-requests permission.', response: addressRequestResponseSchema },
    },
  }, async (request) => {
    const { id } = request.params;
    return { data: toAddressRequestJson(await addressRequests.get(id)) };
  });

  app.post('/admin/api/address-requests/:id/apply', {
    schema: { params: idParamsSchema },
    config: {
      ...REQUESTS,
      docs: {
        summary: 'Applies an address change request; the customer is e-mailed',
        description:
          "Needs the address-requests permission. Queues the webhook event address_request.applied (the account, the address's integration code, the address as applied and as it was) for the ERP that owns the address: its next sync overwrites a change it has not made too.",
        response: addressRequestDecisionResponseSchema,
        errors: { 409: 'The request was already applied or declined' },
      },
    },
  }, async (request) => {
    const { id } = request.params;
    const applied = await addressRequests.apply(staffActor(request.staff), audit.write, id);
    return { data: toAddressRequestJson(applied), message: appliedMessage(applied) };
  });

  app.post('/admin/api/address-requests/:id/decline', {
    schema: { params: idParamsSchema, body: declineBodySchema },
    config: {
      ...REQUESTS,
      docs: {
        summary: 'Declines an address change request, with an optional reason; the customer is e-mailed',
        description: 'Needs the address-requests permission.',
        response: addressRequestDecisionResponseSchema,
        errors: { 409: 'The request was already applied or declined' },
      },
    },
  }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const declined = await addressRequests.decline(staffActor(request.staff), audit.write, id, body);
    return { data: toAddressRequestJson(declined), message: 'The request is declined, and the customer is told.' };
  });
}
