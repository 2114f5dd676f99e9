// `npm run bench`: the store against a bare Fastify route running the same SQL, on PostgreSQL
// (when reachable) and on the embedded PGlite, each with a 50,000-product catalogue.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { createAccountsRepo } from '../src/server/domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../src/server/domains/accounts/accounts.service.ts';
import { benchBareCartWrite, benchCartOperations, benchOrderPlacement, prepareCart, signInCustomer, type LatencyRow } from './cart.ts';
import { benchFastOrders } from './fast-orders.ts';
import { benchIntegration } from './integration.ts';
import { runLighthouse } from './lighthouse.ts';
import { benchQuickOrder } from './quick-order.ts';
import { benchResidents } from './residents.ts';
import { mediansOf } from './medians.ts';
import { benchSearch } from './search.ts';
import { benchStaffOrders } from './staff-orders.ts';
import { benchDelivery } from './delivery.ts';
import { benchDashboard } from './dashboard.ts';
import { benchReports } from './reports.ts';
import { benchBulkDispatch } from './bulk-dispatch.ts';
import { benchCatalogueImport } from './catalogue-import.ts';
import { benchAdminProducts } from './admin-products.ts';
import { benchStockListing } from './stock-listing.ts';
import { benchPricing } from './pricing.ts';
import { benchMoney } from './money.ts';
import { benchMoneyLoad } from './money-load.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 3;
/** Store and bare route are measured in alternating rounds, so a noisy moment on the machine hits both. */
const ROUNDS = 5;
const ROUND_S = Math.max(3, Math.round(DURATION_S / 2));
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DIR = path.resolve('.bench');
const PGLITE_DIR = path.join(BENCH_DIR, 'pglite');
/** PGlite allows one process per data directory: the bare route gets a copy, so both run at once. */
const PGLITE_BARE_DIR = path.join(BENCH_DIR, 'pglite-bare');

type Target = { name: 'postgres' | 'pglite'; env: Record<string, string>; bareEnv: Record<string, string> };
type Row = { target: string; case: string; connections: number; rps: number; p50: number; p99: number; errors: number };

const rows: Row[] = [];
const latencyRows: LatencyRow[] = [];
const BENCH_CUSTOMERS = 32;
const BENCH_PASSWORD = 'bench-password-1';
const notes: string[] = [];

function cli(env: Record<string, string>, ...args: string[]): void {
  const result = spawnSync('node', ['src/server/cli/index.ts', ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed`);
}

async function productCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query("SELECT to_regclass('products') IS NOT NULL AS present");
    if (!result.rows[0].present) return 0;
    return Number((await client.query('SELECT count(*) AS n FROM products')).rows[0].n);
  } finally {
    await client.end();
  }
}

async function postgresTarget(): Promise<Target | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    notes.push('PostgreSQL not reachable: PGlite only.');
    return undefined;
  }
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'store_bench'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE store_bench');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/store_bench';
  const env = { DATABASE_URL: url.toString() };
  if ((await productCount(env.DATABASE_URL)) < PRODUCTS) {
    cli(env, 'db:migrate');
    cli(env, 'catalogue:generate', '--products', String(PRODUCTS));
  }
  return { name: 'postgres', env, bareEnv: env };
}

async function pgliteTarget(): Promise<Target> {
  mkdirSync(PGLITE_DIR, { recursive: true });
  const env = { DATA_DIR: PGLITE_DIR, SEED_DEMO: 'false' };
  cli(env, 'db:migrate');
  const database = await openDatabase({ databaseUrl: undefined, dataDir: PGLITE_DIR, poolMax: 1, queueLimit: 10, queueTimeoutMs: 30_000 });
  const count = Number((await database.pool.query('SELECT count(*) AS n FROM products')).rows[0].n);
  await database.close();
  if (count < PRODUCTS) cli(env, 'catalogue:generate', '--products', String(PRODUCTS));
  rmSync(PGLITE_BARE_DIR, { recursive: true, force: true });
  cpSync(PGLITE_DIR, PGLITE_BARE_DIR, { recursive: true });
  return { name: 'pglite', env, bareEnv: { ...env, DATA_DIR: PGLITE_BARE_DIR } };
}

async function startServer(script: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<folder>: each server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn('node', [...profile, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  child.kill('SIGKILL');
}

/** A returning guest's cookies (sid and XSRF-TOKEN), as a browser sends them after its first page. */
async function guestCookies(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/session`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

async function measure(url: string, connections: number, seconds: number, cookie: string) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, headers: cookie ? { cookie } : {} });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function record(target: string, name: string, connections: number, runs: Awaited<ReturnType<typeof measure>>[]): Row {
  const row = {
    target,
    case: name,
    connections,
    ...mediansOf(runs),
  };
  rows.push(row);
  const each = runs.length > 1 ? ` (rounds: ${runs.map((run) => `${run.rps}/${run.p99}`).join(', ')} req/s/p99)` : '';
  console.log(`${target.padEnd(8)} ${name.padEnd(34)} c=${connections} ${row.rps} req/s p50 ${row.p50} ms p99 ${row.p99} ms errors ${row.errors}${each}`);
  return row;
}

/** One server, one case: warm-up, then DURATION_S measured. */
async function load(target: string, name: string, url: string, connections: number, cookie = ''): Promise<Row> {
  await measure(url, connections, WARMUP_S, cookie);
  return record(target, name, connections, [await measure(url, connections, DURATION_S, cookie)]);
}

/** The bare route and the store on the same case: both warmed up, then ROUNDS alternating rounds; medians. */
async function compare(
  target: string,
  names: { bare: string; store: string },
  urls: { bare: string; store: string },
  connections: number,
  cookie: string,
): Promise<{ bare: Row; store: Row }> {
  await measure(urls.bare, connections, WARMUP_S, '');
  await measure(urls.store, connections, WARMUP_S, cookie);
  const bareRuns = [];
  const storeRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareRuns.push(await measure(urls.bare, connections, ROUND_S, ''));
    storeRuns.push(await measure(urls.store, connections, ROUND_S, cookie));
  }
  return { bare: record(target, names.bare, connections, bareRuns), store: record(target, names.store, connections, storeRuns) };
}

/**
 * issue #2: /healthz and static files stay fast while the catalogue is loaded. The keyword search runs
 * at 32 connections while one connection each asks for /healthz and for a script file.
 */
async function probesUnderLoad(target: string, port: number, cookie: string): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const asset = (await (await fetch(`${base}/`)).text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? '/favicon.ico';
  const busy = autocannon({ url: `${base}/api/products?keyword=nitrile%20gloves&per_page=24`, connections: 32, duration: DURATION_S, headers: { cookie } });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const probeSeconds = Math.max(2, DURATION_S - 2);
  const [health, file] = await Promise.all([measure(`${base}/healthz`, 1, probeSeconds, ''), measure(`${base}${asset}`, 1, probeSeconds, '')]);
  await busy;
  record(target, '/healthz while search runs at c=32', 1, [health]);
  record(target, 'a script file while search runs at c=32', 1, [file]);
}

async function largestTopCategory(port: number): Promise<{ id: number; url: string }> {
  const tree = (await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json()) as { data: { id: number; url: string }[] };
  let best = { id: 0, url: '', total: -1 };
  for (const category of tree.data) {
    const page = (await (await fetch(`http://127.0.0.1:${port}/api/products?parent_id=${category.id}&per_page=1`)).json()) as {
      meta: { total: number };
    };
    if (page.meta.total > best.total) best = { ...category, total: page.meta.total };
  }
  return best;
}

async function productPageScriptBytes(port: number, productUrl: string): Promise<{ files: number; gzipBytes: number }> {
  const base = `http://127.0.0.1:${port}`;
  const html = await (await fetch(base + productUrl)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) sources.add(match[1]!);
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, gzipBytes };
}

async function benchTarget(target: Target): Promise<void> {
  const barePort = 3401;
  const storePort = 3402;

  const bare = await startServer('bench/bare-server.ts', barePort, target.bareEnv);
  const server = await startServer('src/server/main.ts', storePort, target.env);
  try {
    const category = await largestTopCategory(storePort);
    const someProduct = (await (await fetch(`http://127.0.0.1:${storePort}/api/products?parent_id=${category.id}&per_page=1`)).json()) as {
      data: { url: string }[];
    };
    const api = `http://127.0.0.1:${storePort}/api/products`;
    const cookie = await guestCookies(storePort);
    const { bare: bareCategory, store: storeCategory } = await compare(
      target.name,
      { bare: 'bare route: category SQL', store: 'GET /api/products category' },
      {
        bare: `http://127.0.0.1:${barePort}/bare/category?parent_id=${category.id}&page=3`,
        store: `${api}?parent_id=${category.id}&per_page=24&sort_field=title&sort_order=asc&page=3`,
      },
      10,
      cookie,
    );
    await stopServer(bare);
    await probesUnderLoad(target.name, storePort, cookie);
    await load(target.name, 'GET category page (SSR)', `http://127.0.0.1:${storePort}${category.url}`, 10, cookie);
    notes.push(
      `${target.name}: category API ${Math.round((storeCategory.rps / bareCategory.rps) * 100)}% of the bare route's req/s (target ≥ 80%)`,
    );
    if (target.name === 'pglite' || !process.env.BENCH_SKIP_BROWSER) {
      const productUrl = someProduct.data[0]?.url ?? '/';
      const scripts = await productPageScriptBytes(storePort, productUrl);
      notes.push(`${target.name}: product page JavaScript for a guest: ${scripts.files} files, ${(scripts.gzipBytes / 1024).toFixed(1)} KB gzip (target ≤ 150 KB)`);
      if (target.name === 'pglite' && !process.env.BENCH_SKIP_LIGHTHOUSE) {
        for (const [name, url] of [['home', '/'], ['category', category.url], ['product', productUrl]] as const) {
          const score = await runLighthouse(`http://127.0.0.1:${storePort}${url}`);
          notes.push(`Lighthouse mobile performance, ${name} page: ${score} (target ≥ 95)`);
        }
      }
    }
  } finally {
    await Promise.all([stopServer(server), stopServer(bare)]);
  }
}

/** 32 customers with their own accounts, and products without a variant matrix to put in carts. */
async function prepareBuying(databaseUrl: string): Promise<{ productIds: number[]; owners: { accountId: number; userId: number }[] }> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 2, queueLimit: 100, queueTimeoutMs: 30_000 });
  try {
    const accounts = createAccountsService({ repo: createAccountsRepo(database.db) });
    const owners = [];
    for (let index = 1; index <= BENCH_CUSTOMERS; index++) {
      const created = await accounts.createAccountWithUser({
        email: `bench-${index}@example.com`,
        password: BENCH_PASSWORD,
        accountNumber: String(910_000 + index),
        accountName: `Bench Care ${index}`,
      });
      owners.push({ accountId: created.accountId, userId: created.userId });
    }
    const products = await database.pool.query(
      `SELECT p.id FROM products p WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = p.id)
       ORDER BY p.id LIMIT 400`,
    );
    return { productIds: products.rows.map((row: { id: number }) => row.id), owners };
  } finally {
    await database.close();
  }
}

/**
 * Issue #29: every bench customer made a buyer (not the account's manager, whose orders are never checked)
 * with an order and a monthly limit, and every account given an overall budget and one per top-level
 * category, all far above what the bench orders: Confirm Order then reads and locks what it checks, and
 * still places every order.
 */
async function setSpendRules(databaseUrl: string, owners: { accountId: number; userId: number }[]): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 1, queueLimit: 10, queueTimeoutMs: 30_000 });
  try {
    const accountIds = owners.map((owner) => owner.accountId);
    await database.pool.query(`UPDATE account_users SET role = 'buyer', order_limit_cents = 90000000, monthly_limit_cents = 90000000 WHERE account_id = ANY($1)`, [accountIds]);
    await database.pool.query(`INSERT INTO account_budgets (account_id, monthly_total_cents) SELECT unnest($1::int[]), 90000000 ON CONFLICT DO NOTHING`, [accountIds]);
    await database.pool.query(
      `INSERT INTO account_category_budgets (account_id, category_id, monthly_amount_cents)
       SELECT a.id, c.id, 90000000 FROM unnest($1::int[]) AS a(id) CROSS JOIN categories c WHERE c.parent_id IS NULL ON CONFLICT DO NOTHING`,
      [accountIds],
    );
  } finally {
    await database.close();
  }
}

async function benchBuying(target: Target): Promise<void> {
  const { productIds, owners } = await prepareBuying(target.env.DATABASE_URL!);
  const port = 3403;
  const barePort = 3404;
  const server = await startServer('src/server/main.ts', port, { ...target.env, LOGIN_RATE_LIMIT_PER_15_MIN: '100000' });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const customers = [];
    for (let index = 1; index <= BENCH_CUSTOMERS; index++) {
      const session = await signInCustomer(baseUrl, `bench-${index}@example.com`, BENCH_PASSWORD);
      customers.push(await prepareCart(baseUrl, session, productIds[index]!));
    }
    // Saturating first (as many requests as the server answers), then paced at 10 requests a second per customer.
    for (const load of [{ durationSeconds: DURATION_S }, { durationSeconds: DURATION_S, ratePerCustomer: 10 }]) {
      for (const row of await benchCartOperations(baseUrl, customers, productIds, load)) latencyRows.push(row);
    }
    for (const thinkMs of [0, 100]) {
      for (const customer of customers) await prepareCart(baseUrl, customer, productIds[0]!);
      // Paced: 15 orders each (480), so the p99 compared with the run below is not one or two slow answers.
      latencyRows.push(await benchOrderPlacement(baseUrl, customers, productIds, thinkMs > 0 ? 15 : 5, thinkMs));
    }
    // Issue #29: the same paced placement with limits and budgets to check (target: p99 within 5 ms of the run above).
    await setSpendRules(target.env.DATABASE_URL!, owners);
    await new Promise((resolve) => setTimeout(resolve, 6000)); // the sessions' cached role (5 s) is read again
    for (const customer of customers) await prepareCart(baseUrl, customer, productIds[0]!);
    const checked = await benchOrderPlacement(baseUrl, customers, productIds, 15, 100);
    latencyRows.push({ ...checked, case: `${checked.case}, each a buyer with limits and budgets to check` });
    for (const row of latencyRows) {
      console.log(`${target.name.padEnd(8)} ${row.case.padEnd(90)} ${row.requests} requests p50 ${row.p50} ms p99 ${row.p99} ms errors ${row.errors}`);
      notes.push(`${target.name}: ${row.case}: p50 ${row.p50} ms, p99 ${row.p99} ms (${row.requests} requests, ${row.errors} errors)`);
    }
    notes.push('targets: cart operations p99 < 20 ms; order placement p99 < 50 ms; with limits and budgets, paced placement p99 within 5 ms of it without (issue #29)');
  } finally {
    await stopServer(server);
  }
  // The ceiling: the one statement an add must run, from a bare route, at the same 32 saturating connections.
  const bare = await startServer('bench/bare-server.ts', barePort, target.bareEnv);
  try {
    const row = await benchBareCartWrite(`http://127.0.0.1:${barePort}`, owners, productIds, DURATION_S);
    console.log(`${target.name.padEnd(8)} ${row.case.padEnd(90)} ${row.requests} requests p50 ${row.p50} ms p99 ${row.p99} ms errors ${row.errors}`);
    notes.push(`${target.name}: ${row.case}: p50 ${row.p50} ms, p99 ${row.p99} ms (${row.requests} requests, ${row.errors} errors)`);
    latencyRows.push(row);
  } finally {
    await stopServer(bare);
  }
}

const build = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('build failed');

const ONLY_ONE = ['buying', 'quick-order', 'fast-orders', 'residents', 'staff-orders', 'delivery', 'dashboard', 'reports', 'bulk-dispatch', 'search', 'catalogue-import', 'admin-products', 'stock-listing', 'integration', 'pricing', 'money', 'money-load'];
// The PGlite target serves only the listing benchmarks, which BENCH_ONLY skips.
const runsListings = !ONLY_ONE.includes(process.env.BENCH_ONLY ?? '');
const targets = [await postgresTarget(), runsListings ? await pgliteTarget() : undefined].filter((target): target is Target => target !== undefined);
// BENCH_ONLY=buying runs just the cart and order benchmarks; BENCH_ONLY=quick-order just the quick-order match;
// BENCH_ONLY=fast-orders, BENCH_ONLY=residents and BENCH_ONLY=staff-orders just theirs.
if (runsListings) {
  for (const target of targets) await benchTarget(target);
}
const postgres = targets.find((target) => target.name === 'postgres');
/** Starts a server script for a bench, stopped by what it answers. */
const servers = {
  start: async (script: string, port: number, env: Record<string, string>) => {
    const child = await startServer(script, port, env);
    return { stop: () => stopServer(child) };
  },
};
if (postgres && !process.env.BENCH_SKIP_BUYING && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'buying')) {
  await benchBuying(postgres);
}
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'quick-order')) {
  for (const row of await benchQuickOrder(postgres.env.DATABASE_URL!, postgres.env, servers)) {
    console.log(`postgres ${row.case.padEnd(90)} ${row.requests} requests p50 ${row.p50} ms p99 ${row.p99} ms errors ${row.errors}`);
    notes.push(`postgres: ${row.case}: p50 ${row.p50} ms, p99 ${row.p99} ms (${row.requests} calls, ${row.errors} errors)`);
    latencyRows.push(row);
  }
  notes.push('target: matching 2,000 pasted lines < 500 ms a call');
}
// BENCH_ONLY=fast-orders: just opening a 500-item fast-order list.
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'fast-orders')) {
  for (const row of await benchFastOrders(postgres.env.DATABASE_URL!, postgres.env, servers, ROUND_S)) {
    record('postgres', row.case, row.connections, [row]);
  }
  notes.push('target: opening a 500-item fast-order list p99 < 30 ms at 10 connections');
}
// BENCH_ONLY=residents: the Resident Tracker's list, list page and usage summary for 200 residents.
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'residents')) {
  const residents = await benchResidents(postgres.env.DATABASE_URL!, postgres.env, servers, ROUND_S);
  for (const row of residents.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...residents.notes);
  notes.push('targets: GET /api/resident-orders and the list page p99 < 100 ms, GET /api/resident-usage p99 < 30 ms at 10 connections');
}
// BENCH_ONLY=search: keyword search and suggestions against the plain full-text SQL (issue #18).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'search')) {
  notes.push(
    ...(await benchSearch({
      target: 'postgres',
      compare,
      measure,
      record,
      startServer,
      stopServer,
      guestCookies,
      env: postgres.env,
      bareEnv: postgres.bareEnv,
      seconds: ROUND_S,
    })),
  );
}
// BENCH_ONLY=staff-orders: the back office's order list and status moves on 200,000 orders (issue #17).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'staff-orders')) {
  const staffOrders = await benchStaffOrders(ADMIN_URL, PRODUCTS, servers, ROUND_S);
  for (const row of staffOrders.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...staffOrders.notes);
}
// BENCH_ONLY=delivery: checkout's delivery days and the order list by delivery day on 200,000 orders (issue #29).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'delivery')) {
  const delivery = await benchDelivery(ADMIN_URL, PRODUCTS, servers, ROUND_S);
  for (const row of delivery.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...delivery.notes);
}
// BENCH_ONLY=dashboard: the back office's home figures and its new-order count on 200,000 orders (issue #30).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'dashboard')) {
  const dashboard = await benchDashboard(ADMIN_URL, PRODUCTS, servers, ROUND_S);
  for (const row of dashboard.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...dashboard.notes);
}
// BENCH_ONLY=reports: the sales and GST reports for a year of the 200,000 orders (issue #30 Part 5).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'reports')) {
  const reports = await benchReports(ADMIN_URL, PRODUCTS, servers, ROUND_S);
  for (const row of reports.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...reports.notes);
}
// BENCH_ONLY=bulk-dispatch: 500 orders moved and dispatched in one request, and the storefront meanwhile (issue #30).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'bulk-dispatch')) {
  const bulk = await benchBulkDispatch(ADMIN_URL, PRODUCTS, servers, ROUND_S);
  for (const row of bulk.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...bulk.notes);
}
// BENCH_ONLY=integration: the ERP's 1,000-record product upsert and the orders feed at 1,000 a page (issue #19).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'integration')) {
  const integration = await benchIntegration(ADMIN_URL, PRODUCTS, servers);
  for (const row of integration.rows) {
    console.log(`postgres ${row.case.padEnd(90)} ${row.runs} runs median ${row.medianMs} ms max ${row.maxMs} ms`);
    notes.push(`postgres: ${row.case}: median ${row.medianMs} ms, slowest ${row.maxMs} ms (${row.runs} runs)`);
  }
  notes.push(...integration.notes);
}

// BENCH_ONLY=money: the ledger of 5,000 invoices and the statements of the 1st for 2,000 accounts (issue #28).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'money')) {
  for (const line of await benchMoney()) {
    console.log(`postgres ${line}`);
    notes.push(`postgres: ${line}`);
  }
}

// BENCH_ONLY=money-load: the category API beside invoice PDF downloads and during the statement run (issue #28).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'money-load')) {
  const moneyLoad = await benchMoneyLoad(ADMIN_URL, servers, ROUND_S);
  for (const row of moneyLoad.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...moneyLoad.notes);
}

// BENCH_ONLY=catalogue-import: checking and applying a 3,000-row CSV, and the category API meanwhile (issue #19).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'catalogue-import')) {
  const imports = await benchCatalogueImport(ADMIN_URL, servers, ROUND_S);
  for (const row of imports.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...imports.notes);
}
// BENCH_ONLY=admin-products: the back office's product list at 50,000 products (issue #19).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'admin-products')) {
  const adminProducts = await benchAdminProducts(ADMIN_URL, PRODUCTS, servers, ROUND_S);
  for (const row of adminProducts.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...adminProducts.notes);
}

// BENCH_ONLY=stock-listing: a category listing filtered to 'In stock' beside the unfiltered one (issue #30 Part 3).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'stock-listing')) {
  const stock = await benchStockListing(ADMIN_URL, PRODUCTS, servers, ROUND_S);
  for (const row of stock.rows) record('postgres', row.case, row.connections, [row]);
  notes.push(...stock.notes);
}

// BENCH_ONLY=pricing: contract prices with 300,000 entries (issue #27).
if (postgres && (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === 'pricing')) {
  notes.push(...(await benchPricing({ adminUrl: ADMIN_URL, products: PRODUCTS, compare, measure, record, startServer, stopServer, seconds: ROUND_S })));
}

console.log('\nNotes');
for (const note of notes) console.log(`- ${note}`);
mkdirSync(BENCH_DIR, { recursive: true });
writeFileSync(path.join(BENCH_DIR, 'results.json'), JSON.stringify({ at: new Date().toISOString(), rows, latencyRows, notes }, null, 2));
