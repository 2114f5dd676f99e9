// A dispatch that dies after its invoice is written but before it commits (issue #28: kill -9 between
// dispatch and invoice) leaves no invoice, no number taken and no e-mail queued, and the order where it was;
// dispatched again, the order has exactly one invoice, numbered next, with one e-mail. An ERP payment batch
// that dies halfway records none of it; sent again, all of it. Each crash is a trigger failing a write late
// in the transaction, so everything before it is undone.
// PostgreSQL only: the embedded database drops a connection that an exception raised in PL/pgSQL reaches.
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { insertPlacedOrder, setFulfilment } from '../../testing/fulfilment.fixtures.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { newErp } from '../integration/integration.fixtures.ts';
import { issueTestInvoice } from './invoicing.fixtures.ts';
import { invoiceMailQueue } from './invoicing.queues.ts';

describe('a dispatch that dies before it commits', () => {
  const testApp = useTestApp(undefined, { runJobs: false });
  const count = async (query: string, values: unknown[] = []) => (await testApp.database.pool.query<{ n: number }>(query, values)).rows[0]?.n;

  it('leaves no invoice, number or e-mail behind, and one of each once dispatched again', async () => {
    const account = await createAccountWithUser(testApp);
    const before = await insertPlacedOrder(testApp, account);
    const order = await insertPlacedOrder(testApp, account);
    for (const each of [before, order]) await setFulfilment(testApp, each.id, 'processing');
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    expect((await warehouse.post(`/admin/api/orders/${before.id}/status`, { status: 'dispatched', carrier: 'NZ Couriers' })).status).toBe(200);
    const lastNumber = await count('SELECT last_number::int AS n FROM invoice_number_counter');

    await testApp.database.pool.query(`
      CREATE FUNCTION fail_dispatch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash between statements'; END $$;
      CREATE TRIGGER fail_dispatch BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION fail_dispatch();`);
    try {
      const crashed = await warehouse.post(`/admin/api/orders/${order.id}/status`, { status: 'dispatched', carrier: 'NZ Couriers' });
      expect(crashed.status).toBe(500);
    } finally {
      await testApp.database.pool.query('DROP TRIGGER fail_dispatch ON audit_log; DROP FUNCTION fail_dispatch();');
    }
    expect(await count('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1', [order.id])).toBe(0);
    expect(await count('SELECT last_number::int AS n FROM invoice_number_counter')).toBe(lastNumber);
    expect(await count("SELECT count(*)::int AS n FROM orders WHERE id = $1 AND fulfilment_status = 'processing'", [order.id])).toBe(1);
    const mailJobs = () => count(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND (data->>'invoiceId')::int IN (SELECT id FROM invoices WHERE order_id = $2)`, [invoiceMailQueue.name, order.id]);

    expect((await warehouse.post(`/admin/api/orders/${order.id}/status`, { status: 'dispatched', carrier: 'NZ Couriers' })).status).toBe(200);
    const { rows } = await testApp.database.pool.query<{ invoice_number: string }>('SELECT invoice_number FROM invoices WHERE order_id = $1', [order.id]);
    expect(rows.map((row) => Number(row.invoice_number.slice(4)))).toEqual([(lastNumber ?? 0) + 1]);
    expect(await mailJobs()).toBe(1);
  });

  it('records none of an ERP payment batch that dies halfway, and all of it when sent again', async () => {
    const account = await createAccountWithUser(testApp);
    const invoices = [await issueTestInvoice(testApp, account), await issueTestInvoice(testApp, account), await issueTestInvoice(testApp, account)];
    const erp = await newErp(testApp, ['accounts']);
    const batch = {
      payments: invoices.map((invoice, index) => ({
        reference: `CRASH-${account.accountId}-${index}`,
        account_number: account.accountNumber,
        amount: invoice.totalCents,
        paid_at: '2026-11-30',
        allocations: [{ invoice_number: invoice.invoiceNumber, amount: invoice.totalCents }],
      })),
    };
    const third = invoices[2]?.id ?? 0;
    await testApp.database.pool.query(`
      CREATE FUNCTION fail_batch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.invoice_id = ${third} THEN RAISE EXCEPTION 'crash between statements'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_batch BEFORE INSERT ON payment_allocations FOR EACH ROW EXECUTE FUNCTION fail_batch();`);
    try {
      expect((await erp.post('/api/integration/payments', batch)).status).toBe(500);
    } finally {
      await testApp.database.pool.query('DROP TRIGGER fail_batch ON payment_allocations; DROP FUNCTION fail_batch();');
    }
    expect(await count('SELECT count(*)::int AS n FROM account_payments WHERE account_id = $1', [account.accountId])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM payment_allocations pa JOIN invoices i ON i.id = pa.invoice_id WHERE i.account_id = $1', [account.accountId])).toBe(0);

    const again = await erp.post('/api/integration/payments', batch);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ received: 3, recorded: 3, unchanged: 0 });
  });
});
