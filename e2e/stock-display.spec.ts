// What buyers see of stock (issue #30 Part 3), at 375 px by keyboard with axe: search results and the
// product page say 'In stock', 'Low stock' or 'Out of stock' in words (with 'Back in stock around …'), a
// 'stop' product out of stock cannot be added to the cart and says why, and 'In stock only' filters the
// listing (its address kept in paging and sorting links). The products are the test's own, made through
// the back office's API with their stock, under a word no other product has.
import type { Browser, Page } from '@playwright/test';
import type { ProductsResponse } from '../src/shared/schemas/catalogue.ts';
import { apiHeaders, DEMO_BUYER, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

const run = String(Date.now()).slice(-7);
/** A word only this run's products hold ('svbcdefgh'), so the search lists just them. */
const WORD = `sv${[...run].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
const PRODUCTS = [
  { sku: `SDI-${run}`, title: `Barrier Wipes ${WORD} Plenty-10`, stock_on_hand: 50 },
  { sku: `SDL-${run}`, title: `Barrier Wipes ${WORD} Few-10`, stock_on_hand: 3 },
  { sku: `SDO-${run}`, title: `Barrier Wipes ${WORD} None-10`, stock_on_hand: 0, stock_policy: 'stop', back_in_stock_on: '2026-12-14' },
  { sku: `SDU-${run}`, title: `Barrier Wipes ${WORD} Untracked-10`, stock_on_hand: null },
];

async function checkScreen(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await sidewaysProblems(page)).toEqual([]);
}

/** The desk adds the four products with their stock; the search finds all four once the index has them. */
async function addProducts(browser: Browser, page: Page): Promise<void> {
  const context = await browser.newContext();
  const desk = await context.newPage();
  try {
    await signInStaff(desk, E2E_STAFF.desk);
    const headers = await apiHeaders(desk);
    const tree = (await (await desk.request.get('/admin/api/categories')).json()) as { data: { id: number }[] };
    for (const product of PRODUCTS) {
      const made = await desk.request.post('/admin/api/products', { headers, data: { ...product, price: 1299, category_id: tree.data[0]!.id } });
      expect(made.status(), await made.text()).toBe(201);
    }
  } finally {
    await context.close();
  }
  await expect
    .poll(async () => ((await (await page.request.get(`/api/products?keyword=${WORD}`)).json()) as ProductsResponse).meta.total)
    .toBe(PRODUCTS.length);
}

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('a buyer sees In, Low and Out of stock on a listing and the product page, and filters to In stock', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO_BUYER);
  await addProducts(browser, page);
  const [plenty, few, none, untracked] = PRODUCTS.map((product) => product.title) as [string, string, string, string];

  await gotoHydrated(page, `/search?keyword=${WORD}&sort=name-asc`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1–4 of 4 products');
  await expect(card(page, plenty)).toContainText('In stock');
  await expect(card(page, few)).toContainText('Low stock');
  await expect(card(page, none)).toContainText('Out of stock');
  await expect(card(page, none)).toContainText('Back in stock around 14 Dec 2026');
  await expect(card(page, untracked)).not.toContainText(/in stock|out of stock/i);
  await checkScreen(page);

  // Keyboard alone: 'In stock only' keeps the sort, and leaves out only the product with nothing on hand.
  const inStockOnly = page.getByRole('checkbox', { name: 'In stock only' });
  await tabTo(page, inStockOnly);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/in_stock=1/);
  await expect(page).toHaveURL(/sort=name-asc/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1–3 of 3 products');
  await expect(card(page, none)).toHaveCount(0);
  await expect(card(page, untracked)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await checkScreen(page);

  // The product page of the one out of stock, which the store will not back-order: Add to cart is off, with why.
  await gotoHydrated(page, `/search?keyword=${WORD}`);
  const link = card(page, none).getByRole('link', { name: none, exact: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: none })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(main.getByText('Back in stock around 14 Dec 2026')).toBeVisible();
  const add = main.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Out of stock: this product cannot be ordered until more arrives.');
  await checkScreen(page);

  await gotoHydrated(page, `/search?keyword=${WORD}`);
  await card(page, few).getByRole('link', { name: few, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: few })).toBeVisible();
  await expect(page.getByRole('main').getByText('Low stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await checkScreen(page);

  // Without JavaScript the filter is a GET form: tick, Apply, and the listing comes back filtered.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  try {
    const guest = await plain.newPage();
    await guest.goto(`/search?keyword=${WORD}`);
    await guest.getByRole('checkbox', { name: 'In stock only' }).check();
    await guest.getByRole('button', { name: 'Apply' }).click();
    await expect(guest).toHaveURL(/in_stock=1/);
    await expect(guest.getByRole('main').getByRole('status')).toHaveText('Showing 1–3 of 3 products');
  } finally {
    await plain.close();
  }
});
