// The staff screen's calls (issue #17): the members, a new one, and a member's role or status; and a
// member's security (issue #30 Part 4): sign-ins, sessions, signing out everywhere, the two resets, and
// the new password from a reset link.
import type { StaffMemberJson } from '../../../shared/schemas/staff.ts';
import type {
  StaffResetResponseJson,
  StaffSessionsEndedResponseJson,
  StaffSessionsResponseJson,
  StaffSignInsResponseJson,
} from '../../../shared/schemas/staff-security.ts';
import type { StaffRole } from '../../../shared/staff-permissions.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export function staffApi(api: ApiClient) {
  return {
    list: () => api.call<{ data: StaffMemberJson[] }>('GET', '/admin/api/staff'),
    create: (body: { email: string; password: string; role: StaffRole }) => api.call<{ data: StaffMemberJson }>('POST', '/admin/api/staff', body),
    update: (id: number, body: { role?: StaffRole; active?: boolean }) => api.call<{ data: StaffMemberJson }>('PATCH', `/admin/api/staff/${id}`, body),
    signIns: (id: number | string, page: number) => api.call<StaffSignInsResponseJson>('GET', `/admin/api/staff/${id}/sign-ins${page > 1 ? `?page=${page}` : ''}`),
    sessions: (id: number | string) => api.call<StaffSessionsResponseJson>('GET', `/admin/api/staff/${id}/sessions`),
    endSessions: (id: number) => api.call<StaffSessionsEndedResponseJson>('DELETE', `/admin/api/staff/${id}/sessions`),
    resetPassword: (id: number) => api.call<StaffResetResponseJson>('POST', `/admin/api/staff/${id}/reset-password`),
    resetAuthenticator: (id: number) => api.call<StaffResetResponseJson>('POST', `/admin/api/staff/${id}/reset-authenticator`),
    setPassword: (body: { token: string; password: string; password_confirmation: string }) =>
      api.call<{ success: true; redirect: string }>('POST', '/admin/api/password/reset', body),
  };
}
