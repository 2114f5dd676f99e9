// Hot statements as named prepared statements: PostgreSQL parses and plans each once per connection
// instead of on every call (measured: planning was most of a cart statement's database time).
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './executor.ts';

const dialect = new PgDialect();
const textByName = new Map<string, string>();

/**
 * Runs `query` like db.execute, as the prepared statement `name`. Every call with one name must build
 * the same SQL text (only parameter values may differ); a different text is a programming error.
 */
export async function executeNamed<Row>(db: DbExecutor, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  const known = textByName.get(name);
  if (known === undefined) textByName.set(name, built.sql);
  else if (known !== built.sql) throw new Error(`prepared statement ${name} was given a different SQL text`);
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
