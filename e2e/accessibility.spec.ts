import { api, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';

const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/gloves-ppe' },
  { name: 'login', path: '/login' },
];

for (const target of pages) {
  test(`${target.name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(target.path);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
}

test('product page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/category/gloves-ppe');
  await page.getByRole('link', { name: 'View Product' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test.describe('buying pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await emptyCart(page);
    const product = await simpleProduct(page);
    await api(page, 'POST', '/api/cart', { id: product.id, qty: 2, variant_id: 0 });
  });

  for (const path of ['/cart', '/checkout', '/order-history']) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }

  for (const path of ['/cart', '/checkout', '/order-history']) {
    test(`${path} at 375 px has no serious or critical accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }

  test('the open mobile menu at 375 px has no serious or critical accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByLabel('Menu').first().click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Order History' })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('the open cart slider has no serious or critical accessibility violations', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('button', { name: /^Cart:/ }).click();
    await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
