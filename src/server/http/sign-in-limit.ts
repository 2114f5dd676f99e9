// Sign-in limits that slow a password guesser without locking the owner out (issue #7 item 5), counted
// in the database so that every store process behind a proxy shares them (issue #16 item 18).
// Only failures count: an attempt counts as a failure from the moment it is let through (so parallel
// requests cannot slip past, and each one costs a scrypt) until it is answered; a success takes it
// back. Three rules (sign_in_begin and sign_in_settle in migration 0019 apply them):
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
import { hasForbiddenCharacters } from '../../shared/text-rules.ts';
import type { SignInLimitRepo, SignInOutcome, SignInRule } from './sign-in-limit.repo.ts';

const MAX_KEY_EMAIL_LENGTH = 64;
/** Rows kept per table at most (a flood from very many addresses); the sweep trims beyond it. */
const MAX_ROWS_PER_TABLE = 1_000_000;

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
  // A key is stored in the database (issue #16 item 18), which holds no NUL byte or lone surrogate:
  // such an e-mail (refused by the sign-in route after this runs) is counted by its hash as well.
  const isStorable = key.length <= MAX_KEY_EMAIL_LENGTH && !hasForbiddenCharacters(key, 'code');
  return isStorable ? key : `#${createHash('sha256').update(key).digest('base64url')}`;
}

export type { SignInOutcome } from './sign-in-limit.repo.ts';
export type SignInRefusal = { reason: SignInRule; retryAfterSeconds: number };
/** An attempt let through; hand it back to `settle` with how it ended. */
export type SignInAttempt = { addressKey: string; emailKey: string | undefined; countedWindowEndsAt: Date; isSettled: boolean };
export type SignInVerdict = { isAllowed: true; attempt: SignInAttempt } | ({ isAllowed: false } & SignInRefusal);

export function createSignInLimiter(options: {
  repo: SignInLimitRepo;
  failuresPerAddress: number;
  failuresPerEmail: number;
  now?: () => Date;
  maxRowsPerTable?: number;
}) {
  const { repo } = options;
  const now = options.now ?? (() => new Date());

  return {
    /** Refuses the attempt, or lets it through counted as a failure until `settle` says otherwise. One statement. */
    async begin(address: string, email: string | undefined): Promise<SignInVerdict> {
      const at = now();
      const addressKey = addressKeyOf(address);
      const emailKey = email === undefined ? undefined : emailKeyOf(email);
      const answer = await repo.begin({ addressKey, emailKey, now: at, failuresPerAddress: options.failuresPerAddress });
      if (!answer.isCounted) {
        return { isAllowed: false, reason: answer.rule, retryAfterSeconds: Math.max(1, Math.ceil((answer.allowedAt.getTime() - at.getTime()) / 1000)) };
      }
      return { isAllowed: true, attempt: { addressKey, emailKey, countedWindowEndsAt: answer.countedWindowEndsAt, isSettled: false } };
    },

    /** Records how an attempt ended: a success clears its pair, a failure stays counted, anything else is taken back. One statement. */
    async settle(attempt: SignInAttempt, outcome: SignInOutcome): Promise<void> {
      if (attempt.isSettled) return;
      attempt.isSettled = true;
      await repo.settle({ ...attempt, outcome, now: now(), failuresPerEmail: options.failuresPerEmail });
    },

    /** Forgets counters that no longer matter, and keeps each table under its cap (the sweep job). */
    sweep(): Promise<number> {
      return repo.sweep(now(), options.maxRowsPerTable ?? MAX_ROWS_PER_TABLE);
    },
  };
}
export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
