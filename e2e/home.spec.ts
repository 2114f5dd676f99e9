// spec §2: '/', '/home', '/statics/home' and any path starting with 'products' are the home page (issue #16
// item 22: '/productsxyz' answered 404); '/product/{slug}' stays the product page.
import { expect, gotoHydrated, test } from './fixtures.ts';

test.describe('the home page under its other addresses', () => {
  for (const path of ['/', '/home', '/statics/home', '/products', '/products/', '/products/gloves', '/productsxyz', '/products-list?page=2', '/Products']) {
    test(`${path} answers 200 with the home page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle(/^Shop/);
      await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    });
  }

  test('a path that only looks like one stays a 404, and a product page is a product page', async ({ page }) => {
    for (const path of ['/producxyz', '/my-products', '/product']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    await gotoHydrated(page, '/productsxyz');
    await page.getByRole('link', { name: 'View Product' }).first().click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  });
});
