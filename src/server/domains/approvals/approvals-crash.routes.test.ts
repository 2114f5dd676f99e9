// Issue #29 Part 1, faults: an approval that dies after its order is written but before it commits leaves
// no order, no number and no e-mail, and the request pending; approved again, there is one order. An
// expiry run that dies halfway expires none of its batch; run again, each request expires once, with one
// e-mail. Each crash is a trigger failing a write late in the transaction, so everything before it is undone.
// PostgreSQL only: the embedded database drops a connection that an exception raised in PL/pgSQL reaches.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, okBody } from '../../testing/api.ts';
import { signedInAccount, signedInColleague } from '../../testing/factories.ts';
import { ordersOf, pay, readyCheckout, useOrdersApp } from '../orders/orders.fixtures.ts';
import { approvalMailQueue } from './approvals.queues.ts';

describe('approvals that die before they commit', () => {
  const testApp = useOrdersApp({ runJobs: false });
  const count = async (query: string, values: unknown[] = []) => (await testApp.database.pool.query<{ n: number }>(query, values)).rows[0]?.n;
  const dayPad = () => testApp.fixture.products.dayPad?.id ?? 0;

  async function heldOrder() {
    const manager = await signedInAccount(testApp);
    const buyer = await signedInColleague(testApp, manager, 'buyer');
    okBody(await apiAs(testApp, manager).patch(`/api/account-users/${buyer.userId}`, { order_limit: 100 }));
    await readyCheckout(testApp, buyer, [{ id: dayPad(), qty: 1 }]);
    const sent = await pay(testApp, 'account', buyer);
    expect(sent.status).toBe(202);
    return { manager, buyer, id: (sent.body as unknown as { approval_id: number }).approval_id };
  }

  it('leaves the request pending and no order, number or e-mail when the approval dies after placing; one order when approved again', async () => {
    const { manager, id } = await heldOrder();
    const lastNumber = await count('SELECT count(*)::int AS n FROM orders WHERE order_number IS NOT NULL');
    const approvalMails = () => count(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND (data->>'approvalId')::int = $2 AND data->>'kind' = 'approved'`, [approvalMailQueue.name, id]);
    await testApp.database.pool.query(`
      CREATE FUNCTION fail_approval() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash between statements'; END $$;
      CREATE TRIGGER fail_approval BEFORE UPDATE ON approval_requests FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION fail_approval();`);
    try {
      expect((await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`)).status).toBe(500);
    } finally {
      await testApp.database.pool.query('DROP TRIGGER fail_approval ON approval_requests; DROP FUNCTION fail_approval();');
    }
    expect(await ordersOf(testApp, manager.accountId)).toEqual([]);
    expect(await count('SELECT count(*)::int AS n FROM orders WHERE order_number IS NOT NULL')).toBe(lastNumber);
    expect(await approvalMails()).toBe(0);
    expect(okBody(await apiAs(testApp, manager).get(`/api/approvals/${id}`)).data.status).toBe('pending');

    expect((await apiAs(testApp, manager).post(`/api/approvals/${id}/approve`)).status).toBe(200);
    expect(await ordersOf(testApp, manager.accountId)).toHaveLength(1);
    expect(await approvalMails()).toBe(1);
  });

  it('expires none of a batch when the run dies halfway, then each request once with one e-mail', async () => {
    const requests = [await heldOrder(), await heldOrder(), await heldOrder()];
    const ids = requests.map((request) => request.id);
    await testApp.database.db.execute(sql`UPDATE approval_requests SET expires_at = now() - interval '1 minute' WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    const expiredMails = () => count(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'kind' = 'expired' AND (data->>'approvalId')::int = ANY($2)`, [approvalMailQueue.name, ids]);
    await testApp.database.pool.query(`
      CREATE FUNCTION fail_expiry() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.data->>'kind' = 'expired' AND (NEW.data->>'approvalId')::int = ${ids[1]} THEN RAISE EXCEPTION 'crash between statements'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_expiry BEFORE INSERT ON pgboss.job FOR EACH ROW EXECUTE FUNCTION fail_expiry();`);
    try {
      await expect(testApp.app.services.approvals.expireDue()).rejects.toThrow();
    } finally {
      await testApp.database.pool.query('DROP TRIGGER fail_expiry ON pgboss.job; DROP FUNCTION fail_expiry();');
    }
    expect(await count(`SELECT count(*)::int AS n FROM approval_requests WHERE status = 'expired' AND id = ANY($1)`, [ids])).toBe(0);
    expect(await expiredMails()).toBe(0);

    expect(await testApp.app.services.approvals.expireDue()).toBeGreaterThanOrEqual(3);
    expect(await testApp.app.services.approvals.expireDue()).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM approval_requests WHERE status = 'expired' AND id = ANY($1)`, [ids])).toBe(3);
    expect(await expiredMails()).toBe(3);
  });
});
