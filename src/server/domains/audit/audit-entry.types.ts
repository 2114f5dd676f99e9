// One row of the back office's audit log (issue #17 Part 5): who changed what, when, from what to what.
// Written by the change's own transaction, so a change and its record commit or roll back together.
// Never holds a password, a code or a secret: the writer of an entry leaves them out of before/after.
import type { AuditEntity } from '../../../shared/audit-records.ts';
import type { DbExecutor } from '../../db/executor.ts';

/**
 * Who made a change: a staff member (their id and e-mail at the time), the merchant's ERP by an API key
 * (issue #19: no staff id; `email` reads 'api-key:<the key's name>'), or someone signing in to the back
 * office as an e-mail no member has (issue #26: `email` is what they typed). `email` is the log's actor.
 */
export type AuditActor =
  | StaffActor
  | { kind: 'api-key'; staffId: null; keyId: number; email: string }
  | { kind: 'sign-in'; staffId: null; email: string }
  /** The store itself (the demo seed): `email` names it, 'system:demo-seed'. */
  | { kind: 'system'; staffId: null; email: string };
export type StaffActor = { kind: 'staff'; staffId: number; email: string };

export type AuditEntry = {
  actor: AuditActor;
  /** What was done, as a verb on the entity: 'order.status', 'application.approve', 'staff.create'. */
  action: string;
  /** The kind of record changed and its id. */
  entity: AuditEntity;
  entityId: string | number;
  /**
   * What staff call the record (issue #26 item 9): the order number, account number, SKU, category path,
   * key name, staff e-mail… (several, comma-separated, for a batch). Shown and searched in the log.
   */
  reference: string;
  /** The changed fields before and after (null when created or removed); the writer drops those left as they were. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Writes one entry on `executor`, the transaction of the change it records. */
export type AuditWriter = (executor: DbExecutor, entry: AuditEntry) => Promise<void>;
