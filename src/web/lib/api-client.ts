// The web reaches data only through this client. During server rendering its transport is
// Fastify's inject (no network hop, the session cookie attached); in the browser it is fetch.
import type { DeliveryDatesResponseJson } from '../../shared/schemas/delivery.ts';
import type { ApiError } from '../../shared/api-error.ts';
import type {
  CategoryDetailJson,
  CategoryNodeJson,
  NavItemJson,
  ProductDetailJson,
  ProductsResponse,
} from '../../shared/schemas/catalogue.ts';
import type { AwaitingApprovalJson } from '../../shared/schemas/approvals.ts';
import type { CartJson, CheckoutJson } from '../../shared/schemas/cart.ts';
import type { BillingInfo, ShippingInfo } from '../../shared/schemas/addresses.ts';
import type {
  OrderAgainResponseJson,
  OrderDetailJson,
  OrderHistoryResponse,
  PaymentResponseJson,
} from '../../shared/schemas/orders.ts';
import type { SessionJson } from '../../shared/schemas/session.ts';
import type { SuggestResponse } from '../../shared/schemas/search.ts';

/** `signal`: a browser call the caller may abort (fetch honours it; the server's inject has nothing to abort). */
export type ApiTransport = (path: string, init: { method: string; body?: string; headers: Record<string, string>; signal?: AbortSignal }) => Promise<{
  status: number;
  json(): Promise<unknown>;
}>;

/** A failed call: status and the server's `{ message, errors }`. Loaders turn it into a thrown Response. */
const GENERIC_MESSAGE = 'Sorry, something has gone wrong.';

/** A 404's `moved_to` (GET /api/category for a path a category has left), as the server sends it. */
function isMovedTo(value: unknown): value is NonNullable<ApiError['moved_to']> {
  if (typeof value !== 'object' || value === null) return false;
  const { id, path, url } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof path === 'string' && typeof url === 'string';
}

/** An error answer as the spec's shape, whatever came (a proxy's HTML page, no body at all). */
function toApiError(payload: unknown): ApiError {
  if (typeof payload !== 'object' || payload === null) return { message: GENERIC_MESSAGE };
  const { message, errors, moved_to: movedTo } = payload as { message?: unknown; errors?: unknown; moved_to?: unknown };
  return {
    message: typeof message === 'string' ? message : GENERIC_MESSAGE,
    ...(typeof errors === 'object' && errors !== null ? { errors: errors as Record<string, string> } : {}),
    ...(isMovedTo(movedTo) ? { moved_to: movedTo } : {}),
  };
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;
  constructor(status: number, body: ApiError) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

export type ProductsParams = {
  page?: number;
  per_page?: number;
  sort_field?: string;
  sort_order?: string;
  parent_id?: number;
  keyword?: string;
  category_id?: number[];
  /** spec §7 load-more list: 'all' or one category id (with its subtree). */
  category?: string;
  /** '1': only products on special (the Specials page). */
  on_sale?: '1';
  /** '1': only products in stock, or whose stock is not tracked (issue #30 Part 3). */
  in_stock?: '1';
  /** '1': search the keyword exactly as typed, with no spelling correction (issue #16 item 11). */
  as_typed?: '1';
};

function queryString(params: ProductsParams | OrderHistoryParams): string {
  const search = new URLSearchParams();
  // A parameter set to undefined is left out as if it were absent.
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** spec §7 GET /api/order-history: each parameter is sent only when set. */
export type OrderHistoryParams = {
  page?: number;
  per_page?: number;
  search_by?: 'order_id' | 'keyword';
  keyword?: string;
  date_from?: string;
  date_to?: string;
};

export type PaymentType = 'account' | 'card';

/** Options of a call: an AbortSignal that cancels it (the call then rejects with the signal's reason). */
export type CallOptions = { signal?: AbortSignal };

export function createApiClient(transport: ApiTransport, getCsrfToken: () => string | undefined = () => undefined) {
  async function call<T>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    const csrfToken = getCsrfToken();
    if (csrfToken && method !== 'GET') headers['x-xsrf-token'] = csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const payload = (await response.json().catch(() => null)) as unknown;
    // Aborted while the body was read: the null above is not the answer.
    options.signal?.throwIfAborted();
    if (response.status >= 400) throw new ApiRequestError(response.status, toApiError(payload));
    return payload as T;
  }

  return {
    /**
     * Any call, typed by the caller with the shared schema's type: a new domain's calls live beside
     * its pages (features/<domain>/<domain>-api.ts) on top of this, so this file need not change.
     */
    call,
    session: () => call<SessionJson>('GET', '/api/session'),
    login: (body: { email: string; password: string; remember_me: boolean }) =>
      call<{ success: true; redirect: string; account_number: string }>('POST', '/api/login', body),
    logout: (token: string) => call<{ success: true; redirect: string }>('POST', '/logout', { token }),
    requestPasswordReset: (email: string) => call<{ message: string }>('POST', '/password/email', { email }),
    resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
      call<{ success: true; redirect: string }>('POST', '/password/reset', body),
    /** spec §7 POST /api/subscribers: the footer newsletter form. */
    subscribe: (email: string) => call<{ message: string }>('POST', '/api/subscribers', { email }),
    catalogue: {
      categories: () => call<{ data: CategoryNodeJson[] }>('GET', '/api/categories'),
      navItems: () => call<{ data: NavItemJson[] }>('GET', '/api/nav-items'),
      category: (path: string) =>
        call<{ data: CategoryDetailJson }>('GET', `/api/category?path=${encodeURIComponent(path)}`),
      products: (params: ProductsParams) => call<ProductsResponse>('GET', `/api/products${queryString(params)}`),
      product: (idOrSlug: string) =>
        call<{ data: ProductDetailJson }>('GET', `/api/products/${encodeURIComponent(idOrSlug)}`),
    },
    search: {
      /** Issue #18 GET /api/search/suggest: products (price for a signed-in viewer only) and categories for the typed text. */
      suggest: (q: string, options: CallOptions = {}) =>
        call<SuggestResponse>('GET', `/api/search/suggest?q=${encodeURIComponent(q)}`, undefined, options),
    },
    /** spec §7 cart calls: every one answers the whole cart, which replaces the stored one. */
    cart: {
      /** GET /cart?ajax=1: the header widget's cart (spec §2). */
      widget: () => call<CartJson>('GET', '/cart?ajax=1'),
      get: () => call<CartJson>('GET', '/api/cart'),
      add: (body: { id: number; qty: number; variant_id: number }) => call<CartJson>('POST', '/api/cart', body),
      update: (body: { key: string; id: number; qty: number }) => call<CartJson>('POST', '/api/cart', body),
      addCells: (items: Array<{ id: number; qty: number }>) =>
        call<CartJson>('POST', '/api/cart/multi-store', { items, add_quantity: true }),
      remove: (key: string) => call<CartJson>('DELETE', `/api/cart/${encodeURIComponent(key)}`),
    },
    checkout: {
      get: () => call<CheckoutJson>('GET', '/api/checkout'),
      /** Issue #29: with the delivery day chosen (null: none, the first open one when placed). */
      saveShipping: (shippingInfo: ShippingInfo, deliveryDate: string | null = null) =>
        call<CartJson>('POST', '/api/checkout/shipping', deliveryDate ? { shipping_info: shippingInfo, delivery_date: deliveryDate } : { shipping_info: shippingInfo }),
      deliveryDates: (postCode: string) =>
        call<DeliveryDatesResponseJson>('GET', `/api/checkout/delivery-dates${postCode ? `?post_code=${encodeURIComponent(postCode)}` : ''}`),
      saveBilling: (billingInfo: BillingInfo) => call<CartJson>('POST', '/api/checkout/billing', { billing_info: billingInfo }),
      /** spec §7 POST /api/payment/{type}: no body. */
      pay: (type: PaymentType) => call<PaymentResponseJson | AwaitingApprovalJson>('POST', `/api/payment/${type}`),
    },
    orders: {
      list: (params: OrderHistoryParams) => call<OrderHistoryResponse>('GET', `/api/order-history${queryString(params)}`),
      get: (id: string | number) => call<{ data: OrderDetailJson }>('GET', `/api/order-history/${encodeURIComponent(String(id))}`),
      orderAgain: (id: string | number) =>
        call<OrderAgainResponseJson>('POST', `/api/order-history/${encodeURIComponent(String(id))}/order-again`),
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: fetch, with the CSRF token from the page's meta tag. */
export function createBrowserApiClient(): ApiClient {
  return createApiClient(
    (path, init) => fetch(path, { ...init, credentials: 'same-origin' }),
    () => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content,
  );
}
