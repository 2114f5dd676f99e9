import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api.ts';
import { createAccountWithUser, guestHeaders, signIn, type TestAccount, type TestSession } from '../../testing/factories.ts';

import { useTestApp } from '../../testing/suite.ts';
import { RESET_REQUESTED_MESSAGE, RESET_TOKEN_INVALID_MESSAGE } from './auth.routes.ts';
import { passwordResetMailQueue } from './auth.queues.ts';

const MINUTE_MS = 60 * 1000;

describe('password reset', () => {
  let offsetMs = 0;
  const testApp = useTestApp(undefined, { config: { publicUrl: 'https://shop.example' }, now: () => new Date(Date.now() + offsetMs) });
  let account: TestAccount;
  let addressSequence = 0;
  beforeEach(async () => {
    offsetMs = 0;
    account = await createAccountWithUser(testApp);
  });

  /** From a new guest (its CSRF header sent unless `withCsrf` is false), each from its own address. */
  async function post(url: string, payload: Record<string, unknown>, options: { withCsrf?: boolean } = {}) {
    addressSequence += 1;
    const guest = apiAs(testApp, await guestHeaders(testApp), options);
    return guest.post(url, payload, { remoteAddress: `198.51.100.${addressSequence}` });
  }
  const isSignedIn = async (session: TestSession): Promise<boolean> => (await apiAs(testApp, session, { withCsrf: false }).get('/api/session')).body.is_logged_in;

  async function requestLink(email: string): Promise<string> {
    const response = await post('/password/email', { email });
    expect(response.status).toBe(200);
    const mail = await testApp.mailer.nextTo(email);
    const match = /https:\/\/shop\.example\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
    return match[1];
  }

  /** Reset jobs queued or running (pg-boss keeps its jobs in PostgreSQL). */
  const openResetJobs = async () =>
    (await testApp.database.pool.query(`SELECT count(*)::int AS open FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`, [passwordResetMailQueue.name])).rows[0].open as number;

  const reset = (token: string, password: string) =>
    post('/password/reset', { token, password, password_confirmation: password });

  it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
    const known = await post('/password/email', { email: account.email });
    const unknown = await post('/password/email', { email: 'nobody-here@example.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    const mail = await testApp.mailer.nextTo(account.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toMatch(/https:\/\/shop\.example\/password\/reset\/[A-Za-z0-9_-]{43}/);
    // Both requests were queued alike; once the queue has run them, only the user has mail.
    await expect.poll(() => openResetJobs(), { timeout: 10_000 }).toBe(0);
    expect(testApp.mailer.messages.some((message) => message.to === 'nobody-here@example.test')).toBe(false);
  });

  it('sets a new password with the link once; a second use fails', async () => {
    const token = await requestLink(account.email);
    const first = await reset(token, 'a-brand-new-password');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, redirect: '/login' });

    await expect(signIn(testApp, { email: account.email, password: account.password })).rejects.toThrow(/422/);
    await expect(signIn(testApp, { email: account.email, password: 'a-brand-new-password' })).resolves.toBeTruthy();

    const second = await reset(token, 'yet-another-password');
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ token: RESET_TOKEN_INVALID_MESSAGE });
  });

  it('refuses a link older than 60 minutes', async () => {
    const token = await requestLink(account.email);
    offsetMs = 61 * MINUTE_MS;
    const response = await reset(token, 'a-brand-new-password');
    expect(response.status).toBe(422);
    expect(response.body.errors.token).toBe(RESET_TOKEN_INVALID_MESSAGE);
  });

  it('accepts a link just inside 60 minutes', async () => {
    const token = await requestLink(account.email);
    offsetMs = 59 * MINUTE_MS;
    expect((await reset(token, 'a-brand-new-password')).status).toBe(200);
  });

  it('invalidates older links when a new one is requested', async () => {
    const older = await requestLink(account.email);
    const newer = await requestLink(account.email);
    expect((await reset(older, 'a-brand-new-password')).status).toBe(422);
    expect((await reset(newer, 'a-brand-new-password')).status).toBe(200);
  });

  it("signs the user out everywhere", async () => {
    const session = await signIn(testApp, account);
    // In use just before: this server process remembers the session, and must forget it at the reset.
    expect(await isSignedIn(session)).toBe(true);
    const token = await requestLink(account.email);
    expect((await reset(token, 'a-brand-new-password')).status).toBe(200);
    expect(await isSignedIn(session)).toBe(false);
  });

  it('answers 422 naming the field for bad input', async () => {
    const noEmail = await post('/password/email', {});
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors).toEqual({ email: 'The email field is required.' });

    const badEmail = await post('/password/email', { email: 'not an email' });
    expect(badEmail.body.errors).toHaveProperty('email');

    const short = await post('/password/reset', { token: 'x'.repeat(43), password: 'short', password_confirmation: 'short' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toHaveProperty('password');

    const mismatch = await post('/password/reset', {
      token: 'x'.repeat(43),
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect(mismatch.body.errors).toHaveProperty('password_confirmation');

    const missingToken = await post('/password/reset', { password: 'long-enough-1', password_confirmation: 'long-enough-1' });
    expect(missingToken.body.errors).toEqual({ token: RESET_TOKEN_INVALID_MESSAGE });

    const madeUp = await reset('x'.repeat(43), 'long-enough-1');
    expect(madeUp.status).toBe(422);
    expect(madeUp.body.errors).toEqual({ token: RESET_TOKEN_INVALID_MESSAGE });
  });

  it('sets only a password that follows the rule, and a refused one leaves the link usable', async () => {
    const token = await requestLink(account.email);
    const refusals: [string, string | RegExp][] = [
      ['elevenchars', 'The password must be at least 12 characters.'],
      [account.email.toUpperCase(), 'The password may not be your email address.'],
      [' '.repeat(12), 'The password may not be one character repeated.'],
      ['qwerty123456', /most common passwords/],
    ];
    for (const [password, message] of refusals) {
      const response = await reset(token, password);
      expect(response.status, password).toBe(422);
      expect(Object.keys(response.body.errors), password).toEqual(['password']);
      expect(response.body.errors.password, password).toMatch(message);
    }
    expect((await reset(token, 'a-brand-new-password')).status).toBe(200);
    await expect(signIn(testApp, { email: account.email, password: 'a-brand-new-password' })).resolves.toBeTruthy();
  });

  it('does not apply the rule at sign-in: a shorter password set before it still signs in', async () => {
    const older = await createAccountWithUser(testApp, { password: 'old-pass' });
    await expect(signIn(testApp, older)).resolves.toBeTruthy();
  });

  it('needs the CSRF token', async () => {
    const request = await post('/password/email', { email: account.email }, { withCsrf: false });
    expect(request.status).toBe(403);
    const resetResponse = await post('/password/reset', { token: 'x'.repeat(43), password: 'long-enough-1', password_confirmation: 'long-enough-1' }, { withCsrf: false });
    expect(resetResponse.status).toBe(403);
  });

  it('cannot keep the owner from signing in: reset requests have their own limit', async () => {
    const fromAddress = async (remoteAddress: string, url: string, payload: Record<string, unknown>) =>
      apiAs(testApp, await guestHeaders(testApp)).post(url, payload, { remoteAddress });
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      statuses.push((await fromAddress(`203.0.113.${200 + index}`, '/password/email', { email: account.email })).status);
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const credentials = { email: account.email, password: account.password };
    expect((await fromAddress('203.0.113.200', '/api/login', credentials)).status).toBe(200);
    expect((await fromAddress('203.0.113.230', '/api/login', credentials)).status).toBe(200);
  });
});
