// My Account's calls (spec §7 PUT /my-account; issue #11: GET /api/my-account, Switch Account, the
// account's users and the invitation link), on top of the API client's `call`.
import type { AccountRole } from '../../../shared/account-roles.ts';
import type {
  AccountChoiceJson,
  BillingAddressJson,
  ColleaguesResponse,
  InvitationResponse,
  MyAccountResponse,
} from '../../../shared/schemas/account.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** One mode of the edit popup: only these fields are sent, so only they change. */
export type MyAccountChange =
  | { account_name: string }
  | { accounts_email: string }
  | { email: string; current_password: string }
  | { password: string; password_confirmation: string; current_password: string }
  | { first_name: string; last_name: string }
  | { billing_address: BillingAddressJson };

const id = (value: number) => encodeURIComponent(String(value));

export function myAccountApi(api: ApiClient) {
  return {
    get: () => api.call<MyAccountResponse>('GET', '/api/my-account'),
    update: (change: MyAccountChange) => api.call<MyAccountResponse>('PUT', '/my-account', change),
    accounts: () => api.call<{ data: AccountChoiceJson[] }>('GET', '/api/my-account/accounts'),
    switchTo: (accountId: number) => api.call<{ success: true; redirect: string }>('POST', '/api/my-account/switch', { account_id: accountId }),
    colleagues: () => api.call<ColleaguesResponse>('GET', '/api/account-users'),
    invite: (email: string, role: AccountRole) => api.call<{ outcome: string; message: string }>('POST', '/api/account-users/invitations', { email, role }),
    cancelInvitation: (invitationId: number) => api.call<{ message: string }>('DELETE', `/api/account-users/invitations/${id(invitationId)}`),
    changeRole: (userId: number, role: AccountRole) => api.call<{ message: string }>('PUT', `/api/account-users/${id(userId)}`, { role }),
    /** Issue #29: a buyer's spending limits, cents excl. GST (null: none). */
    setLimits: (userId: number, limits: { order_limit: number | null; monthly_limit: number | null }) =>
      api.call<{ message: string }>('PATCH', `/api/account-users/${id(userId)}`, limits),
    remove: (userId: number) => api.call<{ message: string }>('DELETE', `/api/account-users/${id(userId)}`),
    invitation: (token: string) => api.call<InvitationResponse>('GET', `/api/invitations/${encodeURIComponent(token)}`),
    /** Someone without a sign-in: their login for the invited address. */
    acceptInvitation: (body: { token: string; first_name: string; last_name: string; password: string; password_confirmation: string }) =>
      api.call<{ success: true; email: string; account_number: string; message: string; redirect: string }>('POST', '/api/invitations/accept', body),
    /** The signed-in person accepts as themselves. */
    joinWithInvitation: (token: string) =>
      api.call<{ success: true; account_number: string; message: string; redirect: string }>('POST', '/api/invitations/join', { token }),
    confirmEmail: (token: string) => api.call<{ success: true; email: string; message: string; redirect: string }>('POST', '/api/email/confirm', { token }),
  };
}
