import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseBusyError } from '../errors.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { createEmbeddedNotices, type EmbeddedNotices } from './notices.ts';

/** Queries are built from each table module a repository imports; no schema object is needed. */
export type Db = NodePgDatabase;

export type Database = {
  db: Db;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** The server's URL (a PostgreSQL server only): for a connection of its own, such as a LISTEN. */
  connectionString: string | undefined;
  /** The embedded database only: LISTEN on its one shared session (notices.ts). */
  embeddedNotices: EmbeddedNotices | undefined;
  /** When a connection last came back from a statement without a connection error (ms since the epoch; 0: never). */
  lastAnsweredAtMs(): number;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL; undefined for the embedded database in dataDir; 'memory://' for an in-memory one. */
  databaseUrl: string | undefined;
  /** 'memory://' only: the data folder tarball the database starts from instead of an empty one (tests). */
  templateFile?: string;
  dataDir: string;
  poolMax: number;
  queueLimit: number;
  queueTimeoutMs: number;
};

// Same result types on both servers: bigint (count(*)) and numeric come back as numbers, not strings.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const isEmbedded = !options.databaseUrl || options.databaseUrl === 'memory://';
  const embedded = isEmbedded
    ? await (options.databaseUrl === 'memory://' ? startEmbeddedPostgres(undefined, options.templateFile) : startEmbeddedPostgres(options.dataDir))
    : undefined;
  // Bound below, once the pool exists: LISTENs and notices travel on the pool's one connection.
  let embeddedNotices: EmbeddedNotices | undefined;
  const pool = new pg.Pool({
    ...(embedded
      ? {
          host: embedded.socketDir,
          port: 5432,
          user: 'postgres',
          database: 'postgres',
          max: 1,
          idleTimeoutMillis: 0,
          // PGlite is one backend session shared by every socket connection: a reconnecting client
          // must not find the previous connection's named prepared statements still there.
          onConnect: async (client: pg.ClientBase) => {
            await client.query('DEALLOCATE ALL');
            await embeddedNotices?.attach(client);
          },
        }
      : { connectionString: options.databaseUrl, max: options.poolMax }),
    connectionTimeoutMillis: options.queueTimeoutMs,
    types: typeParsers,
  });
  if (embedded) embeddedNotices = createEmbeddedNotices((text) => pool.query(text));
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  // pg-pool listens to a client's errors only while it is idle. One checked out (in a transaction,
  // or running a statement) whose connection drops (a database restart, pg_terminate_backend) emits
  // 'error', and an 'error' nobody listens to ends the process (issue #16 item 26). The statement in
  // flight fails by itself (answered 503), and the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  boundWaitingQueue(pool, options.queueLimit);
  let lastAnsweredAtMs = 0;
  pool.on('release', (error: Error | undefined) => {
    if (!error) lastAnsweredAtMs = Date.now();
  });
  const db = drizzle(pool);
  return {
    db,
    pool,
    kind: embedded ? 'embedded' : 'postgres',
    connectionString: embedded ? undefined : options.databaseUrl,
    embeddedNotices,
    lastAnsweredAtMs: () => lastAnsweredAtMs,
    async close() {
      if (!pool.ended) await pool.end();
      await embedded?.stop();
    },
  };
}

/**
 * Under overload a request fails fast with 503 instead of queueing for seconds:
 * past `limit` waiting requests, new ones are refused at once.
 */
function boundWaitingQueue(pool: pg.Pool, limit: number): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as { connect: unknown }).connect = (callback?: (error: Error) => void) => {
    if (pool.waitingCount >= limit) {
      const error = new DatabaseBusyError();
      if (typeof callback === 'function') {
        process.nextTick(() => callback(error));
        return undefined;
      }
      return Promise.reject(error);
    }
    return connect(callback);
  };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 7_310_221;

/** Applies pending migrations; an advisory lock keeps two starting processes from racing. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
