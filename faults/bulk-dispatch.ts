// Issue #30 in the fault suite: kill -9 in the middle of a bulk dispatch. The desk (a staff member signed in
// through both steps) moves orders of an account of their own to processing, then dispatches them all in
// one POST /admin/api/orders/bulk-status, and the store is killed while it works through them. Each order
// moves in its own transaction, so afterwards each must be either dispatched with everything a dispatch
// brings (its history row, its shipment, its invoice, its audit row and, once the store is back, its
// e-mail) or still processing with none of it.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { createAccountsRepo } from '../src/server/domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../src/server/domains/accounts/accounts.service.ts';
import { createOrdersRepo } from '../src/server/domains/orders/orders.repo.ts';
import { totpCodeAt } from '../src/server/domains/staff/totp.ts';
import { newOrderOf } from '../src/server/domains/orders/orders.fixtures.ts';

/** Orders the desk dispatches at once: enough that a kill lands part way through. */
export const BULK_ORDERS = 120;

export type BulkDispatchFigures = {
  orders: number;
  dispatched: number;
  stillProcessing: number;
  /** Orders whose dispatch is half there (a history row without a shipment, an invoice without the move…), in words. */
  partial: string[];
  /** Dispatched orders with no dispatch e-mail in the outbox, and with more than one. */
  emailsMissing: number;
  emailsRepeated: number;
};

export type DeskMember = { email: string; password: string };
type Session = { cookies: Map<string, string> };

const headersOf = (session: Session) => ({
  cookie: [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  'x-xsrf-token': session.cookies.get('XSRF-TOKEN') ?? '',
  'content-type': 'application/json',
});

function keepCookies(session: Session, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    if (at > 0) session.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

async function send(baseUrl: string, session: Session, method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}${url}`, { method, headers: headersOf(session), body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
  keepCookies(session, response);
  return response;
}

/** An account of its own (the buyers' audit never sees it) with `count` on-account orders placed, new. */
export async function insertBulkOrders(databaseUrl: string, count: number): Promise<{ ids: number[]; numbers: string[] }> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 1, queueLimit: 10, queueTimeoutMs: 30_000 });
  try {
    const { accountId, userId } = await createAccountsService({ repo: createAccountsRepo(database.db) }).createAccountWithUser({
      email: 'fault-bulk@example.test',
      password: `fault-bulk-${randomBytes(6).toString('hex')}`,
      accountNumber: '990002',
      accountName: 'Fault Bulk Home',
      firstName: 'Fault',
      lastName: 'Bulk',
      canPayOnAccount: true,
    });
    const repo = createOrdersRepo(database.db);
    const ids: number[] = [];
    const numbers: string[] = [];
    for (let index = 0; index < count; index++) {
      const { order } = await repo.insertOrder(newOrderOf({ accountId, userId }, `fault-bulk-${randomBytes(8).toString('hex')}`));
      ids.push(order.id);
      numbers.push(await repo.assignOrderNumber(order.id));
    }
    return { ids, numbers };
  } finally {
    await database.close();
  }
}

/** Signs the member in through both steps (enrolling on the way), as the back office's screens do. */
export async function signInDesk(baseUrl: string, member: DeskMember): Promise<Session> {
  const session: Session = { cookies: new Map() };
  await send(baseUrl, session, 'GET', '/admin/api/me');
  const password = await send(baseUrl, session, 'POST', '/admin/api/login', member);
  const answer = (await password.json()) as { secret?: string };
  if (!password.ok || !answer.secret) throw new Error(`the desk's password step answered ${password.status}`);
  const code = await send(baseUrl, session, 'POST', '/admin/api/login/code', { code: totpCodeAt(answer.secret, new Date()) });
  if (!code.ok) throw new Error(`the desk's code step answered ${code.status}`);
  return session;
}

/** POST /admin/api/orders/bulk-status; the answer's status (0 when the store died before answering). */
export async function bulkMove(baseUrl: string, session: Session, ids: readonly number[], status: 'processing' | 'dispatched'): Promise<number> {
  const body = status === 'dispatched' ? { ids, status, carrier: 'Fault Freight', tracking_refs: Object.fromEntries(ids.map((id) => [String(id), `FB-${id}`])) } : { ids, status };
  try {
    return (await send(baseUrl, session, 'POST', '/admin/api/orders/bulk-status', body)).status;
  } catch {
    return 0;
  }
}

/** How many dispatch e-mails the outbox holds for each order number. */
function dispatchEmails(outboxDir: string): Map<string, number> {
  const sent = new Map<string, number>();
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return sent;
  }
  for (const file of files) {
    const number = /^Subject: Care Supply Co order (CS-\d+) has been dispatched/m.exec(readFileSync(path.join(outboxDir, file), 'utf8'))?.[1];
    if (number) sent.set(number, (sent.get(number) ?? 0) + 1);
  }
  return sent;
}

/** Waits until every dispatched order of these has its dispatch e-mail, or the time is up. */
export async function waitForDispatchEmails(client: pg.ClientBase, ids: readonly number[], outboxDir: string, timeoutMs: number): Promise<void> {
  const { rows } = await client.query<{ order_number: string }>(`SELECT order_number FROM orders WHERE id = ANY($1) AND fulfilment_status = 'dispatched'`, [ids]);
  const giveUpAt = Date.now() + timeoutMs;
  while (Date.now() < giveUpAt) {
    const sent = dispatchEmails(outboxDir);
    if (rows.every((row) => sent.has(row.order_number))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Each order dispatched with all of it, or processing with none of it. */
export async function auditBulkDispatch(client: pg.ClientBase, ids: readonly number[], outboxDir: string): Promise<BulkDispatchFigures> {
  const { rows } = await client.query<{ id: number; order_number: string; fulfilment_status: string; moves: number; shipments: number; invoices: number; audits: number }>(
    `SELECT o.id, o.order_number, o.fulfilment_status,
            (SELECT count(*)::int FROM order_status_history h WHERE h.order_id = o.id AND h.to_status = 'dispatched') AS moves,
            (SELECT count(*)::int FROM order_shipments s WHERE s.order_id = o.id) AS shipments,
            (SELECT count(*)::int FROM invoices i WHERE i.order_id = o.id) AS invoices,
            (SELECT count(*)::int FROM audit_log a WHERE a.entity = 'order' AND a.entity_id = o.id::text AND a.action = 'order.status' AND a.after->>'fulfilment_status' = 'dispatched') AS audits
     FROM orders o WHERE o.id = ANY($1) ORDER BY o.id`,
    [ids],
  );
  const sent = dispatchEmails(outboxDir);
  const figures: BulkDispatchFigures = { orders: rows.length, dispatched: 0, stillProcessing: 0, partial: [], emailsMissing: 0, emailsRepeated: 0 };
  for (const row of rows) {
    const isDispatched = row.fulfilment_status === 'dispatched';
    const wanted = isDispatched ? 1 : 0;
    const counts = { moves: row.moves, shipments: row.shipments, invoices: row.invoices, audits: row.audits };
    const off = Object.entries(counts).filter(([, count]) => count !== wanted);
    if (!isDispatched && row.fulfilment_status !== 'processing') off.push(['status', 0]);
    if (off.length > 0) figures.partial.push(`${row.order_number} is ${row.fulfilment_status} with ${off.map(([what, count]) => `${count} ${what}`).join(', ')}`);
    if (isDispatched) figures.dispatched += 1;
    else figures.stillProcessing += 1;
    const emails = sent.get(row.order_number) ?? 0;
    if (isDispatched && emails === 0) figures.emailsMissing += 1;
    if (emails > 1) figures.emailsRepeated += 1;
    if (!isDispatched && emails > 0) figures.partial.push(`${row.order_number} is ${row.fulfilment_status} but its dispatch e-mail was sent`);
  }
  return figures;
}
