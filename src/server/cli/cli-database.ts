import { loadConfig } from '../config.ts';
import { openDatabase, runMigrations, type Database } from '../db/client.ts';

/**
 * Runs a command's work on the configured database (embedded or DATABASE_URL), migrated first,
 * and closes it afterwards. A database passed in (tests) is used as it is and left open.
 */
export async function withCliDatabase<T>(work: (database: Database) => Promise<T>, given?: Database): Promise<T> {
  let database = given;
  if (!database) {
    const config = loadConfig();
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: 2,
      queueLimit: 100,
      queueTimeoutMs: 30_000,
    });
  }
  try {
    await runMigrations(database);
    return await work(database);
  } finally {
    if (!given) await database.close();
  }
}
