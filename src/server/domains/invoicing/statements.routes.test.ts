// Statements (issue #28 Part 3): a month's opening balance, its invoices, credit notes and payments in day
// order, its closing balance and the ageing at its end, for the active account only; the same as a PDF.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody, sessionHeaders } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { issueTestInvoice } from './invoicing.fixtures.ts';
import { STATEMENT_MESSAGES } from './statements.service.ts';

/** Midday in New Zealand on `day`. */
const nzMidday = (day: string) => new Date(`${day}T00:00:00Z`);

describe('GET /api/statements', () => {
  const clock = { now: nzMidday('2026-10-15') };
  const testApp = useTestApp(undefined, { runJobs: false, now: () => clock.now });

  async function accountWithTwoMonths() {
    clock.now = new Date(); // a staff member's sign-in code is for the real time
    const buyer = await signedInAccount(testApp);
    const desk = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const pay = async (day: string, reference: string, amount: number, allocations: { invoice_number: string; amount: number }[]) => {
      clock.now = nzMidday(day);
      expect((await desk.post('/admin/api/payments', { account_number: buyer.accountNumber, amount, paid_at: day, reference, allocations })).status).toBe(201);
    };
    clock.now = nzMidday('2026-10-15');
    const first = await issueTestInvoice(testApp, buyer, { qty: 10 }); // $11.50, due 20 Nov
    await pay('2026-10-20', 'DC-1', 500, [{ invoice_number: first.invoiceNumber, amount: 500 }]);
    clock.now = nzMidday('2026-11-10');
    const second = await issueTestInvoice(testApp, buyer, { qty: 4 }); // $4.60, due 20 Dec
    const note = (await desk.post(`/admin/api/invoices/${first.id}/credit-notes`, { amount: 115, reason: 'One box damaged' })).body.data;
    await issueTestInvoice(testApp, buyer, { card: true }); // paid at its order: not on the statement
    await pay('2026-11-25', 'DC-2', 300, []);
    clock.now = nzMidday('2026-12-02');
    return { buyer, first, second, note };
  }

  it("gives a month's opening balance, its documents and payments in day order, its closing balance and the ageing at its end", async () => {
    const { buyer, first, second, note } = await accountWithTwoMonths();
    const client = apiAs(testApp, buyer);

    expect(okBody(await client.get('/api/statements?month=2026-11')).data).toEqual({
      month: '2026-11',
      account_number: buyer.accountNumber,
      account_name: expect.any(String),
      to_date: '2026-11-30',
      opening_balance: 650,
      lines: [
        { type: 'invoice', number: second.invoiceNumber, date: '2026-11-10', amount: 460 },
        { type: 'credit_note', number: note.credit_note_number, date: '2026-11-10', amount: -115 },
        { type: 'payment', number: 'DC-2', date: '2026-11-25', amount: -300 },
      ],
      closing_balance: 695,
      // The first invoice owes $11.50 − $5.00 − $1.15, 10 days past its due day; the second is not due yet.
      ageing: { current: 460, days_1_30: 535, days_31_60: 0, days_61_90: 0, days_90_plus: 0 },
    });
    expect(okBody(await client.get('/api/statements?month=2026-10')).data).toMatchObject({
      opening_balance: 0,
      lines: [
        { type: 'invoice', number: first.invoiceNumber, date: '2026-10-15', amount: 1150 },
        { type: 'payment', number: 'DC-1', date: '2026-10-20', amount: -500 },
      ],
      closing_balance: 650,
      ageing: { current: 650, days_1_30: 0 },
    });
    // This month runs to today; without a month, this month.
    expect(okBody(await client.get('/api/statements')).data).toMatchObject({ month: '2026-12', to_date: '2026-12-02', opening_balance: 695, lines: [], closing_balance: 695 });
  });

  it('refuses a month to come or written wrong, shows an account only its own, and needs a signed-in buyer', async () => {
    const { buyer } = await accountWithTwoMonths();
    const client = apiAs(testApp, buyer);
    expectInvalid(await client.get('/api/statements?month=2027-01'), 'month', STATEMENT_MESSAGES.future);
    expectInvalid(await client.get('/api/statements?month=2026-13'), 'month', 'The month must be a month written YYYY-MM, such as 2026-12.');
    expectInvalid(await client.get('/api/statements?month=2026-1'), 'month');
    expectInvalid(await client.get('/api/statements?month=2026-11&month=2026-10'), 'month');
    expect((await client.get('/api/statements/2027-01.pdf')).status).toBe(422);

    const other = await signedInAccount(testApp);
    expect(okBody(await apiAs(testApp, other).get('/api/statements?month=2026-11')).data).toMatchObject({ account_number: other.accountNumber, opening_balance: 0, lines: [], closing_balance: 0 });
    expect((await apiAs(testApp, null).get('/api/statements?month=2026-11')).status).toBe(401);
    expect((await apiAs(testApp, null).get('/api/statements/2026-11.pdf')).status).toBe(401);
  });

  it('gives the statement as a PDF that reads as the JSON does', async () => {
    const { buyer, second } = await accountWithTwoMonths();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/statements/2026-11.pdf', headers: sessionHeaders(buyer) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Statement-${buyer.accountNumber}-2026-11.pdf"`);
    const folder = await mkdtemp(path.join(tmpdir(), 'statement-'));
    try {
      const file = path.join(folder, 'statement.pdf');
      await writeFile(file, response.rawPayload);
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
      expect(stdout).toContain('Statement');
      expect(stdout).toContain('1 Nov 2026 to 30 Nov 2026');
      expect(stdout).toContain('Opening balance on 1 Nov 2026: $6.50.');
      expect(stdout).toMatch(new RegExp(`10 Nov 2026 +Invoice ${second.invoiceNumber} +\\$4\\.60`));
      expect(stdout).toMatch(/25 Nov 2026 +Payment received DC-2 +-\$3\.00/);
      expect(stdout).toMatch(/1–30 days overdue +\$5\.35/);
      expect(stdout).toMatch(/Closing balance owing +\$6\.95/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
