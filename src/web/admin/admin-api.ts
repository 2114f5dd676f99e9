// The back office's calls (issue #17), on top of the shared API client. In the browser the CSRF token
// changes at each sign-in step: before each call the page's csrf-token meta (which the browser client
// reads) takes the back office's XSRF-TOKEN cookie (Path=/admin, listed before the storefront's, Path=/,
// since a longer path comes first). The storefront's own client is reused, so the storefront's scripts
// need export nothing more for the back office.
import type { AuditListJson } from '../../shared/schemas/audit.ts';
import type { StaffCodeResponseJson, StaffLoginResponseJson, StaffMeJson, StaffMemberJson } from '../../shared/schemas/staff.ts';
import type { StaffRole } from '../../shared/staff-permissions.ts';
// Orders (issue #17 Part 6): the order screens' calls.
import type { OrderStatusMoveBody, OrderStatusMoveResponseJson, PackingSlipJson, StaffOrderDetailJson, StaffOrderListResponse } from '../../shared/schemas/staff-orders.ts';
import { createBrowserApiClient, type ApiClient } from '../lib/api-client.ts';
// customer-screens: trade applications, customer accounts and address change requests.
import type { PaginationMeta } from '../../shared/pagination.ts';
import type { AccountDetailJson, AccountSummaryJson, UpdateAccountBody } from '../../shared/schemas/admin-accounts.ts';
import type { AddressRequestJson } from '../../shared/schemas/admin-address-requests.ts';
import type { ApproveApplicationBody, TradeApplicationJson } from '../../shared/schemas/admin-applications.ts';
// Integrations (issue #19 Part 3): API keys and webhooks.
import type { ApiKeyJson, CreateApiKeyBody, CreateWebhookBody, WebhookDeliveryJson, WebhookJson } from '../../shared/schemas/integration.ts';
export type AdminListParams = Partial<Record<'status' | 'q' | 'page', string>>;
type AdminDecision<T> = { data: T; message: string };

export type AuditParams = Partial<Record<'q' | 'staff' | 'entity' | 'date_from' | 'date_to' | 'page', string>>;
export type OrderListParams = Partial<Record<'status' | 'account_number' | 'q' | 'date_from' | 'date_to' | 'page' | 'per_page' | 'sort', string>>;

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function adminApi(api: ApiClient) {
  return {
    me: () => api.call<StaffMeJson>('GET', '/admin/api/me'),
    login: (email: string, password: string) => api.call<StaffLoginResponseJson>('POST', '/admin/api/login', { email, password }),
    code: (body: { code: string } | { recovery_code: string }) => api.call<StaffCodeResponseJson>('POST', '/admin/api/login/code', body),
    logout: () => api.call<{ success: true; redirect: string }>('POST', '/admin/api/logout', {}),
    staff: {
      list: () => api.call<{ data: StaffMemberJson[] }>('GET', '/admin/api/staff'),
      create: (body: { email: string; password: string; role: StaffRole }) => api.call<{ data: StaffMemberJson }>('POST', '/admin/api/staff', body),
      update: (id: number, body: { role?: StaffRole; active?: boolean }) => api.call<{ data: StaffMemberJson }>('PATCH', `/admin/api/staff/${id}`, body),
    },
    audit: (params: AuditParams) => api.call<AuditListJson>('GET', `/admin/api/audit${query(params)}`),
    orders: {
      list: (params: OrderListParams) => api.call<StaffOrderListResponse>('GET', `/admin/api/orders${query(params)}`),
      get: (id: number) => api.call<{ data: StaffOrderDetailJson }>('GET', `/admin/api/orders/${id}`),
      packingSlip: (id: number) => api.call<{ data: PackingSlipJson }>('GET', `/admin/api/orders/${id}/packing-slip`),
      move: (id: number, body: OrderStatusMoveBody) => api.call<OrderStatusMoveResponseJson>('POST', `/admin/api/orders/${id}/status`, body),
      resendConfirmation: (id: number) => api.call<{ message: string }>('POST', `/admin/api/orders/${id}/resend-confirmation`, {}),
    },
    // customer-screens: trade applications, customer accounts and address change requests.
    applications: {
      list: (params: AdminListParams) => api.call<{ data: TradeApplicationJson[]; meta: PaginationMeta }>('GET', `/admin/api/applications${query(params)}`),
      get: (id: string) => api.call<{ data: TradeApplicationJson }>('GET', `/admin/api/applications/${encodeURIComponent(id)}`),
      approve: (id: number, body: ApproveApplicationBody) => api.call<AdminDecision<TradeApplicationJson>>('POST', `/admin/api/applications/${id}/approve`, body),
      decline: (id: number, reason: string) => api.call<AdminDecision<TradeApplicationJson>>('POST', `/admin/api/applications/${id}/decline`, { reason }),
    },
    accounts: {
      list: (params: AdminListParams) => api.call<{ data: AccountSummaryJson[]; meta: PaginationMeta }>('GET', `/admin/api/accounts${query(params)}`),
      get: (id: string) => api.call<{ data: AccountDetailJson }>('GET', `/admin/api/accounts/${encodeURIComponent(id)}`),
      update: (id: number, body: UpdateAccountBody) => api.call<AdminDecision<AccountDetailJson>>('PATCH', `/admin/api/accounts/${id}`, body),
    },
    addressRequests: {
      list: (params: AdminListParams) => api.call<{ data: AddressRequestJson[]; meta: PaginationMeta }>('GET', `/admin/api/address-requests${query(params)}`),
      apply: (id: number) => api.call<AdminDecision<AddressRequestJson>>('POST', `/admin/api/address-requests/${id}/apply`, {}),
      decline: (id: number, reason: string) => api.call<AdminDecision<AddressRequestJson>>('POST', `/admin/api/address-requests/${id}/decline`, { reason }),
    },
    // Integrations (issue #19 Part 3): API keys and webhooks.
    apiKeys: {
      list: () => api.call<{ data: ApiKeyJson[] }>('GET', '/admin/api/api-keys'),
      create: (body: CreateApiKeyBody) => api.call<AdminDecision<{ id: number; key: string }>>('POST', '/admin/api/api-keys', body),
      revoke: (id: number) => api.call<{ message: string }>('DELETE', `/admin/api/api-keys/${id}`),
    },
    webhooks: {
      list: () => api.call<{ data: WebhookJson[] }>('GET', '/admin/api/webhooks'),
      create: (body: CreateWebhookBody) => api.call<AdminDecision<{ id: number; secret: string }>>('POST', '/admin/api/webhooks', body),
      remove: (id: number) => api.call<{ message: string }>('DELETE', `/admin/api/webhooks/${id}`),
      deliveries: (id: string) => api.call<{ data: WebhookDeliveryJson[] }>('GET', `/admin/api/webhooks/${encodeURIComponent(id)}/deliveries`),
      resend: (id: number, deliveryId: number) => api.call<{ message: string }>('POST', `/admin/api/webhooks/${id}/deliveries/${deliveryId}/resend`, {}),
    },
  };
}
export type AdminApi = ReturnType<typeof adminApi>;

/** The page's token becomes the back office's current one (the first XSRF-TOKEN cookie: Path=/admin). */
function syncCsrfToken(): void {
  const fromCookie = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('XSRF-TOKEN='));
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (fromCookie && meta) meta.content = decodeURIComponent(fromCookie.slice('XSRF-TOKEN='.length));
}

/** The browser's back-office client: fetch, with the back office's current CSRF token. */
export function browserAdminApi(): AdminApi {
  const api = createBrowserApiClient();
  return adminApi({
    ...api,
    call: <T,>(method: string, path: string, body?: unknown): Promise<T> => {
      syncCsrfToken();
      return api.call<T>(method, path, body);
    },
  });
}
