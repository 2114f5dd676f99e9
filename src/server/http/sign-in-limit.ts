// Sign-in limits that slow a password guesser without locking the owner out (issue #7 item 5).
// Only failures count: an attempt counts as a failure from the moment it is let through (so parallel
// requests cannot slip past, and each one costs a scrypt) until it is answered; a success takes it
// back. Three rules, all in memory per process (one process per embedded store; several processes on
// one PostgreSQL each keep their own counts):
// 1. pair (address, e-mail): 5 failures are free; after the nth (n >= 5) the pair waits 2^(n-5) s,
//    capped at 15 min. Forgotten 24 h after its last failure, or at once on a success.
// 2. address: `failuresPerAddress` failures in a 15-minute window (any e-mails) refuse the address
//    until the window ends, except for e-mails that signed in from there in the last 30 days.
// 3. e-mail: `failuresPerEmail` failures in a 15-minute window (any addresses) put it under attack
//    for 15 min after its latest failure; meanwhile a pair that has failed for it (and never signed
//    in from there) waits 1 min after its first failure, doubling, capped at 15 min.
// Every rule needs a failure from the asking address, so a correct password from an address with no
// failure is never refused.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { createExpiringMap } from './expiring-map.ts';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 15 * 60 * 1000;
const FREE_PAIR_FAILURES = 5;
const PAIR_MEMORY_MS = 24 * 60 * 60 * 1000;
const KNOWN_PAIR_MS = 30 * 24 * 60 * 60 * 1000;
const UNDER_ATTACK_FIRST_DELAY_MS = 60 * 1000;
const MAX_KEY_EMAIL_LENGTH = 64;

/** How long a pair waits after its latest failure, given how many it has had. */
export function pairDelayMs(failures: number): number {
  if (failures < FREE_PAIR_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_PAIR_FAILURES));
}

/** The same while its e-mail is under attack: no free failures, and minutes instead of seconds. */
export function underAttackDelayMs(failures: number): number {
  if (failures < 1) return 0;
  return Math.min(MAX_DELAY_MS, UNDER_ATTACK_FIRST_DELAY_MS * 2 ** Math.min(failures - 1, 20));
}

/** The key one client counts under: an IPv4 address as it is, an IPv6 address by its /64 (one customer's network). */
export function addressKeyOf(ip: string): string {
  const address = ip.split('%')[0] ?? '';
  if (!isIPv6(address)) return address.slice(0, 64);
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    if (/^(::ffff:|::)$/.test(text.slice(0, dotted.index))) return dotted.slice(1).join('.');
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros: string[] = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The key one e-mail counts under: trimmed, lower case; a long one by its hash, so keys stay small. */
export function emailKeyOf(email: string): string {
  const key = email.trim().toLowerCase();
  return key.length <= MAX_KEY_EMAIL_LENGTH ? key : `#${createHash('sha256').update(key).digest('base64url')}`;
}

type Pair = { failures: number; lastFailureMs: number };
type AddressCount = { count: number; windowEndMs: number };
type EmailCount = { count: number; windowEndMs: number; underAttackUntilMs: number };

export type SignInRefusal = { reason: 'pair' | 'address' | 'email'; retryAfterSeconds: number };
/** An attempt let through; hand it back to `settle` with how it ended. */
export type SignInAttempt = { addressKey: string; emailKey?: string; addressWindowEndMs: number; isSettled: boolean };
export type SignInOutcome = 'success' | 'failure' | 'other';
export type SignInVerdict = { isAllowed: true; attempt: SignInAttempt } | ({ isAllowed: false } & SignInRefusal);

export function createSignInLimiter(options: {
  failuresPerAddress: number;
  failuresPerEmail: number;
  now?: () => Date;
  maxKeys?: number;
}) {
  const now = options.now ?? (() => new Date());
  const maxKeys = options.maxKeys ?? 50_000;
  const pairs = createExpiringMap<Pair>({ maxKeys });
  const addresses = createExpiringMap<AddressCount>({ maxKeys });
  const emails = createExpiringMap<EmailCount>({ maxKeys });
  const knownPairs = createExpiringMap<true>({ maxKeys });
  const pairKeyOf = (addressKey: string, emailKey: string) => `${addressKey}|${emailKey}`;

  /** The earliest time this attempt may go through, and which rule says so. */
  function waitOf(addressKey: string, emailKey: string | undefined, nowMs: number) {
    let wait: { reason: SignInRefusal['reason']; untilMs: number } = { reason: 'pair', untilMs: nowMs };
    const consider = (reason: SignInRefusal['reason'], untilMs: number) => {
      if (untilMs > wait.untilMs) wait = { reason, untilMs };
    };
    const pairKey = emailKey === undefined ? undefined : pairKeyOf(addressKey, emailKey);
    const isKnown = pairKey !== undefined && knownPairs.get(pairKey, nowMs) !== undefined;
    const address = addresses.get(addressKey, nowMs);
    if (!isKnown && address && address.count >= options.failuresPerAddress) consider('address', address.windowEndMs);
    const pair = pairKey === undefined ? undefined : pairs.get(pairKey, nowMs);
    if (pair && emailKey !== undefined) {
      consider('pair', pair.lastFailureMs + pairDelayMs(pair.failures));
      const email = emails.get(emailKey, nowMs);
      if (!isKnown && email && email.underAttackUntilMs > nowMs) {
        consider('email', Math.min(pair.lastFailureMs + underAttackDelayMs(pair.failures), email.underAttackUntilMs));
      }
    }
    return wait;
  }

  function countAddress(addressKey: string, nowMs: number): number {
    let address = addresses.get(addressKey, nowMs);
    if (!address) address = { count: 0, windowEndMs: nowMs + WINDOW_MS };
    address.count += 1;
    addresses.set(addressKey, address, address.windowEndMs, nowMs);
    return address.windowEndMs;
  }

  function countPairFailure(pairKey: string, nowMs: number, isNew: boolean): void {
    const pair = pairs.get(pairKey, nowMs) ?? { failures: 0, lastFailureMs: nowMs };
    // Not new: the failure of an attempt `begin` already counted (unless a success cleared the pair meanwhile).
    if (isNew || pair.failures === 0) pair.failures += 1;
    pair.lastFailureMs = nowMs;
    pairs.set(pairKey, pair, nowMs + PAIR_MEMORY_MS, nowMs);
  }

  function countEmailFailure(emailKey: string, nowMs: number): void {
    let email = emails.get(emailKey, nowMs);
    if (!email || email.windowEndMs <= nowMs) {
      email = { count: 0, windowEndMs: nowMs + WINDOW_MS, underAttackUntilMs: email?.underAttackUntilMs ?? 0 };
    }
    email.count += 1;
    if (email.count >= options.failuresPerEmail) email.underAttackUntilMs = nowMs + WINDOW_MS;
    emails.set(emailKey, email, Math.max(email.windowEndMs, email.underAttackUntilMs), nowMs);
  }

  /** Takes back what `begin` counted for an attempt that did not fail (the address window may have moved on). */
  function uncount(attempt: SignInAttempt, nowMs: number): void {
    const address = addresses.get(attempt.addressKey, nowMs);
    if (address && address.windowEndMs === attempt.addressWindowEndMs && address.count > 0) address.count -= 1;
  }

  return {
    /** Refuses the attempt, or lets it through counted as a failure until `settle` says otherwise. */
    begin(address: string, email: string | undefined): SignInVerdict {
      const nowMs = now().getTime();
      const addressKey = addressKeyOf(address);
      const emailKey = email === undefined ? undefined : emailKeyOf(email);
      const wait = waitOf(addressKey, emailKey, nowMs);
      if (wait.untilMs > nowMs) {
        return { isAllowed: false, reason: wait.reason, retryAfterSeconds: Math.max(1, Math.ceil((wait.untilMs - nowMs) / 1000)) };
      }
      const addressWindowEndMs = countAddress(addressKey, nowMs);
      if (emailKey !== undefined) countPairFailure(pairKeyOf(addressKey, emailKey), nowMs, true);
      return { isAllowed: true, attempt: { addressKey, emailKey, addressWindowEndMs, isSettled: false } };
    },

    /** Records how an attempt ended: a success clears its pair, a failure stays counted, anything else is taken back. */
    settle(attempt: SignInAttempt, outcome: SignInOutcome): void {
      if (attempt.isSettled) return;
      attempt.isSettled = true;
      const nowMs = now().getTime();
      const pairKey = attempt.emailKey === undefined ? undefined : pairKeyOf(attempt.addressKey, attempt.emailKey);
      if (outcome === 'failure') {
        if (pairKey !== undefined) countPairFailure(pairKey, nowMs, false);
        if (attempt.emailKey !== undefined) countEmailFailure(attempt.emailKey, nowMs);
        return;
      }
      uncount(attempt, nowMs);
      if (pairKey === undefined) return;
      if (outcome === 'success') {
        pairs.delete(pairKey);
        knownPairs.set(pairKey, true, nowMs + KNOWN_PAIR_MS, nowMs);
        return;
      }
      const pair = pairs.get(pairKey, nowMs);
      if (pair && pair.failures > 1) pair.failures -= 1;
      else if (pair) pairs.delete(pairKey);
    },

    /** Keys held, for tests that check the counters stay bounded. */
    get size(): number {
      return pairs.size + addresses.size + emails.size + knownPairs.size;
    },
  };
}
export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
