import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isGuestToken, isSignedInToken, newGuestToken } from '../domains/auth/session-tokens.ts';
import { hashToken, newRandomToken } from '../kernel/tokens.ts';
import { cookieValue, createAccountWithUser, signIn, type TestAccount } from '../testing/factories.ts';
import { useTestApp } from '../testing/suite.ts';
import type { FastifyRequest } from 'fastify';
import { csrfCookieOptions, INTERNAL_VIEWER_HEADER, isSessionlessPath, sessionCookieOptions } from './session.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

describe('session cookie options', () => {
  it('makes sid HttpOnly, SameSite=Lax, Path=/, with Max-Age 30 days only when persistent', () => {
    expect(sessionCookieOptions({ cookieSecure: false }, false)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    expect(sessionCookieOptions({ cookieSecure: true }, true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      maxAge: 30 * 24 * 60 * 60,
    });
  });

  it('lets scripts read XSRF-TOKEN', () => {
    expect(csrfCookieOptions({ cookieSecure: true })).toEqual({ httpOnly: false, sameSite: 'lax', path: '/', secure: true });
  });

  it('skips health checks and static files', () => {
    expect(isSessionlessPath('/healthz')).toBe(true);
    expect(isSessionlessPath('/healthz?probe=1')).toBe(true);
    expect(isSessionlessPath('/assets/app-1234.js')).toBe(true);
    expect(isSessionlessPath('/images/logo.png')).toBe(true);
    expect(isSessionlessPath('/favicon.ico')).toBe(true);
    expect(isSessionlessPath('/')).toBe(false);
    expect(isSessionlessPath('/api/session')).toBe(false);
    expect(isSessionlessPath('/assetsx')).toBe(false);
  });

  it('tells guest ids from signed-in ids by shape', () => {
    const guest = newGuestToken();
    const signedIn = newRandomToken();
    expect(isGuestToken(guest)).toBe(true);
    expect(isSignedInToken(guest)).toBe(false);
    expect(isSignedInToken(signedIn)).toBe(true);
    expect(isGuestToken(signedIn)).toBe(false);
    expect(isSignedInToken('short')).toBe(false);
    expect(hashToken(signedIn)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sessions over HTTP', () => {
  let offsetMs = 0;
  // No job workers: the tests below count the pool's queries, and a worker polls through the same pool.
  const testApp = useTestApp(undefined, { config: { cookieSecure: true }, now: () => new Date(Date.now() + offsetMs), runJobs: false });
  let account: TestAccount;
  beforeEach(async () => {
    offsetMs = 0;
    account = await createAccountWithUser(testApp);
  });

  const session = (cookie: string) => testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  const expiryOf = async (cookies: string): Promise<number> => {
    const { rows } = await testApp.database.pool.query('SELECT expires_at FROM sessions WHERE id_hash = $1', [
      hashToken(cookieValue(cookies, 'sid') ?? ''),
    ]);
    return (rows[0].expires_at as Date).getTime();
  };

  it('stores only the SHA-256 of the sid', async () => {
    const signedIn = await signIn(testApp, account);
    const sid = cookieValue(signedIn.cookies, 'sid') ?? '';
    const { rows } = await testApp.database.pool.query('SELECT id_hash FROM sessions WHERE user_id = $1', [account.userId]);
    expect(rows.map((row) => row.id_hash)).toEqual([hashToken(sid)]);
    expect(rows[0].id_hash).not.toContain(sid);
  });

  it('marks cookies Secure when COOKIE_SECURE is on', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.secure).toBe(true);
    expect(response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });

  it('runs no query for a guest and exactly one for a signed-in request', async () => {
    const signedIn = await signIn(testApp, account);
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/session' });
    const guestCookie = `sid=${guest.cookies.find((cookie) => cookie.name === 'sid')?.value}`;
    const spy = vi.spyOn(testApp.database.pool, 'query');
    try {
      await session(guestCookie);
      await testApp.app.inject({ method: 'GET', url: '/api/session' });
      expect(spy).toHaveBeenCalledTimes(0);
      const response = await session(signedIn.cookies);
      expect(response.json().is_logged_in).toBe(true);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('sets no cookie and runs no query for /healthz and static files', async () => {
    const spy = vi.spyOn(testApp.database.pool, 'query');
    try {
      const signedIn = await signIn(testApp, account);
      spy.mockClear();
      const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { cookie: signedIn.cookies } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(spy).toHaveBeenCalledTimes(0);
      const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.headers['set-cookie']).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });

  it('slides an idle session forward, writing the row at most every few minutes', async () => {
    const signedIn = await signIn(testApp, account);
    const initial = await expiryOf(signedIn.cookies);

    offsetMs = 2 * MINUTE_MS;
    await session(signedIn.cookies);
    expect(await expiryOf(signedIn.cookies)).toBe(initial);

    offsetMs = 6 * MINUTE_MS;
    await session(signedIn.cookies);
    const extended = await expiryOf(signedIn.cookies);
    expect(extended).toBeGreaterThan(initial + 5 * MINUTE_MS);

    // Active every few hours for a day: still signed in.
    for (const hours of [6, 12, 18, 24]) {
      offsetMs = hours * HOUR_MS;
      expect((await session(signedIn.cookies)).json().is_logged_in).toBe(true);
    }
  });

  it('ends a browser session after 12 idle hours', async () => {
    const signedIn = await signIn(testApp, account);
    offsetMs = 11 * HOUR_MS;
    expect((await session(signedIn.cookies)).json().is_logged_in).toBe(true);
    offsetMs = 11 * HOUR_MS + 12 * HOUR_MS + MINUTE_MS;
    const response = await session(signedIn.cookies);
    expect(response.json().is_logged_in).toBe(false);
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toMatch(/^g\./);
  });

  it('keeps a remembered session for 30 days, not longer', async () => {
    const signedIn = await signIn(testApp, { ...account, remember_me: true });
    offsetMs = 29 * DAY_MS;
    expect((await session(signedIn.cookies)).json().is_logged_in).toBe(true);
    offsetMs = 30 * DAY_MS + MINUTE_MS;
    expect((await session(signedIn.cookies)).json().is_logged_in).toBe(false);
  });

  it('removes expired rows when someone signs in later', async () => {
    await signIn(testApp, account);
    offsetMs = 13 * HOUR_MS;
    await signIn(testApp, account);
    const { rows } = await testApp.database.pool.query('SELECT count(*) AS n FROM sessions WHERE expires_at < $1', [
      new Date(Date.now() + offsetMs),
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('puts the session user in the current account: their first one', async () => {
    const second = await createAccountWithUser(testApp, { email: account.email, password: account.password });
    expect(second.userId).toBe(account.userId);
    const signedIn = await signIn(testApp, account);
    const body = (await session(signedIn.cookies)).json();
    expect(body.account.account_number).toBe(account.accountNumber);
  });
  it('lets the page renderer hand its resolved viewer to its own API calls, without another query', async () => {
    const signedIn = await signIn(testApp, account);
    const page = await session(signedIn.cookies);
    expect(page.json().is_logged_in).toBe(true);
    const viewer = await testApp.app.services.auth.viewerOf(page.json().account.id, account.userId);
    const key = testApp.app.internalViewerHandoff.open({ viewer, sessionToken: 'x' } as unknown as FastifyRequest);
    const spy = vi.spyOn(testApp.database.pool, 'query');
    try {
      const internal = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { [INTERNAL_VIEWER_HEADER]: key } });
      expect(internal.json().is_logged_in, internal.body).toBe(true);
      expect(spy).toHaveBeenCalledTimes(0);
    } finally {
      spy.mockRestore();
    }
    testApp.app.internalViewerHandoff.close(key);
    const afterClose = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { [INTERNAL_VIEWER_HEADER]: key } });
    expect(afterClose.json().is_logged_in).toBe(false);
  });

  it('treats a made-up internal viewer key as a guest', async () => {
    const forged = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { [INTERNAL_VIEWER_HEADER]: 'guess' } });
    expect(forged.json().is_logged_in).toBe(false);
  });
});
