import type { StoreHttp } from '../../http/route-input.ts';
import { healthResponseSchema } from '../../../shared/schemas/health.ts';
import type { HealthService } from './health.service.ts';

export function registerHealthRoutes(app: StoreHttp, deps: { health: HealthService; searchIndexSize: () => number | null }): void {
  const { health } = deps;
  app.get('/healthz', {
    config: {
      access: 'public',
      docs: {
        summary: 'Whether the store is up and its database answers',
        description: 'A 503 answers { status: "unavailable", message } instead.',
        response: healthResponseSchema,
        errors: { 503: 'The database is not answering' },
      },
    },
  }, async (_request, reply) => {
    // search_index: products in this process's search index; null while it builds (PostgreSQL answers) or when SEARCH_ENGINE=postgres.
    if (await health.isDatabaseAnswering()) return { status: 'ok', database: health.databaseKind, search_index: deps.searchIndexSize() };
    return reply.status(503).send({ status: 'unavailable', message: 'The database is not answering.' });
  });
}
