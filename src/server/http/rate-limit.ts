// Rate limits on sign-in (http/sign-in-limit.ts: failures per address and e-mail pair, per address and
// per e-mail, never refusing a correct password from an address that has not failed; counted in the
// database, shared by every process) and on password reset requests, trade applications and newsletter
// sign-ups (each sends mail: every request counts, per address AND per e-mail; in memory, per process).
// The ERP's integration API is limited per API key (issue #19). The rest of the site is not limited
// (the database queue bound answers 503 under overload).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { TooManyRequestsError } from '../errors.ts';
import { createExpiringMap } from './expiring-map.ts';
import { addressKeyOf, emailKeyOf, type SignInAttempt, type SignInLimiter } from './sign-in-limit.ts';

type Window = { count: number; resetAtMs: number };

/** Fixed-window counters by key; a hit beyond `limit` within `windowMs` is refused. At most `maxKeys` keys. */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => Date; maxKeys?: number }) {
  const now = options.now ?? (() => new Date());
  const windows = createExpiringMap<Window>({ maxKeys: options.maxKeys ?? 50_000 });

  return {
    /** Counts one attempt for `key`; answers whether it is allowed and, if not, when to retry. */
    hit(key: string): { isAllowed: boolean; retryAfterSeconds: number } {
      const nowMs = now().getTime();
      const window = windows.get(key, nowMs) ?? { count: 0, resetAtMs: nowMs + options.windowMs };
      window.count += 1;
      windows.set(key, window, window.resetAtMs, nowMs);
      return {
        isAllowed: window.count <= options.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAtMs - nowMs) / 1000)),
      };
    },
    get size(): number {
      return windows.size;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

const ONE_HOUR_MS = 60 * 60 * 1000;
const ONE_MINUTE_MS = 60 * 1000;
const FORM_ROUTES = new Set(['POST /register', 'POST /api/subscribers']);
const SUGGEST_ROUTE = 'GET /api/search/suggest';

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

export async function registerRateLimits(
  app: FastifyInstance,
  config: AppConfig,
  deps: { signIn: SignInLimiter; now?: () => Date },
): Promise<void> {
  const { signIn } = deps;
  const reset = createRateLimiter({ limit: config.rateLimits.resetPerHour, windowMs: ONE_HOUR_MS, now: deps.now });
  // Public forms that store something and send mail: a trade application, a newsletter sign-up.
  const forms = createRateLimiter({ limit: config.rateLimits.formsPerHour, windowMs: ONE_HOUR_MS, now: deps.now });
  // Issue #18: suggestions as a buyer types; a flood from one address is refused in memory, costing no query.
  const suggest = createRateLimiter({ limit: config.rateLimits.suggestPerMinute, windowMs: ONE_MINUTE_MS, now: deps.now });
  // Issue #19: the ERP's API, per key (the access check has found the key by now), in memory per process.
  const integration = createRateLimiter({ limit: config.integrationRateLimitPerMinute, windowMs: ONE_MINUTE_MS, now: deps.now, maxKeys: 10_000 });
  const attempts = new WeakMap<FastifyRequest, SignInAttempt>();

  // preValidation: after CSRF and body parsing, so the email is known; before the route's schema parses
  // the input (a flood of bad bodies is refused as any other) and before the handler does any work.
  app.addHook('preValidation', async (request) => {
    const route = routeOf(request);
    if (request.apiKey) {
      const verdict = integration.hit(`api-key:${request.apiKey.id}`);
      if (verdict.isAllowed) return;
      request.log.warn({ limit: 'integration', apiKeyId: request.apiKey.id }, 'rate limit reached');
      throw new TooManyRequestsError(verdict.retryAfterSeconds, `Too many requests with this API key: at most ${config.integrationRateLimitPerMinute} a minute. Try again in ${verdict.retryAfterSeconds} s.`);
    }
    if (route === 'POST /api/login') {
      const verdict = await signIn.begin(request.ip, emailOf(request.body));
      if (verdict.isAllowed) {
        attempts.set(request, verdict.attempt);
        return;
      }
      request.log.warn({ limit: 'login', rule: verdict.reason, ip: request.ip }, 'rate limit reached');
      throw new TooManyRequestsError(verdict.retryAfterSeconds);
    }
    const limiter = route === 'POST /password/email' ? reset : FORM_ROUTES.has(route) ? forms : route === SUGGEST_ROUTE ? suggest : null;
    if (limiter) {
      const verdicts = [limiter.hit(`${route}:address:${addressKeyOf(request.ip)}`)];
      const email = emailOf(request.body);
      if (email) verdicts.push(limiter.hit(`${route}:email:${emailKeyOf(email)}`));
      const refused = verdicts.filter((verdict) => !verdict.isAllowed);
      if (refused.length === 0) return;
      request.log.warn({ limit: route, ip: request.ip }, 'rate limit reached');
      throw new TooManyRequestsError(Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)));
    }
  });

  // onSend, not onResponse: it runs as soon as the answer is known. An attempt never answered (the
  // client went away, the process died) stays counted as a failure, so dropping connections does not
  // buy free scrypts. When the database cannot record the outcome, the attempt likewise stays a failure.
  app.addHook('onSend', async (request, reply) => {
    const attempt = attempts.get(request);
    if (!attempt) return;
    const status = reply.statusCode;
    try {
      await signIn.settle(attempt, status === 200 ? 'success' : status === 422 ? 'failure' : 'other');
    } catch (error) {
      request.log.error({ err: error, ip: request.ip }, 'could not record how a sign-in attempt ended; it stays counted as a failure');
    }
  });
}
