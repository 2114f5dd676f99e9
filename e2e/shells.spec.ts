// Shells per area (issue #8): each page inlines the base sheet and its shell's, plus its area's; an
// in-app move into another area fetches that area's sheet; the account area's one guard sends
// guests to /login from every page in it.
import type { Page } from '@playwright/test';
import { DEMO_BUYER, expect, gotoHydrated, signIn, test } from './fixtures.ts';

/** The names of the sheets in the page's <head>, inlined or linked (styles/stylesheets.ts). */
function sheetsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('style[data-href], link[rel="stylesheet"][data-precedence]')].map(
      (element) => element.getAttribute('data-href') ?? (/\/assets\/([a-z-]+)-/.exec(element.getAttribute('href') ?? '')?.[1] ?? ''),
    ),
  );
}

test('a guest product page inlines only the base and storefront sheets, and no script carries CSS', async ({ page, request }) => {
  await page.goto('/category/gloves-ppe');
  await page.getByRole('link', { name: 'View Product' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const html = await (await request.get(page.url())).text();
  expect([...html.matchAll(/<style[^>]*data-href="([^"]+)"/g)].map((match) => match[1])).toEqual(['base', 'storefront']);
  expect(html).not.toContain('<link rel="stylesheet"');
  // The CSS is in the page only: its scripts hold the sheets' URLs, never their text.
  for (const src of [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!)) {
    expect(await (await request.get(src)).text(), src).not.toContain('.skip-link{');
  }
});

test('the sign-in pages add their own sheet', async ({ page }) => {
  await page.goto('/login');
  expect(await sheetsOf(page)).toEqual(['base', 'storefront', 'sign-in']);
});

test('moving into the account area in the app brings its sheet, and its pages are styled', async ({ page }) => {
  await signIn(page, DEMO_BUYER);
  await gotoHydrated(page, '/');
  expect(await sheetsOf(page)).toEqual(['base', 'storefront']);
  await page.getByRole('banner').getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Order History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  expect(await sheetsOf(page)).toEqual(['base', 'storefront', 'account']);
  // orders.css lays the search form out as a grid.
  await expect(page.getByRole('search', { name: 'Search orders' })).toHaveCSS('display', 'grid');
});

test('the account area sends a guest to /login from every page in it', async ({ page }) => {
  for (const path of ['/cart', '/checkout', '/checkout/confirmation/1', '/order-history', '/order-history/1']) {
    const response = await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
    expect(response?.status(), path).toBe(200);
  }
});
