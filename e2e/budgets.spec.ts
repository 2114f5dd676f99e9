// Issue #29 Part 1: on My Account → Users a manager sets a buyer's spending limits in dollars as typed ('500',
// '2,000'; '12.345' and 'abc' refused with why), and on My Account → Budgets the account's monthly budgets,
// overall and per top-level category, reading the month's spend against them; a buyer reads their own spend
// and a viewer is told the page is not theirs. Both pages fit 375 px with no serious axe finding. The
// budgets are far above what the approvals spec orders on this account (900029), so they hold none of its
// orders; the buyers with limits here are made here, by invitation.
import type { Browser, Page } from '@playwright/test';
import { E2E_BUYERS, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { newColleague } from './invitations.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

const MANAGER = E2E_BUYERS.approvals;

async function pageAs(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, { ...user, accountNumber: MANAGER.accountNumber });
  return page;
}

test("a manager sets a buyer's limits in dollars as typed, and a slip is refused with why", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, MANAGER);
  const buyer = await newColleague(page, 'e2e-budgets-limits', 'buyer');
  await gotoHydrated(page, '/my-account/users');
  const you = page.getByRole('listitem').filter({ hasText: MANAGER.email });
  await expect(you.getByText('No spending limits apply to a manager.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: buyer.email });
  await expect(row.getByText('No spending limits')).toBeVisible();

  // The form opens with the keyboard in its first field, and each field names its problem.
  await row.getByRole('button', { name: `Edit limits of ${buyer.email}` }).click();
  const form = page.getByRole('form', { name: `Spending limits of ${buyer.email}` });
  await expect(form.getByLabel('Limit an order ($)')).toBeFocused();
  await expect(form.getByText('excl. GST; leave blank for no limit')).toHaveCount(2);
  await form.getByLabel('Limit an order ($)').fill('12.345');
  await form.getByLabel('Limit a month ($)').fill('abc');
  await form.getByRole('button', { name: 'Save limits' }).click();
  await expect(form.getByText('The limit an order may have at most 2 decimals (the cents), e.g. 22.49.')).toBeVisible();
  await expect(form.getByText('The limit a month must be an amount in dollars, e.g. 22.49.')).toBeVisible();
  await expect(form.getByLabel('Limit an order ($)')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Limit an order ($)').fill('500');
  await form.getByLabel('Limit a month ($)').fill('2,000');
  await form.getByLabel('Limit a month ($)').press('Enter');
  await expect(row.getByText('Limits: $500.00 an order, $2,000.00 a month (excl. GST)')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row.getByRole('button', { name: `Edit limits of ${buyer.email}` })).toBeFocused();

  // A blank field takes that limit away; the other stays. Escape closes the form unsaved.
  await row.getByRole('button', { name: `Edit limits of ${buyer.email}` }).press('Enter');
  await expect(form.getByLabel('Limit a month ($)')).toHaveValue('2000.00');
  await form.getByLabel('Limit an order ($)').fill('');
  await form.getByRole('button', { name: 'Save limits' }).click();
  await expect(row.getByText('Limits: $2,000.00 a month (excl. GST)')).toBeVisible();
  await row.getByRole('button', { name: `Edit limits of ${buyer.email}` }).press('Enter');
  await form.getByLabel('Limit an order ($)').fill('1');
  await form.getByLabel('Limit an order ($)').press('Escape');
  await expect(form).toBeHidden();
  await expect(row.getByText('Limits: $2,000.00 a month (excl. GST)')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/my-account/users');
  await page.getByRole('listitem').filter({ hasText: buyer.email }).getByRole('button', { name: /^Edit limits/ }).click();
  expect(await sidewaysProblems(page), '/my-account/users at 375 px').toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a manager sets the monthly budgets and reads the spend against them; a buyer reads their own, a viewer is told', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, MANAGER);
  await gotoHydrated(page, '/my-account/budgets');
  const spend = page.getByRole('region', { name: /Spend this month/ });
  await expect(spend).toBeVisible();
  const form = page.getByRole('form', { name: 'Monthly budgets' });
  const overall = form.getByLabel('Budget for all orders a month ($)');
  await overall.fill('100,000.5.0');
  await form.getByRole('button', { name: 'Save budgets' }).click();
  await expect(form.getByText(/^The monthly budget /)).toBeVisible();

  await overall.fill('100,000');
  const first = form.getByRole('group', { name: 'Category budget 1' });
  await first.getByLabel('Category', { exact: true }).selectOption({ label: 'Continence Care' });
  await first.getByLabel('Amount a month ($)').fill('50,000');
  // Adding a row takes the keyboard to its category.
  await form.getByRole('button', { name: 'Add a category budget' }).click();
  const second = form.getByRole('group', { name: 'Category budget 2' });
  await expect(second.getByLabel('Category', { exact: true })).toBeFocused();
  await second.getByLabel('Category', { exact: true }).selectOption({ label: 'Gloves & PPE' });
  await second.getByLabel('Amount a month ($)').fill('abc');
  await form.getByRole('button', { name: 'Save budgets' }).click();
  await expect(form.getByText('The monthly amount must be an amount in dollars, e.g. 22.49.')).toBeVisible();
  await second.getByLabel('Amount a month ($)').fill('2500');
  await form.getByRole('button', { name: 'Save budgets' }).click();
  await expect(form.getByRole('status')).toHaveText('The budgets have been saved.');
  await expect(spend.getByRole('listitem').filter({ hasText: 'All orders' })).toContainText('of $100,000.00 placed');
  await expect(spend.getByRole('listitem').filter({ hasText: 'Continence Care' })).toContainText('of $50,000.00 placed');
  await expect(spend.getByRole('listitem').filter({ hasText: 'Gloves & PPE' })).toContainText('of $2,500.00 placed');
  await expect(overall).toHaveValue('100000.00');

  // Removing a category budget and saving takes it away.
  const gloves = form.getByRole('group').filter({ has: page.locator('option:checked', { hasText: 'Gloves & PPE' }) });
  await gloves.getByRole('button', { name: /^Remove category budget \d$/ }).click();
  await expect(gloves).toHaveCount(0);
  await form.getByRole('button', { name: 'Save budgets' }).click();
  await expect(form.getByRole('status')).toHaveText('The budgets have been saved.');
  await expect(spend.getByText('Gloves & PPE')).toBeHidden();
  await page.reload();
  await expect(form.getByLabel('Category', { exact: true }).first()).toHaveValue(/\d+/);
  await expect(form.getByLabel('Amount a month ($)')).toHaveCount(2);

  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/my-account/budgets');
  expect(await sidewaysProblems(page), '/my-account/budgets at 375 px').toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // A buyer reads the spend, with only their own line, and no form; a viewer reads a sentence.
  const buyer = await pageAs(browser, await newColleague(page, 'e2e-budgets-buyer', 'buyer'));
  await buyer.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(buyer, '/my-account/budgets');
  const theirs = buyer.getByRole('region', { name: /Spend this month/ });
  await expect(theirs.getByRole('listitem').filter({ hasText: 'All orders' })).toContainText('of $100,000.00 placed');
  await expect(theirs.getByRole('heading', { name: 'Your orders, against your monthly limit' })).toBeVisible();
  await expect(theirs.getByRole('list').nth(1).getByRole('listitem')).toHaveCount(1);
  await expect(theirs.getByRole('list').nth(1)).toContainText('Ari Colleague');
  await expect(buyer.getByRole('form', { name: 'Monthly budgets' })).toHaveCount(0);
  await expect(buyer.getByText('A manager of the account sets its budgets and your limits.')).toBeVisible();
  expect(await sidewaysProblems(buyer), "a buyer's /my-account/budgets at 375 px").toEqual([]);
  expect(await seriousAxeFindings(buyer)).toEqual([]);

  const viewer = await pageAs(browser, await newColleague(page, 'e2e-budgets-viewer', 'viewer'));
  await gotoHydrated(viewer, '/my-account/budgets');
  await expect(viewer.getByText(/Your role on this account lets you see orders, not the account.s spend/)).toBeVisible();
});
