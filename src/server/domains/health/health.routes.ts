import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: { database: Database }): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await deps.database.pool.query('SELECT 1');
      return { status: 'ok', database: deps.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', message: 'The database is not answering.' });
    }
  });
}
