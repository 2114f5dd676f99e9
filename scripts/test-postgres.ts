// Runs the API tests again against a real PostgreSQL server when one is reachable
// (TEST_DATABASE_URL, default the local server CI provides); says so and passes when none is.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

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

if (!(await isReachable())) {
  console.log(`No PostgreSQL server at ${url.replace(/\/\/[^@]*@/, '//')}; API tests ran on PGlite only.`);
  process.exit(0);
}
console.log('Running the API tests against PostgreSQL as well');
const result = spawnSync(process.execPath, ['scripts/vitest-run.ts', 'src/server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
