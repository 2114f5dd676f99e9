import { describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api.ts';
import { signIn } from '../../testing/factories.ts';
import { later, useTestApp } from '../../testing/suite.ts';

describe('createAccountWithUser', () => {
  const testApp = useTestApp(({ app }) => ({ accounts: app.services.accounts }));
  const accounts = later(() => testApp.accounts);

  const demo = {
    email: 'buyer@sunrise-care.example',
    password: 'demo-password',
    accountNumber: '100200',
    accountName: 'Sunrise Care Home',
    firstName: 'Jane',
    lastName: 'Buyer',
    canPayOnAccount: true,
  };

  it('creates the account and the user, linked, and the user can sign in', async () => {
    const result = await accounts.createAccountWithUser(demo);
    expect(result).toEqual({ accountId: expect.any(Number), accountName: 'Sunrise Care Home', userId: expect.any(Number), isNewAccount: true, isNewUser: true, changedSettings: [] });
    const session = await signIn(testApp, { email: demo.email, password: demo.password });
    const body = (await apiAs(testApp, session).get('/api/session')).body;
    expect(body.account).toMatchObject({ account_number: '100200', name: 'Sunrise Care Home' });
    expect(body.user).toMatchObject({ email: demo.email, first_name: 'Jane', last_name: 'Buyer' });
  });

  it('changes nothing when repeated (idempotent), whatever the email case', async () => {
    const first = await accounts.createAccountWithUser(demo);
    const again = await accounts.createAccountWithUser({ ...demo, email: 'BUYER@sunrise-care.example', password: 'other-password' });
    expect(again).toEqual({ accountId: first.accountId, accountName: 'Sunrise Care Home', userId: first.userId, isNewAccount: false, isNewUser: false, changedSettings: [] });
    const { rows } = await testApp.database.pool.query(
      'SELECT count(*) AS n FROM account_users WHERE account_id = $1 AND user_id = $2',
      [first.accountId, first.userId],
    );
    expect(rows[0].n).toBe(1);
    // The existing user keeps their password.
    await expect(signIn(testApp, { email: demo.email, password: demo.password })).resolves.toBeTruthy();
  });

  it('adds a new user to an existing account, and an existing user to a new account', async () => {
    const existing = await accounts.createAccountWithUser(demo);
    const colleague = await accounts.createAccountWithUser({ ...demo, email: 'colleague@sunrise-care.example' });
    expect(colleague).toMatchObject({ accountId: existing.accountId, isNewAccount: false, isNewUser: true });
    const secondSite = await accounts.createAccountWithUser({ ...demo, accountNumber: '100300', accountName: 'Sunrise North' });
    expect(secondSite).toMatchObject({ userId: existing.userId, isNewAccount: true, isNewUser: false });
  });

  it('stores whether the account may pay on account', async () => {
    const result = await accounts.createAccountWithUser({ ...demo, email: 'card@example.test', accountNumber: '100400', canPayOnAccount: false });
    const { rows } = await testApp.database.pool.query('SELECT can_pay_on_account FROM accounts WHERE id = $1', [result.accountId]);
    expect(rows[0].can_pay_on_account).toBe(false);
  });

  it('leaves an existing account’s settings alone, unless asked to set the ones given (and says which changed)', async () => {
    const created = await accounts.createAccountWithUser({ ...demo, email: 'switch@example.test', accountNumber: '100500' });
    const settingsOf = async () =>
      (await testApp.database.pool.query('SELECT can_pay_on_account, can_switch_accounts FROM accounts WHERE id = $1', [created.accountId])).rows[0];

    const ignored = await accounts.createAccountWithUser({ ...demo, email: 'switch@example.test', accountNumber: '100500', canSwitchAccounts: true, canPayOnAccount: false });
    expect(ignored.changedSettings).toEqual([]);
    expect(await settingsOf()).toEqual({ can_pay_on_account: true, can_switch_accounts: false });

    const applied = await accounts.createAccountWithUser({ ...demo, email: 'switch@example.test', accountNumber: '100500', canSwitchAccounts: true }, { setOnExisting: true });
    expect(applied).toMatchObject({ isNewAccount: false, changedSettings: ['can_switch_accounts'] });
    expect(await settingsOf()).toEqual({ can_pay_on_account: true, can_switch_accounts: true });

    const again = await accounts.createAccountWithUser({ ...demo, email: 'switch@example.test', accountNumber: '100500', canSwitchAccounts: true }, { setOnExisting: true });
    expect(again.changedSettings).toEqual([]);
  });
});
