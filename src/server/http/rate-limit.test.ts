import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithUser, guestHeaders, type TestAccount } from '../testing/factories.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds until the window ends', () => {
    let nowMs = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => new Date(nowMs) });
    expect(limiter.hit('a').isAllowed).toBe(true);
    expect(limiter.peek('a').isAllowed).toBe(true);
    expect(limiter.hit('a').isAllowed).toBe(true);
    expect(limiter.peek('a').isAllowed).toBe(false);
    nowMs += 15_000;
    expect(limiter.hit('a')).toEqual({ isAllowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').isAllowed).toBe(true);
    nowMs += 45_000;
    expect(limiter.hit('a').isAllowed).toBe(true);
  });

  it('forgets finished windows once it holds many keys', () => {
    let nowMs = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => new Date(nowMs), sweepAtSize: 3 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    nowMs = 2000;
    limiter.hit('d');
    expect(limiter.size).toBe(1);
  });
});

describe('sign-in and reset limits', () => {
  let testApp: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimits: { loginPer15Min: 3, resetPerHour: 2 } });
    account = await createAccountWithUser(testApp);
  });
  afterAll(async () => testApp.close());

  async function post(url: string, payload: Record<string, unknown>, remoteAddress: string) {
    const guest = await guestHeaders(testApp);
    return testApp.app.inject({ method: 'POST', url, payload, headers: guest.headers, remoteAddress });
  }

  it('answers 429 with Retry-After once one address has tried too often', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post('/api/login', { email: `someone-${attempt}@example.test`, password: 'wrong-password' }, '203.0.113.1');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toEqual(expect.any(String));
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(800);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(900);
      }
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    // Another address is not affected.
    const other = await post('/api/login', { email: account.email, password: account.password }, '203.0.113.2');
    expect(other.statusCode).toBe(200);
  });

  it('answers 429 once one email has failed too often, from any address, even with the right password', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await post('/api/login', { email: account.email, password: 'wrong-password' }, `203.0.113.${10 + attempt}`);
      expect(response.statusCode).toBe(422);
    }
    const blocked = await post('/api/login', { email: account.email.toUpperCase(), password: account.password }, '203.0.113.20');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not count successful sign-ins against the email', async () => {
    const customer = await createAccountWithUser(testApp);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post('/api/login', { email: customer.email, password: customer.password }, `203.0.113.${30 + attempt}`);
      expect(response.statusCode).toBe(200);
    }
  });

  it('limits reset requests per address and per email', async () => {
    const email = 'reset-target@example.test';
    expect((await post('/password/email', { email }, '203.0.113.40')).statusCode).toBe(200);
    expect((await post('/password/email', { email }, '203.0.113.41')).statusCode).toBe(200);
    const byEmail = await post('/password/email', { email }, '203.0.113.42');
    expect(byEmail.statusCode).toBe(429);
    expect(Number(byEmail.headers['retry-after'])).toBeGreaterThan(3000);

    expect((await post('/password/email', { email: 'a@example.test' }, '203.0.113.50')).statusCode).toBe(200);
    expect((await post('/password/email', { email: 'b@example.test' }, '203.0.113.50')).statusCode).toBe(200);
    expect((await post('/password/email', { email: 'c@example.test' }, '203.0.113.50')).statusCode).toBe(429);
  });

  it('does not limit the rest of the site', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/session', remoteAddress: '203.0.113.1' });
      expect(response.statusCode).toBe(200);
    }
  });
});
