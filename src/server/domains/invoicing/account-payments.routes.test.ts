// Payments on account and the ledger (issue #28 Part 2): staff record one, the ERP sends a batch (all or
// none, idempotent by reference), an allocation never pays an invoice more than it owes (also when two
// payments race), what is not allocated is the account's credit, and the ledger's balance and ageing are
// derived from the invoices and payments.
import { describe, expect, it } from 'vitest';
import { storeDayOf } from '../../kernel/store-day.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { newErp } from '../integration/integration.fixtures.ts';
import { issueTestInvoice } from './invoicing.fixtures.ts';

const DAY_MS = 86_400_000;

describe('payments on account and the ledger', () => {
  // The store's clock: invoices are issued on the days a test sets, and the ledger read on another.
  const clock = { offsetDays: 0 };
  const testApp = useTestApp(undefined, { runJobs: false, now: () => new Date(Date.now() + clock.offsetDays * DAY_MS) });
  const today = () => storeDayOf(new Date(Date.now() + clock.offsetDays * DAY_MS));

  async function accountsDesk() {
    return apiAs(testApp, await signedInStaff(testApp, 'staff'));
  }

  it('records a payment by hand: its invoice reads paid to the buyer, the rest is credit, the same again is answered as recorded, and it is audited', async () => {
    const session = await signedInAccount(testApp);
    const first = await issueTestInvoice(testApp, session);
    const second = await issueTestInvoice(testApp, session);
    const desk = await accountsDesk();
    const payment = {
      account_number: session.accountNumber,
      amount: first.totalCents + 1_000,
      paid_at: today(),
      reference: 'DC 20261202 0042',
      allocations: [{ invoice_number: first.invoiceNumber, amount: first.totalCents }],
    };
    const recorded = await desk.post('/admin/api/payments', payment);
    expect(recorded.status).toBe(201);
    expect(recorded.body.data).toMatchObject({ reference: payment.reference, account_number: session.accountNumber, amount: payment.amount, paid_at: payment.paid_at, unallocated: 1_000 });
    expect(recorded.body.data.allocations).toEqual([{ invoice_number: first.invoiceNumber, amount: first.totalCents }]);

    const again = await desk.post('/admin/api/payments', payment);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(recorded.body.data.id);
    const changed = await desk.post('/admin/api/payments', { ...payment, amount: payment.amount + 1 });
    expectInvalid(changed, 'reference');
    expect(changed.body.errors.reference).toMatch(/different payment recorded under the reference/);

    const buyer = apiAs(testApp, session);
    const invoices = okBody(await buyer.get('/api/invoices'));
    const byNumber = new Map(invoices.data.map((invoice: { invoice_number: string }) => [invoice.invoice_number, invoice]));
    expect(byNumber.get(first.invoiceNumber)).toMatchObject({ status: 'paid', paid: first.totalCents, balance: 0 });
    expect(byNumber.get(second.invoiceNumber)).toMatchObject({ status: 'unpaid', paid: 0, balance: second.totalCents });
    expect(okBody(await buyer.get('/api/invoices?status=paid')).data.map((invoice: { invoice_number: string }) => invoice.invoice_number)).toEqual([first.invoiceNumber]);

    const ledger = okBody(await desk.get(`/admin/api/accounts/${session.accountId}/ledger`));
    expect(ledger.data).toMatchObject({ account_number: session.accountNumber, owed: second.totalCents, unallocated: 1_000, balance: second.totalCents - 1_000 });
    expect(ledger.data.ageing).toEqual({ current: second.totalCents, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_90_plus: 0 });
    expect(ledger.data.entries.map((entry: { type: string; number: string; amount: number; outstanding: number | null }) => [entry.type, entry.number, entry.amount, entry.outstanding])).toEqual(
      expect.arrayContaining([
        ['invoice', first.invoiceNumber, first.totalCents, 0],
        ['invoice', second.invoiceNumber, second.totalCents, second.totalCents],
        ['payment', payment.reference, -payment.amount, null],
      ]),
    );
    expect(ledger.meta).toMatchObject({ total: 3, current_page: 1 });

    const { rows } = await testApp.database.pool.query("SELECT action, reference, after FROM audit_log WHERE entity = 'payment' AND entity_id = $1", [String(recorded.body.data.id)]);
    expect(rows).toEqual([{ action: 'payment.record', reference: `${session.accountNumber} ${payment.reference}`, after: expect.objectContaining({ amount: payment.amount, source: 'staff' }) }]);
  });

  it('refuses an allocation above what the invoice owes, another account’s invoice, amounts not above 0 and allocations above the payment, recording nothing', async () => {
    const account = await createAccountWithUser(testApp);
    const other = await createAccountWithUser(testApp);
    const invoice = await issueTestInvoice(testApp, account);
    const othersInvoice = await issueTestInvoice(testApp, other);
    const desk = await accountsDesk();
    const base = { account_number: account.accountNumber, amount: invoice.totalCents * 2, paid_at: today(), reference: 'REF-1' };

    const tooMuch = await desk.post('/admin/api/payments', { ...base, allocations: [{ invoice_number: invoice.invoiceNumber, amount: invoice.totalCents + 1 }] });
    expectInvalid(tooMuch, 'allocations.0.amount');
    expect(tooMuch.body.errors['allocations.0.amount']).toMatch(/owes \$[\d,.]+: a payment may not pay it more/);
    expectInvalid(await desk.post('/admin/api/payments', { ...base, allocations: [{ invoice_number: othersInvoice.invoiceNumber, amount: 100 }] }), 'allocations.0.invoice_number');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, allocations: [{ invoice_number: 'INV-999999', amount: 100 }] }), 'allocations.0.invoice_number');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, amount: 0 }), 'amount');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, amount: -500 }), 'amount');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, amount: 12.5 }), 'amount');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, amount: '125.00' }), 'amount');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, allocations: [{ invoice_number: invoice.invoiceNumber, amount: 0 }] }), 'allocations.0.amount');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, amount: 100, allocations: [{ invoice_number: invoice.invoiceNumber, amount: 101 }] }), 'allocations');
    expectInvalid(
      await desk.post('/admin/api/payments', { ...base, allocations: [{ invoice_number: invoice.invoiceNumber, amount: 1 }, { invoice_number: invoice.invoiceNumber, amount: 1 }] }),
      'allocations.1.invoice_number',
    );
    expectInvalid(await desk.post('/admin/api/payments', { ...base, account_number: 'NOPE-1' }), 'account_number');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, paid_at: '2026-02-30' }), 'paid_at');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, reference: 'A\u0000B' }), 'reference');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, reference: 'x'.repeat(10_000) }), 'reference');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, reference: 42 }), 'reference');
    expectInvalid(await desk.post('/admin/api/payments', { ...base, allocations: 'all' }), 'allocations');

    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS n FROM account_payments WHERE account_id = $1', [account.accountId]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('lets only staff with the accounts permission record payments and read ledgers; an unknown account has no ledger', async () => {
    const account = await createAccountWithUser(testApp);
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    const payment = { account_number: account.accountNumber, amount: 100, paid_at: today(), reference: 'W-1' };
    expect((await warehouse.post('/admin/api/payments', payment)).status).toBe(403);
    expect((await warehouse.get(`/admin/api/accounts/${account.accountId}/ledger`)).status).toBe(403);
    expect((await apiAs(testApp, await signedInAccount(testApp)).get(`/admin/api/accounts/${account.accountId}/ledger`)).status).toBe(401);
    expect((await apiAs(testApp, null).get(`/admin/api/accounts/${account.accountId}/ledger`)).status).toBe(401);
    const owner = apiAs(testApp, await signedInStaff(testApp, 'owner'));
    expect((await owner.get('/admin/api/accounts/999999/ledger')).status).toBe(404);
    expect((await owner.post('/admin/api/payments', payment)).status).toBe(201);
  });

  it('pays an invoice once when two payments race for all it owes', async () => {
    const account = await createAccountWithUser(testApp);
    const invoice = await issueTestInvoice(testApp, account);
    const desk = await accountsDesk();
    const answers = await Promise.all(
      ['RACE-A', 'RACE-B'].map((reference) =>
        desk.post('/admin/api/payments', { account_number: account.accountNumber, amount: invoice.totalCents, paid_at: today(), reference, allocations: [{ invoice_number: invoice.invoiceNumber, amount: invoice.totalCents }] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const { rows } = await testApp.database.pool.query('SELECT sum(amount_cents)::int AS paid FROM payment_allocations WHERE invoice_id = $1', [invoice.id]);
    expect(rows[0]).toEqual({ paid: invoice.totalCents });
  });

  it("takes the ERP's payments all or none, idempotent by reference, under the scope 'accounts'", async () => {
    const account = await createAccountWithUser(testApp);
    const invoice = await issueTestInvoice(testApp, account);
    const erp = await newErp(testApp, ['accounts']);
    const half = Math.floor(invoice.totalCents / 2);
    const good = { reference: 'ERP-PAY-1', account_number: account.accountNumber, amount: half, paid_at: today(), allocations: [{ invoice_number: invoice.invoiceNumber, amount: half }] };
    // Each pays half on its own; together they pay more than the invoice owes.
    const bad = { ...good, reference: 'ERP-PAY-2', amount: invoice.totalCents, allocations: [{ invoice_number: invoice.invoiceNumber, amount: invoice.totalCents - half + 1 }] };
    const refused = await erp.post('/api/integration/payments', { payments: [good, bad] });
    expectInvalid(refused, 'payments.1.allocations.0.amount');
    const count = async () => (await testApp.database.pool.query('SELECT count(*)::int AS n FROM account_payments WHERE account_id = $1', [account.accountId])).rows[0].n;
    expect(await count()).toBe(0);

    expect(okBody(await erp.post('/api/integration/payments', { payments: [good] })).data).toEqual({ received: 1, recorded: 1, unchanged: 0 });
    expect(okBody(await erp.post('/api/integration/payments', { payments: [good] })).data).toEqual({ received: 1, recorded: 0, unchanged: 1 });
    expect(await count()).toBe(1);
    expectInvalid(await erp.post('/api/integration/payments', { payments: [good, good] }), 'payments.1.reference');
    expectInvalid(await erp.post('/api/integration/payments', { payments: [] }), 'payments');
    expectInvalid(await erp.post('/api/integration/payments', { payments: [{ ...good, amount: null }] }), 'payments.0.amount');

    const catalogueOnly = await newErp(testApp, ['catalogue']);
    expect((await catalogueOnly.post('/api/integration/payments', { payments: [good] })).status).toBe(403);
    const { rows } = await testApp.database.pool.query("SELECT actor FROM audit_log WHERE entity = 'payment' AND reference = $1", [`${account.accountNumber} ERP-PAY-1`]);
    expect(rows).toEqual([{ actor: `api-key:${erp.keyName}` }]);
  });

  it('ages what invoices owe by days past due, from the day the ledger is read', async () => {
    const account = await createAccountWithUser(testApp);
    const issued: Record<string, { invoiceNumber: string; totalCents: number }> = {};
    // Terms: the 20th of the month after the invoice. Issued 150, 80, 45 and 0 days before the day read.
    try {
      for (const [name, daysAgo] of [['oldest', 150], ['older', 80], ['recent', 45], ['today', 0]] as const) {
        clock.offsetDays = -daysAgo;
        issued[name] = await issueTestInvoice(testApp, account);
      }
    } finally {
      clock.offsetDays = 0;
    }
    const desk = await accountsDesk();
    const ledger = okBody(await desk.get(`/admin/api/accounts/${account.accountId}/ledger`)).data;
    const dueOf = new Map(ledger.entries.map((entry: { number: string; due_at: string }) => [entry.number, entry.due_at]));
    const late = (name: string) => Math.round((Date.parse(`${today()}T00:00:00Z`) - Date.parse(`${String(dueOf.get(issued[name]?.invoiceNumber ?? ''))}T00:00:00Z`)) / DAY_MS);
    const expected = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_90_plus: 0 };
    for (const name of Object.keys(issued)) {
      const days = late(name);
      const bucket = days <= 0 ? 'current' : days <= 30 ? 'days_1_30' : days <= 60 ? 'days_31_60' : days <= 90 ? 'days_61_90' : 'days_90_plus';
      expected[bucket] += issued[name]?.totalCents ?? 0;
    }
    expect(ledger.ageing).toEqual(expected);
    expect(ledger.ageing.days_90_plus).toBeGreaterThan(0);
    expect(ledger.ageing.current).toBeGreaterThan(0);
    expect(ledger.balance).toBe(Object.values(issued).reduce((sum, invoice) => sum + invoice.totalCents, 0));
    expect(ledger.entries.map((entry: { number: string }) => entry.number)).toEqual([issued.today, issued.recent, issued.older, issued.oldest].map((invoice) => invoice?.invoiceNumber));
  });

  it('keeps a payment and its allocations as recorded: the database refuses to change or remove them', async () => {
    const account = await createAccountWithUser(testApp);
    const invoice = await issueTestInvoice(testApp, account);
    const desk = await accountsDesk();
    const recorded = await desk.post('/admin/api/payments', { account_number: account.accountNumber, amount: invoice.totalCents, paid_at: today(), reference: 'KEEP-1', allocations: [{ invoice_number: invoice.invoiceNumber, amount: invoice.totalCents }] });
    expect(recorded.status).toBe(201);
    const id = recorded.body.data.id as number;
    const pool = testApp.database.pool;
    await pool.query(`CREATE OR REPLACE FUNCTION attempt(statement text) RETURNS text LANGUAGE plpgsql AS $$
      BEGIN EXECUTE statement; RETURN 'done'; EXCEPTION WHEN others THEN RETURN SQLERRM; END $$`);
    for (const statement of [
      `UPDATE account_payments SET amount_cents = 1 WHERE id = ${id}`,
      `DELETE FROM account_payments WHERE id = ${id}`,
      `UPDATE payment_allocations SET amount_cents = 1 WHERE payment_id = ${id}`,
      `DELETE FROM payment_allocations WHERE payment_id = ${id}`,
      'TRUNCATE payment_allocations',
    ]) {
      const { rows } = await pool.query<{ outcome: string }>('SELECT attempt($1) AS outcome', [statement]);
      expect(rows[0]?.outcome, statement).toMatch(/never changed or removed/);
    }
  });

  it('lets staff set an account’s credit limit in cents and put it on credit hold, audited; refuses dollars, negatives and the warehouse', async () => {
    const account = await createAccountWithUser(testApp);
    const desk = await accountsDesk();
    const url = `/admin/api/accounts/${account.accountId}`;
    expect(okBody(await desk.get(url)).data).toMatchObject({ credit_limit: null, credit_hold: false });
    expect(okBody(await desk.request('PATCH', url, { credit_limit: 500_000, credit_hold: true })).data).toMatchObject({ credit_limit: 500_000, credit_hold: true });
    expect(okBody(await desk.request('PATCH', url, { credit_limit: null })).data).toMatchObject({ credit_limit: null, credit_hold: true });
    expectInvalid(await desk.request('PATCH', url, { credit_limit: 5000.5 }), 'credit_limit');
    expectInvalid(await desk.request('PATCH', url, { credit_limit: '5000.00' }), 'credit_limit');
    expectInvalid(await desk.request('PATCH', url, { credit_limit: -1 }), 'credit_limit');
    expectInvalid(await desk.request('PATCH', url, { credit_hold: 'yes' }), 'credit_hold');
    expect((await apiAs(testApp, await signedInStaff(testApp, 'warehouse')).request('PATCH', url, { credit_hold: false })).status).toBe(403);
    const { rows } = await testApp.database.pool.query("SELECT before, after FROM audit_log WHERE action = 'account.update' AND entity_id = $1 ORDER BY id", [String(account.accountId)]);
    expect(rows).toEqual([
      { before: { credit_limit: null, credit_hold: false }, after: { credit_limit: 500_000, credit_hold: true } },
      { before: { credit_limit: 500_000 }, after: { credit_limit: null } },
    ]);
  });
});
