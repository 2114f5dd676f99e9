import { afterAll, describe, expect, it } from 'vitest';
import { later, useTestApp } from '../testing/suite.ts';
import { buildSiblingApp, buildTestApp } from '../testing/test-app.ts';
import { contentSecurityPolicyDirectives } from './security-headers.ts';

function directivesOf(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers', () => {
  // And a second app on the same database, with a route that shows the request's nonce.
  const testApp = useTestApp(async (base) => {
    const sibling = await buildSiblingApp(base, {
      beforeReady: (app) => void app.get('/test/nonce', { config: { access: 'public' } }, async (request) => ({ nonce: request.cspNonce })),
    });
    return { nonceApp: sibling.app };
  });
  const nonceApp = later(() => testApp.nonceApp);
  afterAll(async () => nonceApp.close());

  it('sends a strict CSP with a per-request nonce, and the other headers, on a GET', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/session' });
    const csp = directivesOf(String(response.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(csp.get('script-src')?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/=]{24}'$/);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
    expect(response.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(response.headers['x-xss-protection']).toBe('0');
  });

  it('gives each response its own nonce, the one decorated on the request', async () => {
    const first = await nonceApp.inject({ method: 'GET', url: '/test/nonce' });
    const second = await nonceApp.inject({ method: 'GET', url: '/test/nonce' });
    const nonce = first.json().nonce as string;
    expect(nonce).toBeTruthy();
    expect(String(first.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(second.json().nonce).not.toBe(nonce);
  });

  it('also protects error answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('security headers over HTTPS and in development', () => {
  it('sends HSTS only when cookies are Secure', async () => {
    const testApp = await buildTestApp({ cookieSecure: true });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/session' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await testApp.close();
    }
  });

  it("allows Vite's eval and WebSocket only on the dev server", () => {
    const nonce = () => 'n';
    const dev = contentSecurityPolicyDirectives({ isDevServer: true, cookieSecure: false }, nonce);
    const production = contentSecurityPolicyDirectives({ isDevServer: false, cookieSecure: false }, nonce);
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(production['script-src']).not.toContain("'unsafe-eval'");
    expect(production['connect-src']).toEqual(["'self'"]);
  });
});
