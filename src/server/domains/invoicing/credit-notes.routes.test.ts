// Credit notes (issue #28 Part 2): issued by staff against an invoice for lines or an amount, never more
// than it has left (also when two race), numbered CN- without gaps and never changed; the buyer's balance
// falls, they list and download their notes, and a cancelled card order's invoice is credited whole.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody, sessionHeaders } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { issueTestInvoice } from './invoicing.fixtures.ts';
import { creditNoteMailQueue } from './invoicing.queues.ts';

const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'credit-note-')), 'note.pdf');
  await writeFile(file, pdf);
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

type InvoiceLineJson = { sku: string; qty: number; unit_price: number; amount: number };

describe('credit notes', () => {
  const testApp = useTestApp(undefined, { runJobs: false });
  const desk = async () => apiAs(testApp, await signedInStaff(testApp, 'staff'));

  async function invoiceLines(session: Awaited<ReturnType<typeof signedInAccount>>, invoiceId: number): Promise<InvoiceLineJson[]> {
    return okBody(await apiAs(testApp, session).get(`/api/invoices/${invoiceId}`)).data.lines;
  }

  it('credits chosen lines at the invoice’s prices: the buyer’s invoice owes less, the ledger shows it, and the buyer gets the PDF by e-mail and in their list', async () => {
    const session = await signedInAccount(testApp, { accountName: 'Ōtaki Rest Home' });
    const invoice = await issueTestInvoice(testApp, session, { qty: 12 });
    const [line] = await invoiceLines(session, invoice.id);
    if (!line) throw new Error('the invoice has no line');
    const staff = await desk();
    const issued = await staff.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { lines: [{ sku: line.sku, qty: 1 }], reason: 'Two boxes came back damaged' });
    expect(issued.status, issued.text).toBe(201);
    const note = issued.body.data;
    const gst = Math.round(line.unit_price * 0.15);
    expect(note).toMatchObject({ invoice_id: invoice.id, invoice_number: invoice.invoiceNumber, reason: 'Two boxes came back damaged', sub_total: line.unit_price, gst, total: line.unit_price + gst, gst_rate: 15 });
    expect(note.credit_note_number).toMatch(/^CN-\d{6}$/);
    expect(note.lines).toEqual([{ sku: line.sku, description: expect.any(String), qty: 1, unit_price: line.unit_price, amount: line.unit_price }]);

    const buyer = apiAs(testApp, session);
    expect(okBody(await buyer.get(`/api/invoices/${invoice.id}`)).data).toMatchObject({ credited: note.total, balance: invoice.totalCents - note.total, status: 'unpaid' });
    const list = okBody(await buyer.get('/api/credit-notes'));
    expect(list.data.map((row: { credit_note_number: string; pdf_url: string }) => [row.credit_note_number, row.pdf_url])).toEqual([[note.credit_note_number, `/api/credit-notes/${note.id}.pdf`]]);
    const pdf = await testApp.app.inject({ method: 'GET', url: `/api/credit-notes/${note.id}.pdf`, headers: sessionHeaders(session) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${note.credit_note_number}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    for (const words of ['Credit Note', note.credit_note_number, `Credits invoice`, invoice.invoiceNumber, 'Reason: Two boxes came back damaged', 'Ōtaki Rest Home', 'GST 15%', 'Total credited (incl. GST)']) expect(text).toContain(words);

    const ledger = okBody(await staff.get(`/admin/api/accounts/${session.accountId}/ledger`)).data;
    expect(ledger.owed).toBe(invoice.totalCents - note.total);
    expect(ledger.entries).toContainEqual(expect.objectContaining({ type: 'credit_note', number: note.credit_note_number, amount: -note.total }));

    expect(await testApp.app.jobs.runDue(creditNoteMailQueue)).toBe(1);
    const mail = testApp.mailer.messages.find((message) => message.subject === `Credit note ${note.credit_note_number} from Care Supply Co Limited`);
    expect(mail?.to).toBe(session.email);
    expect(mail?.attachments?.map((file) => file.filename)).toEqual([`${note.credit_note_number}.pdf`]);
    expect(mail?.messageId).toBe(`<credit-note-${note.credit_note_number}@${new URL(testApp.config.publicUrl).hostname}>`);
    const { rows } = await testApp.database.pool.query("SELECT action, reference FROM audit_log WHERE entity = 'credit_note' AND entity_id = $1", [String(note.id)]);
    expect(rows).toEqual([{ action: 'credit_note.issue', reference: `${note.credit_note_number} ${invoice.invoiceNumber}` }]);
  });

  it('never credits more than the invoice has left; credited in parts it ends credited to the cent, then refuses more', async () => {
    const session = await signedInAccount(testApp);
    const invoice = await issueTestInvoice(testApp, session, { qty: 7 });
    const lines = await invoiceLines(session, invoice.id);
    const staff = await desk();
    const url = `/admin/api/invoices/${invoice.id}/credit-notes`;
    const [first] = lines;
    if (!first) throw new Error('the invoice has no line');
    expectInvalid(await staff.post(url, { lines: [{ sku: first.sku, qty: first.qty + 1 }], reason: 'Too many' }), 'lines.0.qty');
    expectInvalid(await staff.post(url, { amount: invoice.totalCents + 1, reason: 'Too much' }), 'amount');

    const part = okBody(await staff.post(url, { amount: 1, reason: 'A cent off' }).then((answer) => ({ ...answer, status: answer.status === 201 ? 200 : answer.status }))).data;
    expect(part).toMatchObject({ total: 1, gst: 0, sub_total: 1 });
    const rest = await staff.post(url, { lines: lines.map((line) => ({ sku: line.sku, qty: line.qty })), reason: 'Returned whole' });
    expect(rest.status, rest.text).toBe(201);
    expect(part.total + rest.body.data.total).toBe(invoice.totalCents);
    const refused = await staff.post(url, { amount: 1, reason: 'Once more' });
    expectInvalid(refused, 'amount', `Invoice ${invoice.invoiceNumber} has been credited in full.`);
    expect(okBody(await apiAs(testApp, session).get(`/api/invoices/${invoice.id}`)).data).toMatchObject({ status: 'paid', balance: 0, credited: invoice.totalCents });
  });

  it('refuses bad input with a message and issues nothing', async () => {
    const account = await createAccountWithUser(testApp);
    const invoice = await issueTestInvoice(testApp, account);
    const staff = await desk();
    const url = `/admin/api/invoices/${invoice.id}/credit-notes`;
    expectInvalid(await staff.post(url, { reason: 'Nothing chosen' }), 'lines');
    expectInvalid(await staff.post(url, { amount: 100, lines: [{ sku: 'X', qty: 1 }], reason: 'Both' }), 'amount');
    expectInvalid(await staff.post(url, { amount: 0, reason: 'Zero' }), 'amount');
    expectInvalid(await staff.post(url, { amount: -100, reason: 'Negative' }), 'amount');
    expectInvalid(await staff.post(url, { amount: '1.50', reason: 'Dollars' }), 'amount');
    expectInvalid(await staff.post(url, { lines: [{ sku: 'NOT-ON-IT', qty: 1 }], reason: 'Unknown' }), 'lines.0.sku');
    expectInvalid(await staff.post(url, { lines: [{ sku: 'A', qty: 0 }], reason: 'Zero' }), 'lines.0.qty');
    expectInvalid(await staff.post(url, { amount: 100, reason: '' }), 'reason');
    expectInvalid(await staff.post(url, { amount: 100, reason: 'A\u0000B' }), 'reason');
    expectInvalid(await staff.post(url, { amount: 100, reason: 'x'.repeat(10_000) }), 'reason');
    expectInvalid(await staff.post(url, { amount: 100, reason: 42 }), 'reason');
    expect((await staff.post('/admin/api/invoices/999999/credit-notes', { amount: 100, reason: 'Missing' })).status).toBe(404);
    expect((await apiAs(testApp, await signedInStaff(testApp, 'warehouse')).post(url, { amount: 100, reason: 'Not theirs' })).status).toBe(403);
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS n FROM credit_notes WHERE invoice_id = $1', [invoice.id]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('issues one of two notes racing for all the invoice has left', async () => {
    const account = await createAccountWithUser(testApp);
    const invoice = await issueTestInvoice(testApp, account);
    const staff = await desk();
    const answers = await Promise.all(['first', 'second'].map((reason) => staff.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: invoice.totalCents, reason })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const { rows } = await testApp.database.pool.query('SELECT sum(total_cents)::int AS credited FROM credit_notes WHERE invoice_id = $1', [invoice.id]);
    expect(rows[0]).toEqual({ credited: invoice.totalCents });
  });

  it('credits part of an invoice paid by card (the sandbox refunds it), and the rest when its order is cancelled and refunded', async () => {
    const account = await createAccountWithUser(testApp);
    const invoice = await issueTestInvoice(testApp, account, { card: true, qty: 10 });
    const staff = await desk();
    const part = await staff.post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: 100, reason: 'Part refund' });
    expect(part.status, part.text).toBe(201);
    const cancelled = await staff.post(`/admin/api/orders/${invoice.orderId}/status`, { status: 'cancelled', note: 'Out of stock' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const { rows } = await testApp.database.pool.query('SELECT total_cents, reason FROM credit_notes WHERE invoice_id = $1 ORDER BY id', [invoice.id]);
    expect(rows).toEqual([
      { total_cents: 100, reason: 'Part refund' },
      { total_cents: invoice.totalCents - 100, reason: 'Order cancelled: Out of stock' },
    ]);
  });

  it("shows an account only its own credit notes, and keeps each as it was issued", async () => {
    const owner = await signedInAccount(testApp);
    const invoice = await issueTestInvoice(testApp, owner);
    const issued = await (await desk()).post(`/admin/api/invoices/${invoice.id}/credit-notes`, { amount: 10, reason: 'Goodwill' });
    expect(issued.status).toBe(201);
    const id = issued.body.data.id as number;
    const other = apiAs(testApp, await signedInAccount(testApp));
    expect(okBody(await other.get('/api/credit-notes')).data).toEqual([]);
    expect((await other.request('GET', `/api/credit-notes/${id}.pdf`)).status).toBe(404);
    expect((await apiAs(testApp, null).get('/api/credit-notes')).status).toBe(401);

    const pool = testApp.database.pool;
    await pool.query(`CREATE OR REPLACE FUNCTION attempt(statement text) RETURNS text LANGUAGE plpgsql AS $$
      BEGIN EXECUTE statement; RETURN 'done'; EXCEPTION WHEN others THEN RETURN SQLERRM; END $$`);
    for (const statement of [`UPDATE credit_notes SET total_cents = 1 WHERE id = ${id}`, `DELETE FROM credit_notes WHERE id = ${id}`, 'TRUNCATE credit_notes']) {
      const { rows } = await pool.query<{ outcome: string }>('SELECT attempt($1) AS outcome', [statement]);
      expect(rows[0]?.outcome, statement).toMatch(/never changed or removed/);
    }
  });

  it('lists every account’s invoices for staff by status, account and day, reads one with its credit notes, and gives its PDF', async () => {
    const account = await createAccountWithUser(testApp);
    const paid = await issueTestInvoice(testApp, account, { qty: 3 });
    const open = await issueTestInvoice(testApp, account, { qty: 2 });
    const staffSession = await signedInStaff(testApp, 'staff');
    const staff = apiAs(testApp, staffSession);
    const note = await staff.post(`/admin/api/invoices/${paid.id}/credit-notes`, { amount: paid.totalCents, reason: 'Returned' });
    expect(note.status).toBe(201);
    const today = okBody(await staff.get(`/admin/api/accounts/${account.accountId}/ledger`)).data.today as string;
    const numbersOf = async (query: string) =>
      okBody(await staff.get(`/admin/api/invoices?account_number=${account.accountNumber}${query}`)).data.map((invoice: { invoice_number: string }) => invoice.invoice_number);
    expect(await numbersOf('')).toEqual([open.invoiceNumber, paid.invoiceNumber]);
    expect(await numbersOf('&status=paid')).toEqual([paid.invoiceNumber]);
    expect(await numbersOf('&status=unpaid')).toEqual([open.invoiceNumber]);
    expect(await numbersOf(`&date_from=${today}&date_to=${today}`)).toHaveLength(2);
    expect(await numbersOf('&date_to=2020-01-01')).toEqual([]);
    expectInvalid(await staff.get('/admin/api/invoices?date_from=2026-02-30'), 'date_from');
    expectInvalid(await staff.get('/admin/api/invoices?status=late'), 'status');

    const detail = okBody(await staff.get(`/admin/api/invoices/${paid.id}`)).data;
    expect(detail).toMatchObject({ invoice_number: paid.invoiceNumber, account_id: account.accountId, credited: paid.totalCents, balance: 0, status: 'paid', pdf_url: `/admin/api/invoices/${paid.id}.pdf` });
    expect(detail.credit_notes).toEqual([expect.objectContaining({ credit_note_number: note.body.data.credit_note_number, total: paid.totalCents, reason: 'Returned' })]);
    const pdf = await testApp.app.inject({ method: 'GET', url: `/admin/api/invoices/${paid.id}.pdf`, headers: sessionHeaders(staffSession) });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Tax Invoice');
    expect((await staff.request('GET', `/admin/api/credit-notes/${note.body.data.id}.pdf`)).status).toBe(200);
    expect((await staff.get('/admin/api/invoices/999999')).status).toBe(404);
    expect((await apiAs(testApp, await signedInStaff(testApp, 'warehouse')).get('/admin/api/invoices')).status).toBe(403);
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    expect((await buyer.get('/admin/api/invoices')).status).toBe(401);
    expect((await buyer.get(`/admin/api/invoices/${paid.id}`)).status).toBe(401);
    expect((await apiAs(testApp, null).get('/admin/api/invoices')).status).toBe(401);
  });
});
