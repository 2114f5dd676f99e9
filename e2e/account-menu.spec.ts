// spec §2 header: the My Account dropdown (desktop) and the mobile menu reach every signed-in area
// (features/layout/account-links.ts) and Log Out; keyboard only works too.
import { DEMO_BUYER, expect, gotoHydrated, signIn, test } from './fixtures.ts';

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the My Account dropdown leads to Order History, with the keyboard alone', async ({ page }) => {
    await signIn(page, DEMO_BUYER);
    await gotoHydrated(page, '/');
    const button = page.getByRole('banner').getByRole('button', { name: 'My Account' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('banner').getByRole('link', { name: 'Order History' });
    await expect(link).toBeVisible();
    // My Account comes first in the list, then Order History.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile menu lists Order History and Log Out for a signed-in buyer', async ({ page }) => {
    await signIn(page, DEMO_BUYER);
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    await banner.getByLabel('Menu').first().click();
    const menu = banner.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Order History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();

    await banner.getByLabel('Menu').first().click();
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Register' })).toBeVisible();
  });

  test('a guest sees no account links in the mobile menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    await banner.getByLabel('Menu').first().click();
    const menu = banner.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Support & Education' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Order History' })).toHaveCount(0);
  });
});
