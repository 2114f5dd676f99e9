import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase, runMigrations, type Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createCapturingMailer, type CapturingMailer } from './capturing-mailer.ts';
import { createDatabaseFromTemplate, databaseUrlOn, dropTestDatabase, pgliteTemplateFile } from './template-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Every mail the app sent (unless `options.mailer` replaced it). */
  mailer: CapturingMailer;
  close(): Promise<void>;
};

export type TestAppOptions = Pick<BuildAppOptions, 'now' | 'runJobs'> & { mailer?: Mailer };

export type SiblingAppOptions = TestAppOptions &
  Pick<BuildAppOptions, 'stripeClient' | 'logStream'> & {
    overrides?: Partial<AppConfig>;
    /** Adds to the app before it is ready: a test's own routes, or pages with a stub renderer. */
    beforeReady?: (app: FastifyInstance, config: AppConfig) => Promise<void> | void;
  };

/**
 * A fresh, migrated database and an app on it, cloned from the run's template (template-database.ts).
 * In-memory PGlite by default; with TEST_DATABASE_URL (a PostgreSQL server) a new database is created on
 * that server and dropped at close.
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = 'memory://';
  let templateFile: string | undefined;
  if (serverUrl) {
    const name = `store_test_${process.env.TEST_RUN_TAG ?? 'x'}_${randomBytes(6).toString('hex')}`;
    await createDatabaseFromTemplate(serverUrl, name);
    databaseUrl = databaseUrlOn(serverUrl, name);
    // Dropped while the worker goes on to its next file: a drop waits on a checkpoint of the whole server
    // (a third of a second, longer under load), which then costs the run nothing. The run's teardown
    // (global-setup.ts) drops any a worker ended before dropping.
    dropDatabase = async () => {
      void dropTestDatabase(serverUrl, name).catch(() => {});
    };
  } else {
    templateFile = await pgliteTemplateFile();
  }
  const config = loadConfig(
    { LOG_LEVEL: 'silent', SEED_DEMO: 'false', SESSION_SECRET: 'test-secret-test-secret-test-secret-42', JOB_POLLING_SECONDS: '0.5', RESIDENT_CACHE_TTL_MS: '0' },
    { databaseUrl, ...overrides },
  );
  const database = await openDatabase({
    databaseUrl,
    templateFile,
    dataDir: config.dataDir,
    poolMax: 5,
    queueLimit: 1000,
    queueTimeoutMs: 10_000,
  });
  // Nothing to do on a template of these migrations; kept as the guard that the database is current.
  await runMigrations(database);
  const mailer = createCapturingMailer();
  const app = await buildApp(config, { database, withPages: false, mailer: options.mailer ?? mailer, now: options.now, runJobs: options.runJobs, checkAnswers: true });
  await app.ready();
  return {
    app,
    database,
    config,
    mailer,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

/**
 * Another app on the test app's database: a second server process, or the same store after a restart.
 * Close it before the test app.
 */
export async function buildSiblingApp(
  testApp: TestApp,
  options: SiblingAppOptions = {},
): Promise<{ app: FastifyInstance; mailer: CapturingMailer; config: AppConfig }> {
  const mailer = createCapturingMailer();
  const config = { ...testApp.config, ...options.overrides };
  const { now, runJobs, stripeClient, logStream } = options;
  const app = await buildApp(config, { database: testApp.database, withPages: false, mailer: options.mailer ?? mailer, now, runJobs, stripeClient, logStream, checkAnswers: true });
  await options.beforeReady?.(app, config);
  await app.ready();
  return { app, mailer, config };
}
