// The back office's client (issue #17), on top of the shared API client, and the calls of the staff
// member's session (who is signed in, the two sign-in steps, signing out). Each screen's own calls live
// beside it (<area>/<area>-api.ts, e.g. orders/orders-api.ts), so a new screen need not change this file.
// In the browser the CSRF token changes at each sign-in step: before each call the page's csrf-token meta
// (which the browser client reads) takes the back office's XSRF-TOKEN cookie (Path=/admin, listed before
// the storefront's, Path=/, since a longer path comes first). The storefront's own client is reused, so
// the storefront's scripts need export nothing more for the back office.
import type { StaffCodeResponseJson, StaffLoginResponseJson, StaffMeJson } from '../../shared/schemas/staff.ts';
import { createBrowserApiClient, type ApiClient } from '../lib/api-client.ts';

/** A change the server made, and the sentence that says so. */
export type AdminDecision<T> = { data: T; message: string };

/** A status list's filters (applications, accounts, address requests). */
export type AdminListParams = Partial<Record<'status' | 'q' | 'page', string>>;

/** `?name=value&…` of the non-blank `params`, or '' when all are blank. */
export function adminQuery(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function adminSessionApi(api: ApiClient) {
  return {
    me: () => api.call<StaffMeJson>('GET', '/admin/api/me'),
    login: (email: string, password: string) => api.call<StaffLoginResponseJson>('POST', '/admin/api/login', { email, password }),
    code: (body: { code: string } | { recovery_code: string }) => api.call<StaffCodeResponseJson>('POST', '/admin/api/login/code', body),
    logout: () => api.call<{ success: true; redirect: string }>('POST', '/admin/api/logout', {}),
  };
}

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
export function browserAdminClient(): ApiClient {
  const api = createBrowserApiClient();
  return {
    ...api,
    call: <T,>(method: string, path: string, body?: unknown): Promise<T> => {
      syncCsrfToken();
      return api.call<T>(method, path, body);
    },
  };
}
