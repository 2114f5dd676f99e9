// Each test file gets its own database, cloned from one migrated template instead of migrated anew
// (issue #17): on PostgreSQL a template database on the server, on PGlite a data folder tarball
// (dumpDataDir) each in-memory database starts from. A template holds our migrations and pg-boss's
// schema and queues, and is named by a hash of what made it, so an edited migration, another pg-boss or
// PGlite, or a change here never meets a stale one. vitest's global setup makes it before the files run.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { migrationsFolder, openDatabase, runMigrations } from '../db/client.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { queuesOf } from '../assembly/assemble.ts';
import { STORE_DOMAINS } from '../assembly/store-domains.ts';
import { createJobQueue } from '../jobs/job-queue.ts';

const TEMPLATE_LOCK_KEY = 7_310_222;
const DUPLICATE_DATABASE = '42P04';
const UNDEFINED_DATABASE = '3D000';
const modulesFolder = new URL('../../../node_modules/', import.meta.url);
const pgliteCacheDir = fileURLToPath(new URL('.cache/test-databases/', modulesFolder));
const quiet = { error: () => {}, warn: () => {}, info: () => {} };

let hash: string | undefined;
const postgresTemplates = new Map<string, Promise<string>>();
let pgliteTemplate: Promise<string> | undefined;

/** The name of the migrated template database on the server at `serverUrl`, made first if missing. */
export function postgresTemplateOn(serverUrl: string): Promise<string> {
  let made = postgresTemplates.get(serverUrl);
  if (!made) {
    made = makePostgresTemplate(serverUrl);
    postgresTemplates.set(serverUrl, made);
  }
  return made;
}

/** The path of the migrated PGlite data folder tarball, made first if missing. */
export function pgliteTemplateFile(): Promise<string> {
  pgliteTemplate ??= makePgliteTemplate();
  return pgliteTemplate;
}

/**
 * Creates the database `name` on the server as a copy of the template. Nobody may be connected to the
 * template meanwhile (nobody is: it takes no connections); a template dropped by hand is made again.
 */
export async function createDatabaseFromTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      const template = await postgresTemplateOn(serverUrl);
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== UNDEFINED_DATABASE || attempt > 1) throw error;
        postgresTemplates.delete(serverUrl);
      }
    }
  } finally {
    await admin.end();
  }
}

export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What a template is made of: the migrations, pg-boss, PGlite, and how this file makes it. */
function templateHash(): string {
  if (hash) return hash;
  const sha = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [...files, fileURLToPath(import.meta.url)]) sha.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  for (const name of ['pg-boss', '@electric-sql/pglite']) sha.update(readFileSync(new URL(`${name}/package.json`, modulesFolder)));
  hash = sha.digest('hex').slice(0, 16);
  return hash;
}

/** Our migrations, then pg-boss's schema and the store's queues as every app's `jobs.start()` makes them. */
async function migrate(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 1, queueLimit: 100, queueTimeoutMs: 60_000 });
  try {
    await runMigrations(database);
    const jobs = createJobQueue(database, quiet, { queues: queuesOf(STORE_DOMAINS), isWorker: false, pollingIntervalSeconds: 1 });
    await jobs.start();
    await jobs.stop();
    // pg-boss recorded the builder as a (stopped) instance; a fresh database has none.
    await database.pool.query('DELETE FROM pgboss.instance');
    await database.pool.query('CHECKPOINT');
  } finally {
    await database.close();
  }
}

/**
 * Built under a temporary name and renamed when complete, by one run at a time (an advisory lock),
 * so no run clones a half-made template. Nobody may connect to a template (cloning needs it idle).
 */
async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `store_template_${templateHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `store_template_building_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    try {
      await migrate(databaseUrlOn(serverUrl, building));
      await admin.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false`);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another run (holding the lock through another database of the server) made it first.
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Migrated in a PGlite of this process, served over a socket so the same driver and migrator run as in
 * the store, then dumped. Written under a temporary name and renamed: two runs making it at once waste
 * time, never a file. Tarballs of older hashes are deleted.
 */
async function makePgliteTemplate(): Promise<string> {
  const file = path.join(pgliteCacheDir, `pglite-${templateHash()}.tar`);
  if (existsSync(file)) return file;
  const db = await PGlite.create({ extensions: pgliteExtensions });
  const socketDir = mkdtempSync(path.join(tmpdir(), 'store-template-'));
  const server = new PGLiteSocketServer({ db, path: path.join(socketDir, '.s.PGSQL.5432'), maxConnections: 1 });
  try {
    await server.start();
    await migrate(`postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`);
    await server.stop();
    const tarball = await db.dumpDataDir('none');
    mkdirSync(pgliteCacheDir, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
    for (const old of readdirSync(pgliteCacheDir)) {
      if (old.startsWith('pglite-') && old.endsWith('.tar') && old !== path.basename(file)) rmSync(path.join(pgliteCacheDir, old), { force: true });
    }
    return file;
  } finally {
    await server.stop();
    await db.close();
    rmSync(socketDir, { recursive: true, force: true });
  }
}

export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Drops the databases of the run tagged `tag` still on the server (a worker may end before its last drop), four at a time. */
export async function dropRunDatabases(serverUrl: string, tag: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  let names: string[];
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`store_test_${tag}_%`]);
    names = rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  const queue = [...names];
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) await dropTestDatabase(serverUrl, name);
  }));
}
