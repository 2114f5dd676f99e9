// Address change requests, decided by the merchant's staff (issue #17 Part 4). A request is open until
// it is applied (the address takes the values asked for and keeps its integration code) or declined;
// either way the customer is e-mailed, and the decision, its e-mail and its audit entry commit together.
// An applied change also queues the webhook event `address_request.applied` (issue #26) in that
// transaction, so the ERP that owns the address can follow before its next sync puts the old one back.
import type { AddressLinesJson, AddressRequestListQuery } from '../../../shared/schemas/admin-address-requests.ts';
import type { AddressRequestAppliedData } from '../../../shared/schemas/integration.ts';
import type { DeclineBody } from '../../../shared/schemas/admin-lists.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { AddressLines, AddressRequest, AddressRequestsRepo } from './address-requests.repo.ts';
import { addressEventsQueue, addressRequestDecisionMailQueue } from './addresses.queues.ts';

export const requestDecidedMessage = (request: Pick<AddressRequest, 'id' | 'status'>) => `Address change request #${request.id} was ${request.status} already.`;

const auditedLines = (lines: AddressLines): AddressLinesJson => ({ line_1: lines.line1, line_2: lines.line2, suburb: lines.suburb, city: lines.city, post_code: lines.postCode });

/** The `address_request.applied` event's data: the address as applied, and as it was. */
function appliedEventData(request: AddressRequest, at: Date): AddressRequestAppliedData {
  return {
    request_id: request.id,
    account_number: request.account.accountNumber,
    account_external_code: request.account.externalCode,
    address_id: request.addressId,
    integration_code: request.integrationCode,
    address: auditedLines(request.requested),
    previous: auditedLines(request.current),
    applied_at: at.toISOString(),
  };
}

/** The log's name for a request: its account's number, and the ERP's code of the address when it has one. */
const addressReference = (request: AddressRequest) => [request.account.accountNumber, request.integrationCode].filter(Boolean).join(' · ');

export function createAddressRequestsService(deps: { repo: AddressRequestsRepo; transact: Transact; jobs: Pick<JobQueue, 'send'>; now?: () => Date }) {
  const { repo, transact, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  /** The open request, locked with its address until the transaction ends: a second decision waits, then finds it decided (409). */
  async function openRequest(tx: DbExecutor, id: number): Promise<AddressRequest> {
    const request = await repo.lock(tx, id);
    if (!request) throw new NotFoundError('address change request', id);
    if (request.status !== 'open') throw new ConflictError(requestDecidedMessage(request));
    return request;
  }

  async function answered(id: number): Promise<AddressRequest> {
    const request = await repo.find(id);
    if (!request) throw new Error(`address change request ${id} vanished after its decision`);
    return request;
  }

  return {
    /** GET /admin/api/address-requests?status=open: oldest first, a page at a time. */
    async listPage(query: AddressRequestListQuery): Promise<{ requests: AddressRequest[]; total: number }> {
      return repo.findPage(query.status, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
    },

    async get(id: number): Promise<AddressRequest> {
      const request = await repo.find(id);
      if (!request) throw new NotFoundError('address change request', id);
      return request;
    },

    /** POST …/{id}/apply: the address takes the requested lines; the customer's e-mail, the webhook event and the audit entry go with it. */
    async apply(actor: AuditActor, audit: AuditWriter, id: number): Promise<AddressRequest> {
      await transact(async (tx) => {
        const request = await openRequest(tx, id);
        const at = now();
        await repo.applyToAddress(tx, request);
        await repo.decide(tx, id, { status: 'applied' }, at);
        await jobs.send(addressRequestDecisionMailQueue, { requestId: id }, { executor: tx });
        await jobs.send(addressEventsQueue, { event: 'address_request.applied', requestId: id, data: appliedEventData(request, at) }, { executor: tx });
        await audit(tx, {
          actor,
          action: 'address_request.apply',
          entity: 'address_request',
          entityId: id,
          reference: addressReference(request),
          before: { status: 'open', address_id: request.addressId, ...auditedLines(request.current) },
          after: { status: 'applied', address_id: request.addressId, ...auditedLines(request.requested) },
        });
      });
      return answered(id);
    },

    /** POST …/{id}/decline `{reason?}`: the address stays; the customer is told, with the reason. */
    async decline(actor: AuditActor, audit: AuditWriter, id: number, body: DeclineBody): Promise<AddressRequest> {
      await transact(async (tx) => {
        const request = await openRequest(tx, id);
        await repo.decide(tx, id, { status: 'declined', declineReason: body.reason }, now());
        await jobs.send(addressRequestDecisionMailQueue, { requestId: id }, { executor: tx });
        await audit(tx, {
          actor,
          action: 'address_request.decline',
          entity: 'address_request',
          entityId: id,
          reference: addressReference(request),
          before: { status: 'open', address_id: request.addressId },
          after: { status: 'declined', address_id: request.addressId, reason: body.reason ?? null },
        });
      });
      return answered(id);
    },
  };
}
export type AddressRequestsService = ReturnType<typeof createAddressRequestsService>;
