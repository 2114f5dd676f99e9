// Who may call a route, declared once by the route and checked in one place (issues #8, #17 and #19), in
// one of four areas:
//   app.get('/api/order-history', { config: { access: 'customer' } }, handler)
//   app.get('/admin/api/audit', { config: { access: 'staff', permission: 'audit' } }, handler)
//   app.get('/api/integration/orders', { config: { access: 'integration', scope: 'orders' } }, handler)
// A route without a rule cannot be registered, a route under a customer prefix cannot be made public by
// mistake, and a staff route must name its permission (shared/staff-permissions.ts). A customer route
// also needs a role in the account (shared/account-roles.ts): reading needs a viewer, any other method
// a buyer, unless the route states `role` itself:
//   app.post('/api/account-users', { config: { access: 'customer', role: 'manager' } }, handler)
// A customer session reaches nothing under /admin (its cookie is not read there), and a staff session
// is no customer (the back office's cookie is read only there: server/admin/). The ERP's routes read no
// cookie at all (http/session.ts): only `Authorization: Bearer <API key>`.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { roleAllows, roleRefusedMessage, type AccountRole } from '../../shared/account-roles.ts';
import type { ApiKeyScope } from '../../shared/schemas/integration.ts';
import { staffPermissionRefusedMessage, staffRoleAllows, type StaffPermission } from '../../shared/staff-permissions.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import type { SignedInViewer } from '../kernel/viewer.ts';
import type { StaffViewer } from '../domains/staff/staff-viewer.types.ts';
import type { ApiKeyCaller } from '../domains/integration/api-key-caller.types.ts';

/**
 * 'public': anyone, guests too (what they see is still decided per viewer); 'customer': a user in an
 * account; 'staff': a member of the merchant's staff signed in to the back office with both steps;
 * 'integration': the merchant's ERP with an API key that has the route's scope (issue #19).
 */
export type Access = 'public' | 'customer' | 'staff' | 'integration';

/** Finds the live (unrevoked) key a bearer token is; null for none. */
export type ApiKeyAuthenticator = (token: string) => Promise<ApiKeyCaller | null>;

/** A staff route's permission; 'any': every signed-in staff member (their own session: /admin/api/me). */
export type StaffRoutePermission = StaffPermission | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The least role a customer route needs (default: 'viewer' to read with GET/HEAD, 'buyer' otherwise). */
    role?: AccountRole;
    /** What a staff route needs (required for 'staff'). */
    permission?: StaffRoutePermission;
    /** What an integration route needs of the key (required for 'integration'). */
    scope?: ApiKeyScope;
  }
  interface FastifyInstance {
    apiKeyAuthenticator: ApiKeyAuthenticator;
  }
  interface FastifyRequest {
    /** The signed-in viewer of a 'customer' route (the access hook has already refused anyone else). */
    readonly signedInViewer: SignedInViewer;
    /** The back office's signed-in member, set by its session hook (server/admin/); null elsewhere. */
    staffViewer: StaffViewer | null;
    /** The staff member of a 'staff' route (the access hook has already refused anyone else). */
    readonly staff: StaffViewer;
    /** The API key of an 'integration' route, set by the access check; null elsewhere. */
    apiKey: ApiKeyCaller | null;
  }
}

/** The ERP's API (issue #19): every route under it is 'integration', read with a bearer key and no cookie. */
export const INTEGRATION_API_PREFIX = '/api/integration/';

/** The back office: its pages and JSON, with its own session cookie and CSRF token (server/admin/). */
export function isBackOfficePath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The back office's JSON: every route under it is 'staff', but for its sign-in steps. */
export const STAFF_API_PREFIX = '/admin/api/';
/** The back office's routes a visitor without a staff session calls: the two sign-in steps, sign-out, and a reset link's new password. */
export const STAFF_SIGN_IN_ROUTES: readonly string[] = ['/admin/api/login', '/admin/api/login/code', '/admin/api/logout', '/admin/api/password/reset'];

/**
 * Routes @fastify/static registers for us, one per built file: it puts the file and its folder in the
 * route's config (the handler itself may be wrapped by graceful-close by now, so its name says nothing).
 * Public by nature; access.routes.test.ts registers the plugin and checks this still holds.
 */
function isPluginStaticRoute(route: RouteOptions): boolean {
  const config = route.config as { file?: unknown; rootPath?: unknown } | undefined;
  return typeof config?.file === 'string' && typeof config.rootPath === 'string';
}

export class RouteAccessError extends Error {}

function declaredAccess(route: RouteOptions): Access | undefined {
  return route.config?.access;
}

/**
 * Call before any route is registered. Every route must declare `config.access` ('public' for static
 * files is filled in); each non-public route gets the access check as its own onRequest hook.
 */
export function registerAccessRules(
  app: FastifyInstance,
  deps: {
    apiKeys?: ApiKeyAuthenticator;
    /** Paths where everything is personal, as the domains declare them (src/shared/domains/): every route under them must be 'customer'. */
    signedInPrefixes: readonly string[];
  },
): void {
  const table: AccessTableRow[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const url = route.url;
    let access = declaredAccess(route);
    if (access === undefined && isPluginStaticRoute(route)) {
      access = 'public';
      route.config = { ...route.config, access };
    }
    if (access === undefined) throw new RouteAccessError(`${String(route.method)} ${url} declares no access rule (config.access)`);
    checkAreaOf(route, access, deps.signedInPrefixes);
    if (access !== 'public') route.onRequest = [...[route.onRequest ?? []].flat(), checkAccess];
    for (const method of [route.method].flat()) {
      table.push({
        method,
        url,
        access,
        role: access === 'customer' ? neededRole(method, route.config?.role) : null,
        permission: access === 'staff' ? (route.config?.permission ?? null) : null,
        scope: access === 'integration' ? (route.config?.scope ?? null) : null,
      });
    }
  });

  app.decorateRequest('signedInViewer', {
    getter(this: FastifyRequest): SignedInViewer {
      const { user, account } = this.viewer;
      if (!user || !account) throw new UnauthenticatedError();
      return { user, account };
    },
  });

  app.decorate('apiKeyAuthenticator', deps.apiKeys ?? (async () => null));
  app.decorateRequest('apiKey', null);
  app.decorateRequest('staffViewer', null);
  app.decorateRequest('staff', {
    getter(this: FastifyRequest): StaffViewer {
      if (!this.staffViewer) throw new UnauthenticatedError();
      return this.staffViewer;
    },
  });
}

/** A route's rule fits where it lives; throws RouteAccessError at registration otherwise. */
function checkAreaOf(route: RouteOptions, access: Access, signedInPrefixes: readonly string[]): void {
  const name = `${String(route.method)} ${route.url}`;
  const isStaffApi = route.url.startsWith(STAFF_API_PREFIX);
  if (access === 'public' && signedInPrefixes.some((prefix) => route.url.startsWith(prefix))) {
    throw new RouteAccessError(`${name} is under a customer prefix but declares access 'public'`);
  }
  if (access === 'public' && isStaffApi && !STAFF_SIGN_IN_ROUTES.includes(route.url)) {
    throw new RouteAccessError(`${name} is under ${STAFF_API_PREFIX} but declares access 'public'`);
  }
  if (access === 'customer' && isBackOfficePath(route.url)) {
    throw new RouteAccessError(`${name} is in the back office (/admin) but declares access 'customer'`);
  }
  if (access === 'staff' && !isStaffApi) throw new RouteAccessError(`${name} declares access 'staff' outside ${STAFF_API_PREFIX}`);
  if (access === 'staff' && route.config?.permission === undefined) throw new RouteAccessError(`${name} declares access 'staff' without its permission`);
  const isIntegrationApi = route.url.startsWith(INTEGRATION_API_PREFIX);
  if (isIntegrationApi !== (access === 'integration')) throw new RouteAccessError(`${name}: access 'integration' is for routes under ${INTEGRATION_API_PREFIX}, and only it`);
  if (access === 'integration' && route.config?.scope === undefined) throw new RouteAccessError(`${name} declares access 'integration' without its scope`);
}

/** The token of `Authorization: Bearer <token>`; null when the header is missing or another scheme. */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** A missing, unknown or revoked key: 401, saying how to authenticate (RFC 6750). */
function keyRefused(message: string): UnauthenticatedError {
  return new UnauthenticatedError(message, { 'www-authenticate': 'Bearer realm="integration"' });
}

/**
 * The one check of all three areas. Attached to each non-public route as its own onRequest hook, so
 * it runs after every hook of the app and of the route's context: the storefront's session and CSRF
 * hooks, or the back office's (server/admin/), whichever resolved this request's visitor. A bad CSRF
 * token has answered 403 by then.
 */
async function checkAccess(request: FastifyRequest): Promise<void> {
  const config = request.routeOptions.config;
  if (config.access === 'customer') {
    const { account } = request.viewer;
    if (!request.viewer.user || !account) throw new UnauthenticatedError();
    if (!roleAllows(account.role, neededRole(request.method, config.role))) throw new ForbiddenError(roleRefusedMessage(account.role));
    return;
  }
  if (config.access === 'staff') {
    const staff = request.staffViewer;
    if (!staff) throw new UnauthenticatedError();
    const permission = config.permission ?? 'staff';
    if (permission !== 'any' && !staffRoleAllows(staff.role, permission)) throw new ForbiddenError(staffPermissionRefusedMessage(staff.role, permission));
    return;
  }
  if (config.access === 'integration') {
    const token = bearerToken(request);
    if (!token) throw keyRefused('Send an API key: Authorization: Bearer <key>.');
    const key = await request.server.apiKeyAuthenticator(token);
    if (!key) throw keyRefused('This API key is not known or has been revoked.');
    request.apiKey = key;
    if (config.scope && !key.scopes.includes(config.scope)) throw new ForbiddenError(`This API key does not have the '${config.scope}' scope.`);
  }
}

function neededRole(method: string, declared: AccountRole | undefined): AccountRole {
  if (declared) return declared;
  return method === 'GET' || method === 'HEAD' ? 'viewer' : 'buyer';
}

type AccessTableRow = { method: string; url: string; access: Access; role: AccountRole | null; permission: StaffRoutePermission | null; scope: ApiKeyScope | null };
const tables = new WeakMap<FastifyInstance, AccessTableRow[]>();

/** Every route registered on `app` with its access rule (a test lists them). */
export function routeAccessTable(app: FastifyInstance): readonly AccessTableRow[] {
  return tables.get(app) ?? [];
}
