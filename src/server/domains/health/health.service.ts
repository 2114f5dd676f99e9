// Whether the store can answer: the database is the only thing it cannot work without.
import type { Database } from '../../db/client.ts';

/** A statement that finished this recently shows the database answering: no need to queue behind busy work. */
export const RECENT_ANSWER_MS = 2000;
/** How long the check's own `SELECT 1` may take before the database counts as not answering. */
export const CHECK_TIMEOUT_MS = 2000;

/**
 * Answering, not merely reachable: a statement finished within RECENT_ANSWER_MS, or a `SELECT 1` answers
 * within CHECK_TIMEOUT_MS. Under load the first holds, so the check costs nothing and never waits behind
 * the queue (the embedded database has a single connection).
 */
export async function isDatabaseAnswering(database: Database, nowMs: number): Promise<boolean> {
  if (database.pool.ended) return false;
  if (nowMs - database.lastAnsweredAtMs() < RECENT_ANSWER_MS) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.pool.query('SELECT 1'), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService(deps: { database: Database }) {
  return {
    databaseKind: deps.database.kind,
    /** The pool records answers on the real clock, so this compares with the real clock too. */
    isDatabaseAnswering: () => isDatabaseAnswering(deps.database, Date.now()),
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
