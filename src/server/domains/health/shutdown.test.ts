import Fastify, { type FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/suite.ts';
import { buildSiblingApp } from '../../testing/test-app.ts';
import { registerGracefulClose } from './graceful-close.ts';

describe('graceful shutdown', () => {
  const testApp = useTestApp();
  let app: FastifyInstance;
  /** Resolves when the slow route's handler has started: the request is in flight, not still connecting. */
  let slowStarted: () => void = () => {};
  beforeAll(async () => {
    const slowRoute = (sibling: FastifyInstance) =>
      void sibling.get('/test/slow', { config: { access: 'public' } }, async () => {
        slowStarted();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { finished: true };
      });
    ({ app } = await buildSiblingApp(testApp, { beforeReady: slowRoute }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('lets a request in flight finish before close resolves, and refuses new connections', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    const url = `http://127.0.0.1:${address.port}`;
    // Closed only once the handler runs: a fixed pause let a busy machine close before the request arrived (503).
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const inFlight = fetch(`${url}/test/slow`);
    await started;
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

describe('route handlers still running at close', () => {
  it('are waited for before the database closes, even when their client has hung up', async () => {
    const app = Fastify();
    const gracefulClose = registerGracefulClose(app);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held: () => void = () => {};
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    app.get('/test/held', async () => {
      held();
      await released;
      return { finished: true };
    });
    await app.ready();

    const answer = app.inject('/test/held');
    await isHeld;
    let isDone = false;
    const done = gracefulClose.untilHandlersDone().then(() => {
      isDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isDone).toBe(false);
    release();
    await done;
    expect(isDone).toBe(true);
    expect((await answer).json()).toEqual({ finished: true });
    await app.close();
  });

  it('resolves at once when nothing is running', async () => {
    const app = Fastify();
    const gracefulClose = registerGracefulClose(app);
    await app.ready();
    await expect(gracefulClose.untilHandlersDone()).resolves.toBeUndefined();
    await app.close();
  });
});
