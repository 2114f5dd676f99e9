// The back office's trade applications over the wire (issue #17 Part 4): thin routes over the service,
// which applications.service.test.ts tests in depth; here the permissions, the answers and bad input.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid } from '../../testing/api.ts';
import { newApplication } from '../../testing/back-office.fixtures.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';

const APPROVAL = { can_pay_on_account: true, can_switch_accounts: false };

describe('/admin/api/applications', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('lists pending applications, shows one, approves one into an account and declines another with a reason, on record', async () => {
    const first = await newApplication(testApp, { company_name: 'Kōwhai Lodge' });
    const second = await newApplication(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));

    const pending = await staff.get('/admin/api/applications?status=pending&per_page=100');
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(pending.body.meta).toMatchObject({ current_page: 1, per_page: 100 });
    const shown = await staff.get(`/admin/api/applications/${first.id}`);
    expect(shown.body.data).toMatchObject({ id: first.id, status: 'pending', company_name: 'Kōwhai Lodge', email: first.email, account_id: null });

    const accountNumber = String(70_000 + first.id);
    const approved = await staff.post(`/admin/api/applications/${first.id}/approve`, { account_number: accountNumber, ...APPROVAL });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id: first.id, status: 'approved' });
    expect(approved.body.data.account_id).toEqual(expect.any(Number));
    const { rows } = await testApp.database.pool.query('SELECT account_number, can_pay_on_account FROM accounts WHERE id = $1', [approved.body.data.account_id]);
    expect(rows[0]).toEqual({ account_number: accountNumber, can_pay_on_account: true });

    const again = await staff.post(`/admin/api/applications/${first.id}/decline`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/approved already/);

    const declined = await staff.post(`/admin/api/applications/${second.id}/decline`, { reason: 'We supply aged care facilities only.' });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'declined', decline_reason: 'We supply aged care facilities only.' });
    const taken = await staff.post(`/admin/api/applications/${(await newApplication(testApp)).id}/approve`, { account_number: accountNumber, ...APPROVAL });
    expectInvalid(taken, 'account_number', /taken/);

    const audit = await staff.get('/admin/api/audit?entity=application');
    const actions = audit.body.data.map((row: { action: string; entity_id: string; reference: string }) => `${row.action} ${row.entity_id} ${row.reference}`);
    expect(actions).toEqual(expect.arrayContaining([`application.approve ${first.id} ${accountNumber} · Kōwhai Lodge`, `application.decline ${second.id} Harbour View Rest Home`]));
  });

  it('answers 404 for an application that does not exist, 422 for bad input, and guards every endpoint', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    expect((await staff.get('/admin/api/applications/2147483000')).status).toBe(404);
    expect((await staff.post('/admin/api/applications/2147483000/approve', { account_number: 'X-1', ...APPROVAL })).status).toBe(404);
    expectInvalid(await staff.get('/admin/api/applications/abc'), 'id');
    expectInvalid(await staff.get('/admin/api/applications?status=open'), 'status');
    expectInvalid(await staff.get('/admin/api/applications?per_page=1000'), 'per_page');
    const { id } = await newApplication(testApp);
    expectInvalid(await staff.post(`/admin/api/applications/${id}/approve`, { account_number: '  ', ...APPROVAL }), 'account_number');
    expectInvalid(await staff.post(`/admin/api/applications/${id}/approve`, { account_number: 'A-1', can_pay_on_account: 'yes', can_switch_accounts: false }), 'can_pay_on_account');
    expectInvalid(await staff.post(`/admin/api/applications/${id}/decline`, { reason: 'x'.repeat(1001) }), 'reason');
    expectInvalid(await staff.post(`/admin/api/applications/${id}/decline`, { reason: 'lone \ud800 surrogate' }), 'reason');
    expectInvalid(await staff.post(`/admin/api/applications/${id}/approve`, { account_number: 'A\u00001', ...APPROVAL }), 'account_number');
    expectInvalid(await staff.post(`/admin/api/applications/${id}/approve`, { account_number: 'x'.repeat(10_000), ...APPROVAL }), 'account_number');
    expect((await staff.get(`/admin/api/applications/${id}`)).body.data.status).toBe('pending');

    const customer = apiAs(testApp, await signedInAccount(testApp));
    expect((await customer.get('/admin/api/applications')).status).toBe(401);
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/applications' }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/applications/${id}/approve`, body: { account_number: 'G-1', ...APPROVAL } }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/applications/${id}/decline`, body: {} }, { refusedRoles: ['warehouse'] });
    expect((await staff.get(`/admin/api/applications/${id}`)).body.data.status).toBe('pending');
  });

  it('refuses an account number outside the rule (4 to 12 digits) on account_number, opening nothing', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { id } = await newApplication(testApp);
    for (const bad of ['abc', '123', '1234567890123', 'K-1001', '#1001', '10 01']) {
      const refused = await staff.post(`/admin/api/applications/${id}/approve`, { account_number: bad, ...APPROVAL });
      expectInvalid(refused, 'account_number', /must be 4 to 12 digits/);
      expect(Object.keys(refused.body.errors)).toEqual(['account_number']);
    }
    expect((await staff.get(`/admin/api/applications/${id}`)).body.data).toMatchObject({ status: 'pending', account_id: null });
    const { rows } = await testApp.database.pool.query("SELECT count(*)::int AS n FROM accounts WHERE account_number IN ('abc', '123', 'K-1001', '#1001')");
    expect(rows[0].n).toBe(0);
  });

  it('suggests the next free number while an application is pending: one more than the highest, at least 1000', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { rows } = await testApp.database.pool.query("SELECT max(account_number::numeric)::text AS highest FROM accounts WHERE account_number ~ '^[0-9]+$'");
    const expected = String(Math.max(Number(rows[0].highest ?? 0) + 1, 1000));
    const { id } = await newApplication(testApp);
    const shown = await staff.get(`/admin/api/applications/${id}`);
    expect(shown.body.data).toMatchObject({ suggested_account_number: expected, account_number_rule: 'The account number must be 4 to 12 digits.' });

    const approved = await staff.post(`/admin/api/applications/${id}/approve`, { account_number: expected, ...APPROVAL });
    expect(approved.status).toBe(200);
    const { id: next } = await newApplication(testApp);
    expect((await staff.get(`/admin/api/applications/${next}`)).body.data.suggested_account_number).toBe(String(Number(expected) + 1));
    expect((await staff.get(`/admin/api/applications/${id}`)).body.data.suggested_account_number).toBeNull();
  });
});
