// `npm test`: every stage of the suite, then each stage's seconds (issue #26: CI has to stay under 30
// minutes, so every run says where its time went). Two lanes run side by side, as the browser suite
// mostly waits (on pages, hydration and the store's jobs: about half a core of two) while the checks and
// the Vitest stages keep the processor busy:
//   - the processor's lane: typecheck, lint, unit, postgres;
//   - the browser's lane: build, e2e.
// A lane stops at its first failure; the other finishes what it runs. The fault suite runs last and
// alone, once both lanes have passed: it kills stores and drops every PostgreSQL connection.
// Each output line is headed by its stage's name. `.ci/run` passes the seconds its install took in
// CI_INSTALL_SECONDS, so they head the table.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

type Stage = { name: string; command: string[]; env?: Record<string, string> };

const stage = (name: string, command: string[], env?: Record<string, string>): Stage => ({ name, command, ...(env ? { env } : {}) });

/** The lanes, each a list of stages run in turn; the lanes side by side. */
const LANES: Stage[][] = [
  [stage('typecheck', [npm, 'run', 'typecheck']), stage('lint', [npm, 'run', 'lint']), stage('unit', [npm, 'run', 'test:unit']), stage('postgres', [npm, 'run', 'test:pg'])],
  [stage('build', [npm, 'run', 'build']), stage('e2e', [npm, 'exec', '--', 'playwright', 'test'], { E2E_WORKERS: process.env.E2E_WORKERS ?? '2' })],
];
/** After both lanes, alone. */
const LAST: Stage = stage('faults', [npm, 'run', 'test:faults']);

export type Timing = { name: string; seconds: number; outcome: 'passed' | 'failed' | 'not run' };

export function timingTable(timings: readonly Timing[], wallSeconds: number): string {
  const width = Math.max(...timings.map((timing) => timing.name.length), 'total'.length);
  const line = (name: string, seconds: string, note = '') => `  ${name.padEnd(width)}  ${seconds.padStart(6)}${note ? `  ${note}` : ''}`;
  return [
    'Seconds by stage (the two lanes run side by side, so the total is the time it took, not their sum):',
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

async function runLane(stages: readonly Stage[], timings: Map<string, Timing>): Promise<boolean> {
  for (const current of stages) {
    const startedAt = performance.now();
    const status = await run(current);
    const seconds = (performance.now() - startedAt) / 1000;
    timings.set(current.name, { name: current.name, seconds, outcome: status === 0 ? 'passed' : 'failed' });
    if (status !== 0) return false;
  }
  return true;
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const timings = new Map<string, Timing>();
  const passed = (await Promise.all(LANES.map((lane) => runLane(lane, timings)))).every(Boolean);
  if (passed) await runLane([LAST], timings);
  const wallSeconds = (performance.now() - startedAt) / 1000;

  const rows: Timing[] = [];
  const installSeconds = Number(process.env.CI_INSTALL_SECONDS);
  if (process.env.CI_INSTALL_SECONDS && Number.isFinite(installSeconds)) rows.push({ name: 'install', seconds: installSeconds, outcome: 'passed' });
  for (const current of [...LANES.flat(), LAST]) rows.push(timings.get(current.name) ?? { name: current.name, seconds: 0, outcome: 'not run' });
  const total = wallSeconds + (rows[0]?.name === 'install' ? installSeconds : 0);
  const table = timingTable(rows, total);
  console.log(`\n${table}`);
  writeFileSync(path.join(root, '.test-stages.txt'), `${table}\n`);
  return rows.every((row) => row.outcome === 'passed') ? 0 : 1;
}

if (import.meta.main) process.exit(await main());
