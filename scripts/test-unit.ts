// `npm run test:unit`: the tests that meet no database server (pure logic, and PGlite they open
// themselves), and the database files that must meet the embedded engine too (scripts/test-files.ts),
// on PGlite. Arguments (test files or vitest flags) run just those instead.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BOTH_ENGINES, classifyTestFiles } from './test-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const chosen = args.some((arg) => !arg.startsWith('-'));
const { plain, database } = classifyTestFiles();
const onPglite = process.env.TEST_ENGINES === 'both' ? database : database.filter((file) => file in BOTH_ENGINES);
if (!chosen) console.log(`${plain.length} test files, and ${onPglite.length} of the ${database.length} database test files on PGlite`);
const env = { ...process.env };
delete env.TEST_DATABASE_URL; // this stage is the embedded engine's
const result = spawnSync(process.execPath, ['scripts/vitest-run.ts', ...args, ...(chosen ? [] : [...plain, ...onPglite])], { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
