// The database going away while the store runs: answers are 503 with Retry-After (not 500), pages
// say the store is briefly unavailable, and the store answers again by itself once it is back.
// The app reaches its database through a TCP relay that the test cuts (testing/database-relay.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { registerPages, type PageHandler } from '../../http/pages.ts';
import { buildRelayedTestApp, type RelayedTestApp } from '../../testing/database-relay.ts';
import { signedInAccount, type TestSession } from '../../testing/factories.ts';

const UNAVAILABLE = 'The store is briefly unavailable. Please try again in a moment.';

/** The app behind the relay, with pages rendered by a stand-in that calls the API like the real loaders. */
const outageApp = (overrides: Partial<AppConfig>): Promise<RelayedTestApp> =>
  buildRelayedTestApp(overrides, { beforeReady: (app, config) => registerPages(app, config, { pageHandler: dataCallingPage }) });

/** A stand-in for the React app (route-error.test.ts covers the real one): the loader's API status is the page's. */
const dataCallingPage: PageHandler = async (_request, context) => {
  const answer = await context.transport('/api/products', { method: 'GET', headers: { accept: 'application/json' } });
  const body = answer.status === 503 ? `<h1>${UNAVAILABLE}</h1>` : '<h1>Products</h1>';
  return new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    status: answer.status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
};

const json = { accept: 'application/json' };
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('while the database is unreachable', () => {
  let outage: RelayedTestApp;
  let buyer: TestSession;
  beforeAll(async () => {
    // No remembered sessions: a signed-in request looks its session up first, in an onRequest hook,
    // and meets the outage there; a guest's catalogue call meets it in its handler.
    outage = await outageApp({ sessionCacheTtlMs: 0 });
    buyer = await signedInAccount(outage);
    await outage.relay.cut();
  });
  afterAll(async () => outage.close());

  it('answers a signed-in JSON call 503 with Retry-After and says the store is briefly unavailable', async () => {
    const response = await outage.app.inject({ url: '/api/cart', headers: { ...json, ...buyer.headers } });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ message: UNAVAILABLE });
  });

  it('answers a catalogue call 503 with Retry-After', async () => {
    const response = await outage.app.inject({ url: '/api/products', headers: json });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ message: UNAVAILABLE });
  });

  it('still answers JSON to the cart widget’s call on the page path (/cart?ajax=1)', async () => {
    const response = await outage.app.inject({ url: '/cart?ajax=1', headers: { ...json, ...buyer.headers } });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: UNAVAILABLE });
  });

  it('renders a page whose data call got 503 with status 503 and Retry-After', async () => {
    const response = await outage.app.inject({ url: '/category', headers: html });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.body).toContain(UNAVAILABLE);
  });

  it('answers a page request it cannot even start with a small page of its own: 503, Retry-After, no scripts, not stored', async () => {
    const response = await outage.app.inject({ url: '/cart', headers: { ...html, cookie: buyer.headers.cookie } });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('The store is briefly unavailable.');
    expect(response.body).toContain('Please try again in a moment.');
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('something has gone wrong');
  });

  it('answers again by itself once the database is back', async () => {
    await outage.relay.restore();
    try {
      expect((await outage.app.inject({ url: '/api/products', headers: json })).statusCode).toBe(200);
      expect((await outage.app.inject({ url: '/api/cart', headers: { ...json, ...buyer.headers } })).statusCode).toBe(200);
    } finally {
      await outage.relay.cut();
    }
  });
});
