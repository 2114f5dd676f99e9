// Sessions (spec §7): every visitor has a `sid` cookie. Signed-in ids are rows in `sessions` (stored as
// SHA-256); guests get a fresh random id and no row, so a guest request costs no query.
import { randomBytes } from 'node:crypto';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { AuthService } from '../domains/auth/auth.service.ts';
import { isGuestToken, isSignedInToken, newGuestToken, REMEMBER_ME_TTL_MS } from '../domains/auth/session-tokens.ts';
import { GUEST, type ViewAsViewer, type Viewer, type ViewingStaff } from '../kernel/viewer.ts';
import { INTEGRATION_API_PREFIX, isBackOfficePath } from './access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    internalViewerHandoff: InternalViewerHandoff;
  }
  interface FastifyRequest {
    viewer: Viewer;
    /** The raw sid in force for this request (possibly minted just now); '' where sessions are skipped. */
    sessionToken: string;
    /** Staff viewing the store as `viewer` (issue #30 Part 4): every write is refused; null otherwise. */
    viewAs: ViewingStaff | null;
  }
}

export const SESSION_COOKIE = 'sid';
/** Header on the page renderer's own app.inject calls: a one-request key to the viewer already resolved. */
export const INTERNAL_VIEWER_HEADER = 'x-internal-viewer';

/**
 * Server rendering makes several API calls through app.inject for one page; each would look the
 * session up again. The page request opens a random key for its resolved viewer, the internal calls
 * send it, and it is closed when the page answer ends. An unknown key is ignored.
 */
export type InternalViewerHandoff = {
  open(request: FastifyRequest): string;
  close(key: string): void;
};
export const CSRF_COOKIE = 'XSRF-TOKEN';
/**
 * 'View as customer' (issue #30 Part 4): a staff member's read-only view has a cookie of its own, read
 * before `sid` and never replacing it, so ending the view leaves the browser as it was.
 */
export const VIEW_AS_COOKIE = 'view_as';

/** The view of a view_as cookie, or null when it is unknown or over (the resolver records its end). */
export type ViewAsResolver = (token: string) => Promise<ViewAsViewer | null>;

/**
 * Health checks and static files need no session: no lookup, no cookies. Nor does the back office
 * read the storefront's: it has its own (http/admin-session.ts), so a customer session reaches nothing there.
 * The ERP's API (issue #19) reads no cookie: an API key is its only credential, and it gets no sid.
 */
export function isSessionlessPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return (
    pathname === '/healthz' ||
    isBackOfficePath(pathname) ||
    pathname.startsWith(INTEGRATION_API_PREFIX) ||
    pathname === '/favicon.ico' ||
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/images/') ||
    pathname.startsWith('/media/')
  );
}

/** The sid cookie: HttpOnly; persistent (Max-Age 30 days) only with 'Keep me signed in'. */
export function sessionCookieOptions(config: Pick<AppConfig, 'cookieSecure'>, isPersistent: boolean): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
    ...(isPersistent ? { maxAge: REMEMBER_ME_TTL_MS / 1000 } : {}),
  };
}

/** The XSRF-TOKEN cookie: readable by scripts (they echo it in the X-XSRF-TOKEN header), a browser-session cookie. */
export function csrfCookieOptions(config: Pick<AppConfig, 'cookieSecure'>): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'lax', path: '/', secure: config.cookieSecure };
}

/** The view's cookie: HttpOnly, for the browser session (the view itself ends after 30 minutes). */
export function viewAsCookieOptions(config: Pick<AppConfig, 'cookieSecure'>): CookieSerializeOptions {
  return sessionCookieOptions(config, false);
}

/** After a successful sign-in: the new id replaces the old one in the cookie and for the rest of this request. */
export function startSignedInSession(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<AppConfig, 'cookieSecure'>,
  session: { token: string; isPersistent: boolean },
): void {
  request.sessionToken = session.token;
  reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(config, session.isPersistent));
}

/** After sign-out: both cookies are cleared; the next request gets a fresh guest id. */
export function endSession(request: FastifyRequest, reply: FastifyReply, config: Pick<AppConfig, 'cookieSecure'>): void {
  request.sessionToken = '';
  request.viewer = GUEST;
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config, false));
  reply.clearCookie(CSRF_COOKIE, csrfCookieOptions(config));
}

export async function registerSessions(app: FastifyInstance, deps: { config: AppConfig; auth: AuthService; viewAs?: ViewAsResolver }): Promise<void> {
  const { config, auth, viewAs } = deps;
  await app.register(fastifyCookie);
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.decorateRequest('sessionToken', '');
  app.decorateRequest('viewAs', null);
  const handoffs = new Map<string, { viewer: Viewer; sessionToken: string; viewAs: ViewingStaff | null }>();
  app.decorate('internalViewerHandoff', {
    open(request: FastifyRequest) {
      const key = randomBytes(32).toString('base64url');
      handoffs.set(key, { viewer: request.viewer, sessionToken: request.sessionToken, viewAs: request.viewAs });
      return key;
    },
    close(key: string) {
      handoffs.delete(key);
    },
  } satisfies InternalViewerHandoff);

  app.addHook('onRequest', async (request, reply) => {
    request.viewer = GUEST;
    request.viewAs = null;
    if (isSessionlessPath(request.url)) return;
    const handoffKey = request.headers[INTERNAL_VIEWER_HEADER];
    const handoff = typeof handoffKey === 'string' ? handoffs.get(handoffKey) : undefined;
    if (handoff) {
      request.viewer = handoff.viewer;
      request.sessionToken = handoff.sessionToken;
      request.viewAs = handoff.viewAs;
      return;
    }
    const viewToken = request.cookies[VIEW_AS_COOKIE];
    if (viewToken && viewAs) {
      const view = isSignedInToken(viewToken) ? await viewAs(viewToken) : null;
      if (view) {
        // The view's token stands in for the sid: the page's CSRF token is bound to it.
        request.viewer = view.viewer;
        request.viewAs = view.viewing;
        request.sessionToken = viewToken;
        return;
      }
      reply.clearCookie(VIEW_AS_COOKIE, viewAsCookieOptions(config));
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token && isGuestToken(token)) {
      request.sessionToken = token;
      return;
    }
    if (token && isSignedInToken(token)) {
      const viewer = await auth.resolveSession(token);
      if (viewer) {
        request.viewer = viewer;
        request.sessionToken = token;
        return;
      }
    }
    // No cookie, a malformed one, or a session that ended: a new guest id.
    const guestToken = newGuestToken();
    request.sessionToken = guestToken;
    reply.setCookie(SESSION_COOKIE, guestToken, sessionCookieOptions(config, false));
  });
}
