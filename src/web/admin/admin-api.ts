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
import { adminUpload } from './admin-upload.ts';
// content-import: the catalogue CSV and the store's content (issue #19).
import type { CatalogueImportApplyJson, CatalogueImportPreviewJson } from '../../shared/schemas/admin-catalogue-import.ts';
import type {
  AdminContentPageJson,
  AdminCustomerLogoJson,
  AdminTestimonialJson,
  ContentPageBody,
  ContentPageSummaryJson,
  CustomerLogoBody,
  CustomerLogoPatch,
  NoticeBody,
  NoticeJson,
  TestimonialBody,
  TestimonialPatch,
} from '../../shared/schemas/admin-content.ts';
// customer-screens: trade applications, customer accounts and address change requests.
import type { PaginationMeta } from '../../shared/pagination.ts';
import type { AccountDetailJson, AccountSummaryJson, UpdateAccountBody } from '../../shared/schemas/admin-accounts.ts';
import type { AddressRequestJson } from '../../shared/schemas/admin-address-requests.ts';
import type { ApproveApplicationBody, TradeApplicationDetailJson, TradeApplicationJson } from '../../shared/schemas/admin-applications.ts';
// catalogue-admin (issue #19): products, their pictures and the category tree.
import type { AdminProductJson, AdminProductPage, CreateProductBody, UpdateProductBody } from '../../shared/schemas/admin-products.ts';
import type { AdminCategoryJson, CreateCategoryBody, UpdateCategoryBody } from '../../shared/schemas/admin-categories.ts';
export type AdminProductListParams = Partial<Record<'q' | 'category_id' | 'on_sale' | 'active' | 'page' | 'per_page', string>>;
// Integrations (issue #19 Part 3): API keys and webhooks.
import type { ApiKeyJson, CreateApiKeyBody, CreateWebhookBody, WebhookDeliveryJson, WebhookJson } from '../../shared/schemas/integration.ts';
export type AdminListParams = Partial<Record<'status' | 'q' | 'page', string>>;
type AdminDecision<T> = { data: T; message: string };

export type AuditParams = Partial<Record<'q' | 'actor' | 'entity' | 'date_from' | 'date_to' | 'page', string>>;
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
      /** Sends a live order's confirmation, or a cancelled order's cancellation notice, to the buyer again. */
      resend: (id: number, notice: 'confirmation' | 'cancellation') => api.call<{ message: string }>('POST', `/admin/api/orders/${id}/resend-${notice}`, {}),
    },
    // customer-screens: trade applications, customer accounts and address change requests.
    applications: {
      list: (params: AdminListParams) => api.call<{ data: TradeApplicationJson[]; meta: PaginationMeta }>('GET', `/admin/api/applications${query(params)}`),
      get: (id: string) => api.call<{ data: TradeApplicationDetailJson }>('GET', `/admin/api/applications/${encodeURIComponent(id)}`),
      approve: (id: number, body: ApproveApplicationBody) => api.call<AdminDecision<TradeApplicationJson>>('POST', `/admin/api/applications/${id}/approve`, body),
      decline: (id: number, reason: string) => api.call<AdminDecision<TradeApplicationJson>>('POST', `/admin/api/applications/${id}/decline`, { reason }),
    },
    accounts: {
      list: (params: AdminListParams) => api.call<{ data: AccountSummaryJson[]; meta: PaginationMeta }>('GET', `/admin/api/accounts${query(params)}`),
      get: (id: string) => api.call<{ data: AccountDetailJson }>('GET', `/admin/api/accounts/${encodeURIComponent(id)}`),
      update: (id: number, body: UpdateAccountBody) => api.call<AdminDecision<AccountDetailJson>>('PATCH', `/admin/api/accounts/${id}`, body),
    },
    // catalogue-admin (issue #19): products, their pictures and the category tree.
    products: {
      list: (params: AdminProductListParams) => api.call<AdminProductPage>('GET', `/admin/api/products${query(params)}`),
      get: (id: string) => api.call<{ data: AdminProductJson }>('GET', `/admin/api/products/${encodeURIComponent(id)}`),
      create: (body: CreateProductBody) => api.call<AdminDecision<AdminProductJson>>('POST', '/admin/api/products', body),
      update: (id: number, body: UpdateProductBody) => api.call<AdminDecision<AdminProductJson>>('PATCH', `/admin/api/products/${id}`, body),
    },
    categories: {
      tree: () => api.call<{ data: AdminCategoryJson[] }>('GET', '/admin/api/categories'),
      create: (body: Partial<CreateCategoryBody>) => api.call<AdminDecision<AdminCategoryJson>>('POST', '/admin/api/categories', body),
      update: (id: number, body: UpdateCategoryBody) => api.call<AdminDecision<AdminCategoryJson>>('PATCH', `/admin/api/categories/${id}`, body),
    },
    addressRequests: {
      list: (params: AdminListParams) => api.call<{ data: AddressRequestJson[]; meta: PaginationMeta }>('GET', `/admin/api/address-requests${query(params)}`),
      apply: (id: number) => api.call<AdminDecision<AddressRequestJson>>('POST', `/admin/api/address-requests/${id}/apply`, {}),
      decline: (id: number, reason: string) => api.call<AdminDecision<AddressRequestJson>>('POST', `/admin/api/address-requests/${id}/decline`, { reason }),
    },
    // content-import: the catalogue CSV and the store's content (issue #19).
    catalogueImport: {
      apply: (token: string) => api.call<CatalogueImportApplyJson>('POST', `/admin/api/catalogue/import/${encodeURIComponent(token)}/apply`, {}),
    },
    notice: {
      get: () => api.call<{ data: NoticeJson }>('GET', '/admin/api/content/notice'),
      save: (body: NoticeBody) => api.call<{ data: NoticeJson }>('PUT', '/admin/api/content/notice', body),
    },
    testimonials: {
      list: () => api.call<{ data: AdminTestimonialJson[] }>('GET', '/admin/api/testimonials'),
      create: (body: Omit<TestimonialBody, 'files'>) => api.call<{ data: AdminTestimonialJson }>('POST', '/admin/api/testimonials', body),
      update: (id: number, patch: TestimonialPatch) => api.call<{ data: AdminTestimonialJson }>('PATCH', `/admin/api/testimonials/${id}`, patch),
      remove: (id: number) => api.call<undefined>('DELETE', `/admin/api/testimonials/${id}`),
    },
    customerLogos: {
      list: () => api.call<{ data: AdminCustomerLogoJson[] }>('GET', '/admin/api/customer-logos'),
      create: (body: Omit<CustomerLogoBody, 'files'>) => api.call<{ data: AdminCustomerLogoJson }>('POST', '/admin/api/customer-logos', body),
      update: (id: number, patch: CustomerLogoPatch) => api.call<{ data: AdminCustomerLogoJson }>('PATCH', `/admin/api/customer-logos/${id}`, patch),
      remove: (id: number) => api.call<undefined>('DELETE', `/admin/api/customer-logos/${id}`),
    },
    contentPages: {
      list: () => api.call<{ data: ContentPageSummaryJson[] }>('GET', '/admin/api/content-pages'),
      get: (slug: string) => api.call<{ data: AdminContentPageJson }>('GET', `/admin/api/content-pages/${encodeURIComponent(slug)}`),
      save: (slug: string, body: ContentPageBody) => api.call<{ data: AdminContentPageJson }>('PUT', `/admin/api/content-pages/${encodeURIComponent(slug)}`, body),
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

/** content-import: a catalogue CSV checked in the browser. */
const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};
export const checkCatalogueCsv = (file: File) => adminUpload<CatalogueImportPreviewJson>('/admin/api/catalogue/import', fileForm(file));
/** content-import: a customer logo's new picture. */
export const uploadLogoPicture = (id: number, file: File) => adminUpload<{ data: AdminCustomerLogoJson }>(`/admin/api/customer-logos/${id}/picture`, fileForm(file));

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
