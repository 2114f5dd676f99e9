// Issue #28's money under load, on PostgreSQL with the 50,000-product catalogue, in a database of its own
// (`bench_money_load`, a copy of store_bench), against the store as it runs in production (its own
// process, its background worker):
// - the storefront's category API (GET /api/products?parent_id=…, 10 connections) quiet, and while 4
//   connections download a 200-line invoice's PDF from the back office: its req/s against the bare route's
//   (target: the ratio the category API keeps quiet, ≥ 80%), its p99, and the PDF's own latency meanwhile;
// - the statement run of the 1st for 2,000 accounts with 12 months of history: queued, then read, drawn
//   and e-mailed (to the outbox) by the store's worker: from the sweep to the last e-mail on an otherwise
//   quiet store (target under 2 minutes); then run again while the category API is asked at a steady half
//   of its quiet req/s (a busy day, not a flood, which leaves a background job no CPU at all): its p99 over
//   the whole run against the same rate with no run (target ≤ 1.5×), and how long the run took so.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { transactOn } from '../src/server/db/executor.ts';
import { statementMailQueue } from '../src/server/domains/invoicing/invoicing.queues.ts';
import { createStatementRun } from '../src/server/domains/invoicing/statement-run.ts';
import { createJobQueue } from '../src/server/jobs/job-queue.ts';
import { storeDayOf } from '../src/server/kernel/store-day.ts';
import { sampleInvoice } from './invoice-samples.ts';
import type { RoundFigures } from './medians.ts';
import { SEED } from './money.ts';
import autocannon from 'autocannon';
import { cli, measureGet, signedInStaff, summary, withClient, type StaffBenchRow } from './staff-orders.ts';

const ROUNDS = 3;
const STATEMENT_ACCOUNTS = 2_000;
const PDF_LINES = 200;
const WINDOW_SECONDS = 5;
type Server = { start(script: string, port: number, env: Record<string, string>): Promise<{ stop(): Promise<void> }> };
const quiet = { info() {}, warn() {}, error() {}, debug() {}, fatal() {}, trace() {}, child: () => quiet, level: 'silent' } as never;

/** bench_money_load: store_bench's catalogue, this branch's migrations, 2,000 accounts' history and one 200-line invoice. */
async function prepareDatabase(adminUrl: string): Promise<{ DATABASE_URL: string; invoiceId: number }> {
  await withClient(adminUrl, async (admin) => {
    if ((await admin.query("SELECT 1 FROM pg_database WHERE datname = 'bench_money_load'")).rowCount === 0) {
      await admin.query('CREATE DATABASE bench_money_load TEMPLATE store_bench');
    }
  });
  const url = new URL(adminUrl);
  url.pathname = '/bench_money_load';
  const env = { DATABASE_URL: url.toString() };
  cli(env, 'db:migrate');
  const invoiceId = await withClient(env.DATABASE_URL, async (client) => {
    // Statements go to the accounts e-mail (the seeded accounts have no users to send them to otherwise).
    await client.query("UPDATE accounts SET accounts_email = 'bench-' || id || '@example.test' WHERE account_number LIKE 'MS-%' AND accounts_email IS NULL");
    const found = await client.query<{ id: number }>("SELECT id FROM invoices WHERE invoice_number = 'MLI-PDF'");
    if (found.rows[0]) return found.rows[0].id;
    await client.query('BEGIN');
    await client.query("INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('bench-money@example.test', 'x', 'Bench', 'Money') ON CONFLICT DO NOTHING");
    await client.query(SEED('MS', STATEMENT_ACCOUNTS, 12, true));
    await client.query(`
      WITH paid AS (SELECT i.id, i.account_id, i.total_cents, i.due_on FROM invoices i JOIN accounts a ON a.id = i.account_id WHERE a.account_number LIKE 'MS-%' AND i.id % 2 = 0),
      p AS (INSERT INTO account_payments (account_id, reference, amount_cents, paid_on, source)
        SELECT account_id, 'PAY-' || id, total_cents, due_on - 5, 'erp' FROM paid RETURNING id, reference)
      INSERT INTO payment_allocations (payment_id, invoice_id, amount_cents) SELECT p.id, split_part(p.reference, '-', 2)::int, 1150 FROM p`);
    const snapshot = { ...sampleInvoice(PDF_LINES), invoiceNumber: 'MLI-PDF' };
    const { rows } = await client.query<{ id: number }>(
      `WITH acc AS (INSERT INTO accounts (account_number, name, can_pay_on_account) VALUES ('ML-PDF', 'Bench PDF', true) RETURNING id),
       ord AS (INSERT INTO orders (account_id, user_id, order_number, status, payment_method, shipping_info, billing_info, shipping_full_address,
           sub_total_cents, tax_total_cents, tax_rate_basis_points, total_cents, checkout_key, fulfilment_status)
         SELECT acc.id, (SELECT min(id) FROM users), 'MLO-PDF', 'placed_on_account', 'account', '{}', '{}', '', $1, $2, 1500, $3, 'ml-pdf', 'dispatched' FROM acc RETURNING id, account_id)
       INSERT INTO invoices (invoice_number, account_id, order_id, issued_at, due_on, is_paid_by_card, sub_total_cents, gst_cents, total_cents, snapshot)
       SELECT 'MLI-PDF', ord.account_id, ord.id, now(), current_date + 30, false, $1, $2, $3, $4::jsonb FROM ord RETURNING id`,
      [snapshot.subTotalCents, snapshot.gstCents, snapshot.totalCents, JSON.stringify(snapshot)],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return rows[0]?.id ?? 0;
  });
  return { ...env, invoiceId };
}

/** Jobs of the statement e-mails still to do. */
async function statementMailsLeft(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ left: number }>("SELECT count(*)::int AS left FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')", [statementMailQueue.name]);
    return rows[0]?.left ?? 0;
  });
}

/** Queues the statements of the month that began (as the hourly sweep does), from this process: the store's worker draws and sends them. */
async function sweepStatements(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir: '.bench', poolMax: 2, queueLimit: 100, queueTimeoutMs: 30_000 });
  const jobs = createJobQueue(database, quiet, { queues: [statementMailQueue], isWorker: false, pollingIntervalSeconds: 2 });
  try {
    await jobs.start();
    const today = storeDayOf(new Date());
    // Earlier runs of this bench sent last month's: forget them, so that this run sends them again.
    const thisMonth = today.slice(0, 7);
    await database.pool.query('DELETE FROM statement_runs WHERE month < $1', [thisMonth]);
    await database.pool.query('DELETE FROM statement_months WHERE month < $1', [thisMonth]);
    return await createStatementRun({ transact: transactOn(database.db), jobs, log: quiet, today: () => today }).sweep();
  } finally {
    await jobs.stop();
    await database.close();
  }
}

/** The URL asked at a steady `rate` a second over 10 connections for `seconds`. */
async function measurePaced(url: string, rate: number, seconds: number): Promise<RoundFigures> {
  const result = await autocannon({ url, connections: 10, overallRate: rate, duration: seconds });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * Sweeps the statements and waits for the last e-mail: seconds taken. With `rate`, the category URL is
 * asked at that steady rate from the sweep to the last e-mail, and its figures over the whole run come back.
 */
async function statementRun(databaseUrl: string, paced: { url: string; rate: number } | null): Promise<{ queued: number; queuedMs: number; seconds: number; load: RoundFigures | null }> {
  const started = performance.now();
  let finished: Promise<autocannon.Result> | null = null;
  let load: autocannon.Instance | null = null;
  if (paced) {
    finished = new Promise((resolve, reject) => {
      load = autocannon({ url: paced.url, connections: 10, overallRate: paced.rate, duration: 900 }, (error, result) => (error ? reject(error) : resolve(result)));
    });
  }
  const queued = await sweepStatements(databaseUrl);
  const queuedMs = performance.now() - started;
  while ((await statementMailsLeft(databaseUrl)) > 0) {
    if (performance.now() - started > 900_000) throw new Error('the statement run took over 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  if (!load || !finished) return { queued, queuedMs, seconds, load: null };
  (load as autocannon.Instance).stop();
  const result = await finished;
  return { queued, queuedMs, seconds, load: { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx } };
}

export async function benchMoneyLoad(adminUrl: string, servers: Server, roundSeconds: number): Promise<{ rows: StaffBenchRow[]; notes: string[] }> {
  const { invoiceId, ...env } = await prepareDatabase(adminUrl);
  const port = 3431;
  const barePort = 3432;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-money-load-'));
  const store = await servers.start('src/server/main.ts', port, { ...env, ADMIN_IDLE_MINUTES: '120', DATA_DIR: dataDir });
  const bare = await servers.start('bench/bare-server.ts', barePort, env);
  const base = `http://127.0.0.1:${port}`;
  const rows: StaffBenchRow[] = [];
  const notes: string[] = [];
  try {
    const staff = await signedInStaff(base, env);
    const tree = (await (await fetch(`${base}/api/categories`)).json()) as { data: { id: number }[] };
    const parentId = tree.data[0]?.id ?? 0;
    const category = `${base}/api/products?parent_id=${parentId}&per_page=24&sort_field=title&sort_order=asc&page=3`;
    const bareCategory = `http://127.0.0.1:${barePort}/bare/category?parent_id=${parentId}&page=3`;
    const pdf = `${base}/admin/api/invoices/${invoiceId}.pdf`;
    const check = await fetch(pdf, { headers: { cookie: staff.cookie } });
    if (!check.ok || check.headers.get('content-type') !== 'application/pdf') throw new Error(`the invoice PDF answered ${check.status}`);
    await measureGet(category, 10, 3);
    await measureGet(pdf, 4, 3, staff.cookie);

    const bareRuns: RoundFigures[] = [];
    const quietRuns: RoundFigures[] = [];
    const busyRuns: RoundFigures[] = [];
    const pdfRuns: RoundFigures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRuns.push(await measureGet(bareCategory, 10, roundSeconds));
      quietRuns.push(await measureGet(category, 10, roundSeconds));
      const [busy, pdfs] = await Promise.all([measureGet(category, 10, roundSeconds), measureGet(pdf, 4, roundSeconds, staff.cookie)]);
      busyRuns.push(busy);
      pdfRuns.push(pdfs);
    }
    const bareRow = summary('bare route: category SQL', 10, bareRuns);
    const quietRow = summary('GET /api/products category, quiet', 10, quietRuns);
    const busyRow = summary(`GET /api/products category, while 4 connections download a ${PDF_LINES}-line invoice PDF`, 10, busyRuns);
    const pdfRow = summary(`GET /admin/api/invoices/{id}.pdf, ${PDF_LINES} lines, beside the category API`, 4, pdfRuns);
    rows.push(bareRow, quietRow, busyRow, pdfRow);
    const percent = (value: number) => `${Math.round(value * 100)}%`;
    notes.push(
      `category API ${quietRow.rps} req/s quiet (${percent(quietRow.rps / bareRow.rps)} of the bare route's ${bareRow.rps}), ${busyRow.rps} req/s while 4 connections download ${PDF_LINES}-line invoice PDFs ` +
        `(${percent(busyRow.rps / bareRow.rps)} of the bare route's; target ≥ 80%); p99 ${quietRow.p99} ms quiet, ${busyRow.p99} ms beside the PDFs; the PDFs meanwhile ${pdfRow.rps}/s, p50 ${pdfRow.p50} ms, p99 ${pdfRow.p99} ms`,
    );

    const alone = await statementRun(env.DATABASE_URL, null);
    notes.push(
      `statement run on a quiet store: ${alone.queued.toLocaleString('en-NZ')} statements queued in ${(alone.queuedMs / 1000).toFixed(1)} s, ` +
        `read, drawn and e-mailed by the store's worker within ${alone.seconds.toFixed(0)} s of the sweep (target under 120 s)`,
    );
    const rate = Math.max(10, Math.round(quietRow.rps / 2));
    const pacedQuiet: RoundFigures[] = [];
    for (let round = 0; round < ROUNDS; round++) pacedQuiet.push(await measurePaced(category, rate, WINDOW_SECONDS));
    const busy = await statementRun(env.DATABASE_URL, { url: category, rate });
    const quietPaced = summary(`GET /api/products category at ${rate} req/s, quiet`, 10, pacedQuiet);
    const during = busy.load ?? { rps: 0, p50: 0, p99: 0, errors: 0 };
    rows.push(quietPaced, summary(`GET /api/products category at ${rate} req/s, during the statement run`, 10, [during]));
    notes.push(
      `statement run beside the category API at ${rate} req/s (half its quiet req/s): done within ${busy.seconds.toFixed(0)} s; the category API's p99 over the whole run ${during.p99} ms ` +
        `(p50 ${during.p50} ms, ${during.errors} errors), against ${quietPaced.p99} ms at that rate with no run: ${(during.p99 / Math.max(1, quietPaced.p99)).toFixed(2)}× (target ≤ 1.5×)`,
    );
    return { rows, notes };
  } finally {
    await bare.stop();
    await store.stop();
  }
}
