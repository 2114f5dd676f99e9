import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/suite.ts';
import { createExpiringMap } from './expiring-map.ts';
import { createSignInLimitRepo, type SignInOutcome } from './sign-in-limit.repo.ts';
import { addressKeyOf, createSignInLimiter, emailKeyOf } from './sign-in-limit.ts';
import { signInLimitsSweepQueue } from '../domains/auth/auth.queues.ts';

// The rules run in the database (migration 0019), on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
const MINUTE_MS = 60 * 1000;
const testApp = useTestApp();

beforeEach(async () => {
  await testApp.database.db.execute(sql`DELETE FROM sign_in_addresses; DELETE FROM sign_in_pairs; DELETE FROM sign_in_emails`);
});

function limiterWithClock(limits: { failuresPerAddress?: number; failuresPerEmail?: number; maxRowsPerTable?: number } = {}) {
  let nowMs = 1_000_000_000_000;
  const limiter = createSignInLimiter({
    repo: createSignInLimitRepo(testApp.database.db),
    failuresPerAddress: limits.failuresPerAddress ?? 10,
    failuresPerEmail: limits.failuresPerEmail ?? 10,
    maxRowsPerTable: limits.maxRowsPerTable,
    now: () => new Date(nowMs),
  });
  /** One attempt: 'refused' with its verdict, or let through and ended with `outcome`. */
  async function attempt(address: string, email: string | undefined, outcome: SignInOutcome) {
    const verdict = await limiter.begin(address, email);
    if (verdict.isAllowed) await limiter.settle(verdict.attempt, outcome);
    return verdict;
  }
  const isAllowed = async (address: string, email: string | undefined, outcome: SignInOutcome) => (await attempt(address, email, outcome)).isAllowed;
  return { limiter, attempt, isAllowed, advance: (ms: number) => (nowMs += ms) };
}

async function rowCounts(): Promise<number[]> {
  const result = await testApp.database.db.execute<{ addresses: number; pairs: number; emails: number }>(sql`
    SELECT (SELECT count(*) FROM sign_in_addresses)::int AS addresses, (SELECT count(*) FROM sign_in_pairs)::int AS pairs,
           (SELECT count(*) FROM sign_in_emails)::int AS emails`);
  const row = result.rows[0];
  return row ? [row.addresses, row.pairs, row.emails] : [];
}

describe('delays', () => {
  async function delaysInSeconds(fn: 'sign_in_pair_delay' | 'sign_in_under_attack_delay', failures: number[]): Promise<number[]> {
    const result = await testApp.database.db.execute<{ seconds: number }>(
      sql`SELECT extract(epoch FROM ${sql.raw(fn)}(n))::int AS seconds FROM unnest(${sql.param(failures)}::int[]) WITH ORDINALITY AS t(n, position) ORDER BY position`,
    );
    return result.rows.map((row) => row.seconds);
  }

  it('lets five failures of a pair go free, then doubles from one second up to fifteen minutes', async () => {
    const delays = await delaysInSeconds('sign_in_pair_delay', Array.from({ length: 18 }, (_, index) => index + 1));
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
  });

  it('under attack, doubles from one minute after the first failure, up to fifteen minutes', async () => {
    const delays = await delaysInSeconds('sign_in_under_attack_delay', [0, 1, 2, 3, 4, 5, 6, 99]);
    expect(delays.map((seconds) => (seconds * 1000) / MINUTE_MS)).toEqual([0, 1, 2, 4, 8, 15, 15, 15]);
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
    // What the database cannot hold (a NUL byte, a lone surrogate) is counted by its hash too.
    expect(emailKeyOf('a\u0000b@example.test')).toMatch(/^#[A-Za-z0-9_-]{43}$/);
    expect(emailKeyOf('a\ud800b@example.test')).toMatch(/^#[A-Za-z0-9_-]{43}$/);
  });
});

describe('createSignInLimiter', () => {
  it('never refuses an address that has not failed, however often the e-mail failed elsewhere', async () => {
    const { attempt, isAllowed, advance } = limiterWithClock();
    for (let index = 0; index < 40; index += 1) {
      const verdict = await attempt('203.0.113.1', 'buyer@example.test', 'failure');
      if (!verdict.isAllowed) advance(verdict.retryAfterSeconds * 1000);
    }
    for (let index = 0; index < 60; index += 1) await attempt(`198.51.100.${index}`, 'buyer@example.test', 'failure');
    expect(await isAllowed('192.0.2.1', 'buyer@example.test', 'success')).toBe(true);
  });

  it('slows a failing pair after five free failures, one second then doubling, and a success clears it', async () => {
    const { attempt, isAllowed, advance } = limiterWithClock({ failuresPerAddress: 100, failuresPerEmail: 100 });
    for (let index = 0; index < 5; index += 1) expect(await isAllowed('203.0.113.1', 'b@example.test', 'failure')).toBe(true);
    expect(await attempt('203.0.113.1', 'b@example.test', 'success')).toEqual({ isAllowed: false, reason: 'pair', retryAfterSeconds: 1 });
    advance(1000);
    expect(await isAllowed('203.0.113.1', 'b@example.test', 'failure')).toBe(true);
    expect(await attempt('203.0.113.1', 'b@example.test', 'success')).toMatchObject({ isAllowed: false, retryAfterSeconds: 2 });
    // The same address with another e-mail is a different pair.
    expect(await isAllowed('203.0.113.1', 'c@example.test', 'failure')).toBe(true);
    advance(2000);
    expect(await isAllowed('203.0.113.1', 'b@example.test', 'success')).toBe(true);
    for (let index = 0; index < 5; index += 1) expect(await isAllowed('203.0.113.1', 'b@example.test', 'failure')).toBe(true);
  });

  it('refuses an address with too many failures across e-mails until its window ends, but not e-mails known there', async () => {
    const { attempt, isAllowed, advance } = limiterWithClock({ failuresPerAddress: 3 });
    expect(await isAllowed('203.0.113.1', 'staff@example.test', 'success')).toBe(true);
    for (let index = 0; index < 3; index += 1) await attempt('203.0.113.1', `guess-${index}@example.test`, 'failure');
    advance(60_000);
    expect(await attempt('203.0.113.1', 'guess-9@example.test', 'failure')).toEqual({ isAllowed: false, reason: 'address', retryAfterSeconds: 840 });
    expect(await isAllowed('203.0.113.1', 'staff@example.test', 'success')).toBe(true);
    expect(await isAllowed('203.0.113.2', 'guess-9@example.test', 'failure')).toBe(true);
    advance(840_000);
    expect(await isAllowed('203.0.113.1', 'guess-9@example.test', 'failure')).toBe(true);
  });

  it('does not count successes or answers other than failures against the address', async () => {
    const { isAllowed } = limiterWithClock({ failuresPerAddress: 3 });
    for (let index = 0; index < 30; index += 1) expect(await isAllowed('203.0.113.1', `staff-${index}@example.test`, 'success')).toBe(true);
    for (let index = 0; index < 30; index += 1) expect(await isAllowed('203.0.113.1', 'staff@example.test', 'other')).toBe(true);
  });

  it('counts attempts still being checked, so parallel requests from one address are bounded too', async () => {
    const { limiter } = limiterWithClock({ failuresPerAddress: 3 });
    const inFlight = await Promise.all([1, 2, 3].map((index) => limiter.begin('203.0.113.1', `someone-${index}@example.test`)));
    expect(inFlight.every((verdict) => verdict.isAllowed)).toBe(true);
    expect(await limiter.begin('203.0.113.1', 'someone-4@example.test')).toMatchObject({ isAllowed: false, reason: 'address' });
    for (const verdict of inFlight) if (verdict.isAllowed) await limiter.settle(verdict.attempt, 'success');
    expect((await limiter.begin('203.0.113.1', 'someone-4@example.test')).isAllowed).toBe(true);
  });

  it('slows only the addresses that failed for an e-mail under attack, until the attack has stopped for 15 minutes', async () => {
    const { attempt, isAllowed, advance } = limiterWithClock({ failuresPerEmail: 10 });
    for (let index = 0; index < 10; index += 1) await attempt(`198.51.100.${index}`, 'buyer@example.test', 'failure');
    await attempt('203.0.113.9', 'someone-else@example.test', 'failure');
    expect(await attempt('198.51.100.0', 'buyer@example.test', 'success')).toEqual({ isAllowed: false, reason: 'email', retryAfterSeconds: 60 });
    expect(await isAllowed('203.0.113.9', 'buyer@example.test', 'success')).toBe(true);
    expect(await isAllowed('192.0.2.1', 'buyer@example.test', 'success')).toBe(true);
    advance(60_000);
    expect(await isAllowed('198.51.100.0', 'buyer@example.test', 'failure')).toBe(true);
    expect(await attempt('198.51.100.0', 'buyer@example.test', 'failure')).toMatchObject({ isAllowed: false, retryAfterSeconds: 120 });
    // Fifteen minutes after the latest failure the attack is over: back to the pair's free failures.
    advance(15 * MINUTE_MS);
    expect(await isAllowed('198.51.100.0', 'buyer@example.test', 'failure')).toBe(true);
    expect(await isAllowed('198.51.100.0', 'buyer@example.test', 'failure')).toBe(true);
  });

  it('keeps an attempt never answered counted as a failure (a crash between checking and answering)', async () => {
    const { limiter, isAllowed } = limiterWithClock({ failuresPerAddress: 3 });
    for (let index = 0; index < 3; index += 1) expect((await limiter.begin('203.0.113.1', `lost-${index}@example.test`)).isAllowed).toBe(true);
    expect(await isAllowed('203.0.113.1', 'next@example.test', 'success')).toBe(false);
  });

  it('counts for every limiter on the database: two store processes share one limit', async () => {
    const first = limiterWithClock({ failuresPerAddress: 4 });
    const second = limiterWithClock({ failuresPerAddress: 4 });
    for (let index = 0; index < 2; index += 1) {
      expect(await first.isAllowed('203.0.113.1', `a-${index}@example.test`, 'failure')).toBe(true);
      expect(await second.isAllowed('203.0.113.1', `b-${index}@example.test`, 'failure')).toBe(true);
    }
    expect(await first.attempt('203.0.113.1', 'c@example.test', 'failure')).toMatchObject({ isAllowed: false, reason: 'address' });
    expect(await second.attempt('203.0.113.1', 'c@example.test', 'failure')).toMatchObject({ isAllowed: false, reason: 'address' });
  });

  it('forgets what no longer matters, and keeps each table under its cap', async () => {
    const { attempt, limiter, advance } = limiterWithClock({ maxRowsPerTable: 100 });
    for (let index = 0; index < 300; index += 1) await attempt(`10.0.${index >> 8}.${index & 255}`, `user-${index}@example.test`, 'failure');
    await attempt('192.0.2.1', 'staff@example.test', 'success');
    expect(await rowCounts()).toEqual([301, 301, 300]);
    await limiter.sweep();
    expect(await rowCounts()).toEqual([100, 100, 100]);
    // A day on, only the pair that signed in is still remembered (for 30 days).
    advance(24 * 60 * MINUTE_MS);
    await limiter.sweep();
    expect(await rowCounts()).toEqual([0, 1, 0]);
    advance(30 * 24 * 60 * MINUTE_MS);
    await limiter.sweep();
    expect(await rowCounts()).toEqual([0, 0, 0]);
  });

  it("is swept by the store's scheduled job, not a timer in the request process", async () => {
    await testApp.database.db.execute(sql`
      INSERT INTO sign_in_addresses (address_key, failures, window_ends_at) VALUES ('203.0.113.99', 3, '2000-01-01T00:00:00Z');
      INSERT INTO sign_in_pairs (address_key, email_key, failures, last_failure_at, expires_at) VALUES ('203.0.113.99', 'old@example.test', 3, '2000-01-01T00:00:00Z', '2000-01-02T00:00:00Z')`);
    expect(signInLimitsSweepQueue.schedule).toBe('*/15 * * * *');
    await testApp.app.jobs.send(signInLimitsSweepQueue, {});
    expect(await testApp.app.jobs.runDue(signInLimitsSweepQueue)).toBe(1);
    expect(await rowCounts()).toEqual([0, 0, 0]);
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
