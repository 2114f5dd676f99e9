// After a scenario: what the database holds, checked against what the store acknowledged to buyers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { BuyerLedger } from './buyer.ts';

export type AuditFigures = {
  ordersAcknowledged: number;
  ordersIntact: number;
  /** Acknowledged orders missing from the database. */
  ordersLost: number;
  /** Orders with no lines, or whose lines do not add up to the order's totals. */
  ordersPartial: number;
  /** Orders in the database no buyer was told about (the answer was lost and a later click placed another). */
  ordersUnacknowledged: number;
  /** Acknowledged adds whose quantity is in more orders (or orders plus cart) than was added. */
  linesDuplicated: number;
  /** Acknowledged adds found in neither an order nor the cart. */
  linesLost: number;
  /** Placed orders with no confirmation e-mail in the outbox. */
  emailsMissing: number;
  /** Confirmation e-mails sent more than once (allowed: at least once). */
  emailsRepeated: number;
  /**
   * Placed orders whose e-mail had not come within EMAIL_DEADLINE_SECONDS of the store being up after the
   * order was placed (the time the store was down, after a kill or while the database restarted, not counted).
   */
  emailsLate: number;
  /** Placed orders whose e-mail was not there 30 s after the store answered again after the last fault. */
  emailsMissing30sAfterLastRestart: number;
  /** The longest time from an order to its first e-mail: as measured, and counting only the time the store was up. */
  longestEmailDelaySeconds: number;
  longestEmailUptimeDelaySeconds: number;
  unexpectedAnswers: number;
  /** What each lost or duplicated line looked like, for the notes. */
  details: string[];
};

/** Every placed order's confirmation must come within this much time of the store being up (issue #16 item 6). */
export const EMAIL_DEADLINE_SECONDS = 60;

/** From a fault until the store answered again (the faults during which it could send no e-mail). */
export type Outage = { fromMs: number; toMs: number };

type OrderRow = { id: number; order_number: string; status: string; created_at: Date; sub_total_cents: number; tax_total_cents: number; total_cents: number; line_sum: number; line_count: number };

/** The order numbers the confirmation e-mails in the outbox are about: how many times each was sent, and when first (ms). */
export function outboxOrderNumbers(outboxDir: string): Map<string, { count: number; firstSentMs: number }> {
  const sent = new Map<string, { count: number; firstSentMs: number }>();
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return sent;
  }
  for (const file of files) {
    const filePath = path.join(outboxDir, file);
    const match = /^Subject: Your Care Supply Co order (CS-\d+)/m.exec(readFileSync(filePath, 'utf8'));
    if (!match?.[1]) continue;
    const sentMs = statSync(filePath).mtimeMs;
    const earlier = sent.get(match[1]);
    sent.set(match[1], { count: (earlier?.count ?? 0) + 1, firstSentMs: Math.min(earlier?.firstSentMs ?? sentMs, sentMs) });
  }
  return sent;
}

/** Milliseconds of [fromMs, toMs] during which the store was up (outside every outage). */
export function upTimeMs(fromMs: number, toMs: number, outages: Outage[]): number {
  let down = 0;
  for (const outage of outages) down += Math.max(0, Math.min(toMs, outage.toMs) - Math.max(fromMs, outage.fromMs));
  return Math.max(0, toMs - fromMs - down);
}

export async function audit(
  client: pg.ClientBase,
  buyers: { accountId: number; ledger: BuyerLedger }[],
  outboxDir: string,
  timing: { outages: Outage[]; auditedAtMs: number },
): Promise<AuditFigures> {
  const figures: AuditFigures = {
    ordersAcknowledged: 0,
    ordersIntact: 0,
    ordersLost: 0,
    ordersPartial: 0,
    ordersUnacknowledged: 0,
    linesDuplicated: 0,
    linesLost: 0,
    emailsMissing: 0,
    emailsRepeated: 0,
    emailsLate: 0,
    emailsMissing30sAfterLastRestart: 0,
    longestEmailDelaySeconds: 0,
    longestEmailUptimeDelaySeconds: 0,
    unexpectedAnswers: 0,
    details: [],
  };
  const mail = outboxOrderNumbers(outboxDir);
  for (const { accountId, ledger } of buyers) {
    figures.unexpectedAnswers += ledger.unexpected.length;
    const orders = (
      await client.query<OrderRow>(
        `SELECT o.id, o.order_number, o.status, o.created_at, o.sub_total_cents, o.tax_total_cents, o.total_cents,
                coalesce(sum(l.line_total_cents), 0)::int AS line_sum, count(l.id)::int AS line_count
         FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
         WHERE o.account_id = $1 GROUP BY o.id ORDER BY o.id`,
        [accountId],
      )
    ).rows;
    const byId = new Map(orders.map((order) => [order.id, order]));
    figures.ordersAcknowledged += ledger.acknowledgedOrderIds.size;
    for (const orderId of ledger.acknowledgedOrderIds) {
      const order = byId.get(orderId);
      if (!order) figures.ordersLost += 1;
      else if (order.status === 'placed_on_account' && order.line_count > 0 && order.line_sum === order.sub_total_cents) figures.ordersIntact += 1;
    }
    for (const order of orders) {
      const isWhole = order.line_count > 0 && order.line_sum === order.sub_total_cents && order.total_cents === order.sub_total_cents + order.tax_total_cents;
      if (!isWhole) figures.ordersPartial += 1;
      if (!ledger.acknowledgedOrderIds.has(order.id)) figures.ordersUnacknowledged += 1;
      const sent = mail.get(order.order_number);
      if (order.status === 'placed_on_account') countEmailTiming(figures, order.created_at.getTime(), sent?.firstSentMs, timing);
      if (sent && sent.count > 1) figures.emailsRepeated += 1;
    }

    // Every product is added once per buyer, so its quantity must be found exactly once: ordered or in the cart.
    const held = new Map<number, number>();
    const ordered = await client.query<{ product_id: number; qty: number; order_id: number }>(
      `SELECT l.product_id, l.qty, l.order_id FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.account_id = $1 AND o.status = 'placed_on_account'`,
      [accountId],
    );
    const inCart = await client.query<{ product_id: number; qty: number }>(
      `SELECT l.product_id, l.qty FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.account_id = $1`,
      [accountId],
    );
    for (const row of [...ordered.rows, ...inCart.rows]) held.set(row.product_id, (held.get(row.product_id) ?? 0) + row.qty);
    for (const { productId, qty } of ledger.acknowledgedAdds) {
      const found = held.get(productId) ?? 0;
      if (found < qty) figures.linesLost += 1;
      else if (found > qty) figures.linesDuplicated += 1;
      if (found !== qty) {
        const where = [
          ...ordered.rows.filter((row) => row.product_id === productId).map((row) => `order ${row.order_id}${ledger.acknowledgedOrderIds.has(row.order_id) ? '' : ' (unacknowledged)'} × ${row.qty}`),
          ...inCart.rows.filter((row) => row.product_id === productId).map((row) => `cart × ${row.qty}`),
        ];
        figures.details.push(`account ${accountId} product ${productId}: added ${qty}, found ${found} (${where.join(', ') || 'nowhere'})${ledger.uncertainAdds.has(productId) ? ', its add got no answer at first' : ''}`);
      }
    }
  }
  return figures;
}

/** Waits until each of these order numbers has its e-mail in the outbox, or the time is up; answers whether all came. */
export async function waitForEmails(outboxDir: string, orderNumbers: Iterable<string>, timeoutMs: number): Promise<boolean> {
  const wanted = [...orderNumbers];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = outboxOrderNumbers(outboxDir);
    if (wanted.every((number) => mail.has(number))) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** One placed order's confirmation against the deadline: missing, late, and how long it took. */
function countEmailTiming(figures: AuditFigures, placedMs: number, sentMs: number | undefined, timing: { outages: Outage[]; auditedAtMs: number }): void {
  if (sentMs === undefined) figures.emailsMissing += 1;
  const untilMs = sentMs ?? timing.auditedAtMs;
  const upSeconds = upTimeMs(placedMs, untilMs, timing.outages) / 1000;
  if (upSeconds > EMAIL_DEADLINE_SECONDS || sentMs === undefined) figures.emailsLate += 1;
  figures.longestEmailDelaySeconds = Math.max(figures.longestEmailDelaySeconds, Math.round((untilMs - placedMs) / 100) / 10);
  figures.longestEmailUptimeDelaySeconds = Math.max(figures.longestEmailUptimeDelaySeconds, Math.round(upSeconds * 10) / 10);
  const lastRestartMs = Math.max(0, ...timing.outages.map((outage) => outage.toMs));
  if (lastRestartMs > placedMs && untilMs > lastRestartMs + 30_000) figures.emailsMissing30sAfterLastRestart += 1;
}
