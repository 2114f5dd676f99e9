// Issue #30 Part 4: the merchant's staff manage an account's users: invite with a role (accepted, the
// invitee is a member with it), resend or cancel, remove (their sessions end), send a password reset.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody, type ApiClient } from '../../testing/api.ts';
import { createAccountWithUser, guestHeaders, signedInColleague, signIn, type TestAccount } from '../../testing/factories.ts';
import { invitationTokenOf } from '../../testing/invitations.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { passwordResetMailQueue } from '../auth/auth.queues.ts';
import { colleagueInvitationMailQueue } from '../colleagues/colleagues.queues.ts';
import { STAFF_LAST_MANAGER_MESSAGE } from '../colleagues/staff-colleagues.service.ts';

const PASSWORD = 'Kereru-over-the-bush';

describe('/admin/api/accounts/{id} users and invitations', () => {
  const testApp = useTestApp(undefined, { runJobs: false, config: { publicUrl: 'https://shop.example' } });

  const usersOf = async (staff: ApiClient, account: TestAccount) => okBody(await staff.get(`/admin/api/accounts/${account.accountId}/users`)).data;
  /** Runs the invitation e-mail job and answers the link's token and the message's text. */
  async function mailedInvitation(email: string) {
    await testApp.app.jobs.runDue(colleagueInvitationMailQueue);
    const mail = await testApp.mailer.nextTo(email);
    return { token: invitationTokenOf(mail.text), text: mail.text };
  }
  const auditOf = async (staff: ApiClient, account: TestAccount) =>
    okBody(await staff.get(`/admin/api/audit?entity=account&q=${account.accountNumber}`)).data as Array<{ action: string; before: unknown; after: unknown }>;

  it('invites a user with a role in the store’s name; accepted, they are a member with that role', async () => {
    const account = await createAccountWithUser(testApp, { accountName: 'Kōwhai Court' });
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const email = `nurse-${account.userId}@example.test`;
    const invited = await staff.post(`/admin/api/accounts/${account.accountId}/invitations`, { email, role: 'viewer' });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toEqual({ message: `An invitation has been sent to ${email}. They join this account when they accept it.` });
    expect((await usersOf(staff, account)).invitations).toEqual([expect.objectContaining({ email, role: 'viewer' })]);
    const { token, text } = await mailedInvitation(email);
    expect(text).toContain(`Care Supply Co has invited you to order for trade account #${account.accountNumber}`);
    expect(text).toContain('as a viewer');

    const visitor = apiAs(testApp, await guestHeaders(testApp));
    okBody(await visitor.post('/api/invitations/accept', { token, first_name: 'Mere', last_name: 'Tane', password: PASSWORD, password_confirmation: PASSWORD }));
    const member = apiAs(testApp, await signIn(testApp, { email, password: PASSWORD }));
    expect(okBody(await member.get('/api/my-account')).data).toMatchObject({ account_number: account.accountNumber, role: 'viewer' });
    const listed = await usersOf(staff, account);
    expect(listed.invitations).toEqual([]);
    expect(listed.users).toEqual(expect.arrayContaining([expect.objectContaining({ email, role: 'viewer', first_name: 'Mere' })]));
    expect(await auditOf(staff, account)).toEqual([expect.objectContaining({ action: 'account.invite', after: { invited: email, role: 'viewer' } })]);
  });

  it('follows a manager’s rules: a member is refused, a user of another account is invited, a second invitation replaces the first', async () => {
    const account = await createAccountWithUser(testApp);
    const elsewhere = await createAccountWithUser(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const url = `/admin/api/accounts/${account.accountId}/invitations`;
    expectInvalid(await staff.post(url, { email: account.email.toUpperCase(), role: 'buyer' }), 'email', `${account.email.toUpperCase()} is already a user of this account.`);
    expect((await staff.post(url, { email: elsewhere.email, role: 'buyer' })).status).toBe(201);
    const first = await mailedInvitation(elsewhere.email);
    expect((await staff.post(url, { email: elsewhere.email, role: 'manager' })).status).toBe(201);
    const second = await mailedInvitation(elsewhere.email);
    expect((await apiAs(testApp, null).get(`/api/invitations/${first.token}`)).status).toBe(404);
    expect(okBody(await apiAs(testApp, null).get(`/api/invitations/${second.token}`)).data).toMatchObject({ role: 'manager', has_login: true });
    expect((await usersOf(staff, account)).invitations).toEqual([expect.objectContaining({ email: elsewhere.email, role: 'manager' })]);
  });

  it('resends an invitation with a new link (the old one stops working) and cancels it', async () => {
    const account = await createAccountWithUser(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const email = `buyer-${account.userId}@example.test`;
    await staff.post(`/admin/api/accounts/${account.accountId}/invitations`, { email, role: 'buyer' });
    const first = await mailedInvitation(email);
    const [invitation] = (await usersOf(staff, account)).invitations;
    const base = `/admin/api/accounts/${account.accountId}/invitations/${invitation.id}`;
    expect(okBody(await staff.post(`${base}/resend`))).toEqual({ message: `The invitation has been sent again to ${email}.` });
    const second = await mailedInvitation(email);
    expect(second.token).not.toBe(first.token);
    expect((await apiAs(testApp, null).get(`/api/invitations/${first.token}`)).status).toBe(404);
    expect((await apiAs(testApp, null).get(`/api/invitations/${second.token}`)).status).toBe(200);

    expect(okBody(await staff.delete(base))).toEqual({ message: 'The invitation has been cancelled.' });
    expect((await apiAs(testApp, null).get(`/api/invitations/${second.token}`)).status).toBe(404);
    expect((await usersOf(staff, account)).invitations).toEqual([]);
    expect((await staff.delete(base)).status).toBe(404);
    expect((await staff.post(`${base}/resend`)).status).toBe(404);
    expect((await auditOf(staff, account)).map((entry) => entry.action).sort()).toEqual(['account.invitation_cancel', 'account.invitation_resend', 'account.invite']);
  });

  it('removes a user: their session in the account ends; the last manager stays (409)', async () => {
    const manager = await createAccountWithUser(testApp);
    const buyer = await signedInColleague(testApp, manager, 'buyer');
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const asBuyer = apiAs(testApp, buyer);
    expect((await asBuyer.get('/api/fast-orders')).status).toBe(200);
    const url = `/admin/api/accounts/${manager.accountId}/users/${buyer.userId}`;
    expect(okBody(await staff.delete(url))).toEqual({ message: 'The user has been removed from this account.' });
    expect((await asBuyer.get('/api/fast-orders')).status).toBe(401);
    expect((await staff.delete(url)).status).toBe(404);
    expect((await usersOf(staff, manager)).users.map((user: { id: number }) => user.id)).toEqual([manager.userId]);

    const last = await staff.delete(`/admin/api/accounts/${manager.accountId}/users/${manager.userId}`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(STAFF_LAST_MANAGER_MESSAGE);
    expect((await usersOf(staff, manager)).users).toHaveLength(1);
    expect(await auditOf(staff, manager)).toEqual([expect.objectContaining({ action: 'account.user_remove', before: { user: buyer.email, role: 'buyer' } })]);
  });

  it('sends the store’s password reset e-mail, whose link sets a new password', async () => {
    const account = await createAccountWithUser(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const sent = await staff.post(`/admin/api/accounts/${account.accountId}/users/${account.userId}/password-reset`);
    expect(okBody(sent)).toEqual({ message: `A password reset link has been sent to ${account.email}.` });
    await testApp.app.jobs.runDue(passwordResetMailQueue);
    const mail = await testApp.mailer.nextTo(account.email);
    expect(mail.subject).toBe('Reset your password');
    const token = /https:\/\/shop\.example\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    const guest = apiAs(testApp, await guestHeaders(testApp));
    const reset = await guest.post('/password/reset', { token, password: PASSWORD, password_confirmation: PASSWORD });
    expect(reset.status, reset.text).toBe(200);
    expect(okBody(await apiAs(testApp, await signIn(testApp, { email: account.email, password: PASSWORD })).get('/api/my-account')).data.account_number).toBe(account.accountNumber);
    expect(await auditOf(staff, account)).toEqual([expect.objectContaining({ action: 'account.password_reset', after: { password_reset_sent_to: account.email } })]);
  });

  it('answers 404 for another account’s invitation or user, and for an account that does not exist', async () => {
    const account = await createAccountWithUser(testApp);
    const other = await createAccountWithUser(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    await staff.post(`/admin/api/accounts/${other.accountId}/invitations`, { email: `theirs-${other.userId}@example.test`, role: 'buyer' });
    const [theirs] = (await usersOf(staff, other)).invitations;
    const base = `/admin/api/accounts/${account.accountId}`;
    expect((await staff.post(`${base}/invitations/${theirs.id}/resend`)).status).toBe(404);
    expect((await staff.delete(`${base}/invitations/${theirs.id}`)).status).toBe(404);
    expect((await staff.delete(`${base}/users/${other.userId}`)).status).toBe(404);
    expect((await staff.post(`${base}/users/${other.userId}/password-reset`)).status).toBe(404);
    expect((await staff.get('/admin/api/accounts/2147483000/users')).status).toBe(404);
    expect((await staff.post('/admin/api/accounts/2147483000/invitations', { email: 'nobody@example.test', role: 'buyer' })).status).toBe(404);
    expect((await usersOf(staff, other)).invitations).toHaveLength(1);
    expect((await usersOf(staff, other)).users).toHaveLength(1);
  });

  it('refuses bad input with a 422 naming the field', async () => {
    const account = await createAccountWithUser(testApp);
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const url = `/admin/api/accounts/${account.accountId}/invitations`;
    for (const email of ['a\u0000@example.test', 'a\ud800@example.test', `${'x'.repeat(10_000)}@example.test`, 'nope', 42, null]) {
      expectInvalid(await staff.post(url, { email, role: 'buyer' }), 'email');
    }
    for (const role of ['owner', 'b\u0000uyer', '\ud800', 'x'.repeat(10_000), 3, ['buyer']]) expectInvalid(await staff.post(url, { email: 'a@example.test', role }), 'role');
    expectInvalid(await staff.post(url, {}), 'email');
    expectInvalid(await staff.post('/admin/api/accounts/abc/invitations', { email: 'a@example.test', role: 'buyer' }), 'id');
    expectInvalid(await staff.delete(`${url}/abc`), 'invitation_id');
    expectInvalid(await staff.post(`${url}/2147483648/resend`), 'invitation_id');
    expectInvalid(await staff.delete(`/admin/api/accounts/${account.accountId}/users/1.5`), 'user_id');
    expectInvalid(await staff.post(`/admin/api/accounts/${account.accountId}/users/%00/password-reset`), 'user_id');
    expect((await usersOf(staff, account)).invitations).toEqual([]);
  });

  it('is guarded: guest and customer 401, no CSRF 403, the warehouse 403', async () => {
    const account = await createAccountWithUser(testApp);
    const base = `/admin/api/accounts/${account.accountId}`;
    for (const route of [
      { method: 'GET' as const, url: `${base}/users` },
      { method: 'POST' as const, url: `${base}/invitations`, body: { email: 'guarded@example.test', role: 'buyer' } },
      { method: 'POST' as const, url: `${base}/invitations/1/resend` },
      { method: 'DELETE' as const, url: `${base}/invitations/1` },
      { method: 'DELETE' as const, url: `${base}/users/${account.userId}` },
      { method: 'POST' as const, url: `${base}/users/${account.userId}/password-reset` },
    ]) {
      await expectStaffGuarded(testApp, route, { refusedRoles: ['warehouse'] });
    }
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    expect(await usersOf(staff, account)).toEqual({ users: [expect.objectContaining({ id: account.userId })], invitations: [] });
    expect(testApp.mailer.messages.filter((message) => message.to === account.email)).toEqual([]);
  });
});
