// Issue #7: an answer that depends on the session must not be kept by a shared cache or by the
// browser of a shared computer: `Cache-Control: private, no-store` on everything a signed-in viewer
// gets, on sign-in and sign-out, on refusals (401, 403) and on the session answer itself (it carries
// the visitor's CSRF token). A guest's catalogue pages and JSON, and static files, keep what their
// handler set, so they stay cacheable.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isGuestToken } from '../domains/auth/session-tokens.ts';
import { isSessionlessPath, SESSION_COOKIE } from './session.ts';

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Answers personal whoever asks. */
const PERSONAL_PATHS = new Set(['/api/session']);

export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Static files (/assets/*, /images/*) and /healthz: no session, their own caching.
    if (isSessionlessPath(request.url) || !isPersonal(request, reply)) return payload;
    // A handler's own no-store already keeps every cache from storing the answer; anything weaker is replaced.
    if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    return payload;
  });
}

function isPersonal(request: FastifyRequest, reply: FastifyReply): boolean {
  // A request refused before the session hook ran (a malformed URL) has no viewer yet.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the decorator's type claims one
  if (request.viewer?.user) return true;
  if (reply.statusCode === 401 || reply.statusCode === 403) return true;
  if (PERSONAL_PATHS.has(request.url.split('?', 1)[0] ?? request.url)) return true;
  return setsSignedInCookie(reply);
}

/** A sign-in (a signed-in session id) or a sign-out (the cookie cleared); a guest's new id is not personal. */
function setsSignedInCookie(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  return cookies.some((cookie) => {
    if (!cookie.startsWith(`${SESSION_COOKIE}=`)) return false;
    const value = cookie.slice(SESSION_COOKIE.length + 1).split(';', 1)[0] ?? '';
    return !isGuestToken(value);
  });
}
