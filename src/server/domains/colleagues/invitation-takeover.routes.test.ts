// Issue #16 items 23 and 24: an account taken over through an invitation. A user claimed an address they
// did not own (PUT /my-account), a manager invited that address, and the claimer joined at once; claimed
// after the invitation was sent, the invitee's own password stopped working. Now an invitation answers
// alike whatever the address, and nobody joins until the person who follows its link accepts.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody, type ApiClient } from '../../testing/api.ts';
import { createAccountWithUser, guestHeaders, signedInAccount, signIn, type TestAccount } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { inviteByEmail } from '../../testing/invitations.fixtures.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { INVITATION_EMAIL_HAS_LOGIN_MESSAGE, INVITATION_INVALID_MESSAGE } from './colleagues.service.ts';

const PASSWORD = 'Kereru-over-the-bush';
const newPerson = (token: string) => ({ token, first_name: 'Mere', last_name: 'Tane', password: PASSWORD, password_confirmation: PASSWORD });

const accountNumbersOf = async (client: ApiClient) => okBody(await client.get('/api/my-account/accounts')).data.map((row: { account_number: string }) => row.account_number);
const usersOf = async (manager: ApiClient) => okBody(await manager.get('/api/account-users')).data.users.map((user: { email: string; role: string }) => `${user.email} ${user.role}`).sort();

describe('invitations cannot be used to take over an account', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  async function home(testApp: TestApp): Promise<{ manager: TestAccount; client: ApiClient }> {
    const manager = await signedInAccount(testApp, { accountName: 'Sunrise Care' });
    return { manager, client: apiAs(testApp, manager) };
  }

  it('a claimed address stays unclaimed, and an invitation to it adds nobody', async () => {
    const { manager, client } = await home(testApp);
    const claimer = await signedInAccount(testApp);
    const target = `newhire-${manager.userId}@sunrise-care.example`;
    okBody(await apiAs(testApp, claimer).put('/my-account', { email: target, current_password: claimer.password }));
    await inviteByEmail(testApp, client, target, 'manager');
    const asClaimer = apiAs(testApp, claimer);
    expect(await accountNumbersOf(asClaimer)).toEqual([claimer.accountNumber]);
    expect(okBody(await asClaimer.get('/api/my-account')).data.email).toBe(claimer.email);
    await expect(signIn(testApp, { email: target, password: claimer.password })).rejects.toThrow(/422/);
    expect(await usersOf(client)).toEqual([`${manager.email} manager`]);
  });

  it('claimed after the invitation was sent: the invitee sets their password and joins, the claimer gets nothing', async () => {
    const { manager, client } = await home(testApp);
    const target = `newhire2-${manager.userId}@sunrise-care.example`;
    const token = await inviteByEmail(testApp, client, target, 'manager');
    const claimer = await signedInAccount(testApp);
    okBody(await apiAs(testApp, claimer).put('/my-account', { email: target, current_password: claimer.password }));
    okBody(await apiAs(testApp, await guestHeaders(testApp)).post('/api/invitations/accept', newPerson(token)));
    const invitee = apiAs(testApp, await signIn(testApp, { email: target, password: PASSWORD }));
    expect(okBody(await invitee.get('/api/my-account')).data).toMatchObject({ account_number: manager.accountNumber, role: 'manager', first_name: 'Mere' });
    expect(await accountNumbersOf(apiAs(testApp, claimer))).toEqual([claimer.accountNumber]);
    expect(await usersOf(client)).toEqual([`${manager.email} manager`, `${target} manager`].sort());
  });

  it('answers alike whether or not the address is a customer, and lists both invitations alike', async () => {
    const { manager, client } = await home(testApp);
    const customer = await createAccountWithUser(testApp);
    const stranger = `stranger-${manager.userId}@example.test`;
    const toCustomer = await client.post('/api/account-users/invitations', { email: customer.email, role: 'buyer' });
    const toStranger = await client.post('/api/account-users/invitations', { email: stranger, role: 'buyer' });
    expect(toCustomer.status).toBe(201);
    expect([toCustomer.status, JSON.stringify(toCustomer.body).replace(customer.email, 'X')]).toEqual([toStranger.status, JSON.stringify(toStranger.body).replace(stranger, 'X')]);
    const { invitations } = okBody(await client.get('/api/account-users')).data;
    expect(invitations.map((invitation: object) => Object.keys(invitation).sort())).toEqual([Object.keys(invitations[1]).sort(), Object.keys(invitations[0]).sort()]);
    expect(JSON.stringify(invitations)).not.toMatch(/Test User|"first_name"/);
    expect(await usersOf(client)).toEqual([`${manager.email} manager`]);
  });

  it('an existing user joins only by signing in and accepting, and lands in the account', async () => {
    const { manager, client } = await home(testApp);
    const customer = await createAccountWithUser(testApp);
    const token = await inviteByEmail(testApp, client, customer.email, 'viewer');
    const mail = testApp.mailer.messages.find((message) => message.to === customer.email);
    // The account by its number (the merchant's), never the name a customer typed.
    expect(`${mail?.subject}\n${mail?.text}`).not.toContain('Sunrise Care');
    expect(mail?.text).toContain(`#${manager.accountNumber}`);
    const guest = apiAs(testApp, await guestHeaders(testApp));
    expect(okBody(await guest.get(`/api/invitations/${token}`)).data).toMatchObject({ has_login: true, account_number: manager.accountNumber });
    // Setting a password for an address that signs in already is refused; the link stays usable.
    expectInvalid(await guest.post('/api/invitations/accept', newPerson(token)), 'email', INVITATION_EMAIL_HAS_LOGIN_MESSAGE);
    const asCustomer = apiAs(testApp, await signIn(testApp, customer));
    const joined = okBody(await asCustomer.post('/api/invitations/join', { token }));
    expect(joined).toMatchObject({ success: true, account_number: manager.accountNumber, redirect: '/my-account' });
    expect(okBody(await asCustomer.get('/api/session')).account).toMatchObject({ account_number: manager.accountNumber, role: 'viewer' });
    expect(await usersOf(client)).toEqual([`${customer.email} viewer`, `${manager.email} manager`].sort());
    expectInvalid(await asCustomer.post('/api/invitations/join', { token }), 'token', INVITATION_INVALID_MESSAGE);
    // Still a user of their own account.
    expect((await accountNumbersOf(asCustomer)).sort()).toEqual([customer.accountNumber, manager.accountNumber].sort());
  });

  it('binds the invitation to whoever follows its link, whatever their e-mail', async () => {
    const { manager, client } = await home(testApp);
    const invited = `old-address-${manager.userId}@example.test`;
    const token = await inviteByEmail(testApp, client, invited, 'buyer');
    const follower = await signedInAccount(testApp);
    okBody(await apiAs(testApp, follower).post('/api/invitations/join', { token }));
    expect(await usersOf(client)).toEqual([`${follower.email} buyer`, `${manager.email} manager`].sort());
    // The address itself gets nothing later: the link is used.
    expectInvalid(await apiAs(testApp, await guestHeaders(testApp)).post('/api/invitations/accept', newPerson(token)), 'token');
  });

  it('keeps the role of someone already in the account, and refuses a cancelled, replaced or expired link', async () => {
    const { manager, client } = await home(testApp);
    const invited = `twice-${manager.userId}@example.test`;
    const cancelled = await inviteByEmail(testApp, client, invited, 'buyer');
    const { rows } = await testApp.database.pool.query('SELECT id FROM account_invitations WHERE account_id = $1 AND used_at IS NULL', [manager.accountId]);
    okBody(await client.delete(`/api/account-users/invitations/${rows[0].id}`));
    const replaced = await inviteByEmail(testApp, client, invited, 'buyer');
    const newest = await inviteByEmail(testApp, client, invited, 'viewer');
    const asManager = apiAs(testApp, await signIn(testApp, manager));
    for (const token of [cancelled, replaced, 'made-up-token-0000', 'x']) expectInvalid(await asManager.post('/api/invitations/join', { token }), 'token', INVITATION_INVALID_MESSAGE);
    const answer = okBody(await asManager.post('/api/invitations/join', { token: newest }));
    expect(answer.message).toBe(`You are already a user of account #${manager.accountNumber}.`);
    expect(await usersOf(client)).toEqual([`${manager.email} manager`]);
    const expired = await inviteByEmail(testApp, client, `late-${manager.userId}@example.test`);
    await testApp.database.pool.query("UPDATE account_invitations SET expires_at = now() - interval '1 second' WHERE account_id = $1", [manager.accountId]);
    expectInvalid(await asManager.post('/api/invitations/join', { token: expired }), 'token');
    await expectGuarded(testApp, { method: 'POST', url: '/api/invitations/join', body: { token: newest } });
  });

  it('lets one of two acceptances of a link at the same instant win', async () => {
    const { manager, client } = await home(testApp);
    const token = await inviteByEmail(testApp, client, `race-${manager.userId}@example.test`, 'buyer');
    const [first, second] = [await signedInAccount(testApp), await signedInAccount(testApp)];
    const answers = await Promise.all([
      apiAs(testApp, first).post('/api/invitations/join', { token }),
      apiAs(testApp, second).post('/api/invitations/join', { token }),
      apiAs(testApp, await guestHeaders(testApp)).post('/api/invitations/accept', newPerson(token)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
    expect(await usersOf(client)).toHaveLength(2);
  });
});
