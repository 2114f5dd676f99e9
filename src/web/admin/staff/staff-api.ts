// The staff screen's calls (issue #17): the members, a new one, and a member's role or status.
import type { StaffMemberJson } from '../../../shared/schemas/staff.ts';
import type { StaffRole } from '../../../shared/staff-permissions.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export function staffApi(api: ApiClient) {
  return {
    list: () => api.call<{ data: StaffMemberJson[] }>('GET', '/admin/api/staff'),
    create: (body: { email: string; password: string; role: StaffRole }) => api.call<{ data: StaffMemberJson }>('POST', '/admin/api/staff', body),
    update: (id: number, body: { role?: StaffRole; active?: boolean }) => api.call<{ data: StaffMemberJson }>('PATCH', `/admin/api/staff/${id}`, body),
  };
}
