import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, apiAsNewGuest } from '../testing/api.ts';
import { createAccountWithUser, type TestAccount } from '../testing/factories.ts';
import { useTestApp } from '../testing/suite.ts';
import { buildSiblingApp } from '../testing/test-app.ts';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds until the window ends', () => {
    let nowMs = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => new Date(nowMs) });
    expect(limiter.hit('a').isAllowed).toBe(true);
    expect(limiter.hit('a').isAllowed).toBe(true);
    nowMs += 15_000;
    expect(limiter.hit('a')).toEqual({ isAllowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').isAllowed).toBe(true);
    nowMs += 45_000;
    expect(limiter.hit('a').isAllowed).toBe(true);
  });

  it('forgets finished windows once it holds many keys', () => {
    let nowMs = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => new Date(nowMs), maxKeys: 3 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    nowMs = 2000;
    limiter.hit('d');
    expect(limiter.size).toBe(1);
  });
});

describe('sign-in and reset limits with small limits', () => {
  const testApp = useTestApp(undefined, { config: { rateLimits: { loginPer15Min: 3, resetPerHour: 2, formsPerHour: 2, suggestPerMinute: 5 } } });
  let account: TestAccount;
  beforeAll(async () => {
    account = await createAccountWithUser(testApp);
  });

  const post = async (url: string, payload: Record<string, unknown>, remoteAddress: string) => (await apiAsNewGuest(testApp)).post(url, payload, { remoteAddress });

  it('answers 429 with Retry-After once one address has tried too often', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post('/api/login', { email: `someone-${attempt}@example.test`, password: 'wrong-password' }, '203.0.113.1');
      statuses.push(response.status);
      if (response.status === 429) {
        // Issue #16 item 13: the message says how long to wait, as the header does.
        expect(response.body.message).toBe(`Too many attempts. Try again in ${Math.ceil(Number(response.headers['retry-after']) / 60)} minutes.`);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(800);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(900);
      }
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    // Another address is not affected.
    const other = await post('/api/login', { email: account.email, password: account.password }, '203.0.113.2');
    expect(other.status).toBe(200);
  });

  it('refuses a flood of search suggestions from one address, and not another buyer’s (issue #18)', async () => {
    const guest = await apiAsNewGuest(testApp);
    const statuses: number[] = [];
    for (let request = 1; request <= 7; request += 1) statuses.push((await guest.get('/api/search/suggest?q=glo', { remoteAddress: '203.0.113.90' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await guest.get('/api/search/suggest?q=glo', { remoteAddress: '203.0.113.91' })).status).toBe(200);
    // A full search from the flooding address is not held back by the suggestion limit.
    expect((await guest.get('/api/products?keyword=glo', { remoteAddress: '203.0.113.90' })).status).toBe(200);
  });

  // Issue #16 item 18: two store processes on one database (behind the proxy) count together.
  it('shares one sign-in limit between two processes on one database', async () => {
    const sibling = await buildSiblingApp(testApp);
    try {
      const attemptOn = async (app: Pick<typeof testApp, 'app'>, index: number) =>
        (await apiAsNewGuest(app)).post('/api/login', { email: `shared-${index}@example.test`, password: 'wrong-password' }, { remoteAddress: '203.0.113.80' });
      const statuses = [(await attemptOn(testApp, 1)).status, (await attemptOn(sibling, 2)).status, (await attemptOn(testApp, 3)).status];
      const refused = await attemptOn(sibling, 4);
      expect([...statuses, refused.status]).toEqual([422, 422, 422, 429]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      // A burst from another address, spread over both processes at once: still three guesses in all.
      const burst = await Promise.all(
        Array.from({ length: 8 }, async (_, index) =>
          (await apiAsNewGuest(index % 2 === 0 ? testApp : sibling)).post(
            '/api/login',
            { email: `burst-${index}@example.test`, password: 'wrong-password' },
            { remoteAddress: '203.0.113.81' },
          ),
        ),
      );
      expect(burst.map((response) => response.status).sort()).toEqual([422, 422, 422, 429, 429, 429, 429, 429]);
    } finally {
      await sibling.app.close();
    }
  });

  it('limits reset requests per address and per email', async () => {
    const email = 'reset-target@example.test';
    expect((await post('/password/email', { email }, '203.0.113.40')).status).toBe(200);
    expect((await post('/password/email', { email }, '203.0.113.41')).status).toBe(200);
    const byEmail = await post('/password/email', { email }, '203.0.113.42');
    expect(byEmail.status).toBe(429);
    expect(Number(byEmail.headers['retry-after'])).toBeGreaterThan(3000);

    expect((await post('/password/email', { email: 'a@example.test' }, '203.0.113.50')).status).toBe(200);
    expect((await post('/password/email', { email: 'b@example.test' }, '203.0.113.50')).status).toBe(200);
    expect((await post('/password/email', { email: 'c@example.test' }, '203.0.113.50')).status).toBe(429);
  });

  it('does not limit the rest of the site', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await apiAs(testApp, null).get('/api/session', { remoteAddress: '203.0.113.1' });
      expect(response.status).toBe(200);
    }
  });
});

// Issue #7 item 5: limits that slow a guesser without locking the owner out (http/sign-in-limit.ts).
// Every sign-in costs a scrypt, so the tests with dozens of them get more time than the default.
const SLOW_TEST_MS = 120_000;
describe('sign-in limits with the default settings', () => {
  let nowMs = Date.parse('2026-11-21T09:00:00Z');
  const advanceSeconds = (seconds: number) => (nowMs += seconds * 1000);
  const testApp = useTestApp(undefined, { now: () => new Date(nowMs) });

  const signInFrom = async (remoteAddress: string, email: string, password: string) =>
    (await apiAsNewGuest(testApp)).post('/api/login', { email, password }, { remoteAddress });

  /** Fails `count` times from one address, waiting out every Retry-After like a patient guesser; answers the waits. */
  async function failPatiently(remoteAddress: string, email: string, count: number): Promise<number[]> {
    const retryAfters: number[] = [];
    for (let failures = 0; failures < count; ) {
      const response = await signInFrom(remoteAddress, email, 'wrong-password');
      if (response.status === 429) {
        retryAfters.push(Number(response.headers['retry-after']));
        advanceSeconds(retryAfters.at(-1) ?? 0);
      } else {
        expect(response.status).toBe(422);
        failures += 1;
      }
    }
    return retryAfters;
  }

  it('lets the right password in from another address after ten wrong ones from one address', async () => {
    const buyer = await createAccountWithUser(testApp);
    await failPatiently('203.0.113.10', buyer.email, 10);
    expect((await signInFrom('198.51.100.10', buyer.email, buyer.password)).status).toBe(200);
  });

  it('keeps refusing the failing address, even with the right password, with a Retry-After that grows', async () => {
    const buyer = await createAccountWithUser(testApp);
    const retryAfters = await failPatiently('203.0.113.20', buyer.email, 17);
    // Five free, then 1 s doubling; the tenth failure also closes the address (and marks the e-mail
    // under attack) for 15 minutes; then the doubling goes on, capped at 15 minutes.
    expect(retryAfters).toEqual([1, 2, 4, 8, 16, 900, 64, 128, 256, 512, 900, 900]);
    const rightPassword = await signInFrom('203.0.113.20', buyer.email, buyer.password);
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.headers['retry-after']).toBe('900');
    expect(rightPassword.body.message).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it('lets the failing address try again once its Retry-After has passed, and a success clears its failures', async () => {
    const buyer = await createAccountWithUser(testApp);
    await failPatiently('203.0.113.30', buyer.email, 7);
    const early = await signInFrom('203.0.113.30', buyer.email, buyer.password);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('4');
    expect(early.body.message).toBe('Too many attempts. Try again in 4 seconds.');
    advanceSeconds(3);
    expect((await signInFrom('203.0.113.30', buyer.email, buyer.password)).headers['retry-after']).toBe('1');
    advanceSeconds(1);
    expect((await signInFrom('203.0.113.30', buyer.email, buyer.password)).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await signInFrom('203.0.113.30', buyer.email, 'wrong-password')).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
  });

  it('refuses an address that fails across many e-mails, but not those e-mails from elsewhere', async () => {
    const buyer = await createAccountWithUser(testApp);
    for (let index = 0; index < 10; index += 1) {
      expect((await signInFrom('203.0.113.40', `guess-${index}@example.test`, 'wrong-password')).status).toBe(422);
    }
    const refused = await signInFrom('203.0.113.40', buyer.email, buyer.password);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect((await signInFrom('198.51.100.40', buyer.email, buyer.password)).status).toBe(200);
    advanceSeconds(900);
    expect((await signInFrom('203.0.113.40', buyer.email, buyer.password)).status).toBe(200);
  });

  it('never refuses 30 successful sign-ins in a row from one address', async () => {
    const buyer = await createAccountWithUser(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push((await signInFrom('203.0.113.50', buyer.email, buyer.password)).status);
    }
    expect(statuses).toEqual(Array(30).fill(200));
  }, SLOW_TEST_MS);

  it('does not stop the owner at a fresh address during a distributed attack, and slows each address that failed', async () => {
    const buyer = await createAccountWithUser(testApp);
    await signInFrom('192.0.2.60', 'someone-else@example.test', 'wrong-password');
    const statuses: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      statuses.push((await signInFrom(`198.51.100.${100 + index}`, buyer.email, 'wrong-password')).status);
    }
    expect(statuses).toEqual(Array(50).fill(422));
    expect((await signInFrom('203.0.113.60', buyer.email, buyer.password)).status).toBe(200);
    // An address that failed only for another e-mail has not failed for this one.
    expect((await signInFrom('192.0.2.60', buyer.email, buyer.password)).status).toBe(200);
    const again = await signInFrom('198.51.100.100', buyer.email, 'wrong-password');
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    advanceSeconds(60);
    expect((await signInFrom('198.51.100.100', buyer.email, 'wrong-password')).status).toBe(422);
    expect((await signInFrom('198.51.100.100', buyer.email, 'wrong-password')).headers['retry-after']).toBe('120');
  }, SLOW_TEST_MS);

  it('keeps a care home behind one address signing in: typos and an intruder stop only e-mails new to that address', async () => {
    const staff = await Promise.all(Array.from({ length: 6 }, () => createAccountWithUser(testApp)));
    for (const [index, member] of staff.entries()) {
      if (index % 3 === 0) expect((await signInFrom('203.0.113.70', member.email, 'typo')).status).toBe(422);
      expect((await signInFrom('203.0.113.70', member.email, member.password)).status).toBe(200);
    }
    for (let index = 0; index < 10; index += 1) await signInFrom('203.0.113.70', `guess-70-${index}@example.test`, 'wrong-password');
    const statuses: number[] = [];
    for (const member of staff) statuses.push((await signInFrom('203.0.113.70', member.email, member.password)).status);
    expect(statuses).toEqual(Array(6).fill(200));
    // Someone who has never signed in there waits for the window like the intruder.
    const newcomer = await createAccountWithUser(testApp);
    expect((await signInFrom('203.0.113.70', newcomer.email, newcomer.password)).status).toBe(429);
  }, SLOW_TEST_MS);
});
