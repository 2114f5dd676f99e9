import { describe, expect, it } from 'vitest';
import { sessionJsonSchema } from '../../../shared/schemas/session.ts';
import { apiAs } from '../../testing/api.ts';
import { cookieValue, createAccountWithUser, guestHeaders, mergeCookies, signIn, type TestSession } from '../../testing/factories.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import { CREDENTIALS_MESSAGE } from './auth.routes.ts';

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

describe('sign-in, sign-out and the session', () => {
  const testApp = useTestApp(async (app) => ({ account: await createAccountWithUser(app, { accountNumber: '100200', email: 'Buyer@Sunrise-Care.example' }) }));
  const account = later(() => testApp.account);

  // Each attempt from its own address: the per-address limit has its own tests (http/rate-limit.test.ts).
  let attempt = 0;
  const login = async (payload: unknown, headers: Record<string, string>) => {
    attempt += 1;
    return apiAs(testApp, null).post('/api/login', payload, { headers, remoteAddress: `192.0.2.${attempt}` });
  };
  /** A browser with only this session's cookies (no CSRF header). */
  const browser = (session: TestSession) => apiAs(testApp, session, { withCsrf: false });
  const isSignedIn = async (session: TestSession): Promise<boolean> => (await browser(session).get('/api/session')).body.is_logged_in;
  /** The sign-out button as a plain HTML form: the token as a field. */
  const signOutForm = (session: TestSession, token: string) =>
    browser(session).post('/logout', `token=${encodeURIComponent(token)}`, { headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' } });

  describe('POST /api/login', () => {
    it('signs in, answers the landing page and account number, and sets a new sid', async () => {
      const guest = await guestHeaders(testApp);
      const response = await login({ email: account.email, password: account.password, remember_me: false }, guest.headers);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, redirect: '/#category', account_number: '100200' });
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      expect(sid?.value).toBeTruthy();
      expect(sid?.value).not.toBe(cookieValue(guest.cookies, 'sid'));
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    });

    it('matches the email case-insensitively', async () => {
      const guest = await guestHeaders(testApp);
      const response = await login({ email: 'buyer@sunrise-care.EXAMPLE', password: account.password }, guest.headers);
      expect(response.status).toBe(200);
    });

    it('gives a 30-day persistent cookie with remember_me and a browser-session cookie without', async () => {
      const remembered = await login(
        { email: account.email, password: account.password, remember_me: true },
        (await guestHeaders(testApp)).headers,
      );
      const rememberedSid = remembered.cookies.find((cookie) => cookie.name === 'sid');
      expect(rememberedSid?.maxAge).toBe(THIRTY_DAYS_SECONDS);

      const plain = await login({ email: account.email, password: account.password }, (await guestHeaders(testApp)).headers);
      const plainSid = plain.cookies.find((cookie) => cookie.name === 'sid');
      expect(plainSid?.maxAge).toBeUndefined();
      expect(plainSid?.expires).toBeUndefined();
    });

    it('answers the same 422 message for a wrong password and an unknown email', async () => {
      const wrongPassword = await login({ email: account.email, password: 'not-the-password' }, (await guestHeaders(testApp)).headers);
      const unknownEmail = await login(
        { email: 'nobody@example.test', password: 'not-the-password' },
        (await guestHeaders(testApp)).headers,
      );
      expect(wrongPassword.status).toBe(422);
      expect(unknownEmail.status).toBe(422);
      expect(wrongPassword.body).toEqual(unknownEmail.body);
      expect(wrongPassword.body.message).toBe(CREDENTIALS_MESSAGE);
      expect(wrongPassword.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    });

    it('refuses a user who belongs to no account with the same message', async () => {
      const other = await createAccountWithUser(testApp);
      await testApp.database.pool.query('DELETE FROM account_users WHERE user_id = $1', [other.userId]);
      const response = await login({ email: other.email, password: other.password }, (await guestHeaders(testApp)).headers);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(CREDENTIALS_MESSAGE);
    });

    it('answers 422 naming each missing field', async () => {
      const response = await login({}, (await guestHeaders(testApp)).headers);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        email: 'The email field is required.',
        password: 'The password field is required.',
      });
      const badEmail = await login({ email: 'not-an-email', password: 'x', remember_me: 'yes' }, (await guestHeaders(testApp)).headers);
      expect(badEmail.status).toBe(422);
      expect(Object.keys(badEmail.body.errors).sort()).toEqual(['email', 'remember_me']);
    });

    it('answers 403 without a CSRF header', async () => {
      const guest = await guestHeaders(testApp);
      const response = await login({ email: account.email, password: account.password }, { cookie: guest.cookies });
      expect(response.status).toBe(403);
      expect(response.body.message).toEqual(expect.any(String));
    });

    it('answers 403 with a CSRF token from another session', async () => {
      const mine = await guestHeaders(testApp);
      const theirs = await guestHeaders(testApp);
      const response = await login(
        { email: account.email, password: account.password },
        { cookie: mine.cookies, 'x-xsrf-token': theirs.headers['x-xsrf-token'] },
      );
      expect(response.status).toBe(403);
    });

    it('answers 403 to a planted XSRF-TOKEN cookie echoed in the header without the matching sid', async () => {
      const attacker = await guestHeaders(testApp);
      const planted = cookieValue(attacker.cookies, 'XSRF-TOKEN') ?? '';
      // The victim's browser has its own sid; the attacker could only plant the XSRF-TOKEN cookie.
      const victim = await guestHeaders(testApp);
      const response = await login(
        { email: account.email, password: account.password },
        { cookie: `sid=${cookieValue(victim.cookies, 'sid')}; XSRF-TOKEN=${planted}`, 'x-xsrf-token': planted },
      );
      expect(response.status).toBe(403);
      // And with no sid at all, a matching cookie/header pair means nothing either.
      const noSid = await login(
        { email: account.email, password: account.password },
        { cookie: `XSRF-TOKEN=${planted}`, 'x-xsrf-token': planted },
      );
      expect(noSid.status).toBe(403);
    });

    it('accepts the token in X-CSRF-TOKEN as well', async () => {
      const guest = await guestHeaders(testApp);
      const response = await login(
        { email: account.email, password: account.password },
        { cookie: guest.cookies, 'x-csrf-token': guest.headers['x-xsrf-token'] },
      );
      expect(response.status).toBe(200);
    });
  });

  describe('GET /api/session', () => {
    it('describes a guest, mints a guest sid and sets the matching XSRF-TOKEN cookie', async () => {
      const response = await apiAs(testApp, null).get('/api/session');
      expect(response.status).toBe(200);
      const body = sessionJsonSchema.parse(response.body);
      expect(body).toMatchObject({ is_logged_in: false, user: null, account: null });
      const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
      expect(xsrf?.value).toBe(body.csrf_token);
      expect(xsrf?.httpOnly).toBeUndefined();
      expect(response.cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    });

    it('keeps a guest sid and does not set the cookies again once the browser has them', async () => {
      const guest = await guestHeaders(testApp);
      const response = await browser(guest).get('/api/session');
      expect(response.body.csrf_token).toBe(guest.headers['x-xsrf-token']);
      expect(response.cookies).toEqual([]);
    });

    it('describes the signed-in user and account', async () => {
      const session = await signIn(testApp, account);
      const response = await apiAs(testApp, session).get('/api/session');
      const body = sessionJsonSchema.parse(response.body);
      expect(body).toEqual({
        is_logged_in: true,
        user: { id: account.userId, email: account.email, first_name: 'Test', last_name: 'User' },
        account: { id: account.accountId, account_number: '100200', name: 'Test Account 100200', can_switch: false, role: 'manager' },
        csrf_token: session.headers['x-xsrf-token'],
        view_as: null,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('treats an unknown or made-up sid as a new guest', async () => {
      const response = await apiAs(testApp, null).get('/api/session', { headers: { cookie: `sid=${'a'.repeat(43)}` } });
      expect(response.body.is_logged_in).toBe(false);
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      expect(sid?.value).toMatch(/^g\./);
    });
  });

  describe('POST /logout', () => {
    it('destroys the session: the old cookie no longer signs in', async () => {
      const session = await signIn(testApp, account);
      const response = await apiAs(testApp, session).post('/logout', { token: session.headers['x-xsrf-token'] }, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, redirect: '/' });
      const cleared = response.cookies.find((cookie) => cookie.name === 'sid');
      expect(cleared?.maxAge).toBe(0);

      expect(await isSignedIn(session)).toBe(false);
      const { rows } = await testApp.database.pool.query('SELECT count(*) AS n FROM sessions WHERE id_hash = encode(sha256($1::bytea), $2)', [
        cookieValue(session.cookies, 'sid'),
        'hex',
      ]);
      expect(rows[0].n).toBe(0);
    });

    it('needs the CSRF token', async () => {
      const session = await signIn(testApp, account);
      const response = await browser(session).post('/logout', { token: 'wrong' });
      expect(response.status).toBe(403);
      expect(await isSignedIn(session)).toBe(true);
    });

    it('answers a plain HTML form post with 303 to the home page', async () => {
      const session = await signIn(testApp, account);
      const response = await signOutForm(session, session.headers['x-xsrf-token']);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/');
      expect(await isSignedIn(session)).toBe(false);
    });

    it('refuses a form post whose token field does not match', async () => {
      const session = await signIn(testApp, account);
      const response = await signOutForm(session, 'forged');
      expect(response.status).toBe(403);
    });
  });

  describe('the session cookie', () => {
    it('carries the CSRF token that changes with the sid at sign-in', async () => {
      const guest = await guestHeaders(testApp);
      const response = await login({ email: account.email, password: account.password }, guest.headers);
      const cookies = mergeCookies(guest.cookies, response);
      expect(cookieValue(cookies, 'XSRF-TOKEN')).not.toBe(guest.headers['x-xsrf-token']);
      // The old guest token no longer works for writes.
      const stale = await apiAs(testApp, null).post('/logout', {}, { headers: { cookie: cookies, 'x-xsrf-token': guest.headers['x-xsrf-token'] } });
      expect(stale.status).toBe(403);
    });

    it('signing in again replaces the previous signed-in session', async () => {
      const first = await signIn(testApp, account);
      const again = await login({ email: account.email, password: account.password }, first.headers);
      expect(again.status).toBe(200);
      expect(await isSignedIn(first)).toBe(false);
    });
  });
});
