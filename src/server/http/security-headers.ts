// Security headers: a strict Content-Security-Policy with a per-request nonce (React Router's server
// rendering inlines small hydration scripts; the page renderer passes request.cspNonce to <Scripts nonce>
// and <ScrollRestoration nonce>), written here from a policy built once; and helmet's other headers
// (no framing, nosniff, a strict referrer policy, HSTS only when cookies are Secure), written as constants.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
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

/**
 * The headers every answer carries besides the policy: helmet's defaults with our choices (no framing, a
 * strict referrer policy, HSTS only over HTTPS), written as one object rather than by helmet's per-response
 * middleware, which set each on the raw response and cost a twelfth of a search's time (issue #18).
 */
export function constantSecurityHeaders(config: Pick<AppConfig, 'cookieSecure'>): Record<string, string> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(config.cookieSecure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const policy = policyAround(config);
  const constant = constantSecurityHeaders(config);
  const nextNonce = nonceSource();
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    request.cspNonce = nextNonce();
    reply.headers(constant);
    reply.header('content-security-policy', `${policy.before}${request.cspNonce}${policy.after}`);
    done();
  });
}
