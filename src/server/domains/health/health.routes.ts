import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: { health: HealthService }): void {
  const { health } = deps;
  app.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => {
    if (await health.isDatabaseAnswering()) return { status: 'ok', database: health.databaseKind };
    return reply.status(503).send({ status: 'unavailable', message: 'The database is not answering.' });
  });
}
