// `npm test`: every stage of the suite in turn, stopping at the first that fails, then each stage's
// seconds (issue #26: CI has to stay under 30 minutes, so every run says where its time went).
// `.ci/run` passes the seconds its install took in CI_INSTALL_SECONDS, so they head the table.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The stages, in the order they run: each is one npm script (or Playwright itself, after its build). */
const STAGES: { name: string; command: string[]; env?: Record<string, string> }[] = [
  { name: 'typecheck', command: [npm, 'run', 'typecheck'] },
  { name: 'lint', command: [npm, 'run', 'lint'] },
  { name: 'unit', command: [npm, 'run', 'test:unit'] },
  { name: 'postgres', command: [npm, 'run', 'test:pg'] },
  { name: 'build', command: [npm, 'run', 'build'] },
  { name: 'e2e', command: [npm, 'exec', '--', 'playwright', 'test'], env: { E2E_WORKERS: process.env.E2E_WORKERS ?? '1' } },
  { name: 'faults', command: [npm, 'run', 'test:faults'] },
];

type Timing = { name: string; seconds: number; outcome: 'passed' | 'failed' | 'not run' };

export function timingTable(timings: readonly Timing[]): string {
  const ran = timings.filter((timing) => timing.outcome !== 'not run');
  const total = ran.reduce((sum, timing) => sum + timing.seconds, 0);
  const width = Math.max(...timings.map((timing) => timing.name.length), 'total'.length);
  const line = (name: string, seconds: string, note = '') => `  ${name.padEnd(width)}  ${seconds.padStart(6)}${note ? `  ${note}` : ''}`;
  return [
    'Seconds by stage:',
    ...timings.map((timing) => line(timing.name, timing.outcome === 'not run' ? '-' : String(Math.round(timing.seconds)), timing.outcome === 'passed' ? '' : timing.outcome)),
    line('total', String(Math.round(total)), `(${(total / 60).toFixed(1)} min)`),
  ].join('\n');
}

function main(): number {
  const timings: Timing[] = [];
  const installSeconds = Number(process.env.CI_INSTALL_SECONDS);
  if (Number.isFinite(installSeconds) && process.env.CI_INSTALL_SECONDS) timings.push({ name: 'install', seconds: installSeconds, outcome: 'passed' });
  let status = 0;
  for (const stage of STAGES) {
    if (status !== 0) {
      timings.push({ name: stage.name, seconds: 0, outcome: 'not run' });
      continue;
    }
    console.log(`\n=== ${stage.name}: ${stage.command.slice(1).join(' ')}\n`);
    const startedAt = performance.now();
    const [command = npm, ...args] = stage.command;
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...stage.env } });
    const seconds = (performance.now() - startedAt) / 1000;
    status = result.status ?? 1;
    timings.push({ name: stage.name, seconds, outcome: status === 0 ? 'passed' : 'failed' });
  }
  const table = timingTable(timings);
  console.log(`\n${table}`);
  writeFileSync(path.join(root, '.test-stages.txt'), `${table}\n`);
  return status;
}

if (import.meta.main) process.exit(main());
