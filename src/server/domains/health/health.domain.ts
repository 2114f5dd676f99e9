// The health domain: liveness and readiness of the store and its database.
import { defineDomain } from '../../assembly/domain.ts';
import { registerHealthRoutes } from './health.routes.ts';
import { createHealthService, type HealthService } from './health.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    health: HealthService;
  }
}

export const healthDomain = defineDomain({
  name: 'health',
  services: { health: ({ database }) => createHealthService({ database }) },
  routes: (app, { health, catalogueSearch }) => registerHealthRoutes(app, { health, searchIndexSize: catalogueSearch.indexSize }),
});
