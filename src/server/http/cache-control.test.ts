import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import { apiAs } from '../testing/api.ts';
import { createAccountWithUser, guestHeaders, signedInAccount, type TestSession } from '../testing/factories.ts';
import { useTestApp } from '../testing/suite.ts';
import { buildSiblingApp } from '../testing/test-app.ts';
import { PERSONAL_CACHE_CONTROL } from './cache-control.ts';
import { registerPages, type PageHandler } from './pages.ts';

/** A page as React Router would answer it, with a weaker caching header than a personal page needs. */
const page: PageHandler = async () =>
  new Response('<!DOCTYPE html><html><body><h1>Shop</h1></body></html>', {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' },
  });

/** Pages (a stub renderer) and a static file route. */
async function withPagesAndAFile(app: FastifyInstance, config: AppConfig): Promise<void> {
  app.get('/assets/app-1234.js', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/javascript').send('export {};'),
  );
  await registerPages(app, config, { pageHandler: page });
}

describe('Cache-Control on personal answers', () => {
  // The test database and an app on it with pages.
  const testApp = useTestApp(async (base) => ({ app: (await buildSiblingApp(base, { beforeReady: withPagesAndAFile })).app }));
  afterAll(async () => testApp.app.close());
  let buyer: TestSession;
  let guest: TestSession;
  beforeAll(async () => {
    buyer = await signedInAccount(testApp);
    guest = await guestHeaders(testApp);
  });

  const get = (url: string, session: TestSession, accept = 'application/json') => apiAs(testApp, session).get(url, { headers: { accept } });

  it.each(['/api/cart', '/cart?ajax=1', '/api/checkout', '/api/order-history', '/api/products'])(
    'keeps %s from being stored for a signed-in viewer',
    async (url) => {
      const response = await get(url, buyer);
      expect(response.status).toBe(200);
      // private, no-store; or the handler's own no-store, which is as strong.
      expect(response.headers['cache-control']).toMatch(/^(private, )?no-store$/);
    },
  );

  it('is private, no-store on a signed-in viewer’s cart and page, over the weaker value the page set', async () => {
    expect((await get('/api/cart', buyer)).headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect((await get('/cart?ajax=1', buyer)).headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);

    const response = await get('/', buyer, 'text/html');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it('leaves a guest’s catalogue answers and pages cacheable', async () => {
    const products = await get('/api/products', guest);
    expect(products.status).toBe(200);
    expect(products.headers['cache-control'] ?? '').not.toContain('no-store');

    const home = await get('/', guest, 'text/html');
    expect(home.headers['cache-control']).toBe('public, max-age=60');
  });

  it('leaves static files alone, even for a signed-in viewer', async () => {
    const response = await get('/assets/app-1234.js', buyer, '*/*');

    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is private, no-store on refusals of personal endpoints (401 for a guest, 403 without the CSRF token)', async () => {
    const refused = await get('/api/cart', guest);
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);

    const forbidden = await apiAs(testApp, guest, { withCsrf: false }).post('/api/cart', {});
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it('keeps the session answer from being stored, for a guest too (it carries the CSRF token)', async () => {
    for (const session of [buyer, guest]) {
      const response = await get('/api/session', session);
      expect(response.headers['cache-control']).toMatch(/^(private, )?no-store$/);
    }
  });

  it('is private, no-store on sign-in and sign-out, which set the session cookie', async () => {
    const account = await createAccountWithUser(testApp);
    const visitor = await guestHeaders(testApp);
    const signIn = await apiAs(testApp, visitor).post('/api/login', { email: account.email, password: account.password, remember_me: false }, { remoteAddress: '10.200.0.1' });
    expect(signIn.status).toBe(200);
    expect(signIn.headers['cache-control']).toMatch(/^(private, )?no-store$/);

    const signedIn = await signedInAccount(testApp);
    const signOut = await apiAs(testApp, signedIn).post('/logout', { token: signedIn.headers['x-xsrf-token'] });
    expect(signOut.status).toBe(200);
    expect(signOut.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });
});
