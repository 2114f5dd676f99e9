// Issue #30 Part 4, staff security: each member's sign-in history and sessions, 'sign out everywhere',
// an owner's resets of another member's password (an e-mail link that works once) or authenticator.
import { describe, expect, it } from 'vitest';
import { STAFF_RESET_LINK_INVALID_MESSAGE, STAFF_SIGN_IN_HISTORY_DAYS, type StaffSignInJson } from '../../../shared/schemas/staff-security.ts';
import { apiAs, expectInvalid, okBody, type ApiClient } from '../../testing/api.ts';
import {
  adminGuest,
  createStaffMember,
  expectStaffGuarded,
  passwordStep,
  signedInStaff,
  signInStaff,
  wrongTotpCode,
  type StaffTestSession,
  type TestStaffMember,
} from '../../testing/staff.ts';
import { cookieValue, mergeCookies } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { OWN_AUTHENTICATOR_RESET_MESSAGE, OWN_PASSWORD_RESET_MESSAGE } from './staff-security.service.ts';
import { totpCodeAt, TOTP_PERIOD_SECONDS } from './totp.ts';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
const HOUR_MS = 60 * 60 * 1000;

describe('staff security', () => {
  let offsetMs = 0;
  const testApp = useTestApp(undefined, { config: { publicUrl: 'https://shop.example' }, now: () => new Date(Date.now() + offsetMs) });

  /** A guest of the back office at `address`, sending `userAgent`. */
  async function visitor(address: string, userAgent: string): Promise<ApiClient> {
    return apiAs(testApp, await adminGuest(testApp, address), { remoteAddress: address, headers: { 'user-agent': userAgent } });
  }

  /** Both steps from `address` with `userAgent`; answers the signed-in session. */
  async function signInFrom(member: TestStaffMember, address: string, userAgent: string, secret?: string): Promise<StaffTestSession> {
    const { session, answer } = await passwordStep(testApp, member, address);
    const key = answer.secret ?? secret ?? '';
    const at = answer.next === 'enrol' ? new Date() : new Date(Date.now() + TOTP_PERIOD_SECONDS * 1000);
    const response = await apiAs(testApp, session, { remoteAddress: address, headers: { 'user-agent': userAgent } }).post('/admin/api/login/code', { code: totpCodeAt(key, at) });
    expect(response.status, response.text).toBe(200);
    const cookie = mergeCookies(session.cookies, response);
    return { cookies: cookie, headers: { cookie, 'x-xsrf-token': cookieValue(cookie, 'XSRF-TOKEN') ?? '' }, member, secret: key, recoveryCodes: (response.body.recovery_codes as string[] | undefined) ?? [] };
  }

  const signInsOf = async (reader: StaffTestSession, id: number, query = ''): Promise<{ data: StaffSignInJson[]; meta: { total: number; per_page: number } }> =>
    okBody(await apiAs(testApp, reader).get(`/admin/api/staff/${id}/sign-ins${query}`));
  const isSignedIn = async (session: StaffTestSession) => (await apiAs(testApp, session).get('/admin/api/me')).status === 200;
  const auditOf = async (id: number, action: string) =>
    (await testApp.database.pool.query<{ actor: string; after: unknown; before: unknown }>('SELECT actor, before, after FROM audit_log WHERE entity_id = $1 AND action = $2 ORDER BY id', [String(id), action])).rows;

  it('records every attempt against a member with its time, address, browser and result, newest first and paged', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const member = await createStaffMember(testApp, 'staff');
    expect((await (await visitor('198.51.100.10', CHROME_WINDOWS)).post('/admin/api/login', { email: member.email, password: `${member.password}x` })).status).toBe(422);
    const first = await signInFrom(member, '198.51.100.11', FIREFOX_LINUX);

    // One pending sign-in: a code used already, a wrong recovery code, then wrong codes up to the lockout.
    const { rows } = await testApp.database.pool.query<{ step: number }>('SELECT totp_last_step AS step FROM staff_members WHERE id = $1', [member.id]);
    const usedCode = totpCodeAt(first.secret, new Date((rows[0]?.step ?? 0) * TOTP_PERIOD_SECONDS * 1000));
    const pending = await passwordStep(testApp, member, '198.51.100.12');
    const codeStep = apiAs(testApp, pending.session, { remoteAddress: '198.51.100.12', headers: { 'user-agent': CHROME_WINDOWS } });
    expect((await codeStep.post('/admin/api/login/code', { code: usedCode })).status).toBe(422);
    expect((await codeStep.post('/admin/api/login/code', { recovery_code: 'aaaaa-bbbbb' })).status).toBe(422);
    for (let attempt = 3; attempt <= 5; attempt += 1) expect((await codeStep.post('/admin/api/login/code', { code: wrongTotpCode(first.secret) })).status).toBe(422);

    const recovery = await passwordStep(testApp, member, '198.51.100.13');
    okBody(await apiAs(testApp, recovery.session, { remoteAddress: '198.51.100.13' }).post('/admin/api/login/code', { recovery_code: first.recoveryCodes[0] }));
    okBody(await apiAs(testApp, owner).patch(`/admin/api/staff/${member.id}`, { active: false }));
    expect((await (await visitor('198.51.100.14', CHROME_WINDOWS)).post('/admin/api/login', { email: member.email, password: member.password })).status).toBe(422);

    const history = await signInsOf(owner, member.id);
    expect(history.data.map((row) => row.result)).toEqual([
      'deactivated',
      'signed_in_recovery_code',
      'locked',
      'wrong_code',
      'wrong_code',
      'wrong_recovery_code',
      'code_reused',
      'signed_in_new_authenticator',
      'wrong_password',
    ]);
    expect(history.data.at(-1)).toMatchObject({ ip: '198.51.100.10', browser: 'Chrome on Windows', user_agent: CHROME_WINDOWS });
    expect(history.data.at(-2)).toMatchObject({ ip: '198.51.100.11', browser: 'Firefox on Linux' });
    for (const row of history.data) expect(Date.now() - Date.parse(row.at)).toBeLessThan(60_000);
    expect(history.meta).toMatchObject({ total: 9, per_page: 50 });

    const page = await signInsOf(owner, member.id, '?page=2&per_page=4');
    expect(page.data.map((row) => row.result)).toEqual(['wrong_code', 'wrong_recovery_code', 'code_reused', 'signed_in_new_authenticator']);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 3, total: 9 });
    // Nothing of what was typed is kept.
    const { rows: stored } = await testApp.database.pool.query<{ text: string }>('SELECT string_agg(concat(ip, user_agent, result), \' \') AS text FROM staff_sign_ins WHERE staff_id = $1', [member.id]);
    for (const secret of [member.password, usedCode, first.recoveryCodes[0] ?? '']) expect(stored[0]?.text).not.toContain(secret);
  });

  it('keeps the history 90 days: the daily sweep deletes older attempts', async () => {
    const member = await createStaffMember(testApp, 'staff');
    await signInStaff(testApp, member);
    await testApp.database.pool.query(
      "INSERT INTO staff_sign_ins (staff_id, at, ip, user_agent, result) VALUES ($1, now() - interval '91 days', '192.0.2.1', 'old', 'wrong_password'), ($1, now() - interval '89 days', '192.0.2.1', 'kept', 'wrong_password')",
      [member.id],
    );
    await testApp.app.services.staffSecurity.sweep(STAFF_SIGN_IN_HISTORY_DAYS);
    const { rows } = await testApp.database.pool.query<{ user_agent: string }>('SELECT user_agent FROM staff_sign_ins WHERE staff_id = $1 ORDER BY at', [member.id]);
    expect(rows.map((row) => row.user_agent)).toEqual(['kept', 'lightMyRequest']);
  });

  it("lists a member's live sessions with this one marked, and an owner signs them out everywhere", async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const member = await createStaffMember(testApp, 'staff');
    const onDesk = await signInFrom(member, '198.51.100.20', CHROME_WINDOWS);
    const onLaptop = await signInFrom(member, '198.51.100.21', FIREFOX_LINUX, onDesk.secret);
    await passwordStep(testApp, member); // between its two steps: no session of the list

    const own = okBody(await apiAs(testApp, onDesk).get(`/admin/api/staff/${member.id}/sessions`)).data;
    expect(own).toHaveLength(2);
    expect(own.find((row: { current: boolean }) => row.current)).toMatchObject({ ip: '198.51.100.20', browser: 'Chrome on Windows' });
    expect(own.find((row: { current: boolean }) => !row.current)).toMatchObject({ ip: '198.51.100.21', browser: 'Firefox on Linux', user_agent: FIREFOX_LINUX });
    const seen = own[0] as { started_at: string; last_seen_at: string; expires_at: string };
    expect(Date.parse(seen.expires_at) - Date.parse(seen.started_at)).toBe(12 * HOUR_MS);

    const byOwner = okBody(await apiAs(testApp, owner).get(`/admin/api/staff/${member.id}/sessions`)).data;
    expect(byOwner.map((row: { current: boolean }) => row.current)).toEqual([false, false]);
    // An idle session is not listed.
    await testApp.database.pool.query("UPDATE staff_sessions SET last_seen_at = now() - interval '1 day' WHERE staff_id = $1 AND ip = '198.51.100.21'", [member.id]);
    expect(okBody(await apiAs(testApp, owner).get(`/admin/api/staff/${member.id}/sessions`)).data).toHaveLength(1);
    await testApp.database.pool.query("UPDATE staff_sessions SET last_seen_at = now() WHERE staff_id = $1 AND ip = '198.51.100.21'", [member.id]);

    const ended = okBody(await apiAs(testApp, owner).delete(`/admin/api/staff/${member.id}/sessions`));
    expect(ended).toEqual({ data: { ended: 2 }, message: `${member.email} is signed out everywhere (2 sessions ended).` });
    expect(await isSignedIn(onDesk)).toBe(false);
    expect(await isSignedIn(onLaptop)).toBe(false);
    expect(await isSignedIn(owner)).toBe(true);
    expect(await auditOf(member.id, 'staff.sessions_end')).toEqual([{ actor: owner.member.email, before: null, after: { ended: 2, kept_current: false } }]);
  });

  it('signs a member out of their other sessions, keeping the one they asked from', async () => {
    const member = await createStaffMember(testApp, 'warehouse');
    const here = await signInFrom(member, '198.51.100.30', CHROME_WINDOWS);
    const there = await signInFrom(member, '198.51.100.31', FIREFOX_LINUX, here.secret);
    const ended = okBody(await apiAs(testApp, here).delete(`/admin/api/staff/${member.id}/sessions`));
    expect(ended).toEqual({ data: { ended: 1 }, message: 'Signed out of 1 session elsewhere; this one stays signed in.' });
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(there)).toBe(false);
    expect(okBody(await apiAs(testApp, here).get(`/admin/api/staff/${member.id}/sign-ins`)).data).toHaveLength(2);
  });

  it('e-mails a reset link that sets the password once and signs the member out everywhere', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const member = await createStaffMember(testApp, 'staff');
    const session = await signInStaff(testApp, member);
    const sent = okBody(await apiAs(testApp, owner).post(`/admin/api/staff/${member.id}/reset-password`));
    expect(sent.message).toBe(`A link to set a new password is on its way to ${member.email}. It works once, for 24 hours.`);
    const mail = await testApp.mailer.nextTo(member.email);
    const token = /https:\/\/shop\.example\/admin\/set-password\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no link in: ${mail.text}`);
    // The current password works until the new one is set.
    expect(await isSignedIn(session)).toBe(true);

    const guest = apiAs(testApp, await adminGuest(testApp));
    expectInvalid(await guest.post('/admin/api/password/reset', { token, password: 'password', password_confirmation: 'password' }), 'password');
    expectInvalid(await guest.post('/admin/api/password/reset', { token, password: 'Totara-new-pass-1', password_confirmation: 'Totara-new-pass-2' }), 'password_confirmation');
    const set = await guest.post('/admin/api/password/reset', { token, password: 'Totara-new-pass-1', password_confirmation: 'Totara-new-pass-1' });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ success: true, redirect: '/admin/login' });
    expect(await isSignedIn(session)).toBe(false);
    await expect(passwordStep(testApp, member)).rejects.toThrow(/422/);
    expect((await passwordStep(testApp, { email: member.email, password: 'Totara-new-pass-1' })).answer.next).toBe('code');

    const again = await guest.post('/admin/api/password/reset', { token, password: 'Totara-new-pass-3', password_confirmation: 'Totara-new-pass-3' });
    expectInvalid(again, 'token', STAFF_RESET_LINK_INVALID_MESSAGE);
    expect(await auditOf(member.id, 'staff.reset_password')).toEqual([{ actor: owner.member.email, before: null, after: { link_expires_at: expect.any(String) } }]);
    expect(await auditOf(member.id, 'staff.password_set')).toEqual([{ actor: member.email, before: null, after: { by: 'reset link' } }]);
    const { rows } = await testApp.database.pool.query<{ text: string }>('SELECT concat(before::text, after::text) AS text FROM audit_log WHERE entity_id = $1', [String(member.id)]);
    for (const { text } of rows) for (const secret of [token, 'Totara-new-pass-1']) expect(text).not.toContain(secret);
  });

  it('refuses a reset link after 24 hours, and an earlier link once a newer one is sent', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const member = await createStaffMember(testApp, 'staff');
    const linkOf = async () => {
      okBody(await apiAs(testApp, owner).post(`/admin/api/staff/${member.id}/reset-password`));
      return /set-password\/([A-Za-z0-9_-]{43})/.exec((await testApp.mailer.nextTo(member.email)).text)?.[1] ?? '';
    };
    const older = await linkOf();
    const newer = await linkOf();
    const guest = apiAs(testApp, await adminGuest(testApp));
    const body = (token: string) => ({ token, password: 'Totara-new-pass-9', password_confirmation: 'Totara-new-pass-9' });
    expectInvalid(await guest.post('/admin/api/password/reset', body(older)), 'token');
    offsetMs = 25 * HOUR_MS;
    try {
      expectInvalid(await guest.post('/admin/api/password/reset', body(newer)), 'token');
    } finally {
      offsetMs = 0;
    }
    expect((await guest.post('/admin/api/password/reset', body(newer))).status).toBe(200);
  });

  it("resets a member's authenticator: signed out now, they enrol a new one at their next sign-in", async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const member = await createStaffMember(testApp, 'staff');
    const session = await signInStaff(testApp, member);
    const done = okBody(await apiAs(testApp, owner).post(`/admin/api/staff/${member.id}/reset-authenticator`));
    expect(done.message).toBe(`${member.email} is signed out and sets up a new authenticator app at their next sign-in.`);
    expect(await isSignedIn(session)).toBe(false);
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS codes FROM staff_recovery_codes WHERE staff_id = $1', [member.id]);
    expect(rows[0]).toEqual({ codes: 0 });
    const next = await passwordStep(testApp, member);
    expect(next.answer.next).toBe('enrol');
    expect(next.answer.secret).not.toBe(session.secret);
    await signInStaff(testApp, member);
    expect(okBody(await apiAs(testApp, owner).get('/admin/api/staff')).data.find((row: { id: number }) => row.id === member.id).enrolled).toBe(true);
    expect(await auditOf(member.id, 'staff.reset_authenticator')).toEqual([{ actor: owner.member.email, before: { enrolled: true }, after: { enrolled: false } }]);
  });

  it('refuses an owner resetting themselves, and a deactivated member a reset link', async () => {
    const owner = await signedInStaff(testApp, 'owner');
    const asOwner = apiAs(testApp, owner);
    expect((await asOwner.post(`/admin/api/staff/${owner.member.id}/reset-password`)).body).toEqual({ message: OWN_PASSWORD_RESET_MESSAGE });
    const self = await asOwner.post(`/admin/api/staff/${owner.member.id}/reset-authenticator`);
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ message: OWN_AUTHENTICATOR_RESET_MESSAGE });
    expect(await isSignedIn(owner)).toBe(true);
    expect(await auditOf(owner.member.id, 'staff.reset_authenticator')).toEqual([]);

    const gone = await createStaffMember(testApp, 'staff');
    okBody(await asOwner.patch(`/admin/api/staff/${gone.id}`, { active: false }));
    const refused = await asOwner.post(`/admin/api/staff/${gone.id}/reset-password`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${gone.email} is deactivated: reactivate them first.`);
  });

  it('answers 404 for an unknown member and 422 naming the field for bad input', async () => {
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    const unknown = 2_147_483_000;
    for (const [method, path] of [['GET', 'sign-ins'], ['GET', 'sessions'], ['DELETE', 'sessions'], ['POST', 'reset-password'], ['POST', 'reset-authenticator']] as const) {
      expect((await owner.request(method, `/admin/api/staff/${unknown}/${path}`)).status, `${method} ${path}`).toBe(404);
      for (const id of ['abc', '0', '2147483648', '1%00']) expectInvalid(await owner.request(method, `/admin/api/staff/${id}/${path}`), 'id');
    }
    const member = await createStaffMember(testApp, 'staff');
    for (const query of ['page=0', 'page=a%00b', 'page=%ED%A0%80', `page=${'1'.repeat(10_000)}`, 'page=1&page=2', 'per_page=101']) {
      expectInvalid(await owner.get(`/admin/api/staff/${member.id}/sign-ins?${query}`), query.startsWith('per_page') ? 'per_page' : 'page');
    }
    const guest = apiAs(testApp, await adminGuest(testApp));
    const good = { token: 'x'.repeat(43), password: 'Totara-new-pass-1', password_confirmation: 'Totara-new-pass-1' };
    for (const token of ['a\u0000'.repeat(20), '\uD800'.repeat(20), 'x'.repeat(10_000), 12345678901, null]) {
      expectInvalid(await guest.post('/admin/api/password/reset', { ...good, token }), 'token');
    }
    for (const password of ['Totara-new\u0000pass', '\uD800Totara-new-pass', 'x'.repeat(10_000), ['Totara-new-pass-1']]) {
      expectInvalid(await guest.post('/admin/api/password/reset', { ...good, password, password_confirmation: password }), 'password');
    }
    expectInvalid(await guest.post('/admin/api/password/reset', good), 'token', STAFF_RESET_LINK_INVALID_MESSAGE);
    expect((await apiAs(testApp, await adminGuest(testApp), { withCsrf: false }).post('/admin/api/password/reset', good)).status).toBe(403);
  });

  it('is guarded: 401 for guests and customers; another member only with the staff permission; resets for owners only', async () => {
    const member = await createStaffMember(testApp, 'owner');
    const refusedRoles = ['staff', 'warehouse'] as const;
    for (const route of [
      { method: 'GET', url: `/admin/api/staff/${member.id}/sign-ins` },
      { method: 'GET', url: `/admin/api/staff/${member.id}/sessions` },
      { method: 'DELETE', url: `/admin/api/staff/${member.id}/sessions` },
      { method: 'POST', url: `/admin/api/staff/${member.id}/reset-password` },
      { method: 'POST', url: `/admin/api/staff/${member.id}/reset-authenticator` },
    ] as const) {
      await expectStaffGuarded(testApp, route, { refusedRoles: [...refusedRoles] });
    }
    // A member without the permission still reaches their own, but resets nobody, themselves included.
    const clerk = await signedInStaff(testApp, 'staff');
    expect((await apiAs(testApp, clerk).get(`/admin/api/staff/${clerk.member.id}/sessions`)).status).toBe(200);
    expect((await apiAs(testApp, clerk).post(`/admin/api/staff/${clerk.member.id}/reset-authenticator`)).body.message).toMatch(/does not allow you to manage staff/);
  });
});
