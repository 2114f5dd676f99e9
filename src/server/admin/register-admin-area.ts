// The back office (issue #17): its services, and one encapsulated Fastify context for everything under
// /admin, with its own session cookie, CSRF token, two-factor sign-in and idle timeout
// (http/admin-session.ts). Staff routes must be registered inside that context, where the back-office
// session is read: pass a registrar for them (`staffRoutes`), e.g. the orders domain's
//   (scope) => registerAdminOrdersRoutes(scope, { orders, audit: admin.audit.write })
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { transactOn } from '../db/executor.ts';
import { createAuditRepo } from '../domains/audit/audit.repo.ts';
import { registerAuditRoutes } from '../domains/audit/audit.routes.ts';
import { createAuditService, type AuditService } from '../domains/audit/audit.service.ts';
import { registerStaffAuthRoutes } from '../domains/staff/staff-auth.routes.ts';
import { createStaffSignInService, type StaffSignInService } from '../domains/staff/staff-sign-in.service.ts';
import { createStaffRepo } from '../domains/staff/staff.repo.ts';
import { registerStaffRoutes } from '../domains/staff/staff.routes.ts';
import { createStaffService, type StaffService } from '../domains/staff/staff.service.ts';
import { registerAdminSessions, ADMIN_SESSION_COOKIE } from '../http/admin-session.ts';
import type { SignInLimiter } from '../http/sign-in-limit.ts';

export type AdminServices = { audit: AuditService; staff: StaffService; signIn: StaffSignInService };

/** The back office's services; `audit.write` is the AuditWriter other domains' staff changes use. */
export function createAdminServices(deps: { database: Pick<Database, 'db'>; config: Pick<AppConfig, 'adminIdleMinutes'>; now?: () => Date }): AdminServices {
  const { db } = deps.database;
  const audit = createAuditService({ repo: createAuditRepo(db) });
  const staffRepo = createStaffRepo(db);
  return {
    audit,
    staff: createStaffService({ repo: staffRepo, transact: transactOn(db), audit: audit.write }),
    signIn: createStaffSignInService({ repo: staffRepo, transact: transactOn(db), idleMinutes: deps.config.adminIdleMinutes, now: deps.now }),
  };
}

/** Registers every /admin route in one context of its own: sign-in, staff, audit, the pages, and `staffRoutes`. */
export async function registerAdminArea(
  app: FastifyInstance,
  deps: { services: AdminServices; config: AppConfig; signInLimiter: SignInLimiter; secret: string },
  staffRoutes: ReadonlyArray<(scope: FastifyInstance) => void> = [],
): Promise<void> {
  const { services, config } = deps;
  await app.register(async (scope) => {
    registerAdminSessions(scope, { config, signIn: services.signIn, secret: deps.secret });
    registerStaffAuthRoutes(scope, { signIn: services.signIn, limiter: deps.signInLimiter, config });
    registerStaffRoutes(scope, { staff: services.staff });
    registerAuditRoutes(scope, { audit: services.audit });
    for (const register of staffRoutes) register(scope);

    // The back office's pages (React Router, web/admin/), rendered with this area's session and token.
    const renderAdminPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?', 1)[0] ?? '';
      if (pathname.startsWith('/admin/api/') || pathname === '/admin/api' || !app.renderPage) return reply.callNotFound();
      return app.renderPage(request, reply, { csrfToken: request.adminCsrfToken, cookies: { [ADMIN_SESSION_COOKIE]: request.adminToken } });
    };
    scope.get('/admin', { config: { access: 'public' } }, renderAdminPage);
    scope.get('/admin/*', { config: { access: 'public' } }, renderAdminPage);
  });
}
