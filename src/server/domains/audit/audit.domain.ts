// The audit domain: the back office's record of who changed what, when (issue #17 Part 5).
import { defineDomain } from '../../assembly/domain.ts';
import { createAuditRepo } from './audit.repo.ts';
import { registerAuditRoutes } from './audit.routes.ts';
import { createAuditService, type AuditService } from './audit.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    /** `audit.write` is the AuditWriter every staff change passes its transaction to. */
    audit: AuditService;
  }
}

export const auditDomain = defineDomain({
  name: 'audit',
  services: { audit: ({ database }) => createAuditService({ repo: createAuditRepo(database.db) }) },
  staffRoutes: (scope, { audit }) => registerAuditRoutes(scope, { audit }),
});
