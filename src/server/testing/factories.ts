// Test factories: accounts, users and real sign-ins through the HTTP API (sid + CSRF token).
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

export type TestAccount = { accountId: number; userId: number; email: string; password: string; accountNumber: string };

/** Headers for app.inject: the Cookie header and the matching CSRF header. */
export type SessionHeaders = { cookie: string; 'x-xsrf-token': string };
export type TestSession = { cookies: string; headers: SessionHeaders };

let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${process.pid}${sequence}${randomBytes(2).toString('hex')}`;
}

/** An account with one user; every default is unique. */
export async function createAccountWithUser(
  testApp: TestApp,
  input: { accountNumber?: string; email?: string; password?: string; accountName?: string; canPayOnAccount?: boolean } = {},
): Promise<TestAccount> {
  const id = unique();
  const accountNumber = input.accountNumber ?? `T${id}`;
  const email = input.email ?? `user-${id}@example.test`;
  const password = input.password ?? `password-${id}`;
  const { accounts } = testApp.app.services;
  const result = await accounts.createAccountWithUser({
    email,
    password,
    accountNumber,
    accountName: input.accountName ?? `Test Account ${accountNumber}`,
    firstName: 'Test',
    lastName: 'User',
    canPayOnAccount: input.canPayOnAccount ?? true,
  });
  return { accountId: result.accountId, userId: result.userId, email, password, accountNumber };
}

/** The cookies a response set, merged over `previous` (a Cookie header value); cleared ones are dropped. */
export function mergeCookies(previous: string, response: Pick<LightMyRequestResponse, 'cookies'>): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
    const isCleared = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
    if (isCleared) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(/;\s*/)) if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  return undefined;
}

// Each sign-in comes from its own client address, so tests that sign in often never meet the
// per-address sign-in limit (the rate-limit tests set their own addresses).
let addressSequence = 0;
function nextClientAddress(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

function toSession(cookies: string): TestSession {
  const csrfToken = cookieValue(cookies, 'XSRF-TOKEN');
  if (!csrfToken || !cookieValue(cookies, 'sid')) throw new Error(`expected sid and XSRF-TOKEN cookies, got: ${cookies}`);
  return { cookies, headers: { cookie: cookies, 'x-xsrf-token': csrfToken } };
}

/** A guest: a fresh sid (no database row) and the CSRF header that matches it. */
export async function guestHeaders(testApp: TestApp): Promise<TestSession> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/session' });
  return toSession(mergeCookies('', response));
}

/** Signs in through the real flow (guest GET, then POST /api/login with its CSRF token); returns the new session. */
export async function signIn(
  testApp: TestApp,
  credentials: { email: string; password: string; remember_me?: boolean },
): Promise<TestSession> {
  const remoteAddress = nextClientAddress();
  const guest = await testApp.app.inject({ method: 'GET', url: '/api/session', remoteAddress });
  const guestCookies = mergeCookies('', guest);
  const guestSession = toSession(guestCookies);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: guestSession.headers,
    payload: { email: credentials.email, password: credentials.password, remember_me: credentials.remember_me ?? false },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed with ${response.statusCode}: ${response.body}`);
  return toSession(mergeCookies(guestCookies, response));
}

/** An account with a user, signed in. */
export async function signedInAccount(
  testApp: TestApp,
  input: Parameters<typeof createAccountWithUser>[1] = {},
): Promise<TestAccount & TestSession> {
  const account = await createAccountWithUser(testApp, input);
  return { ...account, ...(await signIn(testApp, account)) };
}

/** A user who belongs only to `manager`'s account, with `role` there, signed in. */
export async function signedInColleague(testApp: TestApp, manager: TestAccount, role: 'manager' | 'buyer' | 'viewer'): Promise<TestAccount & TestSession> {
  const colleague = await createAccountWithUser(testApp);
  await testApp.database.pool.query('INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, $3)', [manager.accountId, colleague.userId, role]);
  await testApp.database.pool.query('DELETE FROM account_users WHERE account_id = $1', [colleague.accountId]);
  return { ...colleague, accountId: manager.accountId, accountNumber: manager.accountNumber, ...(await signIn(testApp, colleague)) };
}
