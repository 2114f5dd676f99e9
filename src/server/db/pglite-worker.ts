// Runs PGlite (Postgres in WebAssembly) on its own thread and serves it over a Unix socket,
// so the HTTP thread never waits on a query and speaks to it with the same `pg` driver as a real server.
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from './pglite-extensions.ts';

type WorkerInput = { dataDir: string | undefined; socketPath: string; templateFile: string | undefined };

const { dataDir, socketPath, templateFile } = workerData as WorkerInput;

/** What this file reads of pglite-socket 0.2's server and connection handlers (private there). */
type HandlerInternals = { socket: Socket | null; handleClose(): void };
type ServerInternals = { handlers: Set<HandlerInternals>; handleConnection(socket: Socket): Promise<void> };

/**
 * pglite-socket takes a connection on a later turn of the event loop and only then listens for its
 * 'close': a connection closed in between (its client killed or cut while connecting) stays counted
 * for ever, and with one connection allowed every later one is refused, so the store answers 503 until
 * restarted (seen as src/server/db/connection-loss.test.ts failing on a busy machine). Before taking a
 * connection, any whose socket is already closed is closed here as pglite-socket would have: its
 * statements dropped and its open transaction rolled back.
 */
function forgetConnectionsClosedBeforeAttached(server: PGLiteSocketServer): void {
  const internals = server as unknown as ServerInternals;
  const handleConnection = internals.handleConnection.bind(server);
  internals.handleConnection = async (socket) => {
    for (const handler of internals.handlers) if (handler.socket?.destroyed) handler.handleClose();
    await handleConnection(socket);
  };
}

try {
  const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const db = await PGlite.create({ dataDir, loadDataDir, extensions: pgliteExtensions });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  forgetConnectionsClosedBeforeAttached(server);
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
