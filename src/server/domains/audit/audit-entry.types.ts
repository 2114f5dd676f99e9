// One row of the back office's audit log (issue #17 Part 5): who changed what, when, from what to what.
// Written by the change's own transaction, so a change and its record commit or roll back together.
// Never holds a password, a code or a secret: the writer of an entry leaves them out of before/after.
import type { DbExecutor } from '../../db/executor.ts';

/**
 * Who made a change: a staff member (their id and e-mail at the time), or the merchant's ERP by an API key
 * (issue #19: no staff id; `email` reads 'api-key:<the key's name>', the log's actor column).
 */
export type AuditActor = StaffActor | { kind: 'api-key'; staffId: null; keyId: number; email: string };
export type StaffActor = { kind: 'staff'; staffId: number; email: string };

export type AuditEntry = {
  actor: AuditActor;
  /** What was done, as a verb on the entity: 'order.status', 'application.approve', 'staff.create'. */
  action: string;
  /** The kind of record changed ('order', 'application', 'account', 'staff', …) and its id. */
  entity: string;
  entityId: string | number;
  /** The changed fields before and after (null when created or removed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Writes one entry on `executor`, the transaction of the change it records. */
export type AuditWriter = (executor: DbExecutor, entry: AuditEntry) => Promise<void>;
