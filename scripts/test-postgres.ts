// Runs the API tests again against a real PostgreSQL server when one is reachable
// (TEST_DATABASE_URL, default the local server CI provides); says so and passes when none is.
// Only the test files that reach the server run again: those whose imports lead to
// src/server/testing/test-app.ts, the one place TEST_DATABASE_URL is read. The others (pure logic,
// or PGlite that they open themselves) ran already in `npm run test:unit` and would do the same here.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
/** The project's own modules `file` imports (static or dynamic, with a relative path). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** The test files under `folder` whose imports, followed through every module, lead to `target`. */
function testFilesReaching(folder: string, target: string): string[] {
  const importers = new Map<string, string[]>();
  const read = new Set<string>();
  const follow = (file: string): void => {
    if (read.has(file)) return;
    read.add(file);
    let imported: string[];
    try {
      imported = importsOf(file);
    } catch {
      return; // not a module of ours to read (a folder, or a file a loader reads): nothing to follow
    }
    for (const module of imported) {
      importers.set(module, [...(importers.get(module) ?? []), file]);
      follow(module);
    }
  };
  const tests = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(folder, name))
    .sort();
  tests.forEach(follow);
  const reaching = new Set([target]);
  const queue = [target];
  for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
    for (const importer of importers.get(module) ?? []) {
      if (!reaching.has(importer)) {
        reaching.add(importer);
        queue.push(importer);
      }
    }
  }
  return tests.filter((file) => reaching.has(file));
}

const root = path.resolve(import.meta.dirname, '..');
const files = testFilesReaching(path.join(root, 'src/server'), path.join(root, 'src/server/testing/test-app.ts')).map((file) => path.relative(root, file));
if (files.length === 0) {
  console.error('No test file reaches src/server/testing/test-app.ts: has it moved?');
  process.exit(1);
}
console.log(`Running the ${files.length} test files that reach the database against PostgreSQL as well`);
const result = spawnSync(process.execPath, ['scripts/vitest-run.ts', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
