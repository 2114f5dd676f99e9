// Issue #17 Part 2: the back office's two-step sign-in, its session and its guards.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { adminGuest, createStaffMember, passwordStep, signInStaff, wrongTotpCode as wrongCode } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { CODE_FAILURES_PER_SIGN_IN, TOO_MANY_CODES_MESSAGE, USED_CODE_MESSAGE, WRONG_CODE_MESSAGE, WRONG_CREDENTIALS_MESSAGE, WRONG_RECOVERY_CODE_MESSAGE } from './staff-sign-in.service.ts';
import { totpCodeAt, TOTP_PERIOD_SECONDS } from './totp.ts';

describe('back-office sign-in', () => {
  const testApp = useTestApp();

  it('enrols an authenticator at the first sign-in, hands out ten recovery codes once, and signs in', async () => {
    const member = await createStaffMember(testApp, 'owner');
    const { session, answer } = await passwordStep(testApp, member);
    expect(answer.next).toBe('enrol');
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/);
    expect(answer.otpauth_url).toContain('period=30');
    expect(answer.otpauth_url).toContain('digits=6');
    expect(answer.otpauth_url).toContain(encodeURIComponent(member.email));
    // Halfway, nothing but the code step answers.
    expect((await apiAs(testApp, session).get('/admin/api/me')).status).toBe(401);

    const enrolled = await apiAs(testApp, session).post('/admin/api/login/code', { code: totpCodeAt(answer.secret ?? '', new Date()) });
    const body = okBody(enrolled);
    expect(body).toMatchObject({ id: member.id, email: member.email, role: 'owner' });
    expect(body.recovery_codes).toHaveLength(10);
    expect(new Set(body.recovery_codes).size).toBe(10);
    for (const code of body.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // The session id changed at the second step (the halfway id is worth nothing now).
    expect((await apiAs(testApp, session).get('/admin/api/me')).status).toBe(401);

    // Stored hashed; the secret is kept, and the halfway session is gone.
    const { rows } = await testApp.database.pool.query('SELECT code_hash FROM staff_recovery_codes WHERE staff_id = $1', [member.id]);
    expect(rows).toHaveLength(10);
    for (const row of rows as Array<{ code_hash: string }>) expect(body.recovery_codes).not.toContain(row.code_hash);

    const again = await passwordStep(testApp, member);
    expect(again.answer).toEqual({ next: 'code' });
    const nextStep = new Date(Date.now() + TOTP_PERIOD_SECONDS * 1000);
    const signedIn = okBody(await apiAs(testApp, again.session).post('/admin/api/login/code', { code: totpCodeAt(answer.secret ?? '', nextStep) }));
    expect(signedIn).toEqual({ id: member.id, email: member.email, role: 'owner' });
  });

  it('refuses a wrong code, a code used once already (within its window) and a used recovery code', async () => {
    const member = await createStaffMember(testApp, 'staff');
    const first = await signInStaff(testApp, member);
    const { rows } = await testApp.database.pool.query('SELECT totp_last_step FROM staff_members WHERE id = $1', [member.id]);
    const enrolledStep = (rows[0] as { totp_last_step: number }).totp_last_step;

    const wrong = await passwordStep(testApp, member);
    expectInvalid(await apiAs(testApp, wrong.session, { remoteAddress: wrong.remoteAddress }).post('/admin/api/login/code', { code: wrongCode(first.secret) }), 'code', WRONG_CODE_MESSAGE);

    // The code of the enrolment's step, again: refused though still within its window.
    const replay = await passwordStep(testApp, member);
    const replayed = await apiAs(testApp, replay.session, { remoteAddress: replay.remoteAddress }).post('/admin/api/login/code', { code: totpCodeAt(first.secret, new Date(enrolledStep * TOTP_PERIOD_SECONDS * 1000)) });
    expectInvalid(replayed, 'code', USED_CODE_MESSAGE);

    const [recoveryCode] = first.recoveryCodes;
    const withRecovery = await passwordStep(testApp, member);
    okBody(await apiAs(testApp, withRecovery.session, { remoteAddress: withRecovery.remoteAddress }).post('/admin/api/login/code', { recovery_code: (recoveryCode ?? '').toUpperCase().replace('-', ' ') }));
    const reused = await passwordStep(testApp, member);
    const reusedClient = apiAs(testApp, reused.session, { remoteAddress: reused.remoteAddress });
    expectInvalid(await reusedClient.post('/admin/api/login/code', { recovery_code: recoveryCode }), 'recovery_code', WRONG_RECOVERY_CODE_MESSAGE);
    expectInvalid(await reusedClient.post('/admin/api/login/code', { recovery_code: 'aaaaa-bbbbb' }), 'recovery_code', WRONG_RECOVERY_CODE_MESSAGE);
  });

  it('asks for the password again after five wrong codes', async () => {
    const member = await createStaffMember(testApp, 'warehouse');
    const { session, answer, remoteAddress } = await passwordStep(testApp, member);
    const client = apiAs(testApp, session, { remoteAddress });
    for (let attempt = 1; attempt < CODE_FAILURES_PER_SIGN_IN; attempt += 1) expectInvalid(await client.post('/admin/api/login/code', { code: wrongCode(answer.secret ?? '') }), 'code', WRONG_CODE_MESSAGE);
    expectInvalid(await client.post('/admin/api/login/code', { code: wrongCode(answer.secret ?? '') }), 'code', TOO_MANY_CODES_MESSAGE);
    // The session is gone: even the right code is too late, and the cookie is a stranger's now.
    const { rows } = await testApp.database.pool.query('SELECT 1 FROM staff_sessions WHERE staff_id = $1', [member.id]);
    expect(rows).toHaveLength(0);
    expect((await client.get('/admin/api/me')).status).toBe(401);
  });

  it('gives one message, after one scrypt, for an unknown e-mail, a wrong password and a deactivated member', async () => {
    // At the store's password cost, not the suite's cheaper one (kernel/password-hash.ts).
    process.env.PASSWORD_HASH_COST = 'production';
    try {
      const member = await createStaffMember(testApp, 'staff');
      const other = await createStaffMember(testApp, 'staff');
      await testApp.database.pool.query('UPDATE staff_members SET is_active = false WHERE id = $1', [other.id]);
      for (const [what, credentials] of [
        ['unknown e-mail', { email: 'nobody-here@example.test', password: member.password }],
        ['wrong password', { email: member.email, password: `${member.password}x` }],
        ['deactivated', { email: other.email, password: other.password }],
      ] as const) {
        const address = `198.51.100.${what.length}`;
        const guest = apiAs(testApp, await adminGuest(testApp, address), { remoteAddress: address });
        const started = performance.now();
        const response = await guest.post('/admin/api/login', credentials);
        const elapsedMs = performance.now() - started;
        expect(response.status, what).toBe(422);
        expect(response.body, what).toEqual({ message: WRONG_CREDENTIALS_MESSAGE, errors: { email: WRONG_CREDENTIALS_MESSAGE } });
        // scrypt N=2^15 takes tens of milliseconds: each answer waited for one.
        expect(elapsedMs, what).toBeGreaterThan(25);
      }
    } finally {
      delete process.env.PASSWORD_HASH_COST;
    }
  });

  it('slows a guesser from one address without locking the member out from another', async () => {
    const member = await createStaffMember(testApp, 'owner');
    const guesser = apiAs(testApp, await adminGuest(testApp, '192.0.2.77'), { remoteAddress: '192.0.2.77' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await guesser.post('/admin/api/login', { email: member.email, password: `wrong-${attempt}-password` })).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.at(-1)).toBe(429);
    await signInStaff(testApp, member);
  });

  it('signs out: the session ends and a new guest id comes with a new token', async () => {
    const owner = await signInStaff(testApp, await createStaffMember(testApp, 'owner'));
    okBody(await apiAs(testApp, owner).get('/admin/api/me'));
    const out = await apiAs(testApp, owner).post('/admin/api/logout', {});
    expect(okBody(out)).toEqual({ success: true, redirect: '/admin/login' });
    const cookies = out.cookies as Array<{ name: string; value: string; path?: string; sameSite?: string; httpOnly?: boolean }>;
    expect(cookies.find((cookie) => cookie.name === 'admin_sid')).toMatchObject({ path: '/admin', sameSite: 'Strict', httpOnly: true });
    expect(cookies.find((cookie) => cookie.name === 'admin_sid')?.value).toMatch(/^g\./);
    expect(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')).toMatchObject({ path: '/admin', sameSite: 'Strict' });
    expect((await apiAs(testApp, owner).get('/admin/api/me')).status).toBe(401);
  });

  it('keeps the areas apart: a customer reaches nothing in /admin, a staff member is no customer', async () => {
    const customer = await signedInAccount(testApp);
    const asCustomer = await apiAs(testApp, customer).get('/admin/api/me');
    expect(asCustomer.status).toBe(401);
    const staff = await signInStaff(testApp, await createStaffMember(testApp, 'owner'));
    expect((await apiAs(testApp, staff).get('/api/cart')).status).toBe(401);
    expect(okBody(await apiAs(testApp, staff).get('/api/session')).is_logged_in).toBe(false);
  });

  it('refuses a write without the CSRF token, and the code step without a password step', async () => {
    const member = await createStaffMember(testApp, 'owner');
    const guest = await adminGuest(testApp);
    const noToken = await apiAs(testApp, guest, { withCsrf: false }).post('/admin/api/login', { email: member.email, password: member.password });
    expect(noToken.status).toBe(403);
    // The storefront's token is not the back office's.
    const customer = await signedInAccount(testApp);
    const storefrontToken = await apiAs(testApp, guest, { headers: { 'x-xsrf-token': customer.headers['x-xsrf-token'] } }).post('/admin/api/login', { email: member.email, password: member.password });
    expect(storefrontToken.status).toBe(403);
    const codeFirst = await apiAs(testApp, guest).post('/admin/api/login/code', { code: '123456' });
    expect(codeFirst.status).toBe(401);
    const signedIn = await signInStaff(testApp, member);
    expect((await apiAs(testApp, signedIn).post('/admin/api/login/code', { code: '123456' })).status).toBe(401);
  });

  it('answers 422 naming the field for bad input', async () => {
    const member = await createStaffMember(testApp, 'owner');
    const guest = apiAs(testApp, await adminGuest(testApp, '198.51.100.200'), { remoteAddress: '198.51.100.200' });
    expectInvalid(await guest.post('/admin/api/login', { email: `a\u0000@example.test`, password: 'x' }), 'email');
    expectInvalid(await guest.post('/admin/api/login', { email: member.email, password: 'bad\ud800' }), 'password');
    expectInvalid(await guest.post('/admin/api/login', { email: member.email, password: 'x'.repeat(10_000) }), 'password');
    expectInvalid(await guest.post('/admin/api/login', { email: 12, password: 'x' }), 'email');
    expectInvalid(await guest.post('/admin/api/login', { email: member.email, password: ['x'] }), 'password');
    const { session, remoteAddress } = await passwordStep(testApp, member);
    const halfway = apiAs(testApp, session, { remoteAddress });
    expectInvalid(await halfway.post('/admin/api/login/code', { code: '12\u00003456' }), 'code');
    expectInvalid(await halfway.post('/admin/api/login/code', { code: '1'.repeat(10_000) }), 'code');
    expectInvalid(await halfway.post('/admin/api/login/code', { code: 123456 }), 'code');
    expectInvalid(await halfway.post('/admin/api/login/code', { recovery_code: '\ud800abcd' }), 'recovery_code');
    expectInvalid(await halfway.post('/admin/api/login/code', {}), 'code');
    expectInvalid(await halfway.post('/admin/api/login/code', { code: '123456', recovery_code: 'aaaaa-bbbbb' }), 'code');
    expect((await halfway.post('/admin/api/logout', [1, 2])).status).toBe(422);
  });
});

describe('back-office session limits', () => {
  let offsetMs = 0;
  const testApp = useTestApp(undefined, { config: { adminIdleMinutes: 30 }, now: () => new Date(Date.now() + offsetMs) });
  const minutes = (count: number) => count * 60 * 1000;

  it('ends a session idle for ADMIN_IDLE_MINUTES, and any session 12 hours after sign-in', async () => {
    offsetMs = 0;
    const member = await createStaffMember(testApp, 'owner');
    const session = await signInStaff(testApp, member);
    const me = () => apiAs(testApp, session).get('/admin/api/me');
    offsetMs = minutes(29);
    expect((await me()).status).toBe(200);
    offsetMs = minutes(58);
    expect((await me()).status).toBe(200);
    offsetMs = minutes(58 + 31);
    expect((await me()).status).toBe(401);

    // Busy all day: every 20 minutes a request, and still the session ends at 12 hours.
    offsetMs = 0;
    const busy = await signInStaff(testApp, member, { secret: session.secret });
    for (let at = 20; at < 12 * 60; at += 20) {
      offsetMs = minutes(at);
      expect((await apiAs(testApp, busy).get('/admin/api/me')).status, `${at} minutes`).toBe(200);
    }
    offsetMs = minutes(12 * 60);
    expect((await apiAs(testApp, busy).get('/admin/api/me')).status).toBe(401);
  });
});
