// `npm run cluster`: the store as two (STORE_PROCESSES) server processes on one PostgreSQL database
// (DATABASE_URL) behind nginx on PORT (3000). A process that dies is started again, as a supervisor
// would; Ctrl+C stops everything. Each process gets PORT+1, PORT+2, … on 127.0.0.1.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from './cluster/nginx.ts';
import { startStore, stopStore, type StoreProcess } from './cluster/store-process.ts';
import { ensureWebBuild } from './web-build.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run cluster needs DATABASE_URL: several processes share one PostgreSQL database (the embedded one allows one process).');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3000);
const processCount = Number(process.env.STORE_PROCESSES ?? 2);
const logDir = mkdtempSync(path.join(tmpdir(), 'store-cluster-'));

ensureWebBuild();
const env = {
  DATABASE_URL: databaseUrl,
  // Only nginx on this machine is believed about the client's address (it overwrites X-Forwarded-For).
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};
const backendPorts = Array.from({ length: processCount }, (_, index) => port + 1 + index);
const stores = new Map<number, StoreProcess>();
let isStopping = false;

async function run(backendPort: number): Promise<void> {
  const logFile = path.join(logDir, `store-${backendPort}.log`);
  const store = await startStore({ port: backendPort, env, logFile });
  stores.set(backendPort, store);
  console.log(`store process ${store.child.pid} answering on 127.0.0.1:${backendPort} (log: ${logFile})`);
  void store.exited.then((code) => {
    if (isStopping) return;
    console.error(`store process on port ${backendPort} exited (${code ?? store.child.signalCode}); starting it again`);
    setTimeout(() => void run(backendPort).catch((error: unknown) => console.error(error)), 200);
  });
}

// One at a time: the first runs the migrations, the others find them done.
for (const backendPort of backendPorts) await run(backendPort);
const proxy = await startNginx(port, backendPorts);
console.log(`nginx on http://localhost:${port} in front of ${processCount} store processes`);

async function shutdown(): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  await proxy.stop();
  await Promise.all([...stores.values()].map((store) => stopStore(store)));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
