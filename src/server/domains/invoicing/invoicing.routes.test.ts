// Tax invoices (issue #28 Part 1): issued in the transaction that dispatches an on-account order or pays a
// card order, numbered without gaps under racing dispatches, never changed, e-mailed with the PDF, and
// the buyer's: listed, read and downloaded for the active account only.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dueOn } from '../../kernel/invoice-terms.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import { apiAs, expectInvalid, okBody, sessionHeaders } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount } from '../../testing/factories.ts';
import { insertPlacedOrder, setFulfilment } from '../../testing/fulfilment.fixtures.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { insertUnplacedCardOrder, ordersOf, pay, readyCheckout } from '../orders/orders.fixtures.ts';
import { invoiceMailQueue } from './invoicing.queues.ts';

const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
  await writeFile(file, pdf);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

describe('tax invoices', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });

  async function dispatch(orderId: number) {
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    expect((await warehouse.post(`/admin/api/orders/${orderId}/status`, { status: 'processing' })).status).toBe(200);
    expect((await warehouse.post(`/admin/api/orders/${orderId}/status`, { status: 'dispatched', carrier: 'NZ Couriers', tracking_ref: 'NZC1' })).status).toBe(200);
  }

  it('issues the invoice when an on-account order is dispatched, with the taxable supply information, its PDF and its e-mail', async () => {
    const session = await signedInAccount(testApp, { accountName: 'Ōtaki Rest Home' });
    const buyer = apiAs(testApp, session);
    const product = testApp.fixture.products.nitrileBlue;
    if (!product) throw new Error('no fixture product');
    await readyCheckout(testApp, session, [{ id: product.id, qty: 3 }]);
    const placed = await pay(testApp, 'account', session);
    expect(placed.status).toBe(200);
    const orderId = (await ordersOf(testApp, session.accountId))[0]?.id ?? 0;
    expect(okBody(await buyer.get('/api/invoices')).data).toEqual([]);
    expect(okBody(await buyer.get(`/api/order-history/${orderId}`)).data.invoice).toBeNull();

    await dispatch(orderId);
    const list = okBody(await buyer.get('/api/invoices'));
    expect(list.data).toHaveLength(1);
    const [summary] = list.data;
    const today = storeDayOf(new Date());
    expect(summary).toMatchObject({ order_id: orderId, paid: 0, status: 'unpaid', due_at: dueOn(today, { kind: 'day-of-next-month', day: 20 }) });
    expect(summary.invoice_number).toMatch(/^INV-\d{6}$/);
    expect(summary.balance).toBe(summary.total);
    expect(list.meta).toMatchObject({ total: 1, balance: summary.total, overdue: 0 });
    expect(okBody(await buyer.get(`/api/order-history/${orderId}`)).data.invoice).toEqual({ id: summary.id, invoice_number: summary.invoice_number, pdf_url: `/api/invoices/${summary.id}.pdf` });

    const invoice = okBody(await buyer.get(`/api/invoices/${summary.id}`)).data;
    expect(invoice).toMatchObject({
      supply_date: today,
      supplier: { name: 'Care Supply Co Limited', gst_number: '049-091-850' },
      recipient: { name: 'Ōtaki Rest Home', account_number: session.accountNumber },
      purchase_order_number: 'PO-7788',
      gst_rate: 15,
      pdf_url: `/api/invoices/${summary.id}.pdf`,
    });
    expect(invoice.recipient.address_lines).toContain('PO Box 44');
    expect(invoice.lines).toEqual([{ sku: product.sku, description: expect.any(String), qty: 3, unit_price: expect.any(Number), amount: expect.any(Number) }]);
    expect(invoice.sub_total).toBe(invoice.lines[0].amount);
    expect(invoice.gst).toBe(Math.round(invoice.sub_total * 0.15));
    expect(invoice.total).toBe(invoice.sub_total + invoice.gst);

    const pdf = await testApp.app.inject({ method: 'GET', url: `/api/invoices/${summary.id}.pdf`, headers: sessionHeaders(session) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${summary.invoice_number}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    for (const words of ['Tax Invoice', summary.invoice_number, '049-091-850', 'Ōtaki Rest Home', 'PO-7788']) expect(text).toContain(words);

    expect(await testApp.app.jobs.runDue(invoiceMailQueue)).toBe(1);
    const mail = testApp.mailer.messages.find((message) => message.subject === `Tax invoice ${summary.invoice_number} from Care Supply Co Limited`);
    expect(mail?.to).toBe(session.email);
    expect(mail?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([[`${summary.invoice_number}.pdf`, 'application/pdf']]);
    // The same Message-ID however often it is sent: a copy sent again after a crash reads as one.
    expect(mail?.messageId).toBe(`<invoice-${summary.invoice_number}@${new URL(testApp.config.publicUrl).hostname}>`);
  });

  it('issues a card order its invoice, paid, when its payment succeeds, and no second one at dispatch; sends it to the accounts e-mail', async () => {
    const account = await createAccountWithUser(testApp);
    await testApp.database.db.execute(sql`UPDATE accounts SET accounts_email = 'payables@example.test' WHERE id = ${account.accountId}`);
    const order = await insertUnplacedCardOrder(testApp, account, `card-${account.accountId}`);
    expect(await testApp.app.services.orders.markPaid(order.id)).toBe(true);
    await dispatch(order.id);
    const { rows } = await testApp.database.pool.query('SELECT invoice_number, due_on, is_paid_by_card, snapshot FROM invoices WHERE order_id = $1', [order.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ due_on: null, is_paid_by_card: true, snapshot: { terms: 'Paid by card' } });
    await testApp.app.jobs.runDue(invoiceMailQueue);
    expect(testApp.mailer.messages.find((message) => message.subject.startsWith(`Tax invoice ${rows[0].invoice_number} `))?.to).toBe('payables@example.test');
  });

  it("numbers invoices without gaps when 50 orders are dispatched at once", async () => {
    const account = await createAccountWithUser(testApp);
    const orders = [];
    for (let index = 0; index < 50; index++) orders.push(await insertPlacedOrder(testApp, account));
    for (const order of orders) await setFulfilment(testApp, order.id, 'processing');
    const warehouse = apiAs(testApp, await signedInStaff(testApp, 'warehouse'));
    const answers = await Promise.all(orders.map((order) => warehouse.post(`/admin/api/orders/${order.id}/status`, { status: 'dispatched', carrier: 'NZ Couriers' })));
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));
    const { rows } = await testApp.database.pool.query('SELECT invoice_number FROM invoices ORDER BY invoice_number');
    const numbers = rows.map((row: { invoice_number: string }) => Number(row.invoice_number.slice(4)));
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] ?? 0) + index));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('keeps an invoice as it was issued: the database refuses to change or remove it', async () => {
    const account = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, account);
    await dispatch(order.id);
    // The refusal is caught inside the database and its message returned, as the audit log's test does: the
    // embedded database's socket drops a connection that an exception raised in PL/pgSQL reaches.
    const pool = testApp.database.pool;
    await pool.query(`CREATE OR REPLACE FUNCTION attempt(statement text) RETURNS text LANGUAGE plpgsql AS $$
      BEGIN EXECUTE statement; RETURN 'done'; EXCEPTION WHEN others THEN RETURN SQLERRM; END $$`);
    for (const statement of [`UPDATE invoices SET total_cents = 1 WHERE order_id = ${order.id}`, `DELETE FROM invoices WHERE order_id = ${order.id}`, 'TRUNCATE invoices CASCADE']) {
      const { rows } = await pool.query<{ outcome: string }>('SELECT attempt($1) AS outcome', [statement]);
      expect(rows[0]?.outcome, statement).toMatch(/never changed or removed/);
    }
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1 AND total_cents <> 1', [order.id]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it("shows an account only its own invoices: another's is not found, and a guest is refused", async () => {
    const owner = await createAccountWithUser(testApp);
    const order = await insertPlacedOrder(testApp, owner);
    await dispatch(order.id);
    const { rows } = await testApp.database.pool.query('SELECT id FROM invoices WHERE order_id = $1', [order.id]);
    const id = rows[0].id as number;
    const other = apiAs(testApp, await signedInAccount(testApp));
    expect((await other.get(`/api/invoices/${id}`)).status).toBe(404);
    expect((await other.request('GET', `/api/invoices/${id}.pdf`)).status).toBe(404);
    expect(okBody(await other.get('/api/invoices')).data).toEqual([]);
    expect((await apiAs(testApp, null).get('/api/invoices')).status).toBe(401);
    expect((await apiAs(testApp, null).get(`/api/invoices/${id}`)).status).toBe(401);
  });

  it('sends invoices where the manager or staff set the accounts e-mail, and to the managers when it is cleared', async () => {
    const session = await signedInAccount(testApp);
    const manager = apiAs(testApp, session);
    expectInvalid(await manager.put('/my-account', { accounts_email: 'not-an-address' }), 'accounts_email', 'The accounts email must be a valid email address, or empty for none.');
    expectInvalid(await manager.put('/my-account', { accounts_email: 'ap\u0000@example.test' }), 'accounts_email');
    expectInvalid(await manager.put('/my-account', { accounts_email: 'x'.repeat(10_000) }), 'accounts_email');
    expectInvalid(await manager.put('/my-account', { accounts_email: 42 }), 'accounts_email');
    expect(okBody(await manager.put('/my-account', { accounts_email: 'ap@example.test' })).data.accounts_email).toBe('ap@example.test');
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    expectInvalid(await staff.request('PATCH', `/admin/api/accounts/${session.accountId}`, { accounts_email: 'x'.repeat(10_000) }), 'accounts_email');
    expect((await apiAs(testApp, await signedInStaff(testApp, 'warehouse')).request('PATCH', `/admin/api/accounts/${session.accountId}`, { accounts_email: 'w@example.test' })).status).toBe(403);
    expect(okBody(await staff.request('PATCH', `/admin/api/accounts/${session.accountId}`, { accounts_email: 'ledger@example.test' })).data.accounts_email).toBe('ledger@example.test');
    const { rows: audit } = await testApp.database.pool.query(`SELECT before, after FROM audit_log WHERE action = 'account.update' AND entity_id = $1`, [session.accountId]);
    expect(audit).toEqual([{ before: { accounts_email: 'ap@example.test' }, after: { accounts_email: 'ledger@example.test' } }]);

    const first = await insertPlacedOrder(testApp, session);
    await dispatch(first.id);
    await testApp.app.jobs.runDue(invoiceMailQueue);
    expect(okBody(await manager.put('/my-account', { accounts_email: '' })).data.accounts_email).toBeNull();
    const second = await insertPlacedOrder(testApp, session);
    await dispatch(second.id);
    await testApp.app.jobs.runDue(invoiceMailQueue);
    const { rows } = await testApp.database.pool.query('SELECT invoice_number FROM invoices WHERE order_id = ANY($1::int[]) ORDER BY order_id', [[first.id, second.id]]);
    const recipientOf = (number: string) => testApp.mailer.messages.find((message) => message.subject.startsWith(`Tax invoice ${number} `))?.to;
    expect(recipientOf(rows[0].invoice_number)).toBe('ledger@example.test');
    expect(recipientOf(rows[1].invoice_number)).toBe(session.email);
  });

  it('refuses bad queries and ids with a 422 naming the field', async () => {
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    expectInvalid(await buyer.get('/api/invoices?status=late'), 'status', 'The status must be unpaid, paid or overdue.');
    expectInvalid(await buyer.get('/api/invoices?status=%00'), 'status');
    expectInvalid(await buyer.get(`/api/invoices?status=${'x'.repeat(10_000)}`), 'status');
    expectInvalid(await buyer.get('/api/invoices?page=0'), 'page');
    expectInvalid(await buyer.get('/api/invoices?per_page=1000'), 'per_page');
    expectInvalid(await buyer.get('/api/invoices/abc'), 'id');
    expectInvalid(await buyer.get('/api/invoices/99999999999'), 'id');
    expect((await buyer.get('/api/invoices/2147483647')).status).toBe(404);
  });
});
