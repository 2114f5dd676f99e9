// Who may call a route, declared once by the route and checked in one place (issue #8):
//   app.get('/api/order-history', { config: { access: 'signed-in' } }, handler)
// A route without a rule cannot be registered, and a route under a signed-in prefix cannot be made
// public by mistake. A signed-in route also needs a role in the account (shared/account-roles.ts):
// reading needs a viewer, any other method a buyer, unless the route states `role` itself:
//   app.post('/api/account-users', { config: { access: 'signed-in', role: 'manager' } }, handler)
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { roleAllows, roleRefusedMessage, type AccountRole } from '../../shared/account-roles.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import type { SignedInViewer } from '../kernel/viewer.ts';

/** 'public': anyone, guests too (what they see is still decided per viewer); 'signed-in': a user in an account. */
export type Access = 'public' | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The least role a signed-in route needs (default: 'viewer' to read with GET/HEAD, 'buyer' otherwise). */
    role?: AccountRole;
  }
  interface FastifyRequest {
    /** The signed-in viewer of a 'signed-in' route (the access hook has already refused anyone else). */
    readonly signedInViewer: SignedInViewer;
  }
}

/** Paths where everything is personal: every route under them must be 'signed-in' (checked at registration). */
export const SIGNED_IN_PREFIXES: readonly string[] = ['/api/cart', '/api/checkout', '/api/payment/', '/api/order-history', '/api/fast-orders', '/api/fast-order/', '/fast-order/', '/api/fast-order-items', '/api/quick-order/', '/api/resident-', '/api/my-account', '/api/account-users', '/api/user-addresses'];

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
 * files is filled in); the onRequest hook (after sessions and CSRF) refuses a guest with 401.
 */
export function registerAccessRules(app: FastifyInstance): void {
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
    if (access === 'public' && SIGNED_IN_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      throw new RouteAccessError(`${String(route.method)} ${url} is under a signed-in prefix but declares access 'public'`);
    }
    for (const method of [route.method].flat()) {
      table.push({ method, url, access, role: access === 'signed-in' ? neededRole(method, route.config?.role) : null });
    }
  });

  app.decorateRequest('signedInViewer', {
    getter(this: FastifyRequest): SignedInViewer {
      const { user, account } = this.viewer;
      if (!user || !account) throw new UnauthenticatedError();
      return { user, account };
    },
  });

  // Registered after the session hook (request.viewer) and the CSRF hook (a bad token answers 403 first).
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.access !== 'signed-in') return;
    const { account } = request.viewer;
    if (!request.viewer.user || !account) throw new UnauthenticatedError();
    if (!roleAllows(account.role, neededRole(request.method, config.role))) throw new ForbiddenError(roleRefusedMessage(account.role));
  });
}

function neededRole(method: string, declared: AccountRole | undefined): AccountRole {
  if (declared) return declared;
  return method === 'GET' || method === 'HEAD' ? 'viewer' : 'buyer';
}

type AccessTableRow = { method: string; url: string; access: Access; role: AccountRole | null };
const tables = new WeakMap<FastifyInstance, AccessTableRow[]>();

/** Every route registered on `app` with its access rule (a test lists them). */
export function routeAccessTable(app: FastifyInstance): readonly AccessTableRow[] {
  return tables.get(app) ?? [];
}
