// Invoices for tests of what follows them (payments, the ledger): a placed on-account order and its
// invoice, issued as the dispatch issues it, on whatever day the test app's clock says.
import type { TestApp } from '../../testing/test-app.ts';
import type { TestAccount } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';

export type IssuedTestInvoice = { id: number; invoiceNumber: string; totalCents: number; orderId: number };

export async function issueTestInvoice(testApp: TestApp, account: TestAccount): Promise<IssuedTestInvoice> {
  const order = await insertPlacedOrder(testApp, account);
  const issued = await testApp.database.db.transaction((tx) => testApp.app.services.invoicing.issueForOrderIn(tx, order.id, { isPaidByCard: false }));
  if (!issued) throw new Error(`order ${order.id} was invoiced already`);
  const { rows } = await testApp.database.pool.query<{ total_cents: number }>('SELECT total_cents FROM invoices WHERE id = $1', [issued.id]);
  return { ...issued, totalCents: rows[0]?.total_cents ?? 0, orderId: order.id };
}
