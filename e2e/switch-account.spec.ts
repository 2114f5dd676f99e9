// /my-account/switch for an account that cannot switch (issue #16 item 14): a page in the account
// area that says so and how to ask for it (status 403), not a bare 'Not found'.
import { E2E_BUYERS, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

test('an account that cannot switch is told switching is not turned on, and how to ask for it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const buyer = E2E_BUYERS.orders;
  await signIn(page, buyer);
  const response = await page.goto('/my-account/switch');
  expect(response?.status()).toBe(403);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Switch Account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Switching is not turned on for this account' })).toBeVisible();
  await expect(page.getByText(`Switching accounts is not turned on for E2E Orders Rest Home (Account #${buyer.accountNumber}).`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '0800 227 378' })).toHaveAttribute('href', 'tel:+64800227378');
  await expect(page.getByText('Not found')).toHaveCount(0);
  // Inside the account area: the breadcrumb names the account.
  await expect(page.getByRole('link', { name: `Account #${buyer.accountNumber}` })).toBeVisible();
  expect(await sidewaysProblems(page)).toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to My Account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await gotoHydrated(page, '/my-account/switch');
  await expect(page.getByRole('heading', { level: 2, name: 'Switching is not turned on for this account' })).toBeVisible();
});
