import Fastify, { type FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseBusyError } from '../errors.ts';
import { registerErrorHandler } from './error-handler.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const refused = () =>
  new DrizzleQueryError('select 1', [], Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' }));

/** Routes that throw `error`, under the API and as a page. */
async function appThrowing(error: () => Error): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  apps.push(app);
  registerErrorHandler(app);
  app.get('/api/thing', async () => {
    throw error();
  });
  app.get('/thing', async () => {
    throw error();
  });
  await app.ready();
  return app;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the error handler', () => {
  it('answers an ordinary bug 500 with the generic message and no Retry-After', async () => {
    const app = await appThrowing(() => new TypeError("Cannot read properties of undefined (reading 'id')"));

    for (const request of [{ url: '/api/thing' }, { url: '/thing', headers: html }]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Sorry, something has gone wrong. Please try again.' });
      expect(response.headers['retry-after']).toBeUndefined();
    }
  });

  it('answers an unreachable database 503 with Retry-After: JSON for the API, even to a browser', async () => {
    const app = await appThrowing(refused);

    const response = await app.inject({ url: '/api/thing', headers: html });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ message: 'The store is briefly unavailable. Please try again in a moment.' });
  });

  it('answers a browser’s page request a small HTML page when the database is unreachable', async () => {
    const app = await appThrowing(refused);

    const response = await app.inject({ url: '/thing', headers: html });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>The store is briefly unavailable.</h1>');
  });

  it('keeps the busy message when the pool itself refused under overload', async () => {
    const app = await appThrowing(() => new DrizzleQueryError('select 1', [], new DatabaseBusyError()));

    const response = await app.inject({ url: '/api/thing' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The store is busy right now. Please try again in a moment.' });
  });

  it('adds Retry-After to any 503 that lacks one (a page rendered with its data call’s 503)', async () => {
    const app = Fastify({ logger: false });
    apps.push(app);
    registerErrorHandler(app);
    app.get('/page', async (_request, reply) => reply.status(503).type('text/html').send('<h1>unavailable</h1>'));
    const response = await app.inject({ url: '/page' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
  });
});
