// An account's users in the back office (issue #30 Part 4), at 375 px and by keyboard: the desk invites
// a user with a role to the spec's own account (E2E Users Care), the invitee's e-mail says the store
// invited them; the desk resends it (a new link) and cancels it after a confirmation. axe finds nothing serious.
import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

const ACCOUNT = { number: '900031', name: 'E2E Users Care' };
const LINK = /\/invitation\/([A-Za-z0-9_-]{20,})/;

async function checkScreen(page: Page, what: string): Promise<void> {
  expect(await seriousAxeFindings(page), `${what}: axe`).toEqual([]);
  expect(await sidewaysProblems(page), `${what} at 375 px`).toEqual([]);
}

/** Focuses a button and presses Enter, answering its confirmation (when it asks one) with OK. */
async function press(page: Page, button: Locator, confirmAbout?: string): Promise<void> {
  const question = confirmAbout
    ? new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        });
      })
    : null;
  await button.focus();
  await page.keyboard.press('Enter');
  if (question) expect(await question).toContain(confirmAbout);
}

test('the desk invites a user to an account, resends the invitation and cancels it', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `invitee-${Date.now()}@example.test`;
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await gotoHydrated(page, `/admin/accounts?q=${ACCOUNT.number}`);
  await page.getByRole('link', { name: ACCOUNT.number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Account ${ACCOUNT.number}: ${ACCOUNT.name}` })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const users = page.getByRole('region', { name: 'Users', exact: true });
  await expect(users.getByRole('table', { name: /^Users \(1\)/ })).toContainText('e2e-users@example.test');
  await expect(users.getByRole('button', { name: 'Send password reset to e2e-users@example.test' })).toBeVisible();
  await checkScreen(page, "the account's users");

  // Invite: the e-mail typed, the role chosen from the keyboard, Enter sends the form.
  await users.getByLabel('Email', { exact: true }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await users.getByLabel('Role').selectOption('viewer');
  await users.getByLabel('Email', { exact: true }).press('Enter');
  await expect(page.getByRole('status')).toContainText(`An invitation has been sent to ${email}.`);
  const invitations = users.getByRole('table', { name: /Invitations not yet accepted/ });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Viewer');
  const firstMail = await mailTo(email, LINK);
  expect(firstMail).toContain(`Care Supply Co has invited you to order for trade account #${ACCOUNT.number}`);
  const firstLink = LINK.exec(firstMail)?.[1];
  await checkScreen(page, 'after the invitation');

  await press(page, users.getByRole('button', { name: `Resend the invitation to ${email}` }));
  await expect(page.getByRole('status')).toContainText(`The invitation has been sent again to ${email}.`);
  let secondLink = firstLink;
  await expect.poll(async () => (secondLink = LINK.exec(await mailTo(email, LINK))?.[1]), { timeout: 20_000 }).not.toBe(firstLink);

  await press(page, users.getByRole('button', { name: `Cancel the invitation to ${email}` }), email);
  await expect(page.getByRole('status')).toContainText('The invitation has been cancelled.');
  await expect(users.getByText('No invitations waiting.')).toBeVisible();
  await checkScreen(page, 'after the cancellation');
  // The cancelled invitation's newest link opens nothing.
  await gotoHydrated(page, `/invitation/${secondLink ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation link is invalid or has expired' })).toBeVisible();
});
