// Issue #16 item 23: a new sign-in e-mail takes effect only when the link sent to it is followed, and
// the old address is told. Before, PUT /my-account changed it at once, so anyone could claim an address
// they did not own (and with it the invitations sent there).
import { describe, expect, it } from 'vitest';

import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { createAccountWithUser, guestHeaders, signedInAccount, signIn, type TestAccount, type TestSession } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { EMAIL_CHANGE_LINK_INVALID_MESSAGE } from './email-change.service.ts';
import { emailChangeMailQueue, passwordResetMailQueue } from './auth.queues.ts';

const runMail = (testApp: TestApp) => testApp.app.jobs.runDue(emailChangeMailQueue);

function confirmTokenOf(text: string): string {
  const match = /\/email\/confirm\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return match[1];
}

async function askForChange(testApp: TestApp, user: TestAccount & TestSession, newEmail: string): Promise<string> {
  const answer = okBody(await apiAs(testApp, user).put('/my-account', { email: newEmail, current_password: user.password }));
  expect(answer.message).toContain(`We have sent a link to ${newEmail}`);
  await runMail(testApp);
  return confirmTokenOf((await testApp.mailer.nextTo(newEmail)).text);
}

const signsIn = (testApp: TestApp, email: string, password: string) => signIn(testApp, { email, password }).then(() => true, () => false);

describe('changing the sign-in e-mail', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('changes nothing until the link sent to the new address is followed, and tells the old address both times', async () => {
    const user = await signedInAccount(testApp, { accountName: 'Rimu Lodge' });
    const client = apiAs(testApp, user);
    const newEmail = `moved-${user.userId}@example.test`;
    const answer = okBody(await client.put('/my-account', { email: newEmail, current_password: user.password }));
    expect(answer.data).toMatchObject({ email: user.email, pending_email: newEmail });
    expect(await signsIn(testApp, newEmail, user.password)).toBe(false);
    expect(await signsIn(testApp, user.email, user.password)).toBe(true);
    expect(okBody(await client.get('/api/my-account')).data).toMatchObject({ email: user.email, pending_email: newEmail });

    expect(await runMail(testApp)).toBe(2);
    const link = await testApp.mailer.nextTo(newEmail);
    // Nobody has confirmed the new address: the message carries no text the user chose.
    expect(`${link.subject}\n${link.text}`).not.toMatch(/Rimu|Test User/);
    const asked = await testApp.mailer.nextTo(user.email);
    expect(asked.text).toContain(newEmail);
    expect(asked.text).toContain('/password/reset');

    const elsewhere = await signIn(testApp, user);
    const followed = okBody(await client.post('/api/email/confirm', { token: confirmTokenOf(link.text) }));
    expect(followed).toMatchObject({ success: true, email: newEmail, redirect: '/my-account' });
    expect(okBody(await client.get('/api/my-account')).data).toMatchObject({ email: newEmail, pending_email: null });
    expect(okBody(await client.get('/api/session')).user.email).toBe(newEmail);
    // A security change: the user's other sessions end; the one that followed the link stays.
    expect((await apiAs(testApp, elsewhere).get('/api/cart')).status).toBe(401);
    expect(await signsIn(testApp, newEmail, user.password)).toBe(true);
    expect(await signsIn(testApp, user.email, user.password)).toBe(false);
    await runMail(testApp);
    const made = await testApp.mailer.nextTo(user.email);
    expect(made.subject).toMatch(/has changed/);
    expect(made.text).toContain(newEmail);
    // Used once.
    expectInvalid(await client.post('/api/email/confirm', { token: confirmTokenOf(link.text) }), 'token', EMAIL_CHANGE_LINK_INVALID_MESSAGE);
  });

  it('works from a device where nobody is signed in, and then signs every session out', async () => {
    const user = await signedInAccount(testApp);
    const newEmail = `phone-${user.userId}@example.test`;
    const token = await askForChange(testApp, user, newEmail);
    const followed = okBody(await apiAs(testApp, await guestHeaders(testApp)).post('/api/email/confirm', { token }));
    expect(followed).toMatchObject({ email: newEmail, redirect: '/login' });
    expect((await apiAs(testApp, user).get('/api/cart')).status).toBe(401);
    expect(await signsIn(testApp, newEmail, user.password)).toBe(true);
  });

  it('refuses a link that was replaced, expired, made up, or whose address was taken meanwhile', async () => {
    const user = await signedInAccount(testApp);
    const guest = apiAs(testApp, await guestHeaders(testApp));
    const first = await askForChange(testApp, user, `first-${user.userId}@example.test`);
    const second = await askForChange(testApp, user, `second-${user.userId}@example.test`);
    expectInvalid(await guest.post('/api/email/confirm', { token: first }), 'token', EMAIL_CHANGE_LINK_INVALID_MESSAGE);
    expectInvalid(await guest.post('/api/email/confirm', { token: 'made-up-token-0000000000' }), 'token');
    expectInvalid(await guest.post('/api/email/confirm', { token: 'a\u0000b' }), 'token');
    expectInvalid(await guest.post('/api/email/confirm', {}), 'token');
    await testApp.database.pool.query("UPDATE email_change_requests SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [user.userId]);
    expectInvalid(await guest.post('/api/email/confirm', { token: second }), 'token');
    expect(okBody(await apiAs(testApp, user).get('/api/my-account')).data).toMatchObject({ email: user.email, pending_email: null });

    // Taken by someone else between the request and the link: nothing changes, and nobody learns whose.
    const third = `third-${user.userId}@example.test`;
    const token = await askForChange(testApp, user, third);
    await createAccountWithUser(testApp, { email: third });
    const taken = expectInvalid(await guest.post('/api/email/confirm', { token }), 'email', 'That email address cannot be used. Please choose another.');
    expect(JSON.stringify(taken)).not.toContain(third);
    expect(await signsIn(testApp, user.email, user.password)).toBe(true);
  });

  it('answers alike for an address that already signs in here, whose owner alone is told (no link)', async () => {
    const user = await signedInAccount(testApp);
    const other = await createAccountWithUser(testApp);
    const fresh = `fresh-${user.userId}@example.test`;
    const client = apiAs(testApp, user);
    const toTaken = await client.put('/my-account', { email: other.email, current_password: user.password });
    await runMail(testApp);
    const toFresh = await client.put('/my-account', { email: fresh, current_password: user.password });
    expect([toTaken.status, toTaken.body.message.replace(other.email, 'X')]).toEqual([toFresh.status, toFresh.body.message.replace(fresh, 'X')]);
    expect(toTaken.body.data.pending_email).toBe(other.email);
    const told = await testApp.mailer.nextTo(other.email);
    expect(told.text).not.toMatch(/\/email\/confirm\//);
    expect(told.text).not.toContain(user.email);
    expect(await signsIn(testApp, other.email, other.password)).toBe(true);
  });

  it('still needs the current password, and a password reset cancels a change waiting for its link', async () => {
    const user = await signedInAccount(testApp);
    const client = apiAs(testApp, user);
    const newEmail = `reset-${user.userId}@example.test`;
    expectInvalid(await client.put('/my-account', { email: newEmail }), 'current_password', 'Please enter your current password.');
    expectInvalid(await client.put('/my-account', { email: newEmail, current_password: 'wrong-one' }), 'current_password');
    expectInvalid(await client.put('/my-account', { email: 'not-an-email', current_password: user.password }), 'email');
    expect(okBody(await client.get('/api/my-account')).data.pending_email).toBeNull();
    const token = await askForChange(testApp, user, newEmail);
    // The owner of the old address, told of the change, resets the password.
    okBody(await apiAs(testApp, await guestHeaders(testApp)).post('/password/email', { email: user.email }));
    await testApp.app.jobs.runDue(passwordResetMailQueue);
    const resetMail = testApp.mailer.messages.find((message) => message.to === user.email && /\/password\/reset\/\S/.test(message.text));
    const resetToken = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(resetMail?.text ?? '')?.[1];
    okBody(await apiAs(testApp, await guestHeaders(testApp)).post('/password/reset', { token: resetToken, password: 'Pohutukawa-in-bloom', password_confirmation: 'Pohutukawa-in-bloom' }));
    expectInvalid(await apiAs(testApp, await guestHeaders(testApp)).post('/api/email/confirm', { token }), 'token');
    expect(await signsIn(testApp, user.email, 'Pohutukawa-in-bloom')).toBe(true);
  });

  it('lets one of two links win when they race: the same link twice, or two users for one address', async () => {
    const [first, second, third] = [await signedInAccount(testApp), await signedInAccount(testApp), await signedInAccount(testApp)];
    const guest = apiAs(testApp, await guestHeaders(testApp));
    const token = await askForChange(testApp, first, `race-a-${first.userId}@example.test`);
    const twice = await Promise.all([guest.post('/api/email/confirm', { token }), guest.post('/api/email/confirm', { token })]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 422]);

    const contested = `race-b-${first.userId}@example.test`;
    // The same link twice signed the first user out everywhere (a guest followed it): two others race.
    const tokens = [await askForChange(testApp, second, contested), await askForChange(testApp, third, contested)];
    const both = await Promise.all(tokens.map((each) => guest.post('/api/email/confirm', { token: each })));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const { rows } = await testApp.database.pool.query('SELECT count(*)::int AS users FROM users WHERE lower(email) = lower($1)', [contested]);
    expect(rows[0].users).toBe(1);
  });
});
