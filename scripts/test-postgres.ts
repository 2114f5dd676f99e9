// `npm run test:pg`: the database test files (scripts/test-files.ts) against a PostgreSQL server
// (TEST_DATABASE_URL, default the local server CI provides); with no server answering, on PGlite instead,
// saying so. The other test files ran in `npm run test:unit` and would do the same here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { BOTH_ENGINES, classifyTestFiles } from './test-files.ts';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function isReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const root = path.resolve(import.meta.dirname, '..');
const { database } = classifyTestFiles();
if (!(await isReachable())) {
  // Without a server they run on PGlite, once (those of BOTH_ENGINES ran there in test:unit).
  const rest = database.filter((file) => !(file in BOTH_ENGINES));
  console.log(`No PostgreSQL server at ${url.replace(/\/\/[^@]*@/, '//')}: the other ${rest.length} database test files run on PGlite.`);
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  const result = spawnSync(process.execPath, ['scripts/vitest-run.ts', ...rest], { cwd: root, stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
const files = database;
console.log(`Running the ${files.length} database test files against PostgreSQL`);
const result = spawnSync(process.execPath, ['scripts/vitest-run.ts', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
