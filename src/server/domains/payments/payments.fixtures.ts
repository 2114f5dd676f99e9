// API test helpers for the sandbox provider's hosted page, which a browser uses without script.
import { apiAs, type ApiResponse } from '../../testing/api.ts';
import type { TestSession } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** What the sandbox page's buttons send: a urlencoded form with the CSRF token as _token, no header. */
export function submitSandboxForm(testApp: TestApp, url: string, session: TestSession, token: string = session.headers['x-xsrf-token']): Promise<ApiResponse> {
  const form = new URLSearchParams({ _token: token }).toString();
  return apiAs(testApp, session, { withCsrf: false }).post(url, form, { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

// The providers as other domains' tests build them (a refund through the sandbox, or a fake Stripe client).
export { createSandboxProvider } from './sandbox-provider.ts';
export { createStripeProvider } from './stripe-provider.ts';
