// `vitest run` that runs again, once, only the test files whose worker process died without a failed
// assertion. V8 in Node 18–26 can abort a process that creates and closes many PGlite (WebAssembly)
// databases ("Check failed: jit_page.has_value()", nodejs/node#64500); a test that fails an assertion
// is never retried. Arguments are passed to vitest.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

type FileResult = { name: string; status: string; assertionResults: { status: string }[] };

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(root, '.vitest', 'results.json');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');

function run(args: string[]): number {
  rmSync(report, { force: true });
  const result = spawnSync(process.execPath, [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: root,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

/** Files that failed only because their worker died: no assertion failed in them. */
function crashedFiles(): string[] | null {
  let results: FileResult[];
  try {
    results = (JSON.parse(readFileSync(report, 'utf8')) as { testResults: FileResult[] }).testResults;
  } catch {
    return null;
  }
  const failed = results.filter((file) => file.status === 'failed');
  const hasAssertionFailure = failed.some((file) => file.assertionResults.some((test) => test.status === 'failed'));
  return hasAssertionFailure ? null : failed.map((file) => file.name);
}

const args = process.argv.slice(2);
const status = run(args);
if (status === 0) process.exit(0);
const crashed = crashedFiles();
if (!crashed || crashed.length === 0) process.exit(status);
console.log(`\n${crashed.length} test file(s) lost their worker process without a failed assertion; running them once more:\n  ${crashed.join('\n  ')}\n`);
process.exit(run([...args.filter((arg) => arg.startsWith('-')), ...crashed]));
