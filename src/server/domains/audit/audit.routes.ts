import type { FastifyInstance } from 'fastify';
import { auditListResponseSchema, auditQuerySchema } from '../../../shared/schemas/audit.ts';
import { parseInput } from '../../http/error-handler.ts';
import type { AuditService } from './audit.service.ts';

/** GET /admin/api/audit?q&staff&entity&date_from&date_to&page (issue #17 Part 5). */
export function registerAuditRoutes(app: FastifyInstance, deps: { audit: AuditService }): void {
  app.get('/admin/api/audit', {
    config: {
      access: 'staff',
      permission: 'audit',
      docs: {
        summary: 'The record of who changed what in the back office, and when, 50 a page',
        description: "Needs the audit permission. q searches the action, the record's id, the staff e-mail and the values before and after; staff, entity, date_from and date_to filter.",
        query: auditQuerySchema,
        response: auditListResponseSchema,
      },
    },
  }, async (request, reply) => {
    const query = parseInput(auditQuerySchema, request.query);
    reply.header('cache-control', 'private, no-store');
    return deps.audit.search(query);
  });
}
