// Staff security in the back office (issue #30 Part 4), at 375 px and by keyboard: an owner opens a
// member's page (E2E_STAFF.security, a member of this spec's own), sees their sign-in and session, signs
// them out everywhere, resets their authenticator and their password; the member sets the password from
// the e-mailed link and enrols a new authenticator at their next sign-in. axe finds nothing serious.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, openBackOfficeScreen, signInStaff } from './staff-session.ts';

const member = E2E_STAFF.security;

async function checkScreen(page: Page, what: string): Promise<void> {
  expect(await seriousAxeFindings(page), `${what}: axe`).toEqual([]);
  expect(await sidewaysProblems(page), `${what} at 375 px`).toEqual([]);
}

/** Presses a button by keyboard and accepts the confirmation it asks for. */
async function pressConfirmed(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await tabTo(page, button);
  const question = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await page.keyboard.press('Enter');
  expect(await question).toContain(member.email);
}

test('an owner signs a member out everywhere and resets their authenticator and password; the member sets it from the link', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const memberPage = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signInStaff(memberPage, member, { fresh: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.integrations);
  await openBackOfficeScreen(page, 'Staff');
  await page.getByRole('main').getByRole('link', { name: member.email, exact: true }).click();
  await expect(page.getByRole('heading', { name: member.email, level: 1 })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const history = page.getByRole('region', { name: 'Sign-in history' });
  await expect(history.getByRole('heading', { name: 'Sign-in history' })).toBeVisible();
  await expect(page.getByRole('table', { name: /sign-in attempts/ }).getByRole('row').nth(1)).toContainText(/Signed in/);
  await expect(page.getByRole('table', { name: /sign-in attempts/ })).toContainText(/Chrome on Linux/);
  const sessions = page.getByRole('table', { name: /active session/ });
  await expect(sessions).toContainText(/Chrome on Linux/);
  await expect(sessions).not.toContainText('This session');
  await checkScreen(page, "the member's page");

  await pressConfirmed(page, 'Sign out everywhere');
  await expect(page.getByRole('status').filter({ hasText: 'signed out everywhere' })).toContainText(`${member.email} is signed out everywhere`);
  await expect(page.getByText('Not signed in anywhere.')).toBeVisible();
  await gotoHydrated(memberPage, '/admin');
  await expect(memberPage).toHaveURL(/\/admin\/login$/);

  await pressConfirmed(page, 'Reset authenticator');
  await expect(page.getByRole('status').filter({ hasText: 'authenticator' })).toContainText('sets up a new authenticator app at their next sign-in');
  await expect(page.getByText('Not set up yet')).toBeVisible();

  await pressConfirmed(page, 'Reset password');
  await expect(page.getByRole('status').filter({ hasText: 'on its way' })).toContainText(`A link to set a new password is on its way to ${member.email}`);
  await checkScreen(page, "the member's page after the resets");

  const mail = await mailTo(member.email, /\/admin\/set-password\/[A-Za-z0-9_-]{43}/);
  const link = /\/admin\/set-password\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? '';
  await gotoHydrated(memberPage, link);
  await expect(memberPage.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await checkScreen(memberPage, 'the set-password page');
  // The same password again, so that a retry of this spec still knows it (the rule allows it).
  await tabTo(memberPage, memberPage.getByLabel('New password'));
  await memberPage.keyboard.type(member.password);
  await memberPage.keyboard.press('Tab');
  await memberPage.keyboard.type(member.password);
  await memberPage.keyboard.press('Enter');
  await expect(memberPage.getByRole('heading', { name: 'Your new password is set' })).toBeFocused();
  // The link works once.
  await gotoHydrated(memberPage, link);
  await memberPage.getByLabel('New password').fill(member.password);
  await memberPage.getByLabel('Type it again').fill(member.password);
  await memberPage.getByRole('button', { name: 'Set password' }).click();
  await expect(memberPage.getByRole('alert')).toContainText('This link is invalid, used or has expired');

  // The next sign-in enrols a new authenticator (staff-session.ts reads the new setup key from the screen).
  await gotoHydrated(memberPage, '/admin/login');
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.getByLabel('Password').fill(member.password);
  await memberPage.getByRole('button', { name: 'Continue' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await signInStaff(memberPage, member, { fresh: true });

  await page.reload();
  await expect(page.getByText(/Chrome on Linux/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: /active session/ }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: /sign-in attempts/ }).getByRole('row').nth(1)).toContainText('Signed in, set up an authenticator');
  await memberPage.context().close();
});

test("an owner's own page marks this session and offers no reset of themselves", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.integrations);
  await openBackOfficeScreen(page, 'Staff');
  await page.getByRole('main').getByRole('link', { name: E2E_STAFF.integrations.email, exact: true }).click();
  await expect(page.getByRole('heading', { name: E2E_STAFF.integrations.email, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /active session/ })).toContainText('This session');
  await expect(page.getByText('You cannot reset your own password or authenticator.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out of other sessions' })).toBeVisible();
  await checkScreen(page, "an owner's own page");
});

test('a member without the staff permission opens their own sign-ins and sessions from their name in the header, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const warehouse = E2E_STAFF.dispatch;
  await signInStaff(page, warehouse);
  await gotoHydrated(page, '/admin');
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: warehouse.email, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your sign-ins', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /active session/ })).toContainText('This session');
  await expect(page.getByRole('table', { name: /sign-in attempts/ }).getByRole('row').nth(1)).toContainText('Signed in');
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  await checkScreen(page, "a warehouse member's own sign-ins");
});
