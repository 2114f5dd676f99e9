// 'View as customer' (issue #30 Part 4), at 375 px and by keyboard: the desk opens the view from an
// account's page (E2E View As Care, with a contract price of its own), sees the banner and the account's
// price on the storefront, is refused a cart add with a message, and End view brings it back to the
// account's page. axe finds nothing serious, nothing scrolls sideways.
import type { Browser, Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import { VIEW_AS_READ_ONLY_MESSAGE } from '../src/shared/schemas/view-as.ts';
import { expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { closeMessage, seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

const ACCOUNT = { number: '900033', name: 'E2E View As Care', email: 'e2e-view-as@example.test', password: 'e2e-password' };

async function checkScreen(page: Page, what: string): Promise<void> {
  expect(await seriousAxeFindings(page), `${what}: axe`).toEqual([]);
  expect(await sidewaysProblems(page), `${what} at 375 px`).toEqual([]);
}

/** The ERP gives the account its own price for a plain product (through a `pricing` key an owner makes); answers the product and that price. */
async function sendOwnPrice(browser: Browser): Promise<{ product: ProductJson; priceCents: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { ...ACCOUNT, accountNumber: ACCOUNT.number });
  const product = await simpleProduct(page, 3);
  const priceCents = Math.round((product.price ?? 1000) * 0.77);
  await signInStaff(page, E2E_STAFF.integrations);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin')?.value ?? '';
  const made = await page.request.post('/admin/api/api-keys', {
    headers: { 'x-xsrf-token': decodeURIComponent(token) },
    data: { name: `E2E view as ${Date.now()}`, scopes: ['pricing'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const key = ((await made.json()) as { data: { key: string } }).data.key;
  const entries = [{ sku: product.sku, min_qty: 1, price: priceCents }];
  const sent = await page.request.put('/api/integration/price-lists', {
    headers: { authorization: `Bearer ${key}` },
    data: { price_lists: [{ code: 'E2E-VIEW-AS', name: 'E2E view as', active: true, entries, account_numbers: [ACCOUNT.number], group_codes: [] }] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await context.close();
  return { product, priceCents };
}

test('the desk views the store as an account: its banner and price, a refused cart add, End view back', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { product, priceCents } = await sendOwnPrice(browser);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await gotoHydrated(page, `/admin/accounts?q=${ACCOUNT.number}`);
  await page.getByRole('link', { name: ACCOUNT.number, exact: true }).click();
  const heading = page.getByRole('heading', { level: 1, name: `Account ${ACCOUNT.number}: ${ACCOUNT.name}` });
  await expect(heading).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const accountPage = page.url();

  // By keyboard: View as customer opens the storefront in this tab.
  await tabTo(page, page.getByRole('button', { name: 'View as customer' }), 80);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const banner = page.getByRole('region', { name: 'Viewing as a customer' });
  await expect(banner).toContainText(new RegExp(`^Viewing as ${ACCOUNT.name} \\(read-only\\) — ends at \\d{1,2}:\\d{2}\\s?[ap]m`));
  await checkScreen(page, 'the storefront while viewing');

  // The account's own price, on every page with the banner.
  await gotoHydrated(page, product.url);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('main').locator('.price-label')).toContainText(formatCents(priceCents));

  // A cart add is refused, with the message.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await closeMessage(page, VIEW_AS_READ_ONLY_MESSAGE);
  await checkScreen(page, 'the product page while viewing');

  // End view, by keyboard, back to the account's page; the storefront has no banner any more.
  await tabTo(page, banner.getByRole('button', { name: 'End view' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(accountPage);
  await expect(heading).toBeVisible();
  await gotoHydrated(page, '/');
  await expect(page.getByRole('region', { name: 'Viewing as a customer' })).toHaveCount(0);
});
