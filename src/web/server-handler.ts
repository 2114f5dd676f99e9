// The one module the server may import from the web (CONVENTIONS §4): Vite builds it as the SSR
// entry, so build/server/index.js exports createPageHandler. In dev the server loads this file
// through Vite's module runner instead.
import * as build from 'virtual:react-router/server-build';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { createApiClient, type ApiClient, type ApiTransport } from './lib/api-client.ts';
import { requestContext } from './lib/api-context.ts';
import type { PublicConfig } from './lib/public-config.ts';

export type PageContext = {
  /** Reaches the JSON API in-process (Fastify inject) with the visitor's session cookie. */
  transport: ApiTransport;
  csrfToken: string;
  cspNonce: string;
  publicConfig: PublicConfig;
};

export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

export function createPageHandler(): PageHandler {
  const handleRequest = createRequestHandler(build, import.meta.env.MODE);
  return (request, context) => {
    const routerContext = new RouterContextProvider();
    const api = createApiClient(context.transport, () => context.csrfToken);
    let session: ReturnType<ApiClient['session']> | undefined;
    routerContext.set(requestContext, {
      api,
      session: () => (session ??= api.session()),
      csrfToken: context.csrfToken,
      cspNonce: context.cspNonce,
      publicConfig: context.publicConfig,
    });
    return handleRequest(request, routerContext);
  };
}
