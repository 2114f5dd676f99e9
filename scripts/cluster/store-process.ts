// One store server as a child process (src/server/main.ts on the project's Node), started and waited
// for until /healthz answers. The cluster script and the fault suite both run stores this way.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type StoreProcess = {
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

export type StartStoreOptions = {
  port: number;
  /** Settings for this process (DATABASE_URL or DATA_DIR, …); PORT and HOST are set from `port`. */
  env: Record<string, string>;
  /** Output goes here (appended), so a store that fails to start can be explained. */
  logFile: string;
  /** Give up waiting for /healthz after this long. */
  startTimeoutMs?: number;
};

export async function waitForHealthy(port: number, deadlineMs: number, exited?: Promise<unknown>): Promise<void> {
  let hasExited = false;
  void exited?.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadlineMs && !hasExited) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(hasExited ? `the store on port ${port} exited while starting` : `the store on port ${port} did not become healthy in time`);
}

/** Starts a store and waits until it answers /healthz; throws (with the end of its log) when it cannot. */
export async function startStore(options: StartStoreOptions): Promise<StoreProcess> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForHealthy(options.port, Date.now() + (options.startTimeoutMs ?? 60_000), exited);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = readFileSync(options.logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`${(error as Error).message}\n--- ${options.logFile} ---\n${tail}`);
  }
  return { port: options.port, child, exited };
}

/** SIGTERM and wait (a graceful close), or SIGKILL after `timeoutMs`. */
export async function stopStore(store: StoreProcess, timeoutMs = 15_000): Promise<void> {
  if (store.child.exitCode !== null || store.child.signalCode !== null) return;
  store.child.kill('SIGTERM');
  const timer = setTimeout(() => store.child.kill('SIGKILL'), timeoutMs);
  await store.exited;
  clearTimeout(timer);
}
