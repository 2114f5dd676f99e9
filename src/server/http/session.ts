import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { AuthService } from '../domains/auth/auth.service.ts';
import { GUEST, type Viewer } from '../domains/auth/viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

// TODO(#2): database sessions.
export async function registerSessions(app: FastifyInstance, _deps: { config: AppConfig; auth: AuthService }): Promise<void> {
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.addHook('onRequest', async (request) => {
    request.viewer = GUEST;
  });
}
