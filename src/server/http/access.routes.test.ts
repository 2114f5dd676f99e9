// Issue #8: every route states who may call it, and the rule is kept in one place. A new endpoint
// cannot forget its guard: it cannot be registered without a rule, and if it is signed-in, a guest
// gets 401 before its handler runs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs } from '../testing/api.ts';
import { cookieValue, guestHeaders, signedInAccount } from '../testing/factories.ts';
import { adminGuest } from '../testing/staff.ts';
import { useTestApp } from '../testing/suite.ts';
import { buildSiblingApp } from '../testing/test-app.ts';
import { registerGracefulClose } from '../domains/health/graceful-close.ts';
import { DOMAIN_DECLARATIONS, signedInPrefixesOf } from '../../shared/domains/index.ts';
import { registerAccessRules, routeAccessTable, RouteAccessError } from './access.ts';
import { registerPages } from './pages.ts';

/** Everything a guest may call. A route added here is a decision: it must not show anything personal. */
const PUBLIC_ROUTES = [
  '/healthz',
  '/api/session',
  'POST /api/login',
  'POST /logout',
  'POST /password/email',
  'POST /password/reset',
  '/api/products',
  '/api/products/:idOrSlug',
  '/api/categories',
  '/api/category',
  '/api/nav-items',
  // Suggestions as the buyer types (issue #18): a guest's have no prices (rate-limited per address).
  '/api/search/suggest',
  // This API described (issue #19 Part 4): the OpenAPI document and its page.
  '/api/openapi.json',
  '/api/docs',
  '/images/products/:file',
  '/images/categories/*',
  '/images/banners/*',
  // The page; its ?ajax=1 JSON branch needs a signed-in viewer (cart.routes.ts).
  '/cart',
  // Stripe's signature is the authentication (payments.routes.ts).
  'POST /api/payments/webhook/stripe',
  // Sends a browser to /my-account; its JSON needs a signed-in viewer (user-addresses.routes.ts).
  '/addresses',
  // The trade-account application (rate-limited per address and e-mail).
  'POST /register',
  // The newsletter: sign-up (rate-limited) and the two links of its e-mails (signed or single-use tokens).
  'POST /api/subscribers',
  'POST /api/subscribers/confirm',
  'POST /api/subscribers/unsubscribe',
  // The content blocks: logos and customer stories.
  '/api/customers',
  '/api/testimonials',
  // The footer's pages and the notice, kept in the back office (issue #19 Part 2).
  '/api/content-pages',
  '/api/content-pages/:slug',
  '/api/content/notice',
  // Uploaded pictures: content-hashed files, public like the generated ones (issue #19).
  '/media/:name',
  // A colleague's invitation link: the token is the authentication (colleagues.routes.ts).
  '/api/invitations/:token',
  'POST /api/invitations/accept',
  // The link sent to a new sign-in e-mail: the token is the authentication (auth/email-change.routes.ts).
  'POST /api/email/confirm',
  // End view of staff viewing as a customer (issue #30 Part 4): it ends only the browser's own view, if any.
  'POST /api/view-as/end',
  // The back office's sign-in steps and sign-out (the session they need is checked in their handlers),
  // and its pages, whose data calls need a staff session (issue #17).
  'POST /admin/api/login',
  'POST /admin/api/login/code',
  'POST /admin/api/logout',
  // A staff member's new password from the link an owner had e-mailed (issue #30 Part 4): the token is the authentication.
  'POST /admin/api/password/reset',
  '/admin',
  '/admin/*',
  '/*',
].flatMap((route) => (route.startsWith('/') ? [`GET ${route}`, `HEAD ${route}`] : [route]));

/** A URL for a route pattern: each :param and * filled in (the guard answers before anything reads them). */
const sampleUrl = (pattern: string) => pattern.replace(/:\w+/g, '1').replace(/\*$/, 'x');

describe('route access rules', () => {
  // The whole app: pages (a stub renderer) and the Stripe webhook (only registered with Stripe configured).
  const testApp = useTestApp(async (base) => {
    const pageHandler = async () => new Response('<!DOCTYPE html><title>Shop</title>', { headers: { 'content-type': 'text/html' } });
    const { app } = await buildSiblingApp(base, {
      overrides: { payments: { provider: 'stripe', stripeSecretKey: 'sk_test_x', stripeWebhookSecret: 'whsec_x' } },
      stripeClient: {} as never,
      beforeReady: (sibling, config) => registerPages(sibling, config, { pageHandler }),
    });
    return { whole: app };
  });
  afterAll(async () => testApp.whole.close());

  it('lists every route with its rule, and only the routes meant for guests are public', () => {
    const table = routeAccessTable(testApp.whole);
    expect(table.length).toBeGreaterThan(30);
    for (const row of table) {
      expect(['public', 'customer', 'staff', 'integration'], `${row.method} ${row.url}`).toContain(row.access);
      // Issue #19: the ERP's routes, and only they, take an API key with a scope.
      expect(row.access === 'integration', `${row.method} ${row.url}`).toBe(row.url.startsWith('/api/integration/'));
      if (row.access === 'integration') expect(row.scope, `${row.method} ${row.url}`).not.toBeNull();
      expect(testApp.whole.hasRoute({ method: row.method as 'GET', url: row.url }), `${row.method} ${row.url}`).toBe(true);
    }
    const publicRoutes = table.filter((row) => row.access === 'public').map((row) => `${row.method} ${row.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('has every path a domain declares personal hold its routes, each of them signed-in', () => {
    const table = routeAccessTable(testApp.whole);
    const prefixes = signedInPrefixesOf(DOMAIN_DECLARATIONS);
    expect(new Set(prefixes).size, 'a prefix declared twice').toBe(prefixes.length);
    for (const prefix of prefixes) {
      const under = table.filter((row) => row.url.startsWith(prefix));
      expect(under.length, `no route under ${prefix}`).toBeGreaterThan(0);
      for (const row of under) expect(row.access, `${row.method} ${row.url}`).toBe('customer');
    }
  });

  it('answers 401 to a guest on every signed-in route, before its handler runs', async () => {
    const signedInRoutes = routeAccessTable(testApp.whole).filter((row) => row.access === 'customer');
    expect(signedInRoutes.map((row) => row.url)).toEqual(expect.arrayContaining(['/api/cart', '/api/checkout', '/api/order-history', '/api/payment/:type']));
    // A guest with a valid CSRF token, so the answer is the sign-in rule's.
    const guest = apiAs({ app: testApp.whole }, await guestHeaders(testApp));
    for (const row of signedInRoutes) {
      const response = await guest.request(row.method as 'GET', sampleUrl(row.url), row.method === 'GET' || row.method === 'HEAD' ? undefined : {});
      expect(response.status, `${row.method} ${row.url}`).toBe(401);
      if (row.method !== 'HEAD') expect(response.body, `${row.method} ${row.url}`).toEqual({ message: 'Please log in to continue.' });
    }
  });

  it('answers 401 to a guest and to a customer on every staff route, before its handler runs', async () => {
    const staffRoutes = routeAccessTable(testApp.whole).filter((row) => row.access === 'staff');
    expect(staffRoutes.map((row) => `${row.method} ${row.url}`)).toEqual(expect.arrayContaining(['GET /admin/api/me', 'GET /admin/api/staff', 'PATCH /admin/api/staff/:id', 'GET /admin/api/audit']));
    for (const row of staffRoutes) expect(row.permission, `${row.method} ${row.url}`).not.toBeNull();
    const customer = await signedInAccount(testApp);
    const guestToken = await adminGuest({ app: testApp.whole });
    const asCustomer = { cookies: `${guestToken.cookies}; sid=${cookieValue(customer.cookies, 'sid') ?? ''}`, headers: { ...guestToken.headers, cookie: `${guestToken.cookies}; sid=${cookieValue(customer.cookies, 'sid') ?? ''}` } };
    for (const session of [guestToken, asCustomer]) {
      const client = apiAs({ app: testApp.whole }, session);
      for (const row of staffRoutes) {
        const response = await client.request(row.method as 'GET', sampleUrl(row.url), row.method === 'GET' || row.method === 'HEAD' ? undefined : {});
        expect(response.status, `${row.method} ${row.url}`).toBe(401);
      }
    }
  });

  it('refuses with 403, before the handler, every route that needs more than the member’s role', async () => {
    const signedInRoutes = routeAccessTable(testApp.whole).filter((row) => row.access === 'customer' && row.method !== 'HEAD');
    expect(signedInRoutes.filter((row) => row.role === 'viewer').map((row) => `${row.method} ${row.url}`)).toEqual(
      expect.arrayContaining(['GET /api/cart', 'PUT /my-account', 'POST /api/my-account/switch']),
    );
    expect(signedInRoutes.filter((row) => row.role === 'manager').map((row) => `${row.method} ${row.url}`)).toEqual(
      expect.arrayContaining(['POST /api/account-users/invitations', 'PUT /api/account-users/:id', 'DELETE /api/account-users/:id']),
    );
    for (const role of ['viewer', 'buyer'] as const) {
      const member = await signedInAccount(testApp);
      await testApp.database.pool.query('UPDATE account_users SET role = $1 WHERE user_id = $2', [role, member.userId]);
      const client = apiAs({ app: testApp.whole }, member);
      const refused = signedInRoutes.filter((row) => row.role === 'manager' || (role === 'viewer' && row.role === 'buyer'));
      expect(refused.length).toBeGreaterThan(role === 'viewer' ? 20 : 3);
      for (const row of refused) {
        const response = await client.request(row.method as 'GET', sampleUrl(row.url), row.method === 'GET' ? undefined : {});
        expect(response.status, `${role}: ${row.method} ${row.url}`).toBe(403);
        expect(response.body.message, `${role}: ${row.method} ${row.url}`).toMatch(role === 'viewer' ? /Viewer/ : /Buyer/);
      }
    }
  });
});

describe('registering a route', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));
  /** As buildApp orders them: graceful close wraps every handler before the access rules see the route. */
  function appWithRules(): FastifyInstance {
    const app = Fastify();
    apps.push(app);
    registerGracefulClose(app);
    registerAccessRules(app, { signedInPrefixes: signedInPrefixesOf(DOMAIN_DECLARATIONS) });
    return app;
  }

  it('throws for a route that declares no access rule', () => {
    const app = appWithRules();
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(RouteAccessError);
    expect(() => app.post('/anything', { config: {} }, async () => ({}))).toThrow(/declares no access rule/);
  });

  it('throws for a public route under a customer prefix', () => {
    const app = appWithRules();
    for (const url of ['/api/cart/export', '/api/checkout', '/api/order-history/:id/print', '/api/payment/:type/retry']) {
      expect(() => app.get(url, { config: { access: 'public' } }, async () => ({})), url).toThrow(/under a customer prefix/);
    }
    expect(() => app.get('/api/cart/export', { config: { access: 'customer' } }, async () => ({}))).not.toThrow();
  });

  it('keeps each area where it belongs: a staff route names its permission and lives under /admin/api/', () => {
    const app = appWithRules();
    expect(() => app.get('/admin/api/audit', { config: { access: 'staff' } }, async () => ({}))).toThrow(/without its permission/);
    expect(() => app.get('/api/staff-only', { config: { access: 'staff', permission: 'audit' } }, async () => ({}))).toThrow(/outside \/admin\/api\//);
    expect(() => app.get('/admin/api/orders', { config: { access: 'public' } }, async () => ({}))).toThrow(/declares access 'public'/);
    expect(() => app.get('/admin/api/cart', { config: { access: 'customer' } }, async () => ({}))).toThrow(/back office/);
    expect(() => app.get('/admin/api/audit', { config: { access: 'staff', permission: 'audit' } }, async () => ({}))).not.toThrow();
    expect(() => app.post('/admin/api/login', { config: { access: 'public' } }, async () => ({}))).not.toThrow();
  });

  it('keeps the ERP’s routes under /api/integration/, each naming its scope, and nothing else there (issue #19)', () => {
    const app = appWithRules();
    expect(() => app.get('/api/integration/orders', { config: { access: 'integration' } }, async () => ({}))).toThrow(/without its scope/);
    expect(() => app.get('/api/integration/orders', { config: { access: 'public' } }, async () => ({}))).toThrow(/only it/);
    expect(() => app.get('/api/integration/orders', { config: { access: 'customer' } }, async () => ({}))).toThrow(/only it/);
    expect(() => app.get('/api/orders-feed', { config: { access: 'integration', scope: 'orders' } }, async () => ({}))).toThrow(/only it/);
    expect(() => app.get('/api/integration/orders', { config: { access: 'integration', scope: 'orders' } }, async () => ({}))).not.toThrow();
  });

  it("takes @fastify/static's file routes as public, and serves them", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'access-static-'));
    try {
      writeFileSync(path.join(root, 'app.js'), 'export {};');
      const app = appWithRules();
      await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: false });
      await app.ready();
      expect(routeAccessTable(app)).toEqual(
        expect.arrayContaining([
          { method: 'GET', url: '/app.js', access: 'public', role: null, permission: null, scope: null },
          { method: 'HEAD', url: '/app.js', access: 'public', role: null, permission: null, scope: null },
        ]),
      );
      const response = await app.inject({ url: '/app.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('export {};');
      expect((await app.inject({ method: 'HEAD', url: '/app.js' })).statusCode).toBe(200);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
