// The calls of an account's Users section (issue #30 Part 4).
import type { StaffAccountUsersMessage, StaffAccountUsersResponse, StaffInviteBody } from '../../../shared/schemas/account-users.ts';
import type { ApiClient } from '../../lib/api-client.ts';

export function accountUsersApi(api: ApiClient) {
  const base = (accountId: number) => `/admin/api/accounts/${accountId}`;
  return {
    list: (accountId: number) => api.call<StaffAccountUsersResponse>('GET', `${base(accountId)}/users`),
    invite: (accountId: number, body: StaffInviteBody) => api.call<StaffAccountUsersMessage>('POST', `${base(accountId)}/invitations`, body),
    resendInvitation: (accountId: number, invitationId: number) => api.call<StaffAccountUsersMessage>('POST', `${base(accountId)}/invitations/${invitationId}/resend`),
    cancelInvitation: (accountId: number, invitationId: number) => api.call<StaffAccountUsersMessage>('DELETE', `${base(accountId)}/invitations/${invitationId}`),
    removeUser: (accountId: number, userId: number) => api.call<StaffAccountUsersMessage>('DELETE', `${base(accountId)}/users/${userId}`),
    sendPasswordReset: (accountId: number, userId: number) => api.call<StaffAccountUsersMessage>('POST', `${base(accountId)}/users/${userId}/password-reset`),
  };
}
