// The test kit's client (issue #8): calls the app as a signed-in user, a guest or nobody, sends the
// session cookie and the CSRF header, and answers the status, the parsed body and the headers.
//   const buyer = apiAs(testApp, await signedInAccount(testApp));
//   const { status, body } = await buyer.post<CartJson>('/api/cart', { id, qty: 2 });
import type { OutgoingHttpHeaders } from 'node:http';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { guestHeaders, type TestSession } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** What a test reads from a body it did not type: as loose as `response.json()` was. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test body is checked by its assertions, not its type
export type AnyBody = any;

export type ApiResponse<T = AnyBody> = {
  status: number;
  /** The JSON body, parsed; undefined when the answer is not JSON (read `text`). */
  body: T;
  text: string;
  headers: OutgoingHttpHeaders;
  cookies: LightMyRequestResponse['cookies'];
};

export type RequestOptions = {
  /** Leave out the CSRF header (the 403 case); the cookie is still sent. */
  withCsrf?: boolean;
  /** More headers, over the session's (accept, content-type). */
  headers?: Record<string, string>;
  /** The client address (sign-in and reset limits count per address). */
  remoteAddress?: string;
};

export type ApiClient = {
  readonly session: TestSession | null;
  get<T = AnyBody>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = AnyBody>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = AnyBody>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = AnyBody>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = AnyBody>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  request<T = AnyBody>(method: InjectOptions['method'], url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
};

/** The answer as tests read it. */
export function toApiResponse<T = AnyBody>(response: LightMyRequestResponse): ApiResponse<T> {
  const isJson = String(response.headers['content-type'] ?? '').includes('json') && response.body !== '';
  return {
    status: response.statusCode,
    body: (isJson ? response.json() : undefined) as T,
    text: response.body,
    headers: response.headers,
    cookies: response.cookies,
  };
}

/** Headers for `session`: its cookie, and its CSRF header unless left out. A null session sends neither. */
export function sessionHeaders(session: TestSession | null, withCsrf = true): Record<string, string> {
  if (!session) return {};
  return withCsrf ? { ...session.headers } : { cookie: session.headers.cookie };
}

/**
 * A client for `session`: a signed-in user (`signedInAccount`), a guest with a CSRF token
 * (`guestHeaders`), or null for a visitor with no cookies at all. `defaults` apply to every call.
 */
export function apiAs(testApp: Pick<TestApp, 'app'>, session: TestSession | null, defaults: RequestOptions = {}): ApiClient {
  async function request<T>(method: InjectOptions['method'], url: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const { withCsrf, headers, remoteAddress } = { ...defaults, ...options };
    const response = await testApp.app.inject({
      method,
      url,
      headers: { ...sessionHeaders(session, withCsrf), ...defaults.headers, ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    return toApiResponse<T>(response);
  }
  return {
    session,
    request,
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
    delete: (url, options) => request('DELETE', url, undefined, options),
  };
}

/** A client for a new guest: a fresh sid and its CSRF token. */
export async function apiAsNewGuest(testApp: Pick<TestApp, 'app'>, defaults?: RequestOptions): Promise<ApiClient> {
  return apiAs(testApp, await guestHeaders(testApp as TestApp), defaults);
}

/** The body of a 200 answer; anything else fails the test, showing the answer. */
export function okBody<T>(response: ApiResponse<T>): T {
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** A 422 naming `field` (with this text for it, when given); returns the body. */
export function expectInvalid(response: ApiResponse, field: string, text?: string | RegExp): { message: string; errors: Record<string, string> } {
  expect(response.status, response.text).toBe(422);
  expect(response.body?.errors, response.text).toHaveProperty([field]);
  if (typeof text === 'string') expect(response.body.errors[field], response.text).toBe(text);
  else if (text) expect(response.body.errors[field], response.text).toMatch(text);
  return response.body;
}
