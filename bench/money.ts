// Issue #28's money on PostgreSQL, in this process against the store's own services:
// - the ledger (GET /admin/api/accounts/{id}/ledger's work) of an account with 5,000 invoices on account,
//   a payment for every second one and a credit note for every tenth: target p99 < 50 ms; beside it the bare
//   ceiling, the simplest form of the same work (one sum of the account's invoices);
// - the statements of the 1st for 2,000 accounts with 12 months of history (an invoice a month, a payment
//   every second month, a credit note every sixth): the run that records and queues them, then each
//   statement read and drawn as its e-mail job does (without the mail): target under 2 minutes.
//   npx node bench/money.ts, or npm run bench (BENCH_ONLY=money)   (it makes the database bench_money)
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { transactOn } from '../src/server/db/executor.ts';
import { createAccountPaymentsRepo } from '../src/server/domains/invoicing/account-payments.repo.ts';
import { createAccountPaymentsService } from '../src/server/domains/invoicing/account-payments.service.ts';
import { createStatementRun } from '../src/server/domains/invoicing/statement-run.ts';
import { createStatementsRepo } from '../src/server/domains/invoicing/statements.repo.ts';
import { createStatementsService } from '../src/server/domains/invoicing/statements.service.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LEDGER_INVOICES = 5_000;
const STATEMENT_ACCOUNTS = 2_000;
const RUNS = 200;
export const TODAY = '2026-12-01';
const MERCHANT = { name: 'Care Supply Co Limited', addressLines: ['12 Wharf Street', 'Wellington 6011'], gstNumber: '49-091-850' };
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timedRuns(work: () => Promise<unknown>): Promise<{ median: number; p99: number }> {
  for (let warm = 0; warm < 20; warm++) await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { median: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** Accounts `prefix-n` (n from 1 to count), each with a user, and for each the invoices `history` gives, with their orders. */
export const SEED = (prefix: string, count: number, invoicesEach: number, monthsBack: boolean) => `
  WITH acc AS (
    INSERT INTO accounts (account_number, name, can_pay_on_account) SELECT '${prefix}-' || n, 'Bench ' || n, true FROM generate_series(1, ${count}) n RETURNING id
  ), inv AS (
    SELECT acc.id AS account_id, k FROM acc, generate_series(1, ${invoicesEach}) k
  ), ord AS (
    INSERT INTO orders (account_id, user_id, order_number, status, payment_method, shipping_info, billing_info, shipping_full_address,
      sub_total_cents, tax_total_cents, tax_rate_basis_points, total_cents, checkout_key, fulfilment_status)
    SELECT account_id, (SELECT min(id) FROM users), '${prefix}O-' || account_id || '-' || k, 'placed_on_account', 'account', '{}', '{}', '', 1000, 150, 1500, 1150,
      '${prefix}-' || account_id || '-' || k, 'dispatched' FROM inv
    RETURNING id, account_id, checkout_key
  )
  INSERT INTO invoices (invoice_number, account_id, order_id, issued_at, due_on, is_paid_by_card, sub_total_cents, gst_cents, total_cents, snapshot)
  SELECT '${prefix}I-' || ord.id, ord.account_id, ord.id, day, day + 30, false, 1000, 150, 1150,
    json_build_object('issuedOn', to_char(day, 'YYYY-MM-DD'), 'invoiceNumber', '${prefix}I-' || ord.id, 'orderNumber', '${prefix}O-' || ord.id, 'lines', '[]'::json)
  FROM ord, LATERAL (SELECT (date '${TODAY}' - ${monthsBack ? "(split_part(ord.checkout_key, '-', 3)::int * interval '1 month')" : "(split_part(ord.checkout_key, '-', 3)::int * interval '1 hour')"})::date AS day) d`;

async function prepare(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  if ((await admin.query("SELECT 1 FROM pg_database WHERE datname = 'bench_money'")).rowCount === 0) await admin.query('CREATE DATABASE bench_money');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/bench_money';
  const migrated = spawnSync('node', ['src/server/cli/index.ts', 'db:migrate'], { env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' }, stdio: 'inherit' });
  if (migrated.status !== 0) throw new Error('db:migrate failed');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    if ((await client.query("SELECT 1 FROM accounts WHERE account_number = 'BL-1'")).rowCount === 0) {
      await client.query('BEGIN');
      await client.query("INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('bench-money@example.test', 'x', 'Bench', 'Money') ON CONFLICT DO NOTHING");
      await client.query(SEED('BL', 1, LEDGER_INVOICES, false));
      await client.query(SEED('BS', STATEMENT_ACCOUNTS, 12, true));
      // A payment for every second invoice (paid in full), a credit note for every tenth of the ledger's and sixth of the others'.
      await client.query(`
        WITH paid AS (SELECT id, account_id, total_cents, due_on FROM invoices WHERE id % 2 = 0), p AS (
          INSERT INTO account_payments (account_id, reference, amount_cents, paid_on, source)
          SELECT account_id, 'PAY-' || id, total_cents, due_on - 5, 'erp' FROM paid RETURNING id, account_id, reference)
        INSERT INTO payment_allocations (payment_id, invoice_id, amount_cents) SELECT p.id, split_part(p.reference, '-', 2)::int, 1150 FROM p`);
      await client.query(`
        INSERT INTO credit_notes (credit_note_number, account_id, invoice_id, reason, sub_total_cents, gst_cents, total_cents, snapshot)
        SELECT 'BCN-' || i.id, i.account_id, i.id, 'Bench', 100, 15, 115, json_build_object('issuedOn', i.snapshot->>'issuedOn', 'invoiceNumber', i.invoice_number, 'lines', '[]'::json)
        FROM invoices i JOIN accounts a ON a.id = i.account_id
        WHERE (a.account_number = 'BL-1' AND i.id % 10 = 1) OR (a.account_number LIKE 'BS-%' AND i.id % 6 = 1)`);
      await client.query('COMMIT');
      await client.query('ANALYZE');
    }
  } finally {
    await client.end();
  }
  return url.toString();
}

/** Runs both measures; answers a line for each, as the bench's notes. */
export async function benchMoney(): Promise<string[]> {
  const databaseUrl = await prepare();
  const lines: string[] = [];
  const database = await openDatabase({ databaseUrl, dataDir: '.bench', poolMax: 4, queueLimit: 100, queueTimeoutMs: 30_000 });
  try {
    const noJobs = { send: async () => undefined };
    const payments = createAccountPaymentsService({ repo: createAccountPaymentsRepo(database.db), transact: transactOn(database.db), audit: async () => undefined, jobs: noJobs, today: () => TODAY });
    const { rows } = await database.pool.query<{ id: number }>("SELECT id FROM accounts WHERE account_number = 'BL-1'");
    const ledgerAccount = rows[0]?.id ?? 0;
    const ledger = await timedRuns(() => payments.ledger(ledgerAccount, { page: 1, perPage: 25 }));
    const bare = await timedRuns(() => database.pool.query('SELECT sum(total_cents) FROM invoices WHERE account_id = $1', [ledgerAccount]));
    lines.push(`ledger, ${LEDGER_INVOICES.toLocaleString('en-NZ')} invoices: median ${ms(ledger.median)}, p99 ${ms(ledger.p99)} (target p99 < 50 ms); bare sum of the invoices: median ${ms(bare.median)}, p99 ${ms(bare.p99)}`);

    await database.pool.query("DELETE FROM statement_runs WHERE month = '2026-11'; DELETE FROM statement_months WHERE month = '2026-11'");
    const queued: number[] = [];
    const run = createStatementRun({ transact: transactOn(database.db), jobs: { send: async (_queue, data) => void queued.push((data as { accountId: number }).accountId) }, today: () => TODAY, log: quiet });
    const runStarted = performance.now();
    const count = await run.sweep();
    const sweepMs = performance.now() - runStarted;
    const statements = createStatementsService({ repo: createStatementsRepo(database.db), merchant: MERCHANT, today: () => TODAY });
    const drawStarted = performance.now();
    let pages = 0;
    for (const accountId of queued) {
      await statements.statementOf(accountId, '2026-11');
      pages += (await statements.pdfOf(accountId, '2026-11')).pdf.length > 0 ? 1 : 0;
    }
    const drawMs = performance.now() - drawStarted;
    lines.push(
      `statements of the 1st: ${count.toLocaleString('en-NZ')} accounts queued in ${(sweepMs / 1000).toFixed(1)} s; each read and drawn as its e-mail job does: ${(drawMs / 1000).toFixed(1)} s ` +
        `(${ms(drawMs / Math.max(1, pages))} each); in all ${((sweepMs + drawMs) / 1000).toFixed(1)} s (target under 120 s)`,
    );
  } finally {
    await database.close();
  }
  return lines;
}

if (import.meta.main) for (const line of await benchMoney()) console.log(line);
