// The database or a transaction on it: repositories take either, so the same queries run inside a
// transaction when several writes must commit together.
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';

export type DbExecutor = PgDatabase<NodePgQueryResultHKT>;

/** Runs `work` in one transaction: everything written through `tx` commits together or not at all. */
export type Transact = <T>(work: (tx: DbExecutor) => Promise<T>) => Promise<T>;

export function transactOn(db: DbExecutor): Transact {
  return (work) => db.transaction((tx) => work(tx));
}

/** Runs plain SQL text with positional parameters ($1, $2…): what the job queue speaks. */
export type SqlClient = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

type PgQueryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The connection under `executor` as a SqlClient: a transaction's own connection (so a job is queued
 * in that transaction and commits or rolls back with it), or the pool for the database itself.
 */
export function sqlClientOf(executor: DbExecutor): SqlClient {
  // Drizzle keeps the node-postgres client (a pool, or the transaction's pooled connection) on its session.
  const client = (executor._.session as unknown as { client: PgQueryable }).client;
  return { executeSql: (text, values) => client.query(text, values) };
}
