import type { Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart:/ });
const popup = (page: Page) => page.getByRole('dialog', { name: 'Message' });

async function closePopup(page: Page): Promise<void> {
  await popup(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popup(page)).toBeHidden();
}

test.describe('cart', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    await emptyCart(page);
  });

  test('the variant matrix adds every cell above 0; none gives the spec message', async ({ page }) => {
    const listing = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=100&sort_field=title&sort_order=asc');
    const product = listing.data.find((entry) => entry.has_variants);
    expect(product, 'the demo catalogue has a product with variants').toBeDefined();
    await gotoHydrated(page, product!.url);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(popup(page)).toContainText('Product/s quantity should not be less than 1');
    await closePopup(page);

    const cells = page.getByRole('spinbutton', { name: /^Quantity / });
    const enabled = cells.and(page.locator(':enabled'));
    await enabled.nth(0).fill('2');
    await enabled.nth(1).fill('1');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(popup(page)).toContainText('Product/s has been added to cart');
    await closePopup(page);

    const cart = await api<CartJson>(page, 'GET', '/api/cart');
    expect(cart.items.map((item) => item.qty).sort()).toEqual([1, 2]);
    expect(cart.items.every((item) => item.id === product!.id)).toBe(true);
    await expect(cartButton(page)).toHaveAccessibleName(`Cart: 3 items, ${formatCents(cart.summary.total)}`);
    // The cells are emptied after a successful add.
    await expect(enabled.nth(0)).toHaveValue('');

    // The slider shows the variant lines, each with its own picture (pimage).
    await cartButton(page).click();
    const slider = page.getByRole('dialog', { name: /Your cart/ });
    await expect(slider.getByRole('listitem')).toHaveCount(2);
    await expect(slider.locator('img').first()).toHaveAttribute('src', cart.items[0]!.pimage || cart.items[0]!.image);
    await page.keyboard.press('Escape');
    await expect(slider).toBeHidden();
  });

  test('remove asks first: Cancel keeps the line, OK removes it; then the cart is empty', async ({ page }) => {
    const product = await simpleProduct(page);
    await api(page, 'POST', '/api/cart', { id: product.id, qty: 2, variant_id: 0 });
    await gotoHydrated(page, '/cart');
    const removeButton = page.getByRole('main').getByRole('button', { name: `Remove ${product.title}` });

    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    await removeButton.click();
    await expect.poll(() => prompts).toEqual([`Press OK if you want to delete ${product.title} from cart`]);
    await expect(removeButton).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await removeButton.click();
    await expect(page.getByRole('main').getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Proceed to checkout' })).toHaveCount(0);
    await expect(cartButton(page)).toHaveAccessibleName('Cart: 0 items, $0.00');
    expect((await api<CartJson>(page, 'GET', '/api/cart')).items).toEqual([]);
  });

  test('a typed quantity below 1 is reset to 1, and minus is disabled at 1', async ({ page }) => {
    const product = await simpleProduct(page);
    await api(page, 'POST', '/api/cart', { id: product.id, qty: 5, variant_id: 0 });
    await gotoHydrated(page, '/cart');
    const quantity = page.getByRole('main').getByLabel(`Quantity of ${product.title}`, { exact: true });
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('main').getByRole('button', { name: `Decrease quantity of ${product.title}` })).toBeDisabled();
    await expect.poll(async () => (await api<CartJson>(page, 'GET', '/api/cart')).items[0]?.qty).toBe(1);
  });

  test('without JavaScript the cart icon is a link to the cart page', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noScript = await context.newPage();
    await noScript.goto('/');
    await noScript.getByRole('banner').getByRole('link', { name: /^Cart:/ }).click();
    await expect(noScript).toHaveURL(/\/cart$/);
    await expect(noScript.getByRole('main').getByText('Your cart is empty.')).toBeVisible();
    await context.close();
  });
});
