// Issue #11 part 1: My Account's details and PUT /my-account, by mode; part 3: switching accounts.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser, signedInAccount, signIn } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';

const BILLING = { address1: '12 Harbour Road', address2: 'Devonport', city: 'Auckland', address_phone: '09 555 0101', post_code: '0624', reference: 'Accounts payable' };

async function setRole(testApp: TestApp, userId: number, role: string): Promise<void> {
  await testApp.database.pool.query('UPDATE account_users SET role = $1 WHERE user_id = $2', [role, userId]);
}

describe('My Account details', () => {
  const testApp = useTestApp();

  it('answers the account and the user, never the password', async () => {
    const buyer = await signedInAccount(testApp, { accountName: 'Rosewood Care' });
    const body = okBody(await apiAs(testApp, buyer).get('/api/my-account'));
    expect(body.data).toMatchObject({ account_number: buyer.accountNumber, account_name: 'Rosewood Care', email: buyer.email, role: 'manager', billing_address: null, pending_email: null });
    expect(body.data.registration_date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('changes only the fields sent: the account name, then the billing address', async () => {
    const owner = await signedInAccount(testApp);
    const client = apiAs(testApp, owner);
    const renamed = okBody(await client.put('/my-account', { account_name: '  Kowhai Lodge  ' }));
    expect(renamed.data).toMatchObject({ account_name: 'Kowhai Lodge', email: owner.email, first_name: 'Test' });
    // Every process reads the session afresh: the header's account name follows at once.
    expect(okBody(await client.get('/api/session')).account.name).toBe('Kowhai Lodge');
    const billed = okBody(await client.put('/my-account', { billing_address: BILLING }));
    expect(billed.data).toMatchObject({ account_name: 'Kowhai Lodge', billing_address: BILLING });
    expectInvalid(await client.put('/my-account', { billing_address: { ...BILLING, city: ' ' } }), 'billing_address.city');
    expectInvalid(await client.put('/my-account', { account_name: '' }), 'account_name');
    expectInvalid(await client.put('/my-account', { account_name: 'A\u0000B' }), 'account_name');
    expectInvalid(await client.put('/my-account', { first_name: '\ud800' }), 'first_name');
    expect(okBody(await client.get('/api/my-account')).data).toMatchObject({ account_name: 'Kowhai Lodge', billing_address: BILLING });
  });

  it('holds the billing address to the address rule: post code ABCDE and phone abc are refused (issue #16 item 3)', async () => {
    const client = apiAs(testApp, await signedInAccount(testApp));
    const refused = await client.put('/my-account', { billing_address: { ...BILLING, post_code: 'ABCDE', address_phone: 'abc' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'billing_address.address_phone': 'The phone number may only contain digits, spaces, +, (, ) and -.',
      'billing_address.post_code': 'The post code must be 4 digits.',
    });
    expect(okBody(await client.get('/api/my-account')).data.billing_address).toBeNull();
  });

  it('changes the password by the sign-in rules and ends the user’s other sessions, not this one', async () => {
    const owner = await signedInAccount(testApp);
    const elsewhere = await signIn(testApp, owner);
    const client = apiAs(testApp, owner);
    expect((await apiAs(testApp, elsewhere).get('/api/cart')).status).toBe(200);
    expectInvalid(await client.put('/my-account', { password: 'short', password_confirmation: 'short', current_password: owner.password }), 'password');
    expectInvalid(await client.put('/my-account', { password: owner.email, password_confirmation: owner.email, current_password: owner.password }), 'password');
    expectInvalid(await client.put('/my-account', { password: 'Tui-birds-sing-at-dawn', password_confirmation: 'other', current_password: owner.password }), 'password_confirmation');
    expectInvalid(await client.put('/my-account', { password: 'Tui-birds-sing-at-dawn', current_password: 'wrong-one' }), 'current_password');
    okBody(await client.put('/my-account', { password: 'Tui-birds-sing-at-dawn', password_confirmation: 'Tui-birds-sing-at-dawn', current_password: owner.password }));
    expect((await client.get('/api/cart')).status).toBe(200);
    expect((await apiAs(testApp, elsewhere).get('/api/cart')).status).toBe(401);
    await expect(signIn(testApp, { email: owner.email, password: 'Tui-birds-sing-at-dawn' })).resolves.toBeDefined();
    await expect(signIn(testApp, owner)).rejects.toThrow(/422/);
  });

  it('changes several modes together or not at all: a failure writing the account leaves the password and the name as they were', async () => {
    const owner = await signedInAccount(testApp, { accountName: 'Matai House' });
    const elsewhere = await signIn(testApp, owner);
    const client = apiAs(testApp, owner);
    const change = { first_name: 'Aroha', password: 'Tui-birds-sing-at-dawn', password_confirmation: 'Tui-birds-sing-at-dawn', current_password: owner.password, account_name: 'Rimu House' };
    await testApp.database.pool.query(`
      CREATE FUNCTION fail_account_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash between statements'; END $$;
      CREATE TRIGGER fail_account_change BEFORE UPDATE ON accounts FOR EACH ROW EXECUTE FUNCTION fail_account_change();`);
    try {
      expect((await client.put('/my-account', change)).status).toBe(500);
    } finally {
      await testApp.database.pool.query('DROP TRIGGER fail_account_change ON accounts; DROP FUNCTION fail_account_change();');
    }
    expect(okBody(await client.get('/api/my-account')).data).toMatchObject({ account_name: 'Matai House', first_name: 'Test' });
    expect((await apiAs(testApp, elsewhere).get('/api/cart')).status).toBe(200);
    await expect(signIn(testApp, owner)).resolves.toBeDefined();
    // Then all of it at once.
    expect(okBody(await client.put('/my-account', change)).data).toMatchObject({ account_name: 'Rimu House', first_name: 'Aroha' });
    expect((await apiAs(testApp, elsewhere).get('/api/cart')).status).toBe(401);
  });

  it('lets a buyer or a viewer change their own details, not the account’s', async () => {
    for (const role of ['buyer', 'viewer']) {
      const member = await signedInAccount(testApp, { accountName: 'Original' });
      await setRole(testApp, member.userId, role);
      const client = apiAs(testApp, member);
      const refused = await client.put('/my-account', { account_name: 'Taken over' });
      expect(refused.status, role).toBe(403);
      expect((await client.put('/my-account', { billing_address: BILLING })).status, role).toBe(403);
      expect(okBody(await client.put('/my-account', { first_name: 'Aroha', last_name: 'Ngata' })).data).toMatchObject({ first_name: 'Aroha', account_name: 'Original', role });
    }
  });

  it('is guarded', async () => {
    await expectGuarded(testApp, { method: 'GET', url: '/api/my-account' });
    await expectGuarded(testApp, { method: 'PUT', url: '/my-account', body: { account_name: 'x' } });
  });
});

describe('switching accounts', () => {
  const testApp = useTestApp();

  async function twoAccounts(canSwitch: boolean) {
    const first = await createAccountWithUser(testApp, { accountName: 'Aroha House' });
    const second = await createAccountWithUser(testApp, { email: first.email, password: first.password, accountName: 'Beach Haven' });
    await testApp.database.pool.query('UPDATE accounts SET can_switch_accounts = $1 WHERE id = ANY($2)', [canSwitch, [first.accountId, second.accountId]]);
    return { first, second, session: await signIn(testApp, first) };
  }

  it('lists the user’s accounts and moves the session to another: its lists follow, and the next sign-in lands there', async () => {
    const { first, second, session } = await twoAccounts(true);
    const client = apiAs(testApp, session);
    const choices = okBody(await client.get('/api/my-account/accounts')).data;
    expect(choices.map((choice: { name: string; is_current: boolean }) => [choice.name, choice.is_current])).toEqual([
      ['Aroha House', true],
      ['Beach Haven', false],
    ]);
    expect((await client.post('/api/fast-orders', { title: 'Aroha weekly' })).status).toBe(201);
    okBody(await client.post('/api/my-account/switch', { account_id: second.accountId }));
    expect(okBody(await client.get('/api/fast-orders')).data.data).toEqual([]);
    const now = okBody(await client.get('/api/session'));
    expect(now.account).toMatchObject({ account_number: second.accountNumber, name: 'Beach Haven' });
    expect(okBody(await client.get('/api/my-account')).data.account_number).toBe(second.accountNumber);
    const again = apiAs(testApp, await signIn(testApp, first));
    expect(okBody(await again.get('/api/session')).account.account_number).toBe(second.accountNumber);
    okBody(await client.post('/api/my-account/switch', { account_id: first.accountId }));
    expect(okBody(await client.get('/api/fast-orders')).data.data.map((list: { title: string }) => list.title)).toEqual(['Aroha weekly']);
  });

  it('refuses an account the user is not in (422), bad input (422), and switching where it is not enabled (403)', async () => {
    const { session } = await twoAccounts(true);
    const stranger = await createAccountWithUser(testApp);
    const client = apiAs(testApp, session);
    expectInvalid(await client.post('/api/my-account/switch', { account_id: stranger.accountId }), 'account_id');
    expectInvalid(await client.post('/api/my-account/switch', { account_id: 'abc' }), 'account_id');
    const { second, session: lockedSession } = await twoAccounts(false);
    expect((await apiAs(testApp, lockedSession).post('/api/my-account/switch', { account_id: second.accountId })).status).toBe(403);
  });

  it('is guarded', async () => {
    await expectGuarded(testApp, { method: 'GET', url: '/api/my-account/accounts' });
    await expectGuarded(testApp, { method: 'POST', url: '/api/my-account/switch', body: { account_id: 1 } });
  });
});
