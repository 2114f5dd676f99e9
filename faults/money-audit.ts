// Issue #28 in the fault suite: after the ERP dispatched orders (and, on PostgreSQL, a statement run was
// queued) while the store was killed, each dispatched order on account has exactly one invoice, the
// invoice numbers run from INV-000001 with no gap, each invoice and statement was e-mailed at least once
// and under one Message-ID (a copy sent again after a kill reads as the same message), and no dispatch the
// ERP was told of is missing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { DeskLedger } from './erp-desk.ts';

export type MoneyFigures = {
  dispatchesAcknowledged: number;
  /** Dispatches the ERP was told of that the database does not hold. */
  dispatchesLost: number;
  invoices: number;
  /** Dispatched orders on account with no invoice, and invoices of orders not dispatched. */
  invoicesMissing: number;
  invoicesStray: number;
  /** Numbers missing between INV-000001 and the highest issued. */
  invoiceNumberGaps: number;
  invoiceEmailsMissing: number;
  /** Invoices e-mailed more than once (allowed: at least once), and those whose copies differ in Message-ID (never). */
  invoiceEmailsRepeated: number;
  invoiceEmailIdsDiffering: number;
  /** Statements the run recorded as queued for the month (null: no run in this scenario). */
  statementsQueued: number | null;
  statementEmailsMissing: number;
  statementEmailsRepeated: number;
  statementEmailIdsDiffering: number;
  unexpectedAnswers: number;
  /** ERP requests answered 429 and sent again after the Retry-After. */
  rateLimited: number;
  details: string[];
};

type Sent = Map<string, string[]>;
type OutboxMail = { subject: string; to: string; messageId: string };

/** Each e-mail in the outbox: its subject, recipients and Message-ID. */
function readOutbox(outboxDir: string): OutboxMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((file) => {
    const text = readFileSync(path.join(outboxDir, file), 'utf8');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(text)?.[1]?.trim() ?? '';
    return { subject: header('Subject'), to: header('To'), messageId: header('Message-ID') };
  });
}

/** The Message-ID of each copy, by the key `keyOf` finds in an e-mail (none: not one of these). */
function messageIdsBy(outboxDir: string, keyOf: (mail: OutboxMail) => string | undefined): Sent {
  const sent: Sent = new Map();
  for (const mail of readOutbox(outboxDir)) {
    const key = keyOf(mail);
    if (key) sent.set(key, [...(sent.get(key) ?? []), mail.messageId]);
  }
  return sent;
}

export const INVOICE_SUBJECT = /^Tax invoice (INV-\d+) /;
/** A statement's subject names the month; the suite's accounts have one manager each, so its recipient is the key. */
export const STATEMENT_SUBJECT = /^Statement for .+ from /;

const invoiceMailOf = (outboxDir: string) => messageIdsBy(outboxDir, (mail) => INVOICE_SUBJECT.exec(mail.subject)?.[1]);
const statementMailOf = (outboxDir: string) => messageIdsBy(outboxDir, (mail) => (STATEMENT_SUBJECT.test(mail.subject) ? mail.to : undefined));

/** Waits until the outbox holds at least `invoices` invoices and `statements` statements, or the time is up. */
export async function waitForMoneyEmails(outboxDir: string, wanted: { invoices: number; statements: number }, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (invoiceMailOf(outboxDir).size >= wanted.invoices && statementMailOf(outboxDir).size >= wanted.statements) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function countCopies(sent: string[] | undefined): { missing: number; repeated: number; differing: number } {
  if (!sent || sent.length === 0) return { missing: 1, repeated: 0, differing: 0 };
  return { missing: 0, repeated: sent.length > 1 ? 1 : 0, differing: new Set(sent).size > 1 || sent.some((id) => id === '') ? 1 : 0 };
}

export async function auditMoney(client: pg.ClientBase, desk: DeskLedger, outboxDir: string, statementMonth: string | null): Promise<MoneyFigures> {
  const figures: MoneyFigures = {
    dispatchesAcknowledged: desk.dispatched.size,
    dispatchesLost: 0,
    invoices: 0,
    invoicesMissing: 0,
    invoicesStray: 0,
    invoiceNumberGaps: 0,
    invoiceEmailsMissing: 0,
    invoiceEmailsRepeated: 0,
    invoiceEmailIdsDiffering: 0,
    statementsQueued: null,
    statementEmailsMissing: 0,
    statementEmailsRepeated: 0,
    statementEmailIdsDiffering: 0,
    unexpectedAnswers: desk.unexpected.length,
    rateLimited: desk.rateLimited,
    details: desk.unexpected.slice(0, 3),
  };
  const orders = await client.query<{ order_number: string; fulfilment_status: string; invoices: number }>(
    `SELECT o.order_number, o.fulfilment_status, count(i.id)::int AS invoices
     FROM orders o LEFT JOIN invoices i ON i.order_id = o.id
     WHERE o.status = 'placed_on_account' GROUP BY o.id`,
  );
  const byNumber = new Map(orders.rows.map((row) => [row.order_number, row]));
  for (const number of desk.dispatched) if (byNumber.get(number)?.fulfilment_status !== 'dispatched') figures.dispatchesLost += 1;
  for (const order of orders.rows) {
    if (order.fulfilment_status === 'dispatched' && order.invoices !== 1) {
      figures.invoicesMissing += 1;
      figures.details.push(`order ${order.order_number} dispatched with ${order.invoices} invoices`);
    }
    if (order.fulfilment_status !== 'dispatched' && order.invoices > 0) figures.invoicesStray += 1;
  }
  const invoices = await client.query<{ invoice_number: string }>(`SELECT invoice_number FROM invoices ORDER BY invoice_number`);
  figures.invoices = invoices.rows.length;
  const highest = Math.max(0, ...invoices.rows.map((row) => Number(row.invoice_number.replace('INV-', ''))));
  figures.invoiceNumberGaps = highest - invoices.rows.length;
  const invoiceMail = invoiceMailOf(outboxDir);
  for (const { invoice_number: number } of invoices.rows) {
    const copies = countCopies(invoiceMail.get(number));
    figures.invoiceEmailsMissing += copies.missing;
    figures.invoiceEmailsRepeated += copies.repeated;
    figures.invoiceEmailIdsDiffering += copies.differing;
  }
  if (statementMonth !== null) {
    const queued = await client.query<{ email: string }>(
      `SELECT u.email FROM statement_runs r JOIN account_users au ON au.account_id = r.account_id AND au.role = 'manager' JOIN users u ON u.id = au.user_id
       WHERE r.month = $1`,
      [statementMonth],
    );
    figures.statementsQueued = queued.rows.length;
    const statementMail = statementMailOf(outboxDir);
    for (const { email } of queued.rows) {
      const copies = countCopies(statementMail.get(email));
      figures.statementEmailsMissing += copies.missing;
      figures.statementEmailsRepeated += copies.repeated;
      figures.statementEmailIdsDiffering += copies.differing;
    }
  }
  return figures;
}

/** Whether the money side came through the faults whole (e-mails sent twice are allowed). */
export function isMoneyClean(figures: MoneyFigures): boolean {
  return (
    figures.dispatchesLost === 0 &&
    figures.invoicesMissing === 0 &&
    figures.invoicesStray === 0 &&
    figures.invoiceNumberGaps === 0 &&
    figures.invoiceEmailsMissing === 0 &&
    figures.invoiceEmailIdsDiffering === 0 &&
    figures.statementEmailsMissing === 0 &&
    figures.statementEmailIdsDiffering === 0 &&
    figures.unexpectedAnswers === 0 &&
    // A run that dispatched nothing audits nothing.
    figures.dispatchesAcknowledged > 0 &&
    figures.invoices > 0 &&
    (figures.statementsQueued === null || figures.statementsQueued > 0)
  );
}
