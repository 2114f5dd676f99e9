import { UnauthenticatedError } from '../../errors.ts';
import type { StaffViewer } from '../staff/staff-viewer.types.ts';
import type { AuditActor, StaffActor } from './audit-entry.types.ts';
import type { ApiKeyCaller } from '../integration/api-key-caller.types.ts';

/** The actor of a change made in a staff route: `staffActor(request.staff)`. */
export function staffActor(staff: StaffViewer): StaffActor {
  return { kind: 'staff', staffId: staff.id, email: staff.email };
}

/** The actor of a change made by the ERP with an API key (issue #19): it reads 'api-key:<name>' in the log. */
export function apiKeyActor(key: ApiKeyCaller): AuditActor {
  return { kind: 'api-key', staffId: null, keyId: key.id, email: `api-key:${key.name}` };
}

/** The actor of an integration route's request (`request.apiKey`): none is a 401. */
export function callingKeyActor(request: { apiKey: ApiKeyCaller | null }): AuditActor {
  if (!request.apiKey) throw new UnauthenticatedError();
  return apiKeyActor(request.apiKey);
}
