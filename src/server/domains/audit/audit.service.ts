import type { AuditEntryJson, AuditListJson, AuditQuery } from '../../../shared/schemas/audit.ts';
import { AUDIT_PER_PAGE } from '../../../shared/schemas/audit.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import type { AuditEntry, AuditWriter } from './audit-entry.types.ts';
import { withoutUnchanged } from './audit-changes.ts';
import { withoutSecrets } from './audit-redaction.ts';
import type { AuditRepo, AuditRow } from './audit.repo.ts';

// Lent to every domain's staff routes, which name who made a change, and to the ERP's routes (issue #19).
export { apiKeyActor, callingKeyActor, staffActor } from './audit-actor.ts';
export { batchReference } from './audit-reference.ts';

function toAuditEntryJson(row: AuditRow): AuditEntryJson {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    staff_id: row.staffId,
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    reference: row.reference,
    before: row.before,
    after: row.after,
  };
}

export function createAuditService(deps: { repo: AuditRepo }) {
  const { repo } = deps;

  /** Writes one entry on the change's transaction; fields named like a password, code or secret, and fields left as they were, are left out. */
  const write: AuditWriter = async (executor, entry: AuditEntry) => {
    await repo.insertEntry(executor, { ...entry, ...withoutUnchanged(withoutSecrets(entry.before), withoutSecrets(entry.after)) });
  };

  return {
    write,

    /** GET /admin/api/audit: the entries the filters find, newest first, a page at a time. */
    async search(query: AuditQuery): Promise<AuditListJson> {
      const { rows, total } = await repo.findPage(
        { q: query.q, actor: query.actor ?? query.staff, entity: query.entity, dateFrom: query.date_from, dateTo: query.date_to },
        { limit: AUDIT_PER_PAGE, offset: (query.page - 1) * AUDIT_PER_PAGE },
      );
      return { data: rows.map(toAuditEntryJson), meta: paginationMeta(query.page, AUDIT_PER_PAGE, total) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
