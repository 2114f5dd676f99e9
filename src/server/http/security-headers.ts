// Security headers through @fastify/helmet: a strict Content-Security-Policy with a per-request nonce
// (React Router's server rendering inlines small hydration scripts; the page renderer passes
// request.cspNonce to <Scripts nonce> and <ScrollRestoration nonce>), no framing, nosniff, a strict
// referrer policy, and HSTS only when cookies are Secure (i.e. the store is served over HTTPS).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** A fresh random nonce for this response's inline scripts; it appears in the CSP header. */
    cspNonce: string;
  }
}

export function contentSecurityPolicyDirectives(
  config: Pick<AppConfig, 'isDevServer' | 'cookieSecure'>,
  nonceOf: (request: IncomingMessage) => string,
): Record<string, Array<string | ((request: IncomingMessage) => string)>> {
  const nonce = (request: IncomingMessage) => `'nonce-${nonceOf(request)}'`;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", nonce, ...(config.isDevServer ? ["'unsafe-eval'"] : [])],
    'script-src-attr': ["'none'"],
    // Quick order reads a workbook in a worker of its own bundle (issue #16 item 27); never one from a blob: URL.
    'worker-src': ["'self'"],
    // React's style={} attributes are inline styles; they cannot carry a nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // Vite's dev server reloads modules over a WebSocket.
    'connect-src': ["'self'", ...(config.isDevServer ? ['ws:', 'wss:'] : [])],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    ...(config.cookieSecure ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const nonces = new WeakMap<IncomingMessage, string>();
  app.decorateRequest('cspNonce', '');
  // Registered before helmet's own hooks, so the nonce exists when helmet writes the header.
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, request.cspNonce);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(config, (request) => nonces.get(request) ?? ''),
    },
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Helmet's defaults also apply: X-Content-Type-Options nosniff, no X-Powered-By, Cross-Origin-*-Policy.
  });
}
