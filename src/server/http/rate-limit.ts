// Rate limits on sign-in and password reset requests, per client address AND per email, so neither
// one address trying many emails nor many addresses trying one email gets far. The rest of the site is
// not limited (the database queue bound answers 503 under overload). In memory: one process per store.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { TooManyRequestsError } from '../errors.ts';

type Window = { count: number; resetAtMs: number };

/** Fixed-window counters by key; a hit beyond `limit` within `windowMs` is refused. */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => Date; sweepAtSize?: number }) {
  const now = options.now ?? (() => new Date());
  const sweepAtSize = options.sweepAtSize ?? 10_000;
  const windows = new Map<string, Window>();

  function sweep(nowMs: number): void {
    for (const [key, window] of windows) if (window.resetAtMs <= nowMs) windows.delete(key);
  }

  function current(key: string, nowMs: number): Window | undefined {
    const window = windows.get(key);
    return window && window.resetAtMs > nowMs ? window : undefined;
  }

  function verdict(window: Window | undefined, nowMs: number, extra: number) {
    const count = (window?.count ?? 0) + extra;
    return {
      isAllowed: count <= options.limit,
      retryAfterSeconds: window ? Math.max(1, Math.ceil((window.resetAtMs - nowMs) / 1000)) : 0,
    };
  }

  return {
    /** Counts one attempt for `key`; answers whether it is allowed and, if not, when to retry. */
    hit(key: string): { isAllowed: boolean; retryAfterSeconds: number } {
      const nowMs = now().getTime();
      if (windows.size >= sweepAtSize) sweep(nowMs);
      let window = current(key, nowMs);
      if (!window) {
        window = { count: 0, resetAtMs: nowMs + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return verdict(window, nowMs, 0);
    },
    /** Whether one more attempt for `key` would be allowed, without counting it. */
    peek(key: string): { isAllowed: boolean; retryAfterSeconds: number } {
      const nowMs = now().getTime();
      return verdict(current(key, nowMs), nowMs, 1);
    },
    get size(): number {
      return windows.size;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

type Rule = {
  name: string;
  limiter: RateLimiter;
  /** 'always': every request counts against the email (each one sends mail). 'failures': only refused credentials. */
  countEmail: 'always' | 'failures';
};

export async function registerRateLimits(
  app: FastifyInstance,
  config: AppConfig,
  deps: { now?: () => Date } = {},
): Promise<void> {
  const limiter = (limit: number, windowMs: number) => createRateLimiter({ limit, windowMs, now: deps.now });
  const rules = new Map<string, Rule>([
    // Every sign-in attempt costs a scrypt, so the address counts them all; the email counts failures,
    // so a customer signing in on several devices is not locked out but guessing one password is.
    ['POST /api/login', { name: 'login', limiter: limiter(config.rateLimits.loginPer15Min, FIFTEEN_MINUTES_MS), countEmail: 'failures' }],
    ['POST /password/email', { name: 'reset', limiter: limiter(config.rateLimits.resetPerHour, ONE_HOUR_MS), countEmail: 'always' }],
  ]);
  const ruleOf = (request: FastifyRequest) => rules.get(`${request.method} ${request.routeOptions.url}`);

  // preHandler: after CSRF and body parsing, so the email is known; before the handler does any work.
  app.addHook('preHandler', async (request) => {
    const rule = ruleOf(request);
    if (!rule) return;
    const email = emailOf(request.body);
    const verdicts = [rule.limiter.hit(`${rule.name}:address:${request.ip}`)];
    if (email) {
      const key = `${rule.name}:email:${email}`;
      verdicts.push(rule.countEmail === 'always' ? rule.limiter.hit(key) : rule.limiter.peek(key));
    }
    const refused = verdicts.filter((verdict) => !verdict.isAllowed);
    if (refused.length > 0) {
      request.log.warn({ limit: rule.name, ip: request.ip }, 'rate limit reached');
      throw new TooManyRequestsError(Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)));
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const rule = ruleOf(request);
    if (rule?.countEmail !== 'failures' || reply.statusCode !== 422) return;
    const email = emailOf(request.body);
    if (email) rule.limiter.hit(`${rule.name}:email:${email}`);
  });
}
