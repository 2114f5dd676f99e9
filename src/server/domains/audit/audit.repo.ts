import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { auditLog, auditSearchText } from '../../db/schema/audit.ts';
import type { AuditEntry } from './audit-entry.types.ts';

/** Calendar days of the filters are the store's days (as in the order history). */
const STORE_TIME_ZONE = 'Pacific/Auckland';

export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilter = { q?: string; actor?: string; entity?: string; dateFrom?: string; dateTo?: string };

function conditionsOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  // One expression over every searched field, the one its trigram index is built on (audit_log_search_idx).
  if (filter.q) conditions.push(sql`${auditSearchText(auditLog)} ILIKE ${containsPattern(filter.q)}`);
  if (filter.actor) conditions.push(ilike(auditLog.actor, containsPattern(filter.actor)));
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
        actor: entry.actor.email,
        action: entry.action,
        entity: entry.entity,
        entityId: String(entry.entityId),
        reference: entry.reference.trim() || null,
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
