import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from './catalogue.service.ts';

export function registerCatalogueRoutes(_app: FastifyInstance, _deps: { catalogue: CatalogueService }): void {}
