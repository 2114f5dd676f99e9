import type { AddressLinesJson, AddressRequestJson } from '../../../shared/schemas/admin-address-requests.ts';
import type { AddressLines, AddressRequest } from './address-requests.repo.ts';

const toLinesJson = (lines: AddressLines): AddressLinesJson => ({ line_1: lines.line1, line_2: lines.line2, suburb: lines.suburb, city: lines.city, post_code: lines.postCode });

/** An address change request as the back office lists it, and the answer of a decision. */
export function toAddressRequestJson(request: AddressRequest): AddressRequestJson {
  return {
    id: request.id,
    status: request.status,
    account: { id: request.account.id, account_number: request.account.accountNumber, name: request.account.name },
    address_id: request.addressId,
    integration_code: request.integrationCode,
    conflicting_request_ids: request.conflictingRequestIds,
    current: toLinesJson(request.current),
    requested: toLinesJson(request.requested),
    requested_by: request.requestedBy,
    decline_reason: request.declineReason,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
  };
}
