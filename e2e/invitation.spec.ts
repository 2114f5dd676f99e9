// Issue #16 items 23, 24: the invitation link's page. Nobody joins an account until they accept: a new
// person sets a password there; someone who already signs in here signs in on the page and accepts as
// themselves, landing in the account.
import { api, E2E_BUYERS, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { invite, invitationPath, newColleague } from './invitations.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

const MANAGER = E2E_BUYERS.manager;
const OTHER_HOME = '900008';

test.describe('Accepting an invitation', () => {
  test('someone who already signs in here signs in on the page and accepts; only then are they a user', async ({ page, browser }) => {
    await signIn(page, MANAGER);
    // A user of Kowhai Lodge (900007), invited to Rata House (900008), which the manager also runs.
    const colleague = await newColleague(page, 'existing', 'buyer');
    await api(page, 'POST', '/api/my-account/switch', { account_id: await accountId(page, OTHER_HOME) });
    const answer = await api<{ message: string }>(page, 'POST', '/api/account-users/invitations', { email: colleague.email, role: 'viewer' });
    // The same answer as for anyone: it does not say that the address already orders here.
    expect(answer.message).toBe(`An invitation has been sent to ${colleague.email}. They join this account when they accept it.`);
    await gotoHydrated(page, '/my-account/users');
    await expect(page.getByText(colleague.email, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: `Role of ${colleague.email}` })).toHaveCount(0);

    const context = await browser.newContext();
    const invitee = await context.newPage();
    await gotoHydrated(invitee, await invitationPath(colleague.email, colleague.usedInvitation));
    await expect(invitee.getByRole('heading', { level: 1, name: `Join account #${OTHER_HOME}` })).toBeVisible();
    await expect(invitee.getByText('E2E Rata House')).toBeVisible();
    expect(await seriousAxeFindings(invitee)).toEqual([]);
    const form = invitee.getByRole('form', { name: 'Sign in to accept' });
    await expect(form.getByLabel('Email')).toHaveValue(colleague.email);
    await form.getByLabel('Password').fill(colleague.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(invitee.getByText(`You are signed in as ${colleague.email}`)).toBeVisible();
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.waitForURL('**/my-account');
    await expect(invitee.getByRole('link', { name: `Account #${OTHER_HOME}` })).toBeVisible();
    await expect(invitee.getByRole('region', { name: 'Account Details' })).toContainText('Viewer');
    await context.close();

    await page.reload();
    await expect(page.getByRole('combobox', { name: `Role of ${colleague.email}` })).toHaveValue('viewer');
  });

  // Sign-in remembers the account last switched to, and the other specs expect the manager in Kowhai Lodge: back there, pass or fail.
  test.afterEach(async ({ page }) => {
    await api(page, 'POST', '/api/my-account/switch', { account_id: await accountId(page, MANAGER.accountNumber) });
  });

  test('says when a link was used or replaced, and fits a 375 px screen', async ({ page, browser }) => {
    await signIn(page, MANAGER);
    const email = `replaced-${Date.now()}@example.test`;
    const first = await invite(page, email, 'buyer');
    const second = await invite(page, email, 'buyer', first);
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const invitee = await context.newPage();
    await gotoHydrated(invitee, first);
    await expect(invitee.getByRole('heading', { level: 1, name: 'This invitation link is invalid or has expired' })).toBeVisible();
    await gotoHydrated(invitee, second);
    await expect(invitee.getByRole('button', { name: 'Set password and accept' })).toBeDisabled();
    expect(await sidewaysProblems(invitee)).toEqual([]);
    await context.close();
  });
});

async function accountId(page: Parameters<typeof api>[0], accountNumber: string): Promise<number> {
  const accounts = await api<{ data: Array<{ id: number; account_number: string }> }>(page, 'GET', '/api/my-account/accounts');
  const found = accounts.data.find((account) => account.account_number === accountNumber);
  if (!found) throw new Error(`the manager is not in account ${accountNumber}`);
  return found.id;
}
