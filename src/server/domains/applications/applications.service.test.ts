// Issue #17 Part 4: staff decide trade applications through the applications service (the /admin
// routes are thin over it): lists, approval with the account's settings, decline with a reason, each
// with its audit entry in the decision's transaction, and one decision per application, even at once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApproveApplicationBody } from '../../../shared/schemas/admin-applications.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { failingAuditWriter, recordingAuditWriter, TEST_STAFF } from '../../testing/audit-recorder.ts';
import { newApplication as createApplication } from '../../testing/back-office.fixtures.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { colleagueInvitationMailQueue } from '../colleagues/colleagues.queues.ts';
import { toTradeApplicationJson } from './application-json.ts';
import { applicationDeclinedMailQueue } from './applications.queues.ts';

/** An account number the store's rule takes (4 to 12 digits), unique per prefix and id. */
const numbered = (prefix: number, id: number, tail = '') => `${prefix}${String(id).padStart(4, '0')}${tail}`;

const approval = (accountNumber: string, settings: Partial<ApproveApplicationBody> = {}): ApproveApplicationBody => ({
  account_number: accountNumber,
  can_pay_on_account: true,
  can_switch_accounts: false,
  ...settings,
});

describe('staff deciding trade applications', () => {
  const testApp = useTestApp(undefined, { runJobs: false });
  const applications = () => testApp.app.services.applications;

  const newApplication = (overrides: Record<string, unknown> = {}) => createApplication(testApp, overrides);

  const statusOf = async (id: number) => (await testApp.database.pool.query('SELECT status, decline_reason FROM trade_applications WHERE id = $1', [id])).rows[0];
  const countOf = async (query: string, values: unknown[]) => Number((await testApp.database.pool.query(query, values)).rows[0].n);
  const accountsNumbered = (accountNumber: string) => countOf('SELECT count(*) AS n FROM accounts WHERE account_number = $1', [accountNumber]);
  const invitationsOf = (email: string) => countOf('SELECT count(*) AS n FROM account_invitations WHERE email = $1', [email]);

  it('lists them by status, newest first, a page at a time, and shows one by id', async () => {
    const [first, second, third] = [await newApplication(), await newApplication(), await newApplication()];
    await applications().declineFromCli(first.id);
    const pending = await applications().listPage({ status: 'pending', page: 1, per_page: 1 });
    expect(pending.applications.map((application) => application.id)).toEqual([third.id]);
    expect(pending.total).toBeGreaterThanOrEqual(2);
    const next = await applications().listPage({ status: 'pending', page: 2, per_page: 1 });
    expect(next.applications.map((application) => application.id)).toEqual([second.id]);
    const declined = await applications().listPage({ status: 'declined', page: 1, per_page: 100 });
    expect(declined.applications.map((application) => application.id)).toContain(first.id);
    expect(declined.applications.every((application) => application.status === 'declined')).toBe(true);
    const all = await applications().listPage({ page: 1, per_page: 100 });
    expect(all.total).toBe(pending.total + declined.total + (await applications().listPage({ status: 'approved', page: 1, per_page: 1 })).total);

    const shown = toTradeApplicationJson(await applications().get(second.id));
    expect(shown).toMatchObject({ id: second.id, status: 'pending', email: second.email, company_name: 'Harbour View Rest Home', account_id: null, decided_at: null });
    await expect(applications().get(2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('approves one: the account opens with the settings chosen, the applicant is invited as its manager, and the entry is written in the same transaction', async () => {
    await testApp.app.jobs.runDue(colleagueInvitationMailQueue);
    const { id, email } = await newApplication();
    const audit = recordingAuditWriter(async (executor) => (await executor.execute<{ status: string }>(sql`SELECT status FROM trade_applications WHERE id = ${id}`)).rows[0]?.status);
    const accountNumber = numbered(1, id);
    const approved = await applications().approve(TEST_STAFF, audit.write, id, approval(accountNumber, { can_pay_on_account: false, can_switch_accounts: true }));

    expect(approved).toMatchObject({ id, status: 'approved', accountId: expect.any(Number), decidedAt: expect.any(Date) });
    const { rows: accounts } = await testApp.database.pool.query('SELECT id, name, can_pay_on_account, can_switch_accounts, billing_city FROM accounts WHERE account_number = $1', [accountNumber]);
    expect(accounts).toEqual([{ id: approved.accountId, name: 'Harbour View Rest Home', can_pay_on_account: false, can_switch_accounts: true, billing_city: 'Napier' }]);
    const { rows: invitations } = await testApp.database.pool.query('SELECT account_id, role FROM account_invitations WHERE email = $1', [email]);
    expect(invitations).toEqual([{ account_id: approved.accountId, role: 'manager' }]);
    expect(await testApp.app.jobs.runDue(colleagueInvitationMailQueue)).toBe(1);
    expect((await testApp.mailer.nextTo(email)).subject).toBe('Your invitation to order at Care Supply Co');

    expect(audit.entries()).toEqual([
      {
        actor: TEST_STAFF,
        action: 'application.approve',
        entity: 'application',
        entityId: id,
        reference: `${accountNumber} · Harbour View Rest Home`,
        before: { status: 'pending' },
        after: { status: 'approved', account_id: approved.accountId, account_number: accountNumber, can_pay_on_account: false, can_switch_accounts: true },
      },
    ]);
    // The writer was handed the decision's transaction: it saw the approval before it was committed.
    expect(audit.recorded[0]?.seen).toBe('approved');
    expect(audit.recorded[0]?.executor).not.toBe(testApp.database.db);
  });

  it('refuses an account number that is taken, on account_number, and changes nothing', async () => {
    const { id, email } = await newApplication();
    const existing = await createAccountWithUser(testApp, { accountNumber: numbered(4, id) });
    const audit = recordingAuditWriter();
    const refused = await applications().approve(TEST_STAFF, audit.write, id, approval(existing.accountNumber)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).errors).toEqual({ account_number: `Account number ${existing.accountNumber} is taken: choose another.` });
    expect(await statusOf(id)).toEqual({ status: 'pending', decline_reason: null });
    expect(await invitationsOf(email)).toBe(0);
    expect(audit.recorded).toEqual([]);
  });

  it('declines one with a reason: stored, e-mailed to the applicant with nothing they typed, and recorded', async () => {
    await testApp.app.jobs.runDue(applicationDeclinedMailQueue);
    const { id, email } = await newApplication({ company_name: 'Evil Co Bcc: victim@evil.example' });
    const audit = recordingAuditWriter();
    const reason = 'We supply care facilities only.\nA pharmacy account is opened by phone.';
    const declined = await applications().decline(TEST_STAFF, audit.write, id, { reason });
    expect(declined).toMatchObject({ id, status: 'declined', declineReason: reason, accountId: null });
    expect(await statusOf(id)).toEqual({ status: 'declined', decline_reason: reason });
    expect(audit.entries()).toEqual([
      { actor: TEST_STAFF, action: 'application.decline', entity: 'application', entityId: id, reference: 'Evil Co Bcc: victim@evil.example', before: { status: 'pending' }, after: { status: 'declined', reason } },
    ]);
    expect(await testApp.app.jobs.runDue(applicationDeclinedMailQueue)).toBe(1);
    const mail = await testApp.mailer.nextTo(email);
    expect(mail.subject).toBe('Your trade account application');
    expect(mail.text).toContain(`Reason:\n${reason}`);
    expect(`${mail.subject}${mail.text}`).not.toContain('Evil');

    const silent = await newApplication();
    await applications().decline(TEST_STAFF, audit.write, silent.id, {});
    expect(await statusOf(silent.id)).toEqual({ status: 'declined', decline_reason: null });
    await testApp.app.jobs.runDue(applicationDeclinedMailQueue);
    expect((await testApp.mailer.nextTo(silent.email)).text).not.toContain('Reason');
  });

  it('refuses a second decision (409) and an unknown application (404)', async () => {
    const audit = recordingAuditWriter();
    const approved = await newApplication();
    await applications().approve(TEST_STAFF, audit.write, approved.id, approval(numbered(1, approved.id)));
    await expect(applications().approve(TEST_STAFF, audit.write, approved.id, approval(numbered(1, approved.id, '2')))).rejects.toThrow(
      new ConflictError(`Application #${approved.id} was approved already.`),
    );
    await expect(applications().decline(TEST_STAFF, audit.write, approved.id, {})).rejects.toBeInstanceOf(ConflictError);
    const declined = await newApplication();
    await applications().decline(TEST_STAFF, audit.write, declined.id, {});
    await expect(applications().approve(TEST_STAFF, audit.write, declined.id, approval(numbered(1, declined.id)))).rejects.toThrow(`Application #${declined.id} was declined already.`);
    await expect(applications().decline(TEST_STAFF, audit.write, declined.id, { reason: 'again' })).rejects.toBeInstanceOf(ConflictError);
    expect(await accountsNumbered(numbered(1, declined.id))).toBe(0);
    await expect(applications().approve(TEST_STAFF, audit.write, 2_000_000_000, approval('90000'))).rejects.toBeInstanceOf(NotFoundError);
    await expect(applications().decline(TEST_STAFF, audit.write, 2_000_000_000, {})).rejects.toBeInstanceOf(NotFoundError);
    expect(audit.entries().map((entry) => entry.action)).toEqual(['application.approve', 'application.decline']);
  });

  it('rolls the decision and its e-mails back when the audit entry cannot be written', async () => {
    await testApp.app.jobs.runDue(colleagueInvitationMailQueue);
    await testApp.app.jobs.runDue(applicationDeclinedMailQueue);
    const { id, email } = await newApplication();
    await expect(applications().approve(TEST_STAFF, failingAuditWriter, id, approval(numbered(1, id)))).rejects.toThrow('the audit log is out of reach');
    await expect(applications().decline(TEST_STAFF, failingAuditWriter, id, { reason: 'No' })).rejects.toThrow('the audit log is out of reach');
    expect(await statusOf(id)).toEqual({ status: 'pending', decline_reason: null });
    expect(await accountsNumbered(numbered(1, id))).toBe(0);
    expect(await invitationsOf(email)).toBe(0);
    expect(await testApp.app.jobs.runDue(colleagueInvitationMailQueue)).toBe(0);
    expect(await testApp.app.jobs.runDue(applicationDeclinedMailQueue)).toBe(0);
  });

  it('lets one of two decisions made at the same moment win and refuses the other with 409, 50 times over', async () => {
    const audit = recordingAuditWriter();
    for (let round = 0; round < 50; round += 1) {
      const { id, email } = await newApplication();
      const secondIsDecline = round % 2 === 1;
      const results = await Promise.allSettled([
        applications().approve(TEST_STAFF, audit.write, id, approval(numbered(2, id, '1'))),
        secondIsDecline ? applications().decline(TEST_STAFF, audit.write, id, { reason: 'Both at once' }) : applications().approve(TEST_STAFF, audit.write, id, approval(numbered(2, id, '2'))),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused, `round ${round}`).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason, `round ${round}`).toBeInstanceOf(ConflictError);
      const { status } = await statusOf(id);
      const accounts = await countOf("SELECT count(*) AS n FROM accounts WHERE account_number IN ($1, $2)", [numbered(2, id, '1'), numbered(2, id, '2')]);
      expect(accounts, `round ${round}`).toBe(status === 'approved' ? 1 : 0);
      expect(await invitationsOf(email), `round ${round}`).toBe(status === 'approved' ? 1 : 0);
    }
    expect(audit.recorded).toHaveLength(50);
  });

  it('gives one account number to one of two applications approved with it at the same moment', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [first, second] = [await newApplication(), await newApplication()];
      const accountNumber = numbered(3, first.id);
      const results = await Promise.allSettled([
        applications().approve(TEST_STAFF, recordingAuditWriter().write, first.id, approval(accountNumber)),
        applications().approve(TEST_STAFF, recordingAuditWriter().write, second.id, approval(accountNumber)),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused, `round ${round}`).toHaveLength(1);
      expect(((refused[0] as PromiseRejectedResult).reason as ValidationError).errors, `round ${round}`).toHaveProperty('account_number');
      expect(await accountsNumbered(accountNumber)).toBe(1);
      expect([(await statusOf(first.id)).status, (await statusOf(second.id)).status].sort()).toEqual(['approved', 'pending']);
    }
  });
});
