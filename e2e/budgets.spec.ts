// Issue #29 Part 1: a manager sets the account's monthly budgets on My Account → Budgets, in dollars as
// typed (a typing slip is refused with why), overall and for a top-level category, and reads the month's
// spend against them; the page fits 375 px with no serious axe finding. The budgets are far above what the
// approvals spec orders on this account, so they hold none of its orders.
import { E2E_BUYERS, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

test('a manager sets the monthly budgets and reads the spend against them', async ({ page }) => {
  await signIn(page, E2E_BUYERS.approvals);
  await gotoHydrated(page, '/my-account/budgets');
  await expect(page.getByRole('heading', { name: /Spend this month/ })).toBeVisible();
  const form = page.getByRole('form', { name: 'Monthly budgets' });
  await form.getByLabel('Budget for all orders a month ($)').fill('100,000.5.0');
  await form.getByRole('button', { name: 'Save budgets' }).click();
  await expect(form.getByText(/^The monthly budget /)).toBeVisible();

  await form.getByLabel('Budget for all orders a month ($)').fill('100,000');
  await form.getByLabel('Category', { exact: true }).first().selectOption({ label: 'Continence Care' });
  await form.getByLabel('Amount a month ($)').first().fill('50000');
  await form.getByRole('button', { name: 'Save budgets' }).click();
  await expect(form.getByRole('status')).toHaveText('The budgets have been saved.');
  const spend = page.getByRole('region', { name: /Spend this month/ });
  await expect(spend.getByText(/of \$100,000\.00 placed/)).toBeVisible();
  await expect(spend.getByText('Continence Care')).toBeVisible();
  await expect(form.getByLabel('Budget for all orders a month ($)')).toHaveValue('100000.00');

  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/my-account/budgets');
  expect(await sidewaysProblems(page), '/my-account/budgets at 375 px').toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);
});
