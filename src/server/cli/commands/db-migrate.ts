import { loadConfig } from '../../config.ts';
import { openDatabase, runMigrations } from '../../db/client.ts';

export async function run(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(`db:migrate takes no arguments (got: ${args.join(' ')})`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 2,
    queueLimit: 100,
    queueTimeoutMs: 30_000,
  });
  try {
    await runMigrations(database);
    console.log(JSON.stringify({ migrated: true, database: database.kind }));
    return 0;
  } finally {
    await database.close();
  }
}
