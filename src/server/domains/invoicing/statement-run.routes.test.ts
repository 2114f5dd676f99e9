// The statements of the 1st (issue #28 Part 3): on and after the 1st, every account with an invoice on
// account, credit note or payment in the month before, or a balance at its end, is e-mailed its statement
// once, however many runs race or a run dies halfway; an account with nothing to say gets none.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactOn } from '../../db/executor.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { issueTestInvoice } from './invoicing.fixtures.ts';
import { statementMailQueue } from './invoicing.queues.ts';
import { createStatementRun } from './statement-run.ts';

const nzMidday = (day: string) => new Date(`${day}T00:00:00Z`);

describe('the monthly statement run', () => {
  const clock = { now: nzMidday('2026-10-15') };
  const testApp = useTestApp(undefined, { runJobs: false, now: () => clock.now });
  const runOn = (jobs: { send: typeof testApp.app.jobs.send }) =>
    createStatementRun({ transact: transactOn(testApp.database.db), jobs, today: () => '2026-12-01', log: testApp.app.log });
  const runsOf = async (month: string) =>
    (await testApp.database.db.execute<{ account_id: number }>(sql`SELECT account_id FROM statement_runs WHERE month = ${month} ORDER BY account_id`)).rows.map((row) => row.account_id);

  it("queues November's statements once for the accounts with something to say, even with two runs at once and one dying halfway, and e-mails each", async () => {
    clock.now = nzMidday('2026-10-15');
    const owesFromOctober = await createAccountWithUser(testApp);
    await issueTestInvoice(testApp, owesFromOctober);
    const settledInOctober = await createAccountWithUser(testApp);
    const settled = await issueTestInvoice(testApp, settledInOctober);
    await testApp.database.pool.query("INSERT INTO account_payments (account_id, reference, amount_cents, paid_on, source) VALUES ($1, 'OCT', $2, '2026-10-20', 'staff')", [settledInOctober.accountId, settled.totalCents]);
    clock.now = nzMidday('2026-11-10');
    const orderedInNovember = await createAccountWithUser(testApp);
    await issueTestInvoice(testApp, orderedInNovember);
    const paidByCard = await createAccountWithUser(testApp);
    await issueTestInvoice(testApp, paidByCard, { card: true });
    clock.now = nzMidday('2026-12-01');

    // A run that dies after queueing one e-mail of its batch leaves none of the batch behind.
    let sent = 0;
    const dying = runOn({ send: async (...args) => { if (++sent === 2) throw new Error('killed mid-batch'); await testApp.app.jobs.send(...args); } });
    await expect(dying.sweep()).rejects.toThrow('killed mid-batch');
    expect(await runsOf('2026-11')).toEqual([]);

    const [first, second] = await Promise.all([runOn(testApp.app.jobs).sweep(), runOn(testApp.app.jobs).sweep()]);
    expect(first + second).toBe(2);
    expect(await runsOf('2026-11')).toEqual([owesFromOctober.accountId, orderedInNovember.accountId].sort((a, b) => a - b));
    expect(await runOn(testApp.app.jobs).sweep()).toBe(0);

    expect(await testApp.app.jobs.runDue(statementMailQueue)).toBe(2);
    const mail = await testApp.mailer.nextTo(orderedInNovember.email);
    expect(mail.subject).toBe('Statement for November 2026 from Care Supply Co Limited');
    expect(mail.text).toContain(`Here is the statement of account ${orderedInNovember.accountNumber}`);
    expect(mail.text).toContain('On 30 Nov 2026 the account had $1.15 owing.');
    expect(mail.attachments?.map((file) => [file.filename, file.contentType])).toEqual([[`Statement-${orderedInNovember.accountNumber}-2026-11.pdf`, 'application/pdf']]);
    expect(mail.messageId).toBe(`<statement-${orderedInNovember.accountNumber}-2026-11@${new URL(testApp.config.publicUrl).hostname}>`);
    // October's invoice fell due on 20 November.
    expect((await testApp.mailer.nextTo(owesFromOctober.email)).text).toContain('On 30 Nov 2026 the account had $1.15 owing, of which $1.15 was overdue.');
    expect(testApp.mailer.messages.filter((message) => [settledInOctober.email, paidByCard.email].includes(message.to))).toEqual([]);
  });
});
