import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock.ts';

export { DataDirInUseError } from './data-dir-lock.ts';

export type EmbeddedPostgres = {
  /** Directory holding the Unix socket; pass as `host` to pg. */
  socketDir: string;
  stop(): Promise<void>;
};

/**
 * Starts PGlite in a worker thread. `dataDir` undefined means in memory (tests), empty or, with
 * `templateFile`, started from that data folder tarball (PGlite's dumpDataDir; the test kit's template).
 * A data directory is locked until stop() (data-dir-lock.ts): a second process refuses to open it,
 * and a process that died holding it (kill -9) does not keep it.
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, templateFile?: string): Promise<EmbeddedPostgres> {
  let releaseLock: (() => Promise<void>) | undefined;
  let pgDataDir: string | undefined;
  if (dataDir) {
    releaseLock = (await lockDataDir(dataDir)).release;
    pgDataDir = path.join(dataDir, 'pgdata');
  }
  const socketDir = mkdtempSync(path.join(tmpdir(), 'store-pg-'));
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: { dataDir: pgDataDir, socketPath: path.join(socketDir, '.s.PGSQL.5432'), templateFile: pgDataDir ? undefined : templateFile },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: { type: string; message?: string }) => {
        if (message.type === 'ready') resolve();
        else reject(new Error(`Embedded database failed to start: ${message.message}`));
      });
    });
  } catch (error) {
    await worker.terminate();
    await releaseLock?.();
    throw error;
  }
  return {
    socketDir,
    async stop() {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5000);
        worker.once('message', () => {
          clearTimeout(timer);
          resolve();
        });
        worker.postMessage({ type: 'close' });
      });
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
      await releaseLock?.();
    },
  };
}
