import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccountWithUser, guestHeaders, signIn, type TestAccount } from '../../testing/factories.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { RESET_REQUESTED_MESSAGE, RESET_TOKEN_INVALID_MESSAGE } from './auth.routes.ts';

const MINUTE_MS = 60 * 1000;

describe('password reset', () => {
  let testApp: TestApp;
  let account: TestAccount;
  let offsetMs = 0;
  let addressSequence = 0;
  beforeAll(async () => {
    testApp = await buildTestApp({ publicUrl: 'https://shop.example' }, { now: () => new Date(Date.now() + offsetMs) });
  });
  beforeEach(async () => {
    offsetMs = 0;
    account = await createAccountWithUser(testApp);
  });
  afterAll(async () => testApp.close());

  async function post(url: string, payload: Record<string, unknown>, headers?: Record<string, string>) {
    addressSequence += 1;
    return testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: headers ?? (await guestHeaders(testApp)).headers,
      remoteAddress: `198.51.100.${addressSequence}`,
    });
  }

  async function requestLink(email: string): Promise<string> {
    const response = await post('/password/email', { email });
    expect(response.statusCode).toBe(200);
    const mail = await testApp.mailer.nextTo(email);
    const match = /https:\/\/shop\.example\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
    return match[1];
  }

  const reset = (token: string, password: string) =>
    post('/password/reset', { token, password, password_confirmation: password });

  it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
    const known = await post('/password/email', { email: account.email });
    const unknown = await post('/password/email', { email: 'nobody-here@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    const mail = await testApp.mailer.nextTo(account.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toMatch(/https:\/\/shop\.example\/password\/reset\/[A-Za-z0-9_-]{43}/);
    expect(testApp.mailer.messages.some((message) => message.to === 'nobody-here@example.test')).toBe(false);
  });

  it('sets a new password with the link once; a second use fails', async () => {
    const token = await requestLink(account.email);
    const first = await reset(token, 'a-brand-new-password');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, redirect: '/login' });

    await expect(signIn(testApp, { email: account.email, password: account.password })).rejects.toThrow(/422/);
    await expect(signIn(testApp, { email: account.email, password: 'a-brand-new-password' })).resolves.toBeTruthy();

    const second = await reset(token, 'yet-another-password');
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ token: RESET_TOKEN_INVALID_MESSAGE });
  });

  it('refuses a link older than 60 minutes', async () => {
    const token = await requestLink(account.email);
    offsetMs = 61 * MINUTE_MS;
    const response = await reset(token, 'a-brand-new-password');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.token).toBe(RESET_TOKEN_INVALID_MESSAGE);
  });

  it('accepts a link just inside 60 minutes', async () => {
    const token = await requestLink(account.email);
    offsetMs = 59 * MINUTE_MS;
    expect((await reset(token, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('invalidates older links when a new one is requested', async () => {
    const older = await requestLink(account.email);
    const newer = await requestLink(account.email);
    expect((await reset(older, 'a-brand-new-password')).statusCode).toBe(422);
    expect((await reset(newer, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it("signs the user out everywhere", async () => {
    const session = await signIn(testApp, account);
    // In use just before: this server process remembers the session, and must forget it at the reset.
    const before = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: session.cookies } });
    expect(before.json().is_logged_in).toBe(true);
    const token = await requestLink(account.email);
    expect((await reset(token, 'a-brand-new-password')).statusCode).toBe(200);
    const after = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: session.cookies } });
    expect(after.json().is_logged_in).toBe(false);
  });

  it('answers 422 naming the field for bad input', async () => {
    const noEmail = await post('/password/email', {});
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors).toEqual({ email: 'The email field is required.' });

    const badEmail = await post('/password/email', { email: 'not an email' });
    expect(badEmail.json().errors).toHaveProperty('email');

    const short = await post('/password/reset', { token: 'x'.repeat(43), password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toHaveProperty('password');

    const mismatch = await post('/password/reset', {
      token: 'x'.repeat(43),
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');

    const missingToken = await post('/password/reset', { password: 'long-enough-1', password_confirmation: 'long-enough-1' });
    expect(missingToken.json().errors).toEqual({ token: RESET_TOKEN_INVALID_MESSAGE });

    const madeUp = await reset('x'.repeat(43), 'long-enough-1');
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().errors).toEqual({ token: RESET_TOKEN_INVALID_MESSAGE });
  });

  it('needs the CSRF token', async () => {
    const guest = await guestHeaders(testApp);
    const request = await post('/password/email', { email: account.email }, { cookie: guest.cookies });
    expect(request.statusCode).toBe(403);
    const resetResponse = await post(
      '/password/reset',
      { token: 'x'.repeat(43), password: 'long-enough-1', password_confirmation: 'long-enough-1' },
      { cookie: guest.cookies },
    );
    expect(resetResponse.statusCode).toBe(403);
  });
});
