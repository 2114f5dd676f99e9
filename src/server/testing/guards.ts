// The guard cases every personal endpoint owes (CONVENTIONS §7), in one call:
//   await expectGuarded(testApp, { method: 'POST', url: `/api/order-history/${id}/order-again` }, { otherAccount: true });
// checks 401 for a guest, 403 without the CSRF token (unsafe methods) and, for something one account
// owns, 404 for any other account.
import { expect } from 'vitest';
import { CsrfError, UnauthenticatedError } from '../errors.ts';
import { apiAs, type ApiResponse } from './api.ts';
import { guestHeaders, signedInAccount, type TestAccount, type TestSession } from './factories.ts';
import type { TestApp } from './test-app.ts';

export type GuardedRoute = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown };

export type GuardOptions = {
  /**
   * Who sends the request without the CSRF token (403). Default: an account of the kit's own; pass the
   * owner to show afterwards that the refused request changed nothing of theirs.
   */
  signedIn?: TestSession;
  /**
   * The route names something one account owns: sent by another account it answers 404, as if it did
   * not exist. `true`: an account of the kit's own; or the session of a particular other account.
   */
  otherAccount?: TestSession | true;
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

// One signed-in account per app that owns nothing the tests made: a stranger to every route.
const strangers = new WeakMap<object, Promise<TestAccount & TestSession>>();

/** An account of the kit's own on this app (made once), which owns nothing any test made. */
export function strangerOn(testApp: TestApp): Promise<TestAccount & TestSession> {
  let stranger = strangers.get(testApp.app);
  if (!stranger) {
    stranger = signedInAccount(testApp);
    strangers.set(testApp.app, stranger);
  }
  return stranger;
}

function expectRefused(response: ApiResponse, status: number, message: string, what: string): void {
  expect(response.status, `${what}: ${response.text}`).toBe(status);
  expect(response.body, what).toEqual({ message });
  // A refusal is personal: no cache may keep it (http/cache-control.ts).
  expect(response.headers['cache-control'], what).toMatch(/no-store/);
}

/** 401 for a guest, 403 without the CSRF token (unsafe methods), 404 for another account when it applies. */
export async function expectGuarded(testApp: TestApp, route: GuardedRoute, options: GuardOptions = {}): Promise<void> {
  const { method, url, body } = route;
  const name = `${method} ${url}`;

  // A guest with a valid CSRF token, so that the answer is the sign-in rule's and not the CSRF check's.
  const guest = apiAs(testApp, await guestHeaders(testApp));
  expectRefused(await guest.request(method, url, body), 401, new UnauthenticatedError().message, `${name} as a guest`);

  if (!SAFE_METHODS.has(method)) {
    const signedIn = options.signedIn ?? (await strangerOn(testApp));
    const withoutToken = apiAs(testApp, signedIn, { withCsrf: false });
    expectRefused(await withoutToken.request(method, url, body), 403, new CsrfError().message, `${name} without the CSRF token`);
  }

  if (options.otherAccount) {
    const other = options.otherAccount === true ? await strangerOn(testApp) : options.otherAccount;
    const response = await apiAs(testApp, other).request(method, url, body);
    expect(response.status, `${name} as another account: ${response.text}`).toBe(404);
    expect(response.body, `${name} as another account`).toEqual({ message: 'Not found.' });
  }
}
