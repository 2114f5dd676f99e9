// The back office's customer accounts over the wire (issue #17 Part 4): thin routes over the service,
// which account-admin.service.test.ts tests in depth; here permissions, answers and bad input.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount } from '../../testing/factories.ts';
import { insertPlacedOrder } from '../../testing/fulfilment.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';

describe('/admin/api/accounts', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('finds an account by number, name or e-mail, shows it, and stops it paying on account, on record', async () => {
    const account = await createAccountWithUser(testApp, { accountName: 'Tōtara Court Care' });
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));

    for (const q of [account.accountNumber, 'Tōtara Court', account.email]) {
      const found = await staff.get(`/admin/api/accounts?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(found.body.data.map((row: { id: number }) => row.id), q).toContain(account.accountId);
    }
    const address = await testApp.app.services.addresses.addAddress(account.accountId, { line1: '3 Rātā Street', suburb: 'Naenae', city: 'Lower Hutt', postCode: '5011', countryId: 155, regionId: 0, isPrimary: true });
    const order = await insertPlacedOrder(testApp, account);
    const shown = await staff.get(`/admin/api/accounts/${account.accountId}`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.data).toMatchObject({ id: account.accountId, account_number: account.accountNumber, name: 'Tōtara Court Care', users_count: 1 });
    expect(shown.body.data.users).toEqual([expect.objectContaining({ id: account.userId, email: account.email, role: 'manager' })]);
    expect(shown.body.data.addresses).toEqual([expect.objectContaining({ id: address.id, line_1: '3 Rātā Street', primary: true })]);
    expect(shown.body.data.recent_orders).toEqual([expect.objectContaining({ id: order.id, order_number: order.orderNumber })]);

    const changed = await staff.request('PATCH', `/admin/api/accounts/${account.accountId}`, { can_pay_on_account: false });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ can_pay_on_account: false, name: 'Tōtara Court Care' });
    const { rows } = await testApp.database.pool.query('SELECT can_pay_on_account FROM accounts WHERE id = $1', [account.accountId]);
    expect(rows[0]).toEqual({ can_pay_on_account: false });
    const audit = await staff.get(`/admin/api/audit?entity=account&q=${account.accountNumber}`);
    expect(audit.body.data).toEqual([expect.objectContaining({ entity_id: String(account.accountId), reference: account.accountNumber, after: { can_pay_on_account: false } })]);
  });

  it('answers 404 for an account that does not exist, 422 for bad input, and guards every endpoint', async () => {
    const account = await createAccountWithUser(testApp, { accountName: 'Puriri Place' });
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    expect((await staff.get('/admin/api/accounts/2147483000')).status).toBe(404);
    expect((await staff.request('PATCH', '/admin/api/accounts/2147483000', { name: 'Nobody' })).status).toBe(404);
    expectInvalid(await staff.get(`/admin/api/accounts?q=${'x'.repeat(201)}`), 'q');
    expectInvalid(await staff.get(`/admin/api/accounts?q=${'x'.repeat(10_000)}`), 'q');
    expectInvalid(await staff.get('/admin/api/accounts?q=a%00b'), 'q');
    expectInvalid(await staff.request('PATCH', `/admin/api/accounts/${account.accountId}`, { name: 'Bad \ud800 name' }), 'name');
    expectInvalid(await staff.request('PATCH', `/admin/api/accounts/${account.accountId}`, { name: 'Nul\u0000name' }), 'name');
    expectInvalid(await staff.request('PATCH', `/admin/api/accounts/${account.accountId}`, {}), 'name');
    expectInvalid(await staff.request('PATCH', `/admin/api/accounts/${account.accountId}`, { name: '' }), 'name');
    expectInvalid(await staff.request('PATCH', `/admin/api/accounts/${account.accountId}`, { can_switch_accounts: 'no' }), 'can_switch_accounts');
    expect((await staff.get(`/admin/api/accounts/${account.accountId}`)).body.data.name).toBe('Puriri Place');

    const customer = apiAs(testApp, await signedInAccount(testApp));
    expect((await customer.get('/admin/api/accounts')).status).toBe(401);
    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/accounts' }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'GET', url: `/admin/api/accounts/${account.accountId}` }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'PATCH', url: `/admin/api/accounts/${account.accountId}`, body: { name: 'Guarded' } }, { refusedRoles: ['warehouse'] });
    expect((await staff.get(`/admin/api/accounts/${account.accountId}`)).body.data.name).toBe('Puriri Place');
  });

  it('changes an account number only to one the rule takes and no other account holds, naming account_number', async () => {
    const account = await createAccountWithUser(testApp, { accountNumber: '5550001', accountName: 'Rimu Lodge' });
    const other = await createAccountWithUser(testApp, { accountNumber: '5550002' });
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const url = `/admin/api/accounts/${account.accountId}`;
    for (const bad of ['abc', '555', '5550001234567', 'R-5550001']) {
      expectInvalid(await staff.request('PATCH', url, { account_number: bad }), 'account_number', /must be 4 to 12 digits/);
    }
    expectInvalid(await staff.request('PATCH', url, { account_number: other.accountNumber, name: 'Rimu Lodge West' }), 'account_number', /is taken/);
    expect((await staff.get(url)).body.data).toMatchObject({ account_number: '5550001', name: 'Rimu Lodge' });

    const renumbered = await staff.request('PATCH', url, { account_number: ' 5550003 ' });
    expect(renumbered.status, renumbered.text).toBe(200);
    expect(renumbered.body.data).toMatchObject({ account_number: '5550003', name: 'Rimu Lodge' });
    const audit = await staff.get('/admin/api/audit?entity=account&q=5550001');
    expect(audit.body.data).toEqual([expect.objectContaining({ before: { account_number: '5550001' }, after: { account_number: '5550003' } })]);
  });
});
