// A stand-in for the back office's audit writer in service tests (issue #17 Part 4): it keeps each entry
// with what `inspect` read through the executor it was given, so a test shows the entry is written in
// the change's own transaction (the change is visible there before it commits). `failing` throws, so a
// test shows a change rolls back with its audit entry.
import type { DbExecutor } from '../db/executor.ts';
import type { AuditActor, AuditEntry, AuditWriter } from '../domains/audit/audit-entry.types.ts';

export const TEST_STAFF: AuditActor = { kind: 'staff', staffId: 7, email: 'desk@care-supply.example' };

export type RecordedAudit<Seen> = { entry: AuditEntry; executor: DbExecutor; seen: Seen };

export function recordingAuditWriter<Seen = undefined>(inspect?: (executor: DbExecutor, entry: AuditEntry) => Promise<Seen>) {
  const recorded: RecordedAudit<Seen>[] = [];
  const write: AuditWriter = async (executor, entry) => {
    recorded.push({ entry, executor, seen: (inspect ? await inspect(executor, entry) : undefined) as Seen });
  };
  return { write, recorded, entries: () => recorded.map((record) => record.entry) };
}

export const failingAuditWriter: AuditWriter = async () => {
  throw new Error('the audit log is out of reach');
};
