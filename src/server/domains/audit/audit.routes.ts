import type { StoreHttp } from '../../http/route-input.ts';
import { auditListResponseSchema, auditQuerySchema } from '../../../shared/schemas/audit.ts';
import type { AuditService } from './audit.service.ts';

/** GET /admin/api/audit?q&actor&entity&date_from&date_to&page (issue #17 Part 5; issue #26 item 9). */
export function registerAuditRoutes(app: StoreHttp, deps: { audit: AuditService }): void {
  app.get('/admin/api/audit', {
    schema: { querystring: auditQuerySchema },
    config: {
      access: 'staff',
      permission: 'audit',
      docs: {
        summary: 'The record of who changed what in the back office, and when, 50 a page',
        description:
          "Needs the audit permission. q finds any part of the action, the record's id or reference (order number, account number, SKU, category path, e-mail…), the actor, or the values before and after; actor (or staff, its former name), entity, date_from and date_to filter.",
        response: auditListResponseSchema,
      },
    },
  }, async (request, reply) => {
    const query = request.query;
    reply.header('cache-control', 'private, no-store');
    return deps.audit.search(query);
  });
}
