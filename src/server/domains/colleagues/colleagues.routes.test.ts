// Issue #11 part 4: a manager invites, changes roles and removes; roles are enforced on the server;
// the account keeps a manager; the invitation link works once, within 7 days.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { cookieValue, guestHeaders, mergeCookies, signedInAccount, signedInColleague, signIn } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { useTestApp } from '../../testing/suite.ts';
import { inviteByEmail as invite } from '../../testing/invitations.fixtures.ts';

const PASSWORD = 'Kereru-over-the-bush';

describe('an account’s users', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('invites a colleague who sets a password from the e-mail and works as a buyer', async () => {
    const manager = await signedInAccount(testApp, { accountName: 'Kowhai Lodge' });
    const client = apiAs(testApp, manager);
    const email = `nurse-${manager.userId}@example.test`;
    const token = await invite(testApp, client, email);
    const listed = okBody(await client.get('/api/account-users')).data;
    expect(listed.invitations).toEqual([expect.objectContaining({ email, role: 'buyer' })]);
    const guest = apiAs(testApp, null);
    expect(okBody(await guest.get(`/api/invitations/${token}`)).data).toEqual({
      email,
      account_number: manager.accountNumber,
      account_name: 'Kowhai Lodge',
      role: 'buyer',
      first_name: '',
      last_name: '',
      expires_at: expect.stringMatching(/^\d{4}-/),
      has_login: false,
    });
    const guestSession = await guestHeaders(testApp);
    const visitor = apiAs(testApp, guestSession);
    expectInvalid(await visitor.post('/api/invitations/accept', { token, first_name: 'Mere', last_name: 'Tane', password: email, password_confirmation: email }), 'password');
    const acceptance = await visitor.post('/api/invitations/accept', { token, first_name: 'Mere', last_name: 'Tane', password: PASSWORD, password_confirmation: PASSWORD });
    expect(okBody(acceptance)).toEqual({
      success: true,
      email,
      account_number: manager.accountNumber,
      message: `Your password is set, and you are signed in to account #${manager.accountNumber}.`,
      redirect: '/my-account',
    });
    // Accepting signed them in (issue #26 item 11), under a new session id rather than the guest's.
    const cookies = mergeCookies(guestSession.cookies, acceptance);
    expect(cookieValue(cookies, 'sid')).not.toBe(cookieValue(guestSession.cookies, 'sid'));
    const justJoined = apiAs(testApp, { cookies, headers: { cookie: cookies, 'x-xsrf-token': cookieValue(cookies, 'XSRF-TOKEN') ?? '' } });
    expect(okBody(await justJoined.get('/api/my-account')).data).toMatchObject({ account_number: manager.accountNumber, role: 'buyer', first_name: 'Mere' });
    // Used once: the same link again, or a made-up one, is refused.
    expectInvalid(await visitor.post('/api/invitations/accept', { token, first_name: 'Mere', last_name: 'Tane', password: PASSWORD, password_confirmation: PASSWORD }), 'token');
    expect((await guest.get(`/api/invitations/${token}`)).status).toBe(404);
    const colleague = apiAs(testApp, await signIn(testApp, { email, password: PASSWORD }));
    expect(okBody(await colleague.get('/api/my-account')).data).toMatchObject({ account_number: manager.accountNumber, role: 'buyer', first_name: 'Mere' });
    expect((await colleague.post('/api/fast-orders', { title: 'Ward 2' })).status).toBe(201);
    expect((await colleague.post('/api/account-users/invitations', { email: 'x@example.test', role: 'buyer' })).status).toBe(403);
    const users = okBody(await client.get('/api/account-users')).data;
    expect(users.users.map((user: { email: string; role: string }) => [user.email, user.role]).sort()).toEqual([[email, 'buyer'], [manager.email, 'manager']].sort());
    expect(users.invitations).toEqual([]);
  });

  it('refuses a link past its 7 days, and a second invitation replaces the first', async () => {
    const manager = await signedInAccount(testApp);
    const client = apiAs(testApp, manager);
    const email = `late-${manager.userId}@example.test`;
    const first = await invite(testApp, client, email);
    const second = await invite(testApp, client, email, 'viewer');
    const visitor = apiAs(testApp, await guestHeaders(testApp));
    const body = { first_name: 'Late', last_name: 'Comer', password: PASSWORD, password_confirmation: PASSWORD };
    expectInvalid(await visitor.post('/api/invitations/accept', { ...body, token: first }), 'token');
    await testApp.database.pool.query("UPDATE account_invitations SET expires_at = now() - interval '1 minute' WHERE lower(email) = $1", [email]);
    expectInvalid(await visitor.post('/api/invitations/accept', { ...body, token: second }), 'token', 'This invitation link is invalid or has expired.');
    expectInvalid(await visitor.post('/api/invitations/accept', { ...body, token: 'short' }), 'token');
  });

  it('refuses bad input, and a user of this account (whom the manager sees listed)', async () => {
    const manager = await signedInAccount(testApp);
    const client = apiAs(testApp, manager);
    expectInvalid(await client.post('/api/account-users/invitations', { email: manager.email.toUpperCase(), role: 'viewer' }), 'email', `${manager.email.toUpperCase()} is already a user of this account.`);
    expectInvalid(await client.post('/api/account-users/invitations', { email: 'nope', role: 'buyer' }), 'email');
    expectInvalid(await client.post('/api/account-users/invitations', { email: 'a@example.test', role: 'owner' }), 'role');
    expectInvalid(await client.post('/api/account-users/invitations', { email: 'a\u0000@example.test', role: 'buyer' }), 'email');
    expect(okBody(await client.get('/api/account-users')).data.invitations).toEqual([]);
  });

  it('changes roles at once: a viewer changes nothing, and the account keeps a manager', async () => {
    const manager = await signedInAccount(testApp);
    const buyer = await signedInColleague(testApp, manager, 'buyer');
    const client = apiAs(testApp, manager);
    const asBuyer = apiAs(testApp, buyer);
    expect((await asBuyer.post('/api/fast-orders', { title: 'Mine' })).status).toBe(201);
    okBody(await client.put(`/api/account-users/${buyer.userId}`, { role: 'viewer' }));
    const refused = await asBuyer.post('/api/fast-orders', { title: 'Mine too' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Viewer/);
    expect((await asBuyer.get('/api/fast-orders')).status).toBe(200);
    expect((await asBuyer.put(`/api/account-users/${manager.userId}`, { role: 'viewer' })).status).toBe(403);
    expectInvalid(await client.put(`/api/account-users/${manager.userId}`, { role: 'buyer' }), 'role', 'The account must keep at least one manager.');
    expectInvalid(await client.delete(`/api/account-users/${manager.userId}`), 'role');
    expectInvalid(await client.put(`/api/account-users/${buyer.userId}`, { role: 'boss' }), 'role');
    okBody(await client.put(`/api/account-users/${buyer.userId}`, { role: 'manager' }));
    okBody(await client.put(`/api/account-users/${manager.userId}`, { role: 'buyer' }));
    expect(okBody(await client.get('/api/my-account')).data.role).toBe('buyer');
  });

  it('keeps a manager when two managers demote each other at the same instant', async () => {
    const first = await signedInAccount(testApp);
    const second = await signedInColleague(testApp, first, 'manager');
    const answers = await Promise.all([
      apiAs(testApp, first).put(`/api/account-users/${second.userId}`, { role: 'buyer' }),
      apiAs(testApp, second).put(`/api/account-users/${first.userId}`, { role: 'buyer' }),
    ]);
    // One wins; the other is refused, as a buyer by now (403) or as the last manager's demotion (422).
    const [won, refused] = answers.map((answer) => answer.status).sort();
    expect(won).toBe(200);
    expect([403, 422]).toContain(refused);
    const { rows } = await testApp.database.pool.query("SELECT count(*)::int AS managers FROM account_users WHERE account_id = $1 AND role = 'manager'", [first.accountId]);
    expect(rows[0].managers).toBe(1);
  });

  it('removes a user: their session in the account ends at once', async () => {
    const manager = await signedInAccount(testApp);
    const buyer = await signedInColleague(testApp, manager, 'buyer');
    const asBuyer = apiAs(testApp, buyer);
    expect((await asBuyer.get('/api/fast-orders')).status).toBe(200);
    okBody(await apiAs(testApp, manager).delete(`/api/account-users/${buyer.userId}`));
    expect((await asBuyer.get('/api/fast-orders')).status).toBe(401);
    expect((await apiAs(testApp, manager).delete(`/api/account-users/${buyer.userId}`)).status).toBe(404);
  });

  it('answers 404 for another account’s user or invitation, and is guarded', async () => {
    const manager = await signedInAccount(testApp);
    const stranger = await signedInAccount(testApp);
    const client = apiAs(testApp, manager);
    expect((await client.put(`/api/account-users/${stranger.userId}`, { role: 'viewer' })).status).toBe(404);
    expect((await client.delete(`/api/account-users/${stranger.userId}`)).status).toBe(404);
    expectInvalid(await client.delete('/api/account-users/abc'), 'id', 'The id must be a whole number.');
    await invite(testApp, apiAs(testApp, stranger), `theirs-${stranger.userId}@example.test`);
    const { rows } = await testApp.database.pool.query('SELECT id FROM account_invitations WHERE account_id = $1', [stranger.accountId]);
    expect((await client.delete(`/api/account-users/invitations/${rows[0].id}`)).status).toBe(404);
    okBody(await apiAs(testApp, stranger).delete(`/api/account-users/invitations/${rows[0].id}`));
    await expectGuarded(testApp, { method: 'GET', url: '/api/account-users' });
    await expectGuarded(testApp, { method: 'POST', url: '/api/account-users/invitations', body: { email: 'a@example.test', role: 'buyer' } });
    await expectGuarded(testApp, { method: 'PUT', url: `/api/account-users/${manager.userId}`, body: { role: 'buyer' } });
    await expectGuarded(testApp, { method: 'DELETE', url: `/api/account-users/${manager.userId}` });
  });
});
