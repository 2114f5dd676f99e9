// The audit log's call (issue #17): one page of the entries its filters find.
import type { AuditListJson } from '../../../shared/schemas/audit.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery } from '../admin-api.ts';

export type AuditParams = Partial<Record<'q' | 'actor' | 'entity' | 'date_from' | 'date_to' | 'page', string>>;

export function auditApi(api: ApiClient) {
  return {
    list: (params: AuditParams) => api.call<AuditListJson>('GET', `/admin/api/audit${adminQuery(params)}`),
  };
}
