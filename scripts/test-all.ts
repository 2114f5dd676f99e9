// `npm test`: every stage of the suite, then each stage's seconds (issue #26: CI has to stay under 30
// minutes, so every run says where its time went). The steps run in turn, stopping after the first that
// fails; the stages of one step run side by side:
//   1. typecheck and lint (in CI 77 s side by side, 78 s in turn: little gained, nothing lost); 2. build;
//   3. unit; 4. postgres (Vitest, two files at a time);
//   5. e2e, on one store (two took longer: one store's browser, server and database keep both cores busy);
//   6. faults, alone: it kills stores and drops every PostgreSQL connection.
// Running the browser suite beside the Vitest stages was tried: on two cores both ran past their
// timeouts (docs/decisions.md). Each output line is headed by its stage's name. `.ci/run` passes the
// seconds its install took in CI_INSTALL_SECONDS, so they head the table.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

type Stage = { name: string; command: string[]; env?: Record<string, string> };

const stage = (name: string, command: string[], env?: Record<string, string>): Stage => ({ name, command, ...(env ? { env } : {}) });

/** The steps, in turn; the stages of a step side by side. */
const STEPS: Stage[][] = [
  [stage('typecheck', [npm, 'run', 'typecheck']), stage('lint', [npm, 'run', 'lint'])],
  // Not beside typecheck: both write React Router's generated types.
  [stage('build', [npm, 'run', 'build'])],
  [stage('unit', [npm, 'run', 'test:unit'])],
  [stage('postgres', [npm, 'run', 'test:pg'])],
  [stage('e2e', [npm, 'exec', '--', 'playwright', 'test'], { E2E_WORKERS: process.env.E2E_WORKERS ?? '1' })],
  [stage('faults', [npm, 'run', 'test:faults'])],
];

export type Timing = { name: string; seconds: number; outcome: 'passed' | 'failed' | 'not run' };

export function timingTable(timings: readonly Timing[], wallSeconds: number): string {
  const width = Math.max(...timings.map((timing) => timing.name.length), 'total'.length);
  const line = (name: string, seconds: string, note = '') => `  ${name.padEnd(width)}  ${seconds.padStart(6)}${note ? `  ${note}` : ''}`;
  return [
    'Seconds by stage (typecheck and lint side by side, so the total is the time it took, not the sum):',
    ...timings.map((timing) => line(timing.name, timing.outcome === 'not run' ? '-' : String(Math.round(timing.seconds)), timing.outcome === 'passed' ? '' : timing.outcome)),
    line('total', String(Math.round(wallSeconds)), `(${(wallSeconds / 60).toFixed(1)} min)`),
  ].join('\n');
}

/** Runs one stage, each line of its output headed by its name; resolves to its exit status. */
function run(current: Stage): Promise<number> {
  const [command = npm, ...args] = current.command;
  console.log(`${current.name} │ === ${args.join(' ')}`);
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...current.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (text) => console.log(`${current.name} │ ${text}`));
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function runStage(current: Stage, timings: Map<string, Timing>): Promise<boolean> {
  const startedAt = performance.now();
  const status = await run(current);
  timings.set(current.name, { name: current.name, seconds: (performance.now() - startedAt) / 1000, outcome: status === 0 ? 'passed' : 'failed' });
  return status === 0;
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const timings = new Map<string, Timing>();
  for (const step of STEPS) {
    const passed = (await Promise.all(step.map((current) => runStage(current, timings)))).every(Boolean);
    if (!passed) break;
  }
  const wallSeconds = (performance.now() - startedAt) / 1000;

  const rows: Timing[] = [];
  const installSeconds = Number(process.env.CI_INSTALL_SECONDS);
  if (process.env.CI_INSTALL_SECONDS && Number.isFinite(installSeconds)) rows.push({ name: 'install', seconds: installSeconds, outcome: 'passed' });
  for (const current of STEPS.flat()) rows.push(timings.get(current.name) ?? { name: current.name, seconds: 0, outcome: 'not run' });
  const total = wallSeconds + (rows[0]?.name === 'install' ? installSeconds : 0);
  const table = timingTable(rows, total);
  console.log(`\n${table}`);
  writeFileSync(path.join(root, '.test-stages.txt'), `${table}\n`);
  return rows.every((row) => row.outcome === 'passed') ? 0 : 1;
}

if (import.meta.main) process.exit(await main());
