// Runs PGlite (Postgres in WebAssembly) on its own thread and serves it over a Unix socket,
// so the HTTP thread never waits on a query and speaks to it with the same `pg` driver as a real server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type WorkerInput = { dataDir: string | undefined; socketPath: string };

const { dataDir, socketPath } = workerData as WorkerInput;

try {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gin } });
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
