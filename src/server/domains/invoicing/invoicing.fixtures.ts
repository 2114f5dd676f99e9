// Invoices for tests of what follows them (payments, the ledger): a placed on-account order and its
// invoice, issued as the dispatch issues it, on whatever day the test app's clock says.
import type { TestApp } from '../../testing/test-app.ts';
import type { TestAccount } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';

export type IssuedTestInvoice = { id: number; invoiceNumber: string; totalCents: number; orderId: number };

/**
 * An invoice on account for one line of aprons at $1.00 (`qty` of them, 1 by default); `card`: a card order
 * paid through the sandbox (true) or through Stripe's checkout session `reference`, invoiced as its
 * payment invoices it.
 */
export async function issueTestInvoice(
  testApp: TestApp,
  account: TestAccount,
  options: { card?: boolean | { provider: 'stripe'; reference: string }; qty?: number } = {},
): Promise<IssuedTestInvoice> {
  const card = options.card === true ? { provider: 'sandbox' as const } : options.card || undefined;
  const order = await insertPlacedOrder(testApp, account, card ? { card } : {});
  if (options.qty) await testApp.database.pool.query('UPDATE order_lines SET qty = $2, line_total_cents = unit_price_cents * $2 WHERE order_id = $1', [order.id, options.qty]);
  const isPaidByCard = card !== undefined;
  const issued = await testApp.database.db.transaction((tx) => testApp.app.services.invoicing.issueForOrderIn(tx, order.id, { isPaidByCard }));
  if (!issued) throw new Error(`order ${order.id} was invoiced already`);
  const { rows } = await testApp.database.pool.query<{ total_cents: number }>('SELECT total_cents FROM invoices WHERE id = $1', [issued.id]);
  return { ...issued, totalCents: rows[0]?.total_cents ?? 0, orderId: order.id };
}
