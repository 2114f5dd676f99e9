// The back office's own session and CSRF token (issue #17 Part 1): an `admin_sid` cookie with
// Path=/admin, HttpOnly and SameSite=Strict (Secure when the store's cookies are), read only by the
// /admin context, where the storefront's `sid` is never read. A visitor without a session gets a
// guest id (no row) so that the sign-in form's CSRF token has something to be bound to, as on the
// storefront. The XSRF-TOKEN cookie here also has Path=/admin; the token is HMAC(secret, 'admin:' + id).
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { isGuestToken, newGuestToken } from '../domains/auth/session-tokens.ts';
import type { StaffSession, StaffSignInService } from '../domains/staff/staff-sign-in.service.ts';
import { CsrfError } from '../errors.ts';
import { csrfTokenFor, isCsrfTokenValid } from './csrf.ts';
import { PERSONAL_CACHE_CONTROL } from './cache-control.ts';
import { CSRF_COOKIE } from './session.ts';

export const ADMIN_SESSION_COOKIE = 'admin_sid';
const ADMIN_COOKIE_PATH = '/admin';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The back office's id in force for this request (a guest id, or a session's, possibly minted just now). */
    adminToken: string;
    /** The back-office session of this request (any stage), or null. */
    adminSession: StaffSession | null;
    /** The back office's CSRF token for this request. */
    readonly adminCsrfToken: string;
  }
}

type CookieConfig = Pick<AppConfig, 'cookieSecure'>;

export function adminSessionCookieOptions(config: CookieConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: ADMIN_COOKIE_PATH, secure: config.cookieSecure };
}

export function adminCsrfCookieOptions(config: CookieConfig): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'strict', path: ADMIN_COOKIE_PATH, secure: config.cookieSecure };
}

/** After a sign-in step: the new id replaces the old one in the cookie and for the rest of this request. */
export function startAdminSession(request: FastifyRequest, reply: FastifyReply, config: CookieConfig, token: string): void {
  request.adminToken = token;
  reply.setCookie(ADMIN_SESSION_COOKIE, token, adminSessionCookieOptions(config));
}

/** After sign-out: a fresh guest id at once, so the sign-in form works again without a reload. */
export function endAdminSession(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): void {
  request.adminSession = null;
  request.staffViewer = null;
  startAdminSession(request, reply, config, newGuestToken());
}

/** Every XSRF-TOKEN value the browser sent (the storefront's, Path=/, may come along). */
function sentCsrfCookies(request: FastifyRequest): string[] {
  return (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${CSRF_COOKIE}=`))
    .map((part) => decodeURIComponent(part.slice(CSRF_COOKIE.length + 1)));
}

function submittedCsrfToken(request: FastifyRequest): string | undefined {
  const value = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
  return Array.isArray(value) ? value[0] : value;
}

/** Registers the back office's session, CSRF and no-store hooks on its own context (`scope`). */
export function registerAdminSessions(scope: FastifyInstance, deps: { config: AppConfig; signIn: StaffSignInService; secret: string }): void {
  const { config, signIn, secret } = deps;
  scope.decorateRequest('adminToken', '');
  scope.decorateRequest('adminSession', null);
  scope.decorateRequest('adminCsrfToken', {
    getter(this: FastifyRequest) {
      return this.adminToken ? csrfTokenFor(secret, `admin:${this.adminToken}`) : '';
    },
  });

  scope.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[ADMIN_SESSION_COOKIE];
    if (token && isGuestToken(token)) {
      request.adminToken = token;
      return;
    }
    const session = token ? await signIn.resolveSession(token) : null;
    if (token && session) {
      request.adminToken = token;
      request.adminSession = session;
      if (session.stage === 'signed-in') request.staffViewer = session.staff;
      return;
    }
    startAdminSession(request, reply, config, newGuestToken());
  });

  // After the session hook: a write without this session's token is refused before anything else.
  scope.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (!isCsrfTokenValid(secret, `admin:${request.adminToken}`, submittedCsrfToken(request))) throw new CsrfError();
  });

  scope.addHook('onSend', async (request, reply) => {
    // Everything here is personal: pages and JSON alike.
    reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    const csrfToken = request.adminCsrfToken;
    if (csrfToken && !sentCsrfCookies(request).includes(csrfToken)) reply.setCookie(CSRF_COOKIE, csrfToken, adminCsrfCookieOptions(config));
  });
}
