// Stock in the back office (issue #30 Part 3), at 375 px: the desk sets a product's stock on hand, policy,
// own low-stock threshold and back-in-stock day by keyboard ('12.5' is refused with a message, not
// rounded), then finds it under the product list's 'Low stock' filter with its count and 'Low'. The
// product is the test's own, added through the back office's API.
import type { Page } from '@playwright/test';
import { apiHeaders, expect, gotoHydrated, test } from './fixtures.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

const run = String(Date.now()).slice(-7);
const SKU = `STK-${run}`;
const TITLE = `Barrier Cream Tube ${run}-6`;

async function checkScreen(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await sidewaysProblems(page)).toEqual([]);
}

/** A product of this test's own, not tracked yet; its id. */
async function addProduct(page: Page): Promise<number> {
  const headers = await apiHeaders(page);
  const tree = (await (await page.request.get('/admin/api/categories')).json()) as { data: { id: number }[] };
  const made = await page.request.post('/admin/api/products', { headers, data: { title: TITLE, sku: SKU, price: 899, category_id: tree.data[0]!.id } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { data: { id: number } }).data.id;
}

test('the desk sets a product\u2019s stock and policy by keyboard, then finds it under Low stock', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  const id = await addProduct(page);
  await gotoHydrated(page, `/admin/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(TITLE) })).toBeVisible();
  await expect(page.getByText('Blank: store default 10.')).toBeVisible();
  await checkScreen(page);

  // Keyboard alone: a count that is not whole is refused, with the field named.
  const stock = page.getByLabel('Stock on hand');
  await tabTo(page, stock);
  await page.keyboard.type('12.5');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The stock on hand must be a whole number of units')).toBeVisible();
  await expect(stock).toHaveAttribute('aria-invalid', 'true');

  await stock.fill('');
  await stock.focus();
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  const policy = page.getByLabel('Stock policy');
  await expect(policy).toBeFocused();
  await policy.selectOption({ label: 'Stop selling when out' });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Low-stock threshold')).toBeFocused();
  await page.keyboard.type('5');
  await page.getByLabel('Back in stock around').fill('2026-04-01');
  await page.getByLabel('Low-stock threshold').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('The product is saved.');
  await expect(page.getByText('Now: 4 on hand, Low stock')).toBeVisible();
  await checkScreen(page);

  await gotoHydrated(page, `/admin/products/${id}`);
  await expect(page.getByLabel('Stock policy')).toHaveValue('stop');
  await expect(page.getByLabel('Low-stock threshold')).toHaveValue('5');
  await expect(page.getByLabel('Back in stock around')).toHaveValue('2026-04-01');

  // The list's Low stock filter, by keyboard: the product with its count and 'Low'.
  await gotoHydrated(page, '/admin/products');
  await tabTo(page, page.getByLabel('SKU or words'));
  await page.keyboard.type(SKU);
  await page.getByLabel('Stock', { exact: true }).selectOption({ label: 'Low stock (out included)' });
  await page.getByLabel('Stock', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Find' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/low_stock=1/);
  const row = page.getByRole('row').filter({ hasText: SKU });
  await expect(row).toContainText('4 Low');
  await checkScreen(page);

  // Above its own threshold: no longer low.
  await gotoHydrated(page, `/admin/products/${id}`);
  await page.getByLabel('Stock on hand').fill('6');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is saved.');
  await gotoHydrated(page, `/admin/products?q=${SKU}&low_stock=1`);
  await expect(page.getByRole('row').filter({ hasText: SKU })).toHaveCount(0);
});
