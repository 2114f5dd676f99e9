// Builds the web app when build/server/index.js is missing or older than its sources. Used by
// `npm start`, the cluster script and the fault suite, so a fresh clone works with any of them.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverBuild = path.join(root, 'build/server/index.js');
// Everything the web build reads: the app, the shared code it imports, static files and configs.
const sources = ['src/web', 'src/shared', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtimeMs(target: string): number {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtimeMs(path.join(target, entry)));
  return newest;
}

function builtAtMs(): number | null {
  try {
    return statSync(serverBuild).mtimeMs;
  } catch {
    return null;
  }
}

/** Builds when needed; exits the process when the build fails. */
export function ensureWebBuild(): void {
  const builtAt = builtAtMs();
  const sourcesChangedAt = Math.max(...sources.map((source) => newestMtimeMs(path.join(root, source))));
  if (builtAt !== null && builtAt >= sourcesChangedAt) return;
  console.log(builtAt === null ? 'Building the web app (first start)...' : 'Sources changed: rebuilding the web app...');
  // React Router's CLI with this same Node (the project's pinned Node 24), not whatever is on PATH.
  const packageJson = createRequire(import.meta.url).resolve('@react-router/dev/package.json');
  const cli = path.join(path.dirname(packageJson), 'bin.cjs');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
