import { brotliDecompressSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerPages, type PageContext, type PageHandler } from './pages.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** Pages over a stand-in for the session, CSRF and CSP hooks: a visitor without a sid gets one minted. */
async function appWith(pageHandler: PageHandler): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await app.register(fastifyCookie);
  app.decorateRequest('sessionToken', '');
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('cspNonce', '');
  app.decorate('internalViewerHandoff', { open: () => 'handoff-key', close: () => undefined });
  app.addHook('onRequest', async (request, reply) => {
    const sid = request.cookies.sid;
    request.sessionToken = sid ?? 'minted-guest';
    (request as { csrfToken: string }).csrfToken = `csrf-of-${request.sessionToken}`;
    request.cspNonce = 'nonce-123';
    if (!sid) reply.setCookie('sid', 'minted-guest');
  });
  app.get('/api/echo', async (request) => ({ cookie: request.headers.cookie ?? null, ip: request.ip }));
  await registerPages(app, loadConfig({ LOG_LEVEL: 'silent', GST_PERCENT: '15' }), { pageHandler });
  await app.ready();
  return app;
}

const html = (body: string, init: ResponseInit = {}) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    ...init,
    headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
  });

describe('registerPages', () => {
  it('renders with an API transport that carries the sid minted on this request and the other cookies', async () => {
    let seen: PageContext | undefined;
    const app = await appWith(async (_request, context) => {
      seen = context;
      const answer = await context.transport('/api/echo', { method: 'GET', headers: { accept: 'application/json' } });
      return html(JSON.stringify(await answer.json()));
    });

    const response = await app.inject({ url: '/category/gloves', headers: { cookie: 'theme=dark' } });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"cookie":"sid=minted-guest; theme=dark"');
    expect(seen?.csrfToken).toBe('csrf-of-minted-guest');
    expect(seen?.cspNonce).toBe('nonce-123');
    expect(seen?.publicConfig).toEqual({ publicUrl: 'http://localhost:3000', gstPercent: 15, headerExternalLink: null, socialLinks: [] });
  });

  it('replaces a stale sid cookie with the one in force for the request', async () => {
    const app = await appWith(async (_request, context) => {
      const answer = await context.transport('/api/echo', { method: 'GET', headers: {} });
      return html(JSON.stringify(await answer.json()));
    });

    const response = await app.inject({ url: '/', headers: { cookie: 'sid=abc; theme=dark' } });

    expect(response.body).toContain('"cookie":"sid=abc; theme=dark"');
  });

  it('hands the page handler a Web Request with the URL, method and headers of the visit', async () => {
    let seen: Request | undefined;
    const app = await appWith(async (request) => {
      seen = request;
      return html('ok');
    });

    await app.inject({ url: '/search?keyword=gloves', headers: { 'user-agent': 'test-agent', host: 'shop.example' } });

    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe('http://shop.example/search?keyword=gloves');
    expect(seen?.headers.get('user-agent')).toBe('test-agent');
  });

  it('sends the status, headers and every Set-Cookie of the page response, beside the session cookie', async () => {
    const app = await appWith(async () => {
      const headers = new Headers({ 'content-type': 'text/html', 'x-page': 'yes' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response('<h1>Page not found</h1>', { status: 404, headers });
    });

    const response = await app.inject({ url: '/nowhere' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['x-page']).toBe('yes');
    expect(response.headers['set-cookie']).toEqual(expect.arrayContaining(['a=1; Path=/', 'b=2; Path=/', 'sid=minted-guest; SameSite=Lax']));
    expect(response.body).toBe('<h1>Page not found</h1>');
  });

  it('leaves /api paths to the JSON not-found answer', async () => {
    let isCalled = false;
    const app = await appWith(async () => {
      isCalled = true;
      return html('page');
    });

    const response = await app.inject({ url: '/api/no-such-thing' });

    expect(response.statusCode).toBe(404);
    expect(isCalled).toBe(false);
  });

  it('compresses HTML with brotli for browsers that accept it', async () => {
    const app = await appWith(async () => html('<h1>Delivery &amp; Returns</h1>'.repeat(50)));

    const response = await app.inject({ url: '/delivery-returns', headers: { 'accept-encoding': 'gzip, deflate, br' } });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Delivery &amp; Returns</h1>');
  });

  it('answers HEAD with the headers and no body', async () => {
    const app = await appWith(async () => html('<h1>About us</h1>'));

    const response = await app.inject({ method: 'HEAD', url: '/about-us' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });
});
