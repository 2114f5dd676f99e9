import { z } from 'zod';
import { accountNumberRule, DEFAULT_ACCOUNT_NUMBER_PATTERN, type AccountNumberRule } from '../shared/account-number.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../shared/public-config.ts';
import { normalGstNumber } from '../shared/gst-number.ts';
import { DEFAULT_INVOICE_TERMS, parseInvoiceTerms, type InvoiceTerms } from './kernel/invoice-terms.ts';
import { trackingUrlTemplatesFromEnv, type TrackingUrlTemplates } from './kernel/tracking-urls.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * TRUST_PROXY: false, true (every hop: only when the proxy overwrites X-Forwarded-For), a number of
 * hops, or a comma-separated list of proxy addresses or CIDR ranges (the safest: e.g. 127.0.0.1).
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (['', 'false', '0', 'no'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return true;
    if (/^[1-9]\d?$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
    if (addresses.every((address) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address))) return addresses;
    context.addIssue({ code: 'custom', message: 'must be true, false, a number of proxy hops, or proxy addresses separated by commas' });
    return z.NEVER;
  });

/** An empty value is the same as none (a blank line in an env file). */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** An absolute web address on one of the protocols. */
const webAddress = (protocol: RegExp, message: string) => z.url({ protocol, hostname: z.regexes.domain, error: message }).max(500);

// Every environment variable the store reads; the README's configuration table lists the same.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Unset: this machine on PORT, so e-mailed links point where the store answers.
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(1).default(200),
  DATABASE_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(50).default(2000),
  SEED_DEMO: booleanFromEnv.default(true),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  RESIDENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Issue #18: the in-process index (memory) or PostgreSQL's full-text search (postgres). */
  SEARCH_ENGINE: z.enum(['memory', 'postgres']).default('memory'),
  CATALOGUE_NOTICES: booleanFromEnv.default(true),
  COOKIE_SECURE: booleanFromEnv.default(false),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  MAIL_FROM: z.string().default('Care Supply Co <orders@caresupply.example>'),
  SMTP_URL: z.string().optional(),
  OUTBOX_DIR: z.string().optional(),
  /** Where the store's requests to the merchant go (address change requests, trade applications). */
  MERCHANT_EMAIL: z.email().default('accounts@caresupply.example'),
  /** Where each placed order is e-mailed for the merchant to fulfil (issue #17); unset: MERCHANT_EMAIL. */
  ORDERS_EMAIL: optionalText(z.email()),
  LOGIN_RATE_LIMIT_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  RESET_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Trade applications and newsletter sign-ups, per client address and per e-mail. */
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Issue #18: search suggestions per minute from one address (a buyer typing asks a few a second). */
  SUGGEST_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  GST_PERCENT: z.coerce.number().min(0).max(100).default(15),
  /** Issue #28: the supplier on every tax invoice: its name, its address (lines separated by ';') and its GST number. */
  MERCHANT_NAME: z.string().trim().min(1).max(200).default('Care Supply Co Limited'),
  MERCHANT_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .default('12 Wharf Street; Te Aro; Wellington 6011; New Zealand')
    .transform((value) => value.split(';').map((line) => line.trim()).filter(Boolean)),
  MERCHANT_GST_NUMBER: z
    .string()
    .default('49-091-850')
    .transform((value, context) => {
      const number = normalGstNumber(value);
      if (number) return number;
      context.addIssue({ code: 'custom', message: 'must be a New Zealand GST number: 8 or 9 digits with a valid check digit, like 123-456-789' });
      return z.NEVER;
    }),
  /** Issue #28: when an invoice on account falls due: '20th of the following month' or 'net 30'. */
  INVOICE_TERMS: z
    .string()
    .default(DEFAULT_INVOICE_TERMS)
    .transform((value, context): InvoiceTerms => {
      const terms = parseInvoiceTerms(value);
      if (terms) return terms;
      context.addIssue({ code: 'custom', message: "must be like '20th of the following month' (day 1 to 28) or 'net 30' (1 to 180 days)" });
      return z.NEVER;
    }),
  /** Issue #28: an account with an invoice more than this many days overdue may not order on account (unset: never). */
  CREDIT_HOLD_AFTER_DAYS_OVERDUE: optionalText(z.coerce.number().int().min(1).max(365)),
  /** Issue #28: worker threads that draw invoice, credit note and statement PDFs (0: on the request thread). */
  PDF_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  /** Issue #28: the Xero export's sales account code and tax rate name, as they are in the merchant's Xero. */
  XERO_SALES_ACCOUNT_CODE: z.string().trim().min(1).max(10).default('200'),
  XERO_TAX_TYPE: z.string().trim().min(1).max(50).default('15% GST on Income'),
  TAX_INCLUSIVE: booleanFromEnv.default(false),
  /** Issue #30 Part 3: 'Low stock' at or below this many units, for products with no threshold of their own. */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(10),
  /** Issue #30 Part 3: buyers see 'In stock', 'Low stock' or 'Out of stock' (status), or the units on hand (count). */
  STOCK_DISPLAY: z.enum(['status', 'count']).default('status'),
  /** Issue #30 Part 3: whether guests see the stock words too (never a price). */
  STOCK_SHOWN_TO_GUESTS: booleanFromEnv.default(false),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** spec §2 'an optional external link' in the header: both or neither. */
  HEADER_EXTERNAL_LINK_LABEL: optionalText(z.string().trim().max(40, 'must be at most 40 characters')),
  HEADER_EXTERNAL_LINK_URL: optionalText(webAddress(/^https?$/, 'must be an http:// or https:// address')),
  /** The footer's social links (issue #16 item 14): the merchant's own profiles, each shown only when set. */
  SOCIAL_FACEBOOK_URL: optionalText(webAddress(/^https$/, 'must be an https:// address')),
  SOCIAL_LINKEDIN_URL: optionalText(webAddress(/^https$/, 'must be an https:// address')),
  SOCIAL_INSTAGRAM_URL: optionalText(webAddress(/^https$/, 'must be an https:// address')),
  /** The back office signs a member out after this many minutes without a request (issue #17). */
  ADMIN_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** Issue #19: requests per minute from one API key of the merchant's ERP (each process counts its own). */
  INTEGRATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Issue #26 item 2: the pattern every account number matches, whole (default: 4 to 12 digits). */
  ACCOUNT_NUMBER_PATTERN: z
    .string()
    .default(DEFAULT_ACCOUNT_NUMBER_PATTERN)
    .transform((pattern, context) => {
      try {
        return accountNumberRule(pattern);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Issue #19: webhooks may go to loopback, private and link-local addresses (tests and a closed network only). */
  WEBHOOK_ALLOW_PRIVATE: booleanFromEnv.default(false),
  /** Issue #19: how long a webhook receiver has to answer one delivery attempt. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Issue #26 item 14: carrier → tracking address with {ref}, as JSON; the dispatch e-mail links the reference. */
  TRACKING_URL_TEMPLATES: trackingUrlTemplatesFromEnv,
}).superRefine((env, context) => {
  if ((env.HEADER_EXTERNAL_LINK_LABEL === undefined) !== (env.HEADER_EXTERNAL_LINK_URL === undefined)) {
    const missing = env.HEADER_EXTERNAL_LINK_LABEL === undefined ? 'HEADER_EXTERNAL_LINK_LABEL' : 'HEADER_EXTERNAL_LINK_URL';
    context.addIssue({ code: 'custom', path: [missing], message: 'required with the other HEADER_EXTERNAL_LINK_ setting' });
  }
  // Stripe needs both keys: the secret key opens Checkout sessions, the webhook secret verifies payments.
  if (env.PAYMENT_PROVIDER !== 'stripe') return;
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
    if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENT_PROVIDER=stripe' });
  }
});

export type AppConfig = Readonly<{
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in dataDir. 'memory://' is an in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  databaseQueueLimit: number;
  databaseQueueTimeoutMs: number;
  seedDemo: boolean;
  sessionSecret: string | undefined;
  /** How long this process remembers a signed-in session (0: look it up on every request). */
  sessionCacheTtlMs: number;
  /** How long the tracker's residents list and usage summary may be answered again unchanged (see tracker-answer-cache.ts). */
  residentCacheTtlMs: number;
  searchEngine: 'memory' | 'postgres';
  /** Whether each process LISTENs for catalogue changes (issue #19); without, its category tree is kept 1 s at most. */
  catalogueNotices: boolean;
  cookieSecure: boolean;
  /** Fastify's trustProxy: whom to believe about the client's address (X-Forwarded-For). */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** 'auto': readable lines when the output is a terminal, JSON otherwise (a log collector). */
  logFormat: 'auto' | 'pretty' | 'json';
  mail: Readonly<{ from: string; smtpUrl: string | undefined; outboxDir: string; merchantEmail: string; ordersEmail: string }>;
  rateLimits: Readonly<{ loginPer15Min: number; resetPerHour: number; formsPerHour: number; suggestPerMinute: number }>;
  /** Issue #19: requests a minute from one API key (kept apart from rateLimits, which tests replace whole). */
  integrationRateLimitPerMinute: number;
  gstPercent: number;
  /** spec §2 Cart: the summary's subtotal includes GST ('(Incl. GST)') and no GST line is shown. */
  taxInclusive: boolean;
  /** Issue #30 Part 3: the default low-stock threshold, what buyers see of stock, and whether guests see it. */
  stock: Readonly<{ lowThreshold: number; display: 'status' | 'count'; shownToGuests: boolean }>;
  /** Issue #28: the supplier named on tax invoices. */
  merchant: Readonly<{ name: string; addressLines: readonly string[]; gstNumber: string }>;
  invoiceTerms: InvoiceTerms;
  /** Issue #28: days an invoice may be overdue before its account is held from ordering on account; null: never. */
  creditHoldAfterDaysOverdue: number | null;
  /** Issue #28: the Xero export's account code and tax type for every line. */
  xero: Readonly<{ salesAccountCode: string; taxType: string }>;
  /** Issue #28: threads that draw PDFs off the request thread; 0 draws them on it. */
  pdfThreads: number;
  payments: Readonly<{
    provider: 'sandbox' | 'stripe';
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
  }>;
  /** How often an idle job worker (e-mail) looks for work. */
  jobPollingSeconds: number;
  /** The header's optional external link (spec §2); null when not set. */
  headerExternalLink: Readonly<{ label: string; url: string }> | null;
  /** The footer's social links: only the profiles set (issue #16 item 14). */
  socialLinks: readonly Readonly<{ network: SocialNetwork; url: string }>[];
  /** Minutes without a request after which a back-office session ends (12 h after sign-in at most). */
  adminIdleMinutes: number;
  /** Issue #19: where the merchant's webhooks may point, and how long a receiver has to answer. */
  webhooks: Readonly<{ allowPrivate: boolean; timeoutMs: number }>;
  /** Issue #26 item 2: the one rule for account numbers (approval, account edit, CLI, ERP upsert). */
  accountNumbers: AccountNumberRule;
  /** Issue #26 item 14: the dispatch e-mail's tracking link per carrier (none for a carrier not listed). */
  trackingUrlTemplates: TrackingUrlTemplates;
  /** Set by `npm run dev`: pages come from Vite's dev server instead of the build. */
  isDevServer: boolean;
}>;

export class ConfigError extends Error {}

/** Reads process.env once; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseQueueLimit: e.DATABASE_QUEUE_LIMIT,
    databaseQueueTimeoutMs: e.DATABASE_QUEUE_TIMEOUT_MS,
    seedDemo: e.SEED_DEMO,
    sessionSecret: e.SESSION_SECRET,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    residentCacheTtlMs: e.RESIDENT_CACHE_TTL_MS,
    searchEngine: e.SEARCH_ENGINE,
    catalogueNotices: e.CATALOGUE_NOTICES,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    mail: Object.freeze({
      from: e.MAIL_FROM,
      smtpUrl: e.SMTP_URL,
      outboxDir: e.OUTBOX_DIR ?? `${e.DATA_DIR}/outbox`,
      merchantEmail: e.MERCHANT_EMAIL,
      ordersEmail: e.ORDERS_EMAIL ?? e.MERCHANT_EMAIL,
    }),
    rateLimits: Object.freeze({ loginPer15Min: e.LOGIN_RATE_LIMIT_PER_15_MIN, resetPerHour: e.RESET_RATE_LIMIT_PER_HOUR, formsPerHour: e.FORM_RATE_LIMIT_PER_HOUR,
      suggestPerMinute: e.SUGGEST_RATE_LIMIT_PER_MINUTE,
    }),
    integrationRateLimitPerMinute: e.INTEGRATION_RATE_LIMIT_PER_MINUTE,
    gstPercent: e.GST_PERCENT,
    taxInclusive: e.TAX_INCLUSIVE,
    stock: Object.freeze({ lowThreshold: e.LOW_STOCK_THRESHOLD, display: e.STOCK_DISPLAY, shownToGuests: e.STOCK_SHOWN_TO_GUESTS }),
    merchant: Object.freeze({ name: e.MERCHANT_NAME, addressLines: Object.freeze([...e.MERCHANT_ADDRESS]), gstNumber: e.MERCHANT_GST_NUMBER }),
    invoiceTerms: e.INVOICE_TERMS,
    creditHoldAfterDaysOverdue: e.CREDIT_HOLD_AFTER_DAYS_OVERDUE ?? null,
    pdfThreads: e.PDF_THREADS,
    xero: Object.freeze({ salesAccountCode: e.XERO_SALES_ACCOUNT_CODE, taxType: e.XERO_TAX_TYPE }),
    payments: Object.freeze({
      provider: e.PAYMENT_PROVIDER,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    }),
    jobPollingSeconds: e.JOB_POLLING_SECONDS,
    headerExternalLink:
      e.HEADER_EXTERNAL_LINK_LABEL && e.HEADER_EXTERNAL_LINK_URL
        ? Object.freeze({ label: e.HEADER_EXTERNAL_LINK_LABEL, url: e.HEADER_EXTERNAL_LINK_URL })
        : null,
    socialLinks: Object.freeze(
      SOCIAL_NETWORKS.flatMap((network) => {
        const url = e[`SOCIAL_${network.toUpperCase() as Uppercase<SocialNetwork>}_URL`];
        return url ? [Object.freeze({ network, url })] : [];
      }),
    ),
    adminIdleMinutes: e.ADMIN_IDLE_MINUTES,
    webhooks: Object.freeze({ allowPrivate: e.WEBHOOK_ALLOW_PRIVATE, timeoutMs: e.WEBHOOK_TIMEOUT_MS }),
    accountNumbers: e.ACCOUNT_NUMBER_PATTERN,
    trackingUrlTemplates: e.TRACKING_URL_TEMPLATES,
    isDevServer: false,
    ...overrides,
  });
}
