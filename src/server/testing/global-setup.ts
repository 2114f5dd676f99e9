// vitest's global setup: the run's template database, made once before the test files start
// (each file's buildTestApp would make it too, but several at once would each do the work). On a
// PostgreSQL server, each run tags its databases (TEST_RUN_TAG, inherited by the workers) and its
// teardown drops those a worker left behind.
import { randomBytes } from 'node:crypto';
import { dropRunDatabases, pgliteTemplateFile, postgresTemplateOn } from './template-database.ts';

export async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    process.env.TEST_RUN_TAG ??= randomBytes(3).toString('hex');
    await postgresTemplateOn(serverUrl);
  } else await pgliteTemplateFile();
}

export async function teardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && process.env.TEST_RUN_TAG) await dropRunDatabases(serverUrl, process.env.TEST_RUN_TAG);
}
