import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/** How long closing waits for route handlers still running before the database is closed anyway. */
const HANDLERS_GRACE_MS = 10_000;

export type GracefulClose = {
  /** Resolves once no route handler is running (or after the grace period). */
  untilHandlersDone(): Promise<void>;
};

/**
 * Graceful shutdown: app.close() stops accepting connections and waits for requests in flight, but a
 * keep-alive connection whose request was already running stays open after its answer (Fastify only
 * closes connections idle at the moment close starts), so close would wait for the keep-alive timeout.
 * Answers sent while closing therefore say `Connection: close`.
 *
 * A client that hangs up mid-request closes its connection, so the server may finish closing while
 * that request's handler still runs; handlers are counted, so the database closes after the last one
 * (otherwise its next query fails against a closed pool, half-way through, say, placing an order).
 */
export function registerGracefulClose(app: FastifyInstance): GracefulClose {
  let isClosing = false;
  let running = 0;
  let whenIdle: (() => void) | null = null;

  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (isClosing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = async function countedHandler(this: FastifyInstance, request, reply) {
      running++;
      try {
        return await (handler as RouteHandlerMethod).call(this, request, reply);
      } finally {
        running--;
        if (running === 0) whenIdle?.();
      }
    };
  });

  return {
    untilHandlersDone() {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(finish, HANDLERS_GRACE_MS);
        function finish() {
          clearTimeout(timer);
          whenIdle = null;
          resolve();
        }
        whenIdle = finish;
      });
    },
  };
}
