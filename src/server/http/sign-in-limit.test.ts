import { describe, expect, it } from 'vitest';
import { createExpiringMap } from './expiring-map.ts';
import { addressKeyOf, createSignInLimiter, emailKeyOf, pairDelayMs, underAttackDelayMs, type SignInOutcome } from './sign-in-limit.ts';

const MINUTE_MS = 60 * 1000;

function limiterWithClock(limits: { failuresPerAddress?: number; failuresPerEmail?: number; maxKeys?: number } = {}) {
  let nowMs = 1_000_000_000;
  const limiter = createSignInLimiter({
    failuresPerAddress: limits.failuresPerAddress ?? 10,
    failuresPerEmail: limits.failuresPerEmail ?? 10,
    maxKeys: limits.maxKeys,
    now: () => new Date(nowMs),
  });
  /** One attempt: 'refused' with its verdict, or let through and ended with `outcome`. */
  function attempt(address: string, email: string | undefined, outcome: SignInOutcome) {
    const verdict = limiter.begin(address, email);
    if (verdict.isAllowed) limiter.settle(verdict.attempt, outcome);
    return verdict;
  }
  return { limiter, attempt, advance: (ms: number) => (nowMs += ms) };
}

describe('delays', () => {
  it('lets five failures of a pair go free, then doubles from one second up to fifteen minutes', () => {
    const delays = Array.from({ length: 18 }, (_, index) => pairDelayMs(index + 1) / 1000);
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
  });

  it('under attack, doubles from one minute after the first failure, up to fifteen minutes', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 99].map((failures) => underAttackDelayMs(failures) / MINUTE_MS);
    expect(delays).toEqual([0, 1, 2, 4, 8, 15, 15, 15]);
  });
});

describe('addressKeyOf and emailKeyOf', () => {
  it('keeps IPv4 addresses and counts IPv6 ones by their /64', () => {
    expect(addressKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKeyOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('counts e-mails trimmed and in lower case, and a very long one by a short hash', () => {
    expect(emailKeyOf(' Buyer@Example.TEST ')).toBe('buyer@example.test');
    const long = `${'x'.repeat(100_000)}@example.test`;
    expect(emailKeyOf(long)).toHaveLength(44);
    expect(emailKeyOf(long.toUpperCase())).toBe(emailKeyOf(long));
  });
});

describe('createSignInLimiter', () => {
  it('never refuses an address that has not failed, however often the e-mail failed elsewhere', () => {
    const { attempt, advance } = limiterWithClock();
    for (let index = 0; index < 40; index += 1) {
      const verdict = attempt('203.0.113.1', 'buyer@example.test', 'failure');
      if (!verdict.isAllowed) advance(verdict.retryAfterSeconds * 1000);
    }
    for (let index = 0; index < 60; index += 1) attempt(`198.51.100.${index}`, 'buyer@example.test', 'failure');
    expect(attempt('192.0.2.1', 'buyer@example.test', 'success').isAllowed).toBe(true);
  });

  it('slows a failing pair after five free failures, one second then doubling, and a success clears it', () => {
    const { attempt, advance } = limiterWithClock({ failuresPerAddress: 100, failuresPerEmail: 100 });
    for (let index = 0; index < 5; index += 1) expect(attempt('203.0.113.1', 'b@example.test', 'failure').isAllowed).toBe(true);
    expect(attempt('203.0.113.1', 'b@example.test', 'success')).toEqual({ isAllowed: false, reason: 'pair', retryAfterSeconds: 1 });
    advance(1000);
    expect(attempt('203.0.113.1', 'b@example.test', 'failure').isAllowed).toBe(true);
    expect(attempt('203.0.113.1', 'b@example.test', 'success')).toMatchObject({ isAllowed: false, retryAfterSeconds: 2 });
    // The same address with another e-mail is a different pair.
    expect(attempt('203.0.113.1', 'c@example.test', 'failure').isAllowed).toBe(true);
    advance(2000);
    expect(attempt('203.0.113.1', 'b@example.test', 'success').isAllowed).toBe(true);
    for (let index = 0; index < 5; index += 1) expect(attempt('203.0.113.1', 'b@example.test', 'failure').isAllowed).toBe(true);
  });

  it('refuses an address with too many failures across e-mails until its window ends, but not e-mails known there', () => {
    const { attempt, advance } = limiterWithClock({ failuresPerAddress: 3 });
    expect(attempt('203.0.113.1', 'staff@example.test', 'success').isAllowed).toBe(true);
    for (let index = 0; index < 3; index += 1) attempt('203.0.113.1', `guess-${index}@example.test`, 'failure');
    advance(60_000);
    expect(attempt('203.0.113.1', 'guess-9@example.test', 'failure')).toEqual({ isAllowed: false, reason: 'address', retryAfterSeconds: 840 });
    expect(attempt('203.0.113.1', 'staff@example.test', 'success').isAllowed).toBe(true);
    expect(attempt('203.0.113.2', 'guess-9@example.test', 'failure').isAllowed).toBe(true);
    advance(840_000);
    expect(attempt('203.0.113.1', 'guess-9@example.test', 'failure').isAllowed).toBe(true);
  });

  it('does not count successes or answers other than failures against the address', () => {
    const { attempt } = limiterWithClock({ failuresPerAddress: 3 });
    for (let index = 0; index < 30; index += 1) expect(attempt('203.0.113.1', `staff-${index}@example.test`, 'success').isAllowed).toBe(true);
    for (let index = 0; index < 30; index += 1) expect(attempt('203.0.113.1', 'staff@example.test', 'other').isAllowed).toBe(true);
  });

  it('counts attempts still being checked, so parallel requests from one address are bounded too', () => {
    const { limiter } = limiterWithClock({ failuresPerAddress: 3 });
    const inFlight = [1, 2, 3].map((index) => limiter.begin('203.0.113.1', `someone-${index}@example.test`));
    expect(inFlight.every((verdict) => verdict.isAllowed)).toBe(true);
    expect(limiter.begin('203.0.113.1', 'someone-4@example.test')).toMatchObject({ isAllowed: false, reason: 'address' });
    for (const verdict of inFlight) if (verdict.isAllowed) limiter.settle(verdict.attempt, 'success');
    expect(limiter.begin('203.0.113.1', 'someone-4@example.test').isAllowed).toBe(true);
  });

  it('slows only the addresses that failed for an e-mail under attack, until the attack has stopped for 15 minutes', () => {
    const { attempt, advance } = limiterWithClock({ failuresPerEmail: 10 });
    for (let index = 0; index < 10; index += 1) attempt(`198.51.100.${index}`, 'buyer@example.test', 'failure');
    attempt('203.0.113.9', 'someone-else@example.test', 'failure');
    expect(attempt('198.51.100.0', 'buyer@example.test', 'success')).toEqual({ isAllowed: false, reason: 'email', retryAfterSeconds: 60 });
    expect(attempt('203.0.113.9', 'buyer@example.test', 'success').isAllowed).toBe(true);
    expect(attempt('192.0.2.1', 'buyer@example.test', 'success').isAllowed).toBe(true);
    advance(60_000);
    expect(attempt('198.51.100.0', 'buyer@example.test', 'failure').isAllowed).toBe(true);
    expect(attempt('198.51.100.0', 'buyer@example.test', 'failure')).toMatchObject({ isAllowed: false, retryAfterSeconds: 120 });
    // Fifteen minutes after the latest failure the attack is over: back to the pair's free failures.
    advance(15 * MINUTE_MS);
    expect(attempt('198.51.100.0', 'buyer@example.test', 'failure').isAllowed).toBe(true);
    expect(attempt('198.51.100.0', 'buyer@example.test', 'failure').isAllowed).toBe(true);
  });

  it('keeps its counters bounded', () => {
    const { limiter, attempt } = limiterWithClock({ maxKeys: 100 });
    for (let index = 0; index < 5000; index += 1) attempt(`10.0.${index >> 8}.${index & 255}`, `user-${index}@example.test`, 'failure');
    expect(limiter.size).toBeLessThanOrEqual(400);
  });
});

describe('createExpiringMap', () => {
  it('forgets expired entries, then the least recently written, once full', () => {
    const map = createExpiringMap<number>({ maxKeys: 10 });
    for (let index = 0; index < 10; index += 1) map.set(`old-${index}`, index, index < 5 ? 100 : 1000, 0);
    expect(map.get('old-0', 99)).toBe(0);
    map.set('new', 1, 1000, 200);
    expect(map.size).toBe(6);
    for (let index = 0; index < 5; index += 1) map.set(`more-${index}`, index, 1000, 200);
    map.set('old-5', 5, 1000, 200);
    map.set('last', 0, 1000, 200);
    expect(map.size).toBeLessThanOrEqual(10);
    expect(map.get('old-5', 300)).toBe(5);
    expect(map.get('old-6', 300)).toBeUndefined();
    expect(map.get('old-9', 300)).toBe(9);
    expect(map.get('old-9', 1000)).toBeUndefined();
  });
});
