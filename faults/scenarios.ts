// The fault scenarios: buyers check out in a loop while the store is killed with SIGKILL, the
// database restarts, or one of two processes behind nginx dies. Each returns what the audit found.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { startNginx, type RunningProxy } from '../scripts/cluster/nginx.ts';
import { startStore, stopStore, type StoreProcess } from '../scripts/cluster/store-process.ts';
import { audit, waitForEmails, type AuditFigures } from './audit.ts';
import { createBuyer, type Buyer } from './buyer.ts';
import { createPostgresDatabase, prepareDatabase, type PreparedDatabase } from './setup.ts';

export type ScenarioSettings = { buyers: number; faults: number; serverUrl: string; basePort: number; pgRestart: 'restart' | 'terminate' };
export type ScenarioResult = AuditFigures & {
  scenario: string;
  database: 'embedded' | 'postgres';
  faultsInjected: number;
  /** Milliseconds from a kill to the store answering again, per kill. */
  restartMs: number[];
  /** Starts after a kill that did not succeed on the first try. */
  restartRetries: number;
  checkouts: number;
  requestsRetried: number;
  seconds: number;
  notes: string[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + Math.random() * (high - low);

type Target = { kind: 'embedded' | 'postgres'; env: Record<string, string>; dataDir: string; outboxDir: string; databaseUrl?: string; cleanUp(): Promise<void> };

async function createTarget(kind: Target['kind'], settings: ScenarioSettings): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `store-faults-${kind}-`));
  const outboxDir = path.join(dataDir, 'outbox');
  const common = { OUTBOX_DIR: outboxDir, JOB_POLLING_SECONDS: '0.5', SEED_DEMO: 'false', LOGIN_RATE_LIMIT_PER_15_MIN: '1000' };
  if (kind === 'embedded') {
    return { kind, dataDir, outboxDir, env: { ...common, DATA_DIR: dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createPostgresDatabase(settings.serverUrl);
  return {
    kind,
    dataDir,
    outboxDir,
    databaseUrl: database.url,
    // No SESSION_SECRET: the processes must agree through the database (issue #7 item 10).
    env: { ...common, DATA_DIR: dataDir, DATABASE_URL: database.url, TRUST_PROXY: '127.0.0.1' },
    async cleanUp() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each buyer checks out one new product after another until told to stop. */
function runBuyers(buyers: Buyer[], prepared: PreparedDatabase, shouldStop: () => boolean): Promise<number[]> {
  const products = prepared.productIds;
  const perBuyer = Math.floor(products.length / buyers.length);
  return Promise.all(
    buyers.map(async (buyer, index) => {
      const own = products.slice(index * perBuyer, (index + 1) * perBuyer);
      let next = 0;
      let checkouts = 0;
      await buyer.signIn();
      while (!shouldStop() && next + 2 <= own.length) {
        const productId = own[next++] ?? 0;
        const racing = Math.random() < 0.3 ? (own[next++] ?? null) : null;
        await buyer.checkout(productId, 1 + (checkouts % 4), racing, Math.random() < 0.2);
        checkouts += 1;
      }
      return checkouts;
    }),
  );
}

async function startWithRetries(port: number, env: Record<string, string>, logFile: string): Promise<{ store: StoreProcess; retries: number }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { store: await startStore({ port, env, logFile }), retries: attempt };
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(500);
    }
  }
}

type Fault = (context: { stores: StoreProcess[]; restart(index: number): Promise<void>; target: Target }) => Promise<void>;

async function runScenario(
  name: string,
  kind: Target['kind'],
  settings: ScenarioSettings,
  options: { processes: number; fault: Fault; faultPause: [number, number] },
): Promise<ScenarioResult> {
  const startedAt = Date.now();
  const target = await createTarget(kind, settings);
  const notes: string[] = [];
  const stores: StoreProcess[] = [];
  let proxy: RunningProxy | undefined;
  try {
    const prepared = await prepareDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir }, settings.buyers);
    const ports = Array.from({ length: options.processes }, (_, index) => settings.basePort + 1 + index);
    const logFile = (port: number) => path.join(target.dataDir, `store-${port}.log`);
    for (const port of ports) stores.push((await startWithRetries(port, target.env, logFile(port))).store);
    if (options.processes > 1) proxy = await startNginx(settings.basePort, ports);
    const baseUrl = proxy ? `http://127.0.0.1:${proxy.port}` : `http://127.0.0.1:${ports[0]}`;

    const restartMs: number[] = [];
    let restartRetries = 0;
    async function restart(index: number): Promise<void> {
      const store = stores[index];
      if (!store) throw new Error(`no store ${index}`);
      const killedAt = Date.now();
      store.child.kill('SIGKILL');
      await store.exited;
      const started = await startWithRetries(store.port, target.env, logFile(store.port));
      stores[index] = started.store;
      restartRetries += started.retries;
      restartMs.push(Date.now() - killedAt);
    }

    const buyers = prepared.buyers.map((credentials) => createBuyer(() => baseUrl, credentials));
    let isStopping = false;
    const load = runBuyers(buyers, prepared, () => isStopping);
    let faultsInjected = 0;
    for (let fault = 0; fault < settings.faults; fault++) {
      await sleep(between(...options.faultPause));
      await options.fault({ stores, restart, target });
      faultsInjected += 1;
    }
    await sleep(1500);
    isStopping = true;
    const checkouts = (await load).reduce((sum, count) => sum + count, 0);

    const acknowledgedNumbers = buyers.flatMap((buyer) => [...buyer.ledger.acknowledgedOrderNumbers]);
    if (!(await waitForEmails(target.outboxDir, acknowledgedNumbers, 60_000))) notes.push('some e-mails had not arrived after 60 s');
    await sleep(2000); // e-mails of orders whose answer was lost
    await proxy?.stop();
    for (const store of stores) await stopStore(store);

    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolMax: 1, queueLimit: 10, queueTimeoutMs: 30_000 });
    const client = await database.pool.connect();
    let figures: AuditFigures;
    try {
      figures = await audit(
        client,
        buyers.map((buyer) => ({ accountId: buyer.accountId, ledger: buyer.ledger })),
        target.outboxDir,
      );
    } finally {
      client.release();
      await database.close();
    }
    for (const buyer of buyers) notes.push(...buyer.ledger.unexpected.slice(0, 3));
    notes.push(...figures.details);
    return {
      scenario: name,
      database: kind,
      ...figures,
      faultsInjected,
      restartMs,
      restartRetries,
      checkouts,
      requestsRetried: buyers.reduce((sum, buyer) => sum + buyer.ledger.retries, 0),
      seconds: Math.round((Date.now() - startedAt) / 1000),
      notes,
    };
  } finally {
    await proxy?.stop().catch(() => undefined);
    for (const store of stores) store.child.kill('SIGKILL');
    if (process.env.FAULTS_KEEP) console.log(`     kept ${target.dataDir} (store logs, outbox)`);
    else await target.cleanUp().catch(() => undefined);
  }
}

/** SIGKILL the only store at random moments and start it again at once, as a supervisor would. */
const killTheStore: Fault = ({ restart }) => restart(0);

/** SIGKILL one of the processes behind nginx (in turn); the other keeps serving meanwhile. */
function killOneOfTwo(): Fault {
  let turn = 0;
  return ({ restart }) => restart(turn++ % 2);
}

/** The PostgreSQL server restarts (or, without the rights to restart it, drops every connection). */
function restartPostgres(mode: ScenarioSettings['pgRestart']): Fault {
  return async ({ target }) => {
    if (mode === 'restart') {
      const version = readdirSync('/etc/postgresql')[0] ?? '15';
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart', '-m', 'fast'], { stdio: 'ignore' });
      return;
    }
    const admin = new pg.Client({ connectionString: target.databaseUrl });
    await admin.connect();
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    await admin.end();
  };
}

/** Whether this machine lets the suite restart its PostgreSQL server (Debian's pg_ctlcluster, as root). */
export function canRestartPostgres(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/pg_ctlcluster') && existsSync('/etc/postgresql');
}

export const SCENARIOS = {
  'embedded-kill': (settings: ScenarioSettings) =>
    runScenario('kill -9 during checkouts', 'embedded', settings, { processes: 1, fault: killTheStore, faultPause: [800, 2500] }),
  'postgres-kill': (settings: ScenarioSettings) =>
    runScenario('kill -9 during checkouts', 'postgres', settings, { processes: 1, fault: killTheStore, faultPause: [800, 2500] }),
  'postgres-restart': (settings: ScenarioSettings) =>
    runScenario(settings.pgRestart === 'restart' ? 'database restart under load' : 'database drops every connection under load', 'postgres', settings, {
      processes: 1,
      fault: restartPostgres(settings.pgRestart),
      faultPause: [1500, 3000],
    }),
  'two-processes': (settings: ScenarioSettings) =>
    runScenario('two processes behind nginx, one killed', 'postgres', settings, { processes: 2, fault: killOneOfTwo(), faultPause: [800, 2500] }),
} as const;
export type ScenarioName = keyof typeof SCENARIOS;
