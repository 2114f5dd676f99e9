import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${path.resolve(dataDir)} is in use by another running store process. ` +
        'Stop that process first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
    );
  }
}

export type EmbeddedPostgres = {
  /** Directory holding the Unix socket; pass as `host` to pg. */
  socketDir: string;
  stop(): Promise<void>;
};

/**
 * Starts PGlite in a worker thread. `dataDir` undefined means in memory (tests).
 * A data directory is locked for the life of the process: a second process refuses to open it.
 */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  let releaseLock: (() => Promise<void>) | undefined;
  let pgDataDir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    try {
      releaseLock = await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, 'store.lock'), stale: 15_000 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
      throw error;
    }
    pgDataDir = path.join(dataDir, 'pgdata');
  }
  const socketDir = mkdtempSync(path.join(tmpdir(), 'store-pg-'));
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: { dataDir: pgDataDir, socketPath: path.join(socketDir, '.s.PGSQL.5432') },
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
