import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { AuditEntry } from './audit-entry.types.ts';

/** Calendar days of the filters are the store's days (as in the order history). */
const STORE_TIME_ZONE = 'Pacific/Auckland';

export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilter = { q?: string; staff?: string; entity?: string; dateFrom?: string; dateTo?: string };

function conditionsOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const anyField = or(
      ilike(auditLog.action, pattern),
      ilike(auditLog.entityId, pattern),
      ilike(auditLog.actorEmail, pattern),
      sql`${auditLog.before}::text ILIKE ${pattern}`,
      sql`${auditLog.after}::text ILIKE ${pattern}`,
    );
    if (anyField) conditions.push(anyField);
  }
  if (filter.staff) conditions.push(ilike(auditLog.actorEmail, containsPattern(filter.staff)));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.dateFrom) conditions.push(gte(auditLog.createdAt, sql`(${filter.dateFrom}::date)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`));
  if (filter.dateTo) conditions.push(lt(auditLog.createdAt, sql`(${filter.dateTo}::date + 1)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createAuditRepo(db: Db) {
  return {
    /** On the change's own executor (its transaction). The only statement that touches audit_log rows: an INSERT. */
    async insertEntry(executor: DbExecutor, entry: AuditEntry): Promise<void> {
      await executor.insert(auditLog).values({
        staffId: entry.actor.staffId,
        actorEmail: entry.actor.email,
        action: entry.action,
        entity: entry.entity,
        entityId: String(entry.entityId),
        before: entry.before,
        after: entry.after,
      });
    },

    /** One page, newest first, and the number of entries the filter finds. */
    async findPage(filter: AuditFilter, page: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
      const where = conditionsOf(filter);
      const [rows, [counted]] = await Promise.all([
        db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
