// The back office's customer screens (issue #17 Part 6): the desk approves one trade application (after
// the server refuses a taken account number) and declines another with a reason; finds an account and
// stops it paying on account; applies a customer's address change request. The dispatcher sees none
// of it. Keyboard alone for the approval, axe and 1024 px on each screen.
import type { Locator, Page } from '@playwright/test';
import { api, expect, gotoHydrated, test } from './fixtures.ts';
import { CONFLICTING_ADDRESS, DESK_ACCOUNT, REQUESTED_ADDRESS, SYNCED_ADDRESS } from './customer-setup.ts';
import { mailTo } from './outbox.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { E2E_STAFF, signInStaff, openBackOfficeScreen } from './staff-session.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now();
const applicationBody = (company: string, purchaser: string) => ({
  email: `${company.toLowerCase().split(' ')[0]}-${run}@apply.example`,
  company_name: company,
  purchaser_name: purchaser,
  contact_phone: '09 555 0188',
  contact_email: `office-${run}@apply.example`,
  billing_address: '12 Harbour Road',
  billing_city: 'Napier',
  billing_phone: '065550188',
  billing_postcode: '4110',
  same_address: true,
  shipping_address: '12 Harbour Road',
  shipping_city: 'Napier',
  shipping_phone: '065550188',
  shipping_postcode: '4110',
});

/** The screen is fit for desk work: nothing serious for axe, no sideways scroll at 1024 px. */
async function checkScreen(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}


test('the desk approves one trade application by keyboard and declines another with a reason', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const approved = applicationBody('Kauri Grove Care', 'Hemi Walker');
  const declined = applicationBody('Rimu Court Home', 'Sina Faleolo');
  await gotoHydrated(page, '/register');
  await api(page, 'POST', '/register', approved);
  await api(page, 'POST', '/register', declined);

  await signInStaff(page, E2E_STAFF.desk);
  await openBackOfficeScreen(page, 'Applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Trade applications' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  const row = page.getByRole('row').filter({ hasText: approved.email });
  await expect(row).toContainText('Hemi Walker');
  await expect(row).toContainText('Pending');
  await checkScreen(page);

  await row.getByRole('link', { name: approved.company_name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Trade application: ${approved.company_name}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(approved.contact_email);
  // Issue #26 item 4: credit is not granted by default.
  await expect(page.getByLabel('May pay on account')).not.toBeChecked();
  await expect(page.getByLabel('May switch between accounts')).not.toBeChecked();
  // Issue #26 item 2: the next free number is suggested, with the rule beside it.
  const number = page.getByLabel('Account number');
  await expect(number).toHaveValue(/^[0-9]{4,12}$/);
  await expect(number).toHaveAccessibleDescription(/The account number must be 4 to 12 digits\./);
  await checkScreen(page);

  // Keyboard alone: approving asks first and names what it grants; saying no opens nothing.
  await tabTo(page, number);
  await number.press('ControlOrMeta+a');
  await page.keyboard.type('900001');
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => { resolve(dialog.message()); void dialog.dismiss(); }));
  await page.keyboard.press('Enter');
  const question = await asked;
  expect(question).toContain(`Approve the application from ${approved.company_name}?`);
  expect(question).toContain('This opens account 900001 with these settings:');
  expect(question).toContain('May pay on account (invoiced): no, card only');
  expect(question).toContain('May switch between accounts: no');
  expect(question).toContain(`${approved.email} is e-mailed a link`);
  await expect(page.getByRole('button', { name: 'Approve application' })).toBeEnabled();
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');

  // A taken number (the server's message beside the field), then a free one.
  page.once('dialog', (dialog) => void dialog.accept());
  await number.press('Enter');
  await expect(number).toHaveAccessibleDescription(/Account number 900001 is taken: choose another\./);
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  const accountNumber = `8${String(run).slice(-6)}`;
  await number.press('ControlOrMeta+a');
  await page.keyboard.type(accountNumber);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('May pay on account')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByLabel('May switch between accounts')).toBeChecked();
  await page.keyboard.press('Tab');
  const granted = new Promise<string>((resolve) => page.once('dialog', (dialog) => { resolve(dialog.message()); void dialog.accept(); }));
  await page.keyboard.press('Enter');
  expect(await granted).toContain('May switch between accounts: yes');
  const outcome = page.getByRole('status').filter({ hasText: 'The account is open, and the applicant has the e-mail to set a password.' });
  await expect(outcome).toBeFocused();
  await expect(page.getByRole('button', { name: 'Approve application' })).toHaveCount(0);
  expect(await mailTo(approved.email, /\/invitation\/[A-Za-z0-9_-]+/)).toContain('set a password');
  await checkScreen(page);

  await outcome.getByRole('link', { name: 'Go to the new account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Account ${accountNumber}: ${approved.company_name}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('No users yet: an invited user appears here once they accept the invitation.');
  await expect(page.getByRole('term').filter({ hasText: 'May switch accounts' }).locator('+ dd')).toHaveText('Yes');

  await page.goto('/admin/applications');
  await page.getByRole('link', { name: declined.company_name }).click();
  await page.getByLabel(/Reason/).fill('We supply registered care providers only.');
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Decline application' }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toContain('e-mailed your reason');
  await expect(page.getByRole('button', { name: 'Decline application' })).toBeEnabled();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Decline application' }).click();
  await expect(page.getByRole('status')).toContainText('The application is declined, and the applicant is told.');
  await expect(page.getByRole('main')).toContainText('We supply registered care providers only.');
  expect(await mailTo(declined.email, /cannot open an account/)).toContain('We supply registered care providers only.');

  await page.goto('/admin/applications?status=declined');
  await expect(page.getByRole('row').filter({ hasText: declined.email })).toContainText('Declined');
  await expect(page.getByRole('row').filter({ hasText: approved.email })).toHaveCount(0);
});

test('the desk finds an account by number and stops it paying on account, after a confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await openBackOfficeScreen(page, 'Accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await page.getByLabel('Account number, name or user email').fill(DESK_ACCOUNT.accountNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/accounts\\?q=${DESK_ACCOUNT.accountNumber}$`));
  const row = page.getByRole('row').filter({ hasText: DESK_ACCOUNT.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Yes');
  await checkScreen(page);

  await row.getByRole('link', { name: DESK_ACCOUNT.accountNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Account ${DESK_ACCOUNT.accountNumber}: ${DESK_ACCOUNT.name}` })).toBeVisible();
  await expect(page.getByRole('table', { name: /Users/ })).toContainText(DESK_ACCOUNT.email);
  await expect(page.getByRole('table', { name: /Addresses/ }).getByRole('row').filter({ hasText: SYNCED_ADDRESS.integration_code })).toContainText('Primary');
  await expect(page.getByRole('definition').filter({ hasText: /^0$/ })).toHaveCount(2);
  await checkScreen(page);

  await page.getByLabel('May pay on account').uncheck();
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The account is saved.');
  expect(questions[0]).toContain('pay by card at checkout');
  await expect(page.getByLabel('May pay on account')).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('term').filter({ hasText: 'Pays on account' }).locator('+ dd')).toHaveText('No');
});

test('the desk applies an address change request, warned that the ERP owns the address and of the conflicting request, and the address keeps its integration code', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await openBackOfficeScreen(page, 'Address requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Address change requests' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('open');
  const rows = page.getByRole('row').filter({ hasText: DESK_ACCOUNT.name });
  const row = rows.filter({ hasText: REQUESTED_ADDRESS.line_1 });
  const other = rows.filter({ hasText: CONFLICTING_ADDRESS.line_1 });
  await expect(row.getByRole('cell').nth(1)).toContainText(SYNCED_ADDRESS.line_1);
  await expect(row.getByRole('cell').nth(2)).toContainText(REQUESTED_ADDRESS.line_1);
  await expect(row).toContainText(DESK_ACCOUNT.email);
  await expect(row).toContainText(`Owned by the ERP, code ${SYNCED_ADDRESS.integration_code}`);
  await expect(row).toContainText(/Conflict: Another open request \(#\d+\) asks to change this address too/);
  await expect(other).toContainText(/Conflict: Another open request \(#\d+\) asks to change this address too/);
  await checkScreen(page);

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await row.getByRole('button', { name: `Apply the change for ${DESK_ACCOUNT.accountNumber} ${DESK_ACCOUNT.name}` }).click();
  await expect(row.getByRole('status')).toHaveText(/^The address is changed, and the customer is told\. The ERP owns this address \(code ERP-900018\): its next sync will overwrite the change/);
  await expect(row).toContainText('Applied');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(questions[0]).toMatch(/the address changes and the customer is e-mailed/i);
  expect(questions[0]).toContain('The ERP owns this address (code ERP-900018): its next sync will overwrite the change unless the ERP makes it too.');
  expect(questions[0]).toMatch(/Another open request \(#\d+\) asks to change this address too\. Applying this one leaves it open\./);
  await checkScreen(page);

  await row.getByRole('link', { name: DESK_ACCOUNT.accountNumber }).click();
  const address = page.getByRole('table', { name: /Addresses/ }).getByRole('row').filter({ hasText: SYNCED_ADDRESS.integration_code });
  await expect(address).toContainText('40 New Road, Block B, Petone, Lower Hutt, 5012');
  await expect(address).toContainText('Primary');

  // The other request is no longer in conflict once the first is decided.
  await page.goto('/admin/address-requests');
  await expect(other).toHaveCount(1);
  await expect(other).not.toContainText('Conflict');
});

test('the dispatcher sees none of the customer screens, and is told so at their address', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInStaff(page, E2E_STAFF.dispatch);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  // Neither the bar nor the home page's list offers them.
  for (const name of ['Applications', 'Accounts', 'Address requests']) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  const answer = await page.goto('/admin/applications');
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('does not allow you to handle trade applications');
  await checkScreen(page);
});
