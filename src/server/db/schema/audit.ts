import { sql, type SQL } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff.ts';

/**
 * The text the log's words search (issue #26 item 9): action, record id, actor, reference and the values
 * before and after. The search index is built over this very expression, and the search asks with it,
 * so the planner can match them.
 */
export function auditSearchText(t: { action: AnyPgColumn; entityId: AnyPgColumn; actor: AnyPgColumn; reference: AnyPgColumn; before: AnyPgColumn; after: AnyPgColumn }): SQL {
  return sql`(${t.action} || ' ' || ${t.entityId} || ' ' || ${t.actor} || ' ' || coalesce(${t.reference}, '') || ' ' || coalesce(${t.before}::text, '') || ' ' || coalesce(${t.after}::text, ''))`;
}

/**
 * The back office's audit log (issue #17 Part 5): one row per change, written in the change's own
 * transaction. Rows are never changed or removed: a trigger refuses UPDATE, DELETE and TRUNCATE
 * (migration 0021). The actor (a staff e-mail, 'api-key:<name>', or the e-mail a failed sign-in typed)
 * is kept as it was then; `reference` is what staff call the record (null in rows older than it that
 * the migration could not name).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    reference: text('reference'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    // Words and the actor filter match anywhere in the text (ILIKE '%…%'): trigram indexes, written
    // through at once (no pending list: the embedded database has no autovacuum to merge one).
    index('audit_log_search_idx').using('gin', sql`${auditSearchText(t)} gin_trgm_ops`).with({ fastupdate: false }),
    index('audit_log_actor_idx').using('gin', sql`${t.actor} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);
