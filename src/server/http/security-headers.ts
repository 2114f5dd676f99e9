// Security headers: a strict Content-Security-Policy with a per-request nonce (React Router's server
// rendering inlines small hydration scripts; the page renderer passes request.cspNonce to <Scripts nonce>
// and <ScrollRestoration nonce>), written here from a policy built once; and through @fastify/helmet no
// framing, nosniff, a strict referrer policy, and HSTS only when cookies are Secure (served over HTTPS).
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

/** The policy as a header, with the nonce's place left open: built once, not per response. */
function policyAround(config: Pick<AppConfig, 'isDevServer' | 'cookieSecure'>): { before: string; after: string } {
  const marker = '\u0000nonce\u0000';
  const directives = contentSecurityPolicyDirectives(config, () => marker);
  const header = Object.entries(directives)
    .map(([name, values]) => [name, ...values.map((value) => (typeof value === 'string' ? value : value({} as IncomingMessage)))].join(' '))
    .join(';');
  const [before = '', after = ''] = header.split(marker);
  return { before, after };
}

const NONCE_BYTES = 16;
const POOL_NONCES = 256;

/** Nonces cut from one random buffer refilled every 256 responses: one call to the system's random source, not one per response. */
function nonceSource(): () => string {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= pool.length) {
      pool = randomBytes(NONCE_BYTES * POOL_NONCES);
      offset = 0;
    }
    const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const policy = policyAround(config);
  const nextNonce = nonceSource();
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = nextNonce();
    reply.header('content-security-policy', `${policy.before}${request.cspNonce}${policy.after}`);
  });

  await app.register(fastifyHelmet, {
    // Written above: helmet would rebuild the whole policy on every response.
    contentSecurityPolicy: false,
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Helmet's defaults also apply: X-Content-Type-Options nosniff, no X-Powered-By, Cross-Origin-*-Policy.
  });
}
