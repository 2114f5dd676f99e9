// The back office (issue #17): its services, and one encapsulated Fastify context for everything under
// /admin, with its own session cookie, CSRF token, two-factor sign-in and idle timeout
// (http/admin-session.ts). Staff routes must be registered inside that context, where the back-office
// session is read: each domain declares them as its `staffRoutes` (assembly/domain.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AssembledStore } from '../assembly/assemble.ts';
import type { AppConfig } from '../config.ts';
import { registerAdminSessions, ADMIN_SESSION_COOKIE } from '../http/admin-session.ts';
import type { ZodTypeProvider } from '../http/route-input.ts';

/** Registers every /admin route in one context of its own: each domain's staff routes, and the pages. */
export async function registerAdminArea(app: FastifyInstance, deps: { store: AssembledStore; config: AppConfig; secret: string }): Promise<void> {
  const { store, config } = deps;
  await app.register(async (scope) => {
    registerAdminSessions(scope, { config, signIn: store.services.staffSignIn, secret: deps.secret });
    store.registerStaffRoutes(scope.withTypeProvider<ZodTypeProvider>());

    // The back office's pages (React Router, web/admin/), rendered with this area's session and token.
    const renderAdminPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?', 1)[0] ?? '';
      if (pathname.startsWith('/admin/api/') || pathname === '/admin/api' || !app.renderPage) return reply.callNotFound();
      return app.renderPage(request, reply, { csrfToken: request.adminCsrfToken, cookies: { [ADMIN_SESSION_COOKIE]: request.adminToken } });
    };
    scope.get('/admin', { config: { access: 'public', docs: false } }, renderAdminPage);
    scope.get('/admin/*', { config: { access: 'public', docs: false } }, renderAdminPage);
  });
}
