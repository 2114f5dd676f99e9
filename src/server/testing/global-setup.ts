// vitest's global setup: the run's template database, made once before the test files start
// (each file's buildTestApp would make it too, but several at once would each do the work).
import { pgliteTemplateFile, postgresTemplateOn } from './template-database.ts';

export async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await postgresTemplateOn(serverUrl);
  else await pgliteTemplateFile();
}
