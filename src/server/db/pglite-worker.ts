// Runs PGlite (Postgres in WebAssembly) on its own thread and serves it over a Unix socket,
// so the HTTP thread never waits on a query and speaks to it with the same `pg` driver as a real server.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from './pglite-extensions.ts';

type WorkerInput = { dataDir: string | undefined; socketPath: string; templateFile: string | undefined };

const { dataDir, socketPath, templateFile } = workerData as WorkerInput;

try {
  const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const db = await PGlite.create({ dataDir, loadDataDir, extensions: pgliteExtensions });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort?.postMessage({ type: 'ready' });
  parentPort?.on('message', async (message: { type: string }) => {
    if (message.type !== 'close') return;
    await server.stop();
    await db.close();
    parentPort?.postMessage({ type: 'closed' });
  });
} catch (error) {
  parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
