import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

describe('graceful shutdown', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await buildTestApp();
    app = await buildApp(testApp.config, { database: testApp.database, withPages: false, mailer: testApp.mailer });
    app.get('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => testApp.close());

  it('lets a request in flight finish before close resolves, and refuses new connections', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    const url = `http://127.0.0.1:${address.port}`;
    const inFlight = fetch(`${url}/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let isClosed = false;
    const closing = app.close().then(() => {
      isClosed = true;
    });
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    expect(isClosed).toBe(true);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
