// After a scenario: what the database holds, checked against what the store acknowledged to buyers.
import { readdirSync, readFileSync } from 'node:fs';
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
  unexpectedAnswers: number;
  /** What each lost or duplicated line looked like, for the notes. */
  details: string[];
};

type OrderRow = { id: number; order_number: string; status: string; sub_total_cents: number; tax_total_cents: number; total_cents: number; line_sum: number; line_count: number };

/** The order numbers each confirmation e-mail in the outbox is about, with how many times each was sent. */
export function outboxOrderNumbers(outboxDir: string): Map<string, number> {
  const counts = new Map<string, number>();
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return counts;
  }
  for (const file of files) {
    const match = /^Subject: Your Care Supply Co order (CS-\d+)/m.exec(readFileSync(path.join(outboxDir, file), 'utf8'));
    if (match?.[1]) counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
  }
  return counts;
}

export async function audit(client: pg.ClientBase, buyers: { accountId: number; ledger: BuyerLedger }[], outboxDir: string): Promise<AuditFigures> {
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
    unexpectedAnswers: 0,
    details: [],
  };
  const mail = outboxOrderNumbers(outboxDir);
  for (const { accountId, ledger } of buyers) {
    figures.unexpectedAnswers += ledger.unexpected.length;
    const orders = (
      await client.query<OrderRow>(
        `SELECT o.id, o.order_number, o.status, o.sub_total_cents, o.tax_total_cents, o.total_cents,
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
      const sent = mail.get(order.order_number) ?? 0;
      if (order.status === 'placed_on_account' && sent === 0) figures.emailsMissing += 1;
      if (sent > 1) figures.emailsRepeated += 1;
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
