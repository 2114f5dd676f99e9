// CSRF (spec §7): the token is HMAC-SHA256(secret, sid), so it is bound to the session: a token or an
// XSRF-TOKEN cookie planted by someone else fails unless they also hold the victim's sid. Scripts read the
// XSRF-TOKEN cookie or the page's <meta name="csrf-token"> and send it as X-XSRF-TOKEN (or X-CSRF-TOKEN).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { CsrfError } from '../errors.ts';
import { isBackOfficePath } from './access.ts';
import { CSRF_COOKIE, csrfCookieOptions } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token of this request's session ('' where sessions are skipped); follows a sign-in. */
    readonly csrfToken: string;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Callers that cannot hold a session: the payment provider's webhook (signed by the provider), and the
 * ERP's integration API (issue #19), which takes a bearer key and reads no cookie, so a forged form
 * from a browser carries nothing it would accept. And 'End view' of staff viewing as a customer (issue #30
 * Part 4): a forged one only ends a read-only view, and one pressed after the view's 30 minutes has no
 * token left to check (the view's token is what the page's was bound to).
 */
export const CSRF_EXEMPT_PATH_PREFIXES: readonly string[] = ['/api/payments/webhook/', '/api/integration/', '/api/view-as/end'];
export const SESSION_SECRET_FILE = 'session-secret';

/** Where a secret shared by every process on one PostgreSQL database is kept (the app_secrets table). */
export type SharedSecrets = { findOrCreate(name: string, candidate: string): Promise<string> };

/**
 * SESSION_SECRET when set; an in-memory random secret for an in-memory database; on a PostgreSQL
 * server (DATABASE_URL), a random secret created once in the database, so every process behind a
 * proxy accepts the others' tokens; on the embedded database, one generated once into
 * DATA_DIR/session-secret (mode 600). Tokens survive restarts.
 */
export async function resolveCsrfSecret(
  config: Pick<AppConfig, 'sessionSecret' | 'databaseUrl' | 'dataDir'>,
  shared: SharedSecrets,
): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.databaseUrl === 'memory://') return randomBytes(32).toString('base64url');
  if (config.databaseUrl) return shared.findOrCreate(CSRF_SECRET_NAME, randomBytes(32).toString('base64url'));
  return fileSecret(config.dataDir);
}

const CSRF_SECRET_NAME = 'csrf';

function fileSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(sessionToken).digest('base64url');
}

/** Constant-time comparison of a submitted token with the session's. */
export function isCsrfTokenValid(secret: string, sessionToken: string, submitted: unknown): boolean {
  if (!sessionToken || typeof submitted !== 'string' || submitted === '') return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionToken));
  const actual = Buffer.from(submitted);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The webhook; and the back office, which checks its own token (http/admin-session.ts). */
function isExempt(url: string): boolean {
  return CSRF_EXEMPT_PATH_PREFIXES.some((prefix) => url.startsWith(prefix)) || isBackOfficePath(url);
}

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
  return Array.isArray(value) ? value[0] : value;
}

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

const KEPT_TOKENS = 10_000;

/** Every answer compares the browser's token with the session's: an HMAC per request, so the recent ones are kept. */
function keptCsrfTokens(secret: string): (sessionToken: string) => string {
  const kept = new Map<string, string>();
  return (sessionToken) => {
    let token = kept.get(sessionToken);
    if (token === undefined) {
      if (kept.size >= KEPT_TOKENS) kept.clear();
      token = csrfTokenFor(secret, sessionToken);
      kept.set(sessionToken, token);
    }
    return token;
  };
}

export async function registerCsrf(app: FastifyInstance, config: AppConfig, secret: string): Promise<void> {
  const deferredToBody = new WeakSet<FastifyRequest>();
  const tokenFor = keptCsrfTokens(secret);

  app.decorateRequest('csrfToken', {
    getter(this: FastifyRequest) {
      return this.sessionToken ? tokenFor(this.sessionToken) : '';
    },
  });

  // Runs after the session hook, so request.sessionToken is known.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || isExempt(request.url)) return;
    const submitted = headerToken(request);
    if (submitted === undefined && isFormPost(request)) {
      // A plain HTML form (no script, e.g. the sign-out button) sends the token as a field.
      deferredToBody.add(request);
      return;
    }
    if (!isCsrfTokenValid(secret, request.sessionToken, submitted)) throw new CsrfError();
  });

  app.addHook('preValidation', async (request) => {
    if (!deferredToBody.has(request)) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!isCsrfTokenValid(secret, request.sessionToken, body._token ?? body.token)) throw new CsrfError();
  });

  // Every answer carries the current token in XSRF-TOKEN when the browser's copy is missing or stale
  // (first visit, or a new sid after sign-in).
  app.addHook('onSend', async (request, reply) => {
    if (!request.sessionToken) return;
    const token = request.csrfToken;
    if (request.cookies[CSRF_COOKIE] !== token) reply.setCookie(CSRF_COOKIE, token, csrfCookieOptions(config));
  });
}
