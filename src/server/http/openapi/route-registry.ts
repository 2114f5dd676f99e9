// Issue #19 Part 4: every route as registered, with its access rule and its docs, for the OpenAPI document.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { DocumentedRoute, RouteDocs } from './route-docs.ts';

export type RegisteredRoute = {
  method: string;
  url: string;
  access: string | undefined;
  /** The customer role, staff permission or key scope the route needs, as declared. */
  needs: string | undefined;
  docs: DocumentedRoute | false | undefined;
  isStatic: boolean;
};

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Registers before any route: every route registered after it, in any context, is kept. */
export function collectRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as { access?: string; role?: string; permission?: string; scope?: string; docs?: RouteDocs | false } | undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access: config?.access,
        needs: config?.role ?? config?.permission ?? config?.scope,
        docs: config?.docs ? { ...config.docs, ...inputOf(route.schema) } : config?.docs,
        isStatic: isStaticFilesRoute(route),
      });
    }
  });
  return routes;
}

/** The zod schemas that parse a route's input (its `schema`), by the names the document uses. */
function inputOf(schema: RouteOptions['schema']): Pick<DocumentedRoute, 'params' | 'query' | 'body'> {
  const input = (schema ?? {}) as { params?: ZodType; querystring?: ZodType; body?: ZodType };
  return {
    ...(input.params ? { params: input.params } : {}),
    ...(input.querystring ? { query: input.querystring } : {}),
    ...(input.body ? { body: input.body } : {}),
  };
}

export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}

/** @fastify/static's own routes (one per built asset, with its file in the config): files, not the API. */
function isStaticFilesRoute(route: RouteOptions): boolean {
  const config = route.config as { file?: unknown; rootPath?: unknown } | undefined;
  return typeof config?.file === 'string' && typeof config.rootPath === 'string';
}
