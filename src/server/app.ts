import Fastify, { type FastifyInstance } from 'fastify';
import { DOMAIN_DECLARATIONS, signedInPrefixesOf } from '../shared/domains/index.ts';
import { assembleStore, queuesOf } from './assembly/assemble.ts';
import type { StoreServices } from './assembly/domain.ts';
import { STORE_DOMAINS } from './assembly/store-domains.ts';
import { listenForCommands } from './cli/command-socket.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, runMigrations, type Database } from './db/client.ts';
import { createAppSecretsRepo } from './domains/auth/app-secrets.repo.ts';
import { registerGracefulClose } from './domains/health/graceful-close.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { StripeClient } from './domains/payments/stripe-provider.ts';
import { registerAdminArea } from './admin/register-admin-area.ts';
import { registerAccessRules } from './http/access.ts';
import { registerCacheControl } from './http/cache-control.ts';
import { registerCsrf, resolveCsrfSecret } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerPages } from './http/pages.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { storeHttpOf } from './http/route-input.ts';
import { registerOpenApiRoutes } from './http/openapi/openapi.routes.ts';
import { registerAnswerCheck } from './http/openapi/answer-check.ts';
import { collectRoutes } from './http/openapi/route-registry.ts';
import { registerUploads } from './http/uploads.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions } from './http/session.ts';
import { registerViewAsGuard } from './domains/view-as/view-as-guard.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { redactingLoggerOptions } from './logging.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (tests run due jobs through it). */
    jobs: JobQueue;
    /** The store's services (tests reach a domain's service directly). */
    services: StoreServices;
  }
}

export type BuildAppOptions = {
  /** An already opened database (tests share one per file); otherwise opened from config. */
  database?: Database;
  /** Serve pages (the React Router build); off for API-only tests. */
  withPages?: boolean;
  /** Replaces the configured mailer (tests capture messages). */
  mailer?: Mailer;
  /** The clock for session and reset-token expiry and rate limits (tests move time forward). */
  now?: () => Date;
  /** Replaces the Stripe SDK client when PAYMENT_PROVIDER=stripe (tests pass a fake: no network). */
  stripeClient?: StripeClient;
  /** Run queued jobs (e-mail) in this process; tests that drain jobs themselves turn it off. Default true. */
  runJobs?: boolean;
  /** The log goes to a terminal (a person reads it): readable lines unless LOG_FORMAT says otherwise. */
  isTerminal?: boolean;
  /** Tests: every documented JSON answer is checked against its response schema (answer-check.ts). */
  checkAnswers?: boolean;
  /** Tests: where the JSON log lines go (the test reads them); otherwise standard output. */
  logStream?: { write(line: string): void };
};

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      queueLimit: config.databaseQueueLimit,
      queueTimeoutMs: config.databaseQueueTimeoutMs,
    }));
  const ownsDatabase = !options.database;

  const app = Fastify({
    logger: loggerOptions(config, options.isTerminal ?? false, options.logStream),
    trustProxy: trustProxyOf(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    forceCloseConnections: 'idle',
  });
  // First, so that every route's handler is counted and the database outlives the last one.
  const gracefulClose = registerGracefulClose(app);
  const jobs = createJobQueue(database, app.log, { queues: queuesOf(STORE_DOMAINS), isWorker: options.runJobs ?? true, pollingIntervalSeconds: config.jobPollingSeconds });
  app.decorate('jobs', jobs);

  if (ownsDatabase) await runMigrations(database);

  // The store's own secret (CSRF tokens, and signed newsletter unsubscribe links).
  const storeSecret = await resolveCsrfSecret(config, createAppSecretsRepo(database.db));
  const context = {
    config,
    database,
    jobs,
    mailer: options.mailer ?? createMailer(config.mail, app.log),
    log: app.log,
    now: options.now,
    storeSecret,
    stripeClient: options.stripeClient,
  };
  if (ownsDatabase && config.seedDemo && database.kind === 'embedded') {
    // Before the serving store is built, so that its search index and caches start from the demo data;
    // through a store that serves nothing (it builds no index and follows no notices).
    const seeding = assembleStore({ ...context, isServing: false }, STORE_DOMAINS);
    try {
      await seeding.services.demo.seedIfEmpty(app.log);
    } finally {
      await seeding.close();
    }
  }
  const store = assembleStore({ ...context, isServing: true }, STORE_DOMAINS);
  const { services } = store;
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await gracefulClose.untilHandlersDone();
    await jobs.stop();
    await store.close();
    if (ownsDatabase) await database.close();
  });
  store.bindJobs(jobs);
  await jobs.start();
  if (ownsDatabase && config.databaseUrl === undefined) {
    // The embedded database serves this process only: the CLI hands its commands to it (issue #16 item 17).
    const commandSocket = await listenForCommands({ dataDir: config.dataDir, context: { database, services }, log: app.log });
    app.addHook('preClose', async () => commandSocket.close());
  }

  registerErrorHandler(app);
  // Each route's zod schemas parse its input, and type it (http/route-input.ts).
  const http = storeHttpOf(app);
  // Before any route: the OpenAPI document is made from every route's own docs (issue #19 Part 4).
  const apiRoutes = collectRoutes(app);
  if (options.checkAnswers) registerAnswerCheck(app);
  registerSecurityHeaders(app, config);
  await registerSessions(app, { config, auth: services.auth, viewAs: services.viewAs.resolve });
  await registerCsrf(app, config, storeSecret);
  // After CSRF, before any route: staff viewing the store as a customer change nothing (issue #30 Part 4).
  registerViewAsGuard(app, { viewAs: services.viewAs, config });
  // After the cookie plugin's own onSend hook, so a sign-in's or sign-out's Set-Cookie is seen.
  registerCacheControl(app);
  // After sessions and CSRF (its onRequest hook needs the viewer), before any route (each declares its access).
  registerAccessRules(app, { apiKeys: services.apiKeys.authenticate, signedInPrefixes: signedInPrefixesOf(DOMAIN_DECLARATIONS) });
  await registerRateLimits(app, config, { signIn: services.signInLimiter, now: options.now });
  await registerUploads(app);

  store.registerRoutes(http);
  registerOpenApiRoutes(app, { routes: apiRoutes, publicUrl: config.publicUrl });

  // --- The back office (issue #17): /admin in a context of its own; staff routes go in its list. ---
  await registerAdminArea(app, { store, config, secret: storeSecret });
  // --- end of the back office ---

  if (options.withPages !== false) await registerPages(app, config);
  return app;
}

/** JSON lines for a log collector; readable, coloured lines (pino-pretty) for a person at a terminal. */
function loggerOptions(config: AppConfig, isTerminal: boolean, stream: BuildAppOptions['logStream']) {
  const isPretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && isTerminal);
  const base = { level: config.logLevel, ...redactingLoggerOptions() };
  if (!isPretty) return stream ? { ...base, stream } : base;
  return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
}

/** A number of proxy hops as the function Fastify's types ask for (it trusts the nearest `hops` addresses). */
function trustProxyOf(setting: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
