import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: app.close() stops accepting connections and waits for requests in flight, but a
 * keep-alive connection whose request was already running stays open after its answer (Fastify only
 * closes connections idle at the moment close starts), so close would wait for the keep-alive timeout.
 * Answers sent while closing therefore say `Connection: close`.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (isClosing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });
}
