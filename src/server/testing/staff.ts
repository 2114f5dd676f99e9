// The back office in tests (issue #17): staff members, real two-step sign-ins through /admin/api/,
// and the guard cases every staff endpoint owes, in one call:
//   const owner = await signedInStaff(testApp, 'owner');
//   const { status, body } = await apiAs(testApp, owner).get('/admin/api/staff');
//   await expectStaffGuarded(testApp, { method: 'POST', url: '/admin/api/staff', body }, { refusedRoles: ['staff', 'warehouse'] });
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { StaffRole } from '../../shared/staff-permissions.ts';
import { totpCodeAt, TOTP_PERIOD_SECONDS } from '../domains/staff/totp.ts';
import { CsrfError, UnauthenticatedError } from '../errors.ts';
import { ADMIN_SESSION_COOKIE } from '../http/admin-session.ts';
import { apiAs, type ApiResponse } from './api.ts';
import { cookieValue, mergeCookies, signedInAccount, type TestSession } from './factories.ts';
import type { GuardedRoute } from './guards.ts';
import type { TestApp } from './test-app.ts';

export type TestStaffMember = { id: number; email: string; password: string; role: StaffRole };
export type StaffTestSession = TestSession & { member: TestStaffMember; secret: string; recoveryCodes: string[] };

let sequence = 0;
let addressSequence = 0;
/** Each sign-in from its own address (172.16.x.y), so the sign-in limits never meet across tests. */
function nextAddress(): string {
  addressSequence += 1;
  return `172.16.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

export async function createStaffMember(testApp: TestApp, role: StaffRole, input: { email?: string; password?: string } = {}): Promise<TestStaffMember> {
  sequence += 1;
  const email = input.email ?? `staff-${process.pid}-${sequence}-${randomBytes(2).toString('hex')}@example.test`;
  const password = input.password ?? `Kauri-staff-${randomBytes(4).toString('hex')}`;
  const { staff } = testApp.app.services;
  const member = await staff.createFromCli({ email, password, role });
  return { id: member.id, email, password, role };
}

function toSession(cookies: string): TestSession {
  const csrfToken = cookieValue(cookies, 'XSRF-TOKEN');
  if (!csrfToken || !cookieValue(cookies, ADMIN_SESSION_COOKIE)) throw new Error(`expected admin_sid and XSRF-TOKEN cookies, got: ${cookies}`);
  return { cookies, headers: { cookie: cookies, 'x-xsrf-token': csrfToken } };
}

/** A visitor to the back office with no session: a guest id and its CSRF token. */
export async function adminGuest(testApp: Pick<TestApp, 'app'>, remoteAddress = nextAddress()): Promise<TestSession> {
  const response = await testApp.app.inject({ method: 'GET', url: '/admin/api/me', remoteAddress });
  return toSession(mergeCookies('', response));
}

/** The password step only: a session waiting for its code ('enrol' or 'code'), and the login answer. */
export async function passwordStep(testApp: Pick<TestApp, 'app'>, member: Pick<TestStaffMember, 'email' | 'password'>, remoteAddress = nextAddress()) {
  const guest = await adminGuest(testApp, remoteAddress);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/admin/api/login',
    remoteAddress,
    headers: guest.headers,
    payload: { email: member.email, password: member.password },
  });
  if (response.statusCode !== 200) throw new Error(`password step failed with ${response.statusCode}: ${response.body}`);
  return { session: toSession(mergeCookies(guest.cookies, response)), answer: response.json() as { next: 'enrol' | 'code'; secret?: string; otpauth_url?: string }, remoteAddress };
}

/**
 * Signs the member in with both steps; a member never signed in enrols (the secret from the answer).
 * `secret` and `at` for an enrolled member: the code is computed for `at` (default: the next 30-second
 * step, which the window accepts, so a second sign-in within one step still has an unused code).
 */
export async function signInStaff(
  testApp: Pick<TestApp, 'app'>,
  member: TestStaffMember,
  options: { secret?: string; at?: Date } = {},
): Promise<StaffTestSession> {
  const { session, answer, remoteAddress } = await passwordStep(testApp, member);
  const secret = answer.secret ?? options.secret;
  if (!secret) throw new Error('an enrolled member signs in with the secret of their enrolment');
  const at = options.at ?? (answer.next === 'enrol' ? new Date() : new Date(Date.now() + TOTP_PERIOD_SECONDS * 1000));
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/admin/api/login/code',
    remoteAddress,
    headers: session.headers,
    payload: { code: totpCodeAt(secret, at) },
  });
  if (response.statusCode !== 200) throw new Error(`code step failed with ${response.statusCode}: ${response.body}`);
  const body = response.json() as { recovery_codes?: string[] };
  return { ...toSession(mergeCookies(session.cookies, response)), member, secret, recoveryCodes: body.recovery_codes ?? [] };
}

/** A code of the authenticator that is wrong for `secret` now. */
export function wrongTotpCode(secret: string): string {
  const right = new Set([-1, 0, 1].map((delta) => totpCodeAt(secret, new Date(Date.now() + delta * TOTP_PERIOD_SECONDS * 1000))));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!right.has(code)) return code;
  }
}

/** A new member with `role`, signed in (enrolled on the way). */
export async function signedInStaff(testApp: TestApp, role: StaffRole): Promise<StaffTestSession> {
  return signInStaff(testApp, await createStaffMember(testApp, role));
}

function expectRefused(response: ApiResponse, status: number, what: string, message?: string | RegExp): void {
  expect(response.status, `${what}: ${response.text}`).toBe(status);
  if (typeof message === 'string') expect(response.body, what).toEqual({ message });
  else if (message) expect(response.body.message, what).toMatch(message);
  expect(response.headers['cache-control'], what).toMatch(/no-store/);
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
// One member per role and app, signed in once (a role the test does not otherwise need).
const members = new WeakMap<object, Map<StaffRole, Promise<StaffTestSession>>>();
function memberOn(testApp: TestApp, role: StaffRole): Promise<StaffTestSession> {
  let byRole = members.get(testApp.app);
  if (!byRole) members.set(testApp.app, (byRole = new Map()));
  let member = byRole.get(role);
  if (!member) byRole.set(role, (member = signedInStaff(testApp, role)));
  return member;
}

/**
 * The guard cases of a staff endpoint: 401 for a guest, a customer's session and a session that passed
 * only the password; 403 without the CSRF token (writes); 403 with a message for each role in `refusedRoles`.
 */
export async function expectStaffGuarded(testApp: TestApp, route: GuardedRoute, options: { refusedRoles?: StaffRole[] } = {}): Promise<void> {
  const { method, url, body } = route;
  const name = `${method} ${url}`;
  const signInMessage = new UnauthenticatedError().message;

  expectRefused(await apiAs(testApp, await adminGuest(testApp)).request(method, url, body), 401, `${name} as a guest`, signInMessage);

  // A signed-in customer: their storefront cookies and a back-office guest id (so CSRF passes).
  const customer = await signedInAccount(testApp);
  const asCustomer = mergeCookies((await adminGuest(testApp)).cookies, { cookies: [{ name: 'sid', value: cookieValue(customer.cookies, 'sid') ?? '' }] });
  expectRefused(await apiAs(testApp, toSession(asCustomer)).request(method, url, body), 401, `${name} as a customer`, signInMessage);

  const halfway = await passwordStep(testApp, await createStaffMember(testApp, 'owner'));
  expectRefused(await apiAs(testApp, halfway.session).request(method, url, body), 401, `${name} after the password only`, signInMessage);

  if (!SAFE_METHODS.has(method)) {
    const owner = await memberOn(testApp, 'owner');
    expectRefused(await apiAs(testApp, owner, { withCsrf: false }).request(method, url, body), 403, `${name} without the CSRF token`, new CsrfError().message);
  }
  for (const role of options.refusedRoles ?? []) {
    const member = await memberOn(testApp, role);
    expectRefused(await apiAs(testApp, member).request(method, url, body), 403, `${name} as ${role}`, /does not allow you to/);
  }
}
