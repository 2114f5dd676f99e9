import Fastify, { type FastifyInstance } from 'fastify';
import { listenForCommands } from './cli/command-socket.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, runMigrations, type Database } from './db/client.ts';
import { transactOn } from './db/executor.ts';
import { createAccountsRepo } from './domains/accounts/accounts.repo.ts';
import { registerMyAccountRoutes } from './domains/accounts/my-account.routes.ts';
import { createAccountsService } from './domains/accounts/accounts.service.ts';
import { createMyAccountService } from './domains/accounts/my-account.service.ts';
import { createAddressesRepo } from './domains/addresses/addresses.repo.ts';
import { createContentRepo } from './domains/content/content.repo.ts';
import { registerContentRoutes } from './domains/content/content.routes.ts';
import { createNewsletterConfirmationJob } from './domains/newsletter/newsletter-mail.ts';
import { createNewsletterRepo } from './domains/newsletter/newsletter.repo.ts';
import { registerNewsletterRoutes } from './domains/newsletter/newsletter.routes.ts';
import { createNewsletterService } from './domains/newsletter/newsletter.service.ts';
import { createApplicationMailJob } from './domains/applications/application-mail.ts';
import { createApplicationsRepo } from './domains/applications/applications.repo.ts';
import { registerApplicationsRoutes } from './domains/applications/applications.routes.ts';
import { createApplicationsService } from './domains/applications/applications.service.ts';
import { createColleaguesRepo } from './domains/colleagues/colleagues.repo.ts';
import { registerColleaguesRoutes } from './domains/colleagues/colleagues.routes.ts';
import { createColleaguesService } from './domains/colleagues/colleagues.service.ts';
import { createInvitationMailJob } from './domains/colleagues/invitation-mail.ts';
import { createAddressesService } from './domains/addresses/addresses.service.ts';
import { createAddressChangeMailJob } from './domains/addresses/address-change-mail.ts';
import { registerUserAddressesRoutes } from './domains/addresses/user-addresses.routes.ts';
import { createUserAddressesService } from './domains/addresses/user-addresses.service.ts';
import { createAppSecretsRepo } from './domains/auth/app-secrets.repo.ts';
import { createAuthRepo } from './domains/auth/auth.repo.ts';
import { registerAuthRoutes } from './domains/auth/auth.routes.ts';
import { createAuthService } from './domains/auth/auth.service.ts';
import { createEmailChangeMailJob } from './domains/auth/email-change-mail.ts';
import { createEmailChangeRepo } from './domains/auth/email-change.repo.ts';
import { registerEmailChangeRoutes } from './domains/auth/email-change.routes.ts';
import { createEmailChangeService } from './domains/auth/email-change.service.ts';
import { inProcessSessionEvents } from './domains/auth/session-events.ts';
import { cartSettingsOf } from './domains/cart/cart-settings.ts';
import { createCartRepo } from './domains/cart/cart.repo.ts';
import { registerCartRoutes } from './domains/cart/cart.routes.ts';
import { createCartService } from './domains/cart/cart.service.ts';
import { createCatalogueRepo } from './domains/catalogue/catalogue.repo.ts';
import { registerCatalogueRoutes } from './domains/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './domains/catalogue/catalogue.service.ts';
import { seedDemoIfEmpty } from './domains/catalogue/seed/seed-demo.ts';
import { registerCheckoutRoutes } from './domains/checkout/checkout.routes.ts';
import { createCheckoutService } from './domains/checkout/checkout.service.ts';
import { registerGracefulClose } from './domains/health/graceful-close.ts';
import { registerHealthRoutes } from './domains/health/health.routes.ts';
import { createFastOrdersRepo } from './domains/fast-orders/fast-orders.repo.ts';
import { registerFastOrdersRoutes } from './domains/fast-orders/fast-orders.routes.ts';
import { createFastOrdersService } from './domains/fast-orders/fast-orders.service.ts';
import { createResidentTracker, registerResidentTrackerRoutes } from './domains/residents/resident-tracker.ts';
import { createHealthService } from './domains/health/health.service.ts';
import { createMailer, type Mailer } from './domains/mail/mailer.ts';
import { createOrderConfirmationJob } from './domains/orders/order-mail-job.ts';
import { createOrdersRepo } from './domains/orders/orders.repo.ts';
import { registerOrdersRoutes } from './domains/orders/orders.routes.ts';
import { createOrdersService } from './domains/orders/orders.service.ts';
import { createPaymentsRepo } from './domains/payments/payments.repo.ts';
import { registerPaymentsRoutes } from './domains/payments/payments.routes.ts';
import { createPaymentsService } from './domains/payments/payments.service.ts';
import { registerQuickOrderRoutes } from './domains/quick-order/quick-order.routes.ts';
import { createQuickOrderService } from './domains/quick-order/quick-order.service.ts';
import { createSandboxProvider } from './domains/payments/sandbox-provider.ts';
import { createStripeClient, createStripeProvider, type StripeClient } from './domains/payments/stripe-provider.ts';
import { createAdminServices, registerAdminArea } from './admin/register-admin-area.ts';
import { registerAccessRules } from './http/access.ts';
import { registerCacheControl } from './http/cache-control.ts';
import { registerCsrf, resolveCsrfSecret } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerPages } from './http/pages.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { createSignInLimiter } from './http/sign-in-limit.ts';
import { createSignInLimitRepo } from './http/sign-in-limit.repo.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions } from './http/session.ts';
import { createJobQueue, JOB_QUEUES, type JobQueue } from './jobs/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (tests run due jobs through it). */
    jobs: JobQueue;
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
    logger: loggerOptions(config, options.isTerminal ?? false),
    trustProxy: trustProxyOf(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    forceCloseConnections: 'idle',
  });
  // First, so that every route's handler is counted and the database outlives the last one.
  const gracefulClose = registerGracefulClose(app);
  const jobs = createJobQueue(database, app.log, { isWorker: options.runJobs ?? true, pollingIntervalSeconds: config.jobPollingSeconds });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await gracefulClose.untilHandlersDone();
    await jobs.stop();
    if (ownsDatabase) await database.close();
  });

  if (ownsDatabase) {
    await runMigrations(database);
    if (config.seedDemo && database.kind === 'embedded') {
      await seedDemoIfEmpty(database.db, app.log);
      await createContentRepo(database.db).seedDemoIfEmpty();
    }
  }

  const mailer = options.mailer ?? createMailer(config.mail, app.log);
  const catalogue = createCatalogueService({ repo: createCatalogueRepo(database.db) });
  const addresses = createAddressesService({ repo: createAddressesRepo(database.db) });
  const cart = createCartService({ repo: createCartRepo(database.db), catalogue, settings: cartSettingsOf(config) });
  const checkout = createCheckoutService({ cart, addresses });
  const sessionEvents = database.connectionString ? { connectionString: database.connectionString, log: app.log } : undefined;
  const localSessionEvents = database.kind === 'embedded' ? inProcessSessionEvents(database) : undefined;
  const auth = createAuthService({ repo: createAuthRepo(database.db), mailer, config, sessionEvents, localSessionEvents, jobs, now: options.now });
  jobs.handle(JOB_QUEUES.passwordResetMail.name, async (data) => auth.sendPasswordReset(passwordResetJobData(data)));
  app.addHook('onClose', async () => auth.stop());
  const ordersRepo = createOrdersRepo(database.db);
  const orders = createOrdersService({ repo: ordersRepo, transact: transactOn(database.db), cart, jobs });
  const fastOrders = createFastOrdersService({ repo: createFastOrdersRepo(database.db), transact: transactOn(database.db), catalogue, cart, orders });
  const addressesRepo = createAddressesRepo(database.db);
  const userAddresses = createUserAddressesService({ repo: addressesRepo, transact: transactOn(database.db), jobs });
  jobs.handle(JOB_QUEUES.addressChangeMail.name, createAddressChangeMailJob({ repo: addressesRepo, mailer, merchantEmail: config.mail.merchantEmail, log: app.log }));
  const emailChangeRepo = createEmailChangeRepo(database.db);
  const emailChange = createEmailChangeService({ repo: emailChangeRepo, transact: transactOn(database.db), jobs, userChanged: auth.userChanged, now: options.now });
  jobs.handle(
    JOB_QUEUES.emailChangeMail.name,
    createEmailChangeMailJob({ repo: emailChangeRepo, mailer, publicUrl: config.publicUrl, log: app.log, now: options.now ?? (() => new Date()) }),
  );
  const myAccount = createMyAccountService({ repo: createAccountsRepo(database.db), transact: transactOn(database.db), auth, emailChange });
  const residentTracker = createResidentTracker(database.db, {
    catalogue,
    cart,
    auth,
    addresses,
    accounts: myAccount,
    orders,
    cartSettings: cartSettingsOf(config),
    jobs,
    answerCacheTtlMs: config.residentCacheTtlMs,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    now: options.now,
  });
  const colleaguesRepo = createColleaguesRepo(database.db);
  const colleagues = createColleaguesService({ repo: colleaguesRepo, transact: transactOn(database.db), jobs, auth, now: options.now });
  jobs.handle(
    JOB_QUEUES.colleagueInvitationMail.name,
    createInvitationMailJob({ repo: colleaguesRepo, mailer, publicUrl: config.publicUrl, log: app.log, now: options.now ?? (() => new Date()) }),
  );
  // The store's own secret (CSRF tokens, and signed newsletter unsubscribe links).
  const storeSecret = await resolveCsrfSecret(config, createAppSecretsRepo(database.db));
  const newsletterRepo = createNewsletterRepo(database.db);
  const newsletter = createNewsletterService({ repo: newsletterRepo, transact: transactOn(database.db), jobs, secret: storeSecret, now: options.now });
  jobs.handle(
    JOB_QUEUES.newsletterConfirmationMail.name,
    createNewsletterConfirmationJob({ repo: newsletterRepo, mailer, publicUrl: config.publicUrl, secret: storeSecret, log: app.log, now: options.now ?? (() => new Date()) }),
  );
  const applicationsRepo = createApplicationsRepo(database.db);
  const accounts = createAccountsService({ repo: createAccountsRepo(database.db), sessions: auth });
  const applications = createApplicationsService({
    repo: applicationsRepo,
    transact: transactOn(database.db),
    jobs,
    accounts,
    colleagues,
    now: options.now,
  });
  jobs.handle(JOB_QUEUES.tradeApplicationMail.name, createApplicationMailJob({ repo: applicationsRepo, mailer, merchantEmail: config.mail.merchantEmail, log: app.log }));
  jobs.handle(JOB_QUEUES.orderConfirmationMail.name, createOrderConfirmationJob({ repo: ordersRepo, mailer, publicUrl: config.publicUrl, log: app.log }));
  // Sign-in counters live in the database, shared by every process; the sweep forgets stale ones.
  const signInLimiter = createSignInLimiter({
    repo: createSignInLimitRepo(database.db),
    failuresPerAddress: config.rateLimits.loginPer15Min,
    failuresPerEmail: config.rateLimits.loginPer15Min,
    now: options.now,
  });
  jobs.handle(JOB_QUEUES.signInLimitsSweep.name, async () => {
    await signInLimiter.sweep();
  });
  await jobs.start();
  if (ownsDatabase && config.databaseUrl === undefined) {
    // The embedded database serves this process only: the CLI hands its commands to it (issue #16 item 17).
    const commandSocket = await listenForCommands({ dataDir: config.dataDir, context: { database, services: { accounts, applications } }, log: app.log });
    app.addHook('preClose', async () => commandSocket.close());
  }
  const stripe = stripeSettings(config, options.stripeClient);
  const payments = createPaymentsService({
    repo: createPaymentsRepo(database.db),
    orders,
    cart,
    provider: stripe ? createStripeProvider(stripe.client) : createSandboxProvider(),
    publicUrl: config.publicUrl,
    log: app.log,
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await registerSessions(app, { config, auth });
  await registerCsrf(app, config, storeSecret);
  // After the cookie plugin's own onSend hook, so a sign-in's or sign-out's Set-Cookie is seen.
  registerCacheControl(app);
  // After sessions and CSRF (its onRequest hook needs the viewer), before any route (each declares its access).
  registerAccessRules(app);
  await registerRateLimits(app, config, { signIn: signInLimiter, now: options.now });

  registerHealthRoutes(app, { health: createHealthService({ database }) });
  registerAuthRoutes(app, { auth, config });
  registerMyAccountRoutes(app, { myAccount, auth });
  registerEmailChangeRoutes(app, { emailChange });
  registerColleaguesRoutes(app, { colleagues });
  registerUserAddressesRoutes(app, { userAddresses });
  registerApplicationsRoutes(app, { applications });
  registerNewsletterRoutes(app, { newsletter });
  registerContentRoutes(app, { content: createContentRepo(database.db) });
  registerCatalogueRoutes(app, { catalogue });
  registerCartRoutes(app, { cart });
  registerCheckoutRoutes(app, { checkout });
  registerOrdersRoutes(app, { orders });
  registerPaymentsRoutes(app, { payments, stripe });
  registerQuickOrderRoutes(app, { quickOrder: createQuickOrderService({ catalogue }) });
  registerFastOrdersRoutes(app, { fastOrders });
  registerResidentTrackerRoutes(app, residentTracker);

  // --- The back office (issue #17): /admin in a context of its own; staff routes go in its list. ---
  const admin = createAdminServices({ database, config, now: options.now });
  await registerAdminArea(app, { services: admin, config, signInLimiter, secret: storeSecret }, []);
  // --- end of the back office ---

  if (options.withPages !== false) await registerPages(app, config);
  return app;
}

/** JSON lines for a log collector; readable, coloured lines (pino-pretty) for a person at a terminal. */
function passwordResetJobData(data: unknown): string {
  const email = (data as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') throw new Error('a password reset job without its e-mail');
  return email;
}

function loggerOptions(config: AppConfig, isTerminal: boolean) {
  const isPretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && isTerminal);
  if (!isPretty) return { level: config.logLevel };
  return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
}

/** A number of proxy hops as the function Fastify's types ask for (it trusts the nearest `hops` addresses). */
function trustProxyOf(setting: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** The Stripe client and webhook secret when PAYMENT_PROVIDER=stripe (config guarantees both keys). */
function stripeSettings(config: AppConfig, client: StripeClient | undefined): { client: StripeClient; webhookSecret: string } | undefined {
  const { provider, stripeSecretKey, stripeWebhookSecret } = config.payments;
  if (provider !== 'stripe') return undefined;
  if (!stripeWebhookSecret || (!client && !stripeSecretKey)) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return { client: client ?? createStripeClient(stripeSecretKey ?? ''), webhookSecret: stripeWebhookSecret };
}
