import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import { openDatabase, runMigrations, type Database } from './db/client.ts';
import { createAuthRepo } from './domains/auth/auth.repo.ts';
import { registerAuthRoutes } from './domains/auth/auth.routes.ts';
import { createAuthService } from './domains/auth/auth.service.ts';
import { createCatalogueRepo } from './domains/catalogue/catalogue.repo.ts';
import { registerCatalogueRoutes } from './domains/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './domains/catalogue/catalogue.service.ts';
import { seedDemoIfEmpty } from './domains/catalogue/seed/seed-demo.ts';
import { registerGracefulClose } from './domains/health/graceful-close.ts';
import { registerHealthRoutes } from './domains/health/health.routes.ts';
import { createMailer, type Mailer } from './domains/mail/mailer.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerPages } from './http/pages.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions } from './http/session.ts';

export type BuildAppOptions = {
  /** An already opened database (tests share one per file); otherwise opened from config. */
  database?: Database;
  /** Serve pages (the React Router build); off for API-only tests. */
  withPages?: boolean;
  /** Replaces the configured mailer (tests capture messages). */
  mailer?: Mailer;
  /** The clock for session and reset-token expiry and rate limits (tests move time forward). */
  now?: () => Date;
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
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    forceCloseConnections: 'idle',
  });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  if (ownsDatabase) {
    await runMigrations(database);
    if (config.seedDemo && database.kind === 'embedded') await seedDemoIfEmpty(database.db, app.log);
  }

  const mailer = options.mailer ?? createMailer(config.mail, app.log);
  const catalogue = createCatalogueService({ repo: createCatalogueRepo(database.db) });
  const auth = createAuthService({ repo: createAuthRepo(database.db), mailer, config, now: options.now });

  registerErrorHandler(app);
  registerGracefulClose(app);
  await registerSecurityHeaders(app, config);
  await registerSessions(app, { config, auth });
  await registerCsrf(app, config);
  await registerRateLimits(app, config, { now: options.now });

  registerHealthRoutes(app, { database });
  registerAuthRoutes(app, { auth, config });
  registerCatalogueRoutes(app, { catalogue });

  if (options.withPages !== false) await registerPages(app, config);
  return app;
}
