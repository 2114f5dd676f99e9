// Issue #16 item 15: every popup gives the keyboard focus back to the control that opened it (the
// WAI-ARIA dialog pattern), on Escape, Close, Cancel and after success; where that control is gone
// (its row was removed), to the heading of the list it was in. Run by keyboard alone.
import type { Page } from '@playwright/test';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import type { FastOrderListJson } from '../src/shared/schemas/fast-orders.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';

const uniqueTitle = (name: string) => `${name} ${Date.now().toString(36)}`;

async function listWith(page: Page, title: string, productIds: number[]): Promise<FastOrderListJson> {
  const { data: list } = await api<{ data: FastOrderListJson }>(page, 'POST', '/api/fast-orders', { title, reference_address: '' });
  const items = productIds.map((id) => ({ id, variant_id: 0, qty: 1 }));
  if (items.length > 0) await api(page, 'POST', '/api/fast-order/add-products', { lists: [list.id], items });
  return list;
}

test.describe('focus after a popup closes', () => {
  test('the add-to-cart message on the product page: Escape and Close give the focus back to Add to cart', async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    await emptyCart(page);
    const product = await simpleProduct(page);
    await gotoHydrated(page, product.url);
    const addButton = page.getByRole('button', { name: 'Add to cart', exact: true });
    const message = page.getByRole('dialog', { name: 'Message' });

    await addButton.focus();
    await page.keyboard.press('Enter');
    await expect(message).toContainText('Product has been added to cart');
    await page.keyboard.press('Escape');
    await expect(message).toBeHidden();
    await expect(addButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(message).toBeVisible();
    await message.getByRole('button', { name: 'Close', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(message).toBeHidden();
    await expect(addButton).toBeFocused();
    // And the quantity is one Shift+Tab away, not 23.
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(/increase|quantity/i);
  });

  test('Add to cart keeps the focus while its call is slow, refuses a second press meanwhile, and gets it back after Escape (issue #26 item 24)', async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    await emptyCart(page);
    const product = await simpleProduct(page);
    await gotoHydrated(page, product.url);
    // The answer is held back as on a loaded machine, so the message comes while the button is still busy.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await page.route('**/api/cart', async (route) => {
      if (route.request().method() === 'POST') {
        posts += 1;
        await held;
      }
      await route.continue();
    });
    const addButton = page.getByRole('button', { name: 'Add to cart', exact: true });
    await addButton.focus();
    await page.keyboard.press('Enter');
    await expect(addButton).toHaveAttribute('aria-disabled', 'true');
    await expect(addButton).toBeFocused();
    await page.keyboard.press('Enter');
    release();
    const message = page.getByRole('dialog', { name: 'Message' });
    await expect(message).toContainText('Product has been added to cart');
    await page.keyboard.press('Escape');
    await expect(message).toBeHidden();
    await expect(addButton).toBeFocused();
    expect(posts).toBe(1);
    const cart = await api<{ items: Array<{ qty: number }> }>(page, 'GET', '/api/cart');
    expect(cart.items.map((item) => item.qty)).toEqual([1]);
  });

  test('Add to cart pressed before the page is hydrated adds once, without reloading the page, and Escape gives the focus back to it (issue #26 item 24)', async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    await emptyCart(page);
    const product = await simpleProduct(page);
    // The page's script is held back, as on a slow phone: the server's HTML is there, React is not.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(product.url);
    const addButton = page.getByRole('button', { name: 'Add to cart', exact: true });
    await addButton.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    release();
    const message = page.getByRole('dialog', { name: 'Message' });
    await expect(message).toContainText('Product has been added to cart');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(product.url);
    await page.keyboard.press('Escape');
    await expect(message).toBeHidden();
    await expect(addButton).toBeFocused();
    const cart = await api<{ items: Array<{ qty: number }> }>(page, 'GET', '/api/cart');
    expect(cart.items.map((item) => item.qty)).toEqual([1]);
  });

  test('the Products menu pressed before the page is interactive opens once it is', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Products' }).click();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    release();
    const menu = page.getByRole('navigation', { name: 'Products' });
    await expect(menu.getByRole('link', { name: 'Gloves & PPE', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('dismissing the delivery notice moves the focus on to the page content, not to the page body', async ({ page }) => {
    await gotoHydrated(page, '/');
    const dismiss = page.getByRole('button', { name: 'Dismiss notice' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(dismiss).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });

  test('the cart slider gives the focus back to the header cart button', async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    await gotoHydrated(page, '/cart');
    const cartButton = page.getByRole('button', { name: /^Cart:/ });
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const slider = page.getByRole('dialog', { name: /Your cart/ });
    await expect(slider).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(slider).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test('a form popup (Create a List): Escape, Cancel, the close button and a saved list give the focus back to its opener', async ({ page }) => {
    await signIn(page, E2E_BUYERS.fastOrders);
    await gotoHydrated(page, '/fast-orders');
    const create = page.getByRole('button', { name: 'Create', exact: true });
    const popup = page.getByRole('dialog', { name: 'Create a List' });

    for (const closeBy of ['Escape', 'Cancel', 'Close popup'] as const) {
      await create.focus();
      await page.keyboard.press('Enter');
      await expect(popup.getByLabel('List Title')).toBeFocused();
      if (closeBy === 'Escape') await page.keyboard.press('Escape');
      else await popup.getByRole('button', { name: closeBy }).click();
      await expect(popup).toBeHidden();
      await expect(create, `after ${closeBy}`).toBeFocused();
    }

    const title = uniqueTitle('Focus test');
    await create.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
    await expect(create).toBeFocused();

    // The update popup, opened from a row, gives the focus back to that row's button after saving.
    const edit = page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: /^Edit Details/ });
    await edit.focus();
    await page.keyboard.press('Enter');
    const update = page.getByRole('dialog', { name: 'Update List' });
    await expect(update.getByLabel('List Title')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' renamed');
    await page.keyboard.press('Enter');
    await expect(update).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`${title} renamed`) }).getByRole('button', { name: /^Edit Details/ })).toBeFocused();
  });

  test('a message that follows a form popup (the fast-order picker) gives the focus back to what opened the form', async ({ page }) => {
    await signIn(page, E2E_BUYERS.fastOrders);
    const list = await listWith(page, uniqueTitle('Picker focus'), []);
    const product = await simpleProduct(page);
    await gotoHydrated(page, product.url);
    const opener = page.getByRole('button', { name: 'Add to Fast Order' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Add to Fast Order' });
    await picker.getByRole('checkbox', { name: new RegExp(list.title) }).check();
    await picker.getByRole('button', { name: 'Add to lists' }).click();
    await expect(picker).toBeHidden();
    const message = page.getByRole('dialog', { name: 'Message' });
    await expect(message).toContainText('Your product has been added to fast order(s).');
    await page.keyboard.press('Escape');
    await expect(message).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('after a confirmed removal the message gives the focus to the heading of the list the removed item was in', async ({ page }) => {
    await signIn(page, E2E_BUYERS.fastOrders);
    // Two products of one category: the list page shows them under that category's heading.
    const products = (await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=96&sort_field=title&sort_order=asc')).data.filter((product) => !product.has_variants);
    const first = products.find((product) => products.some((other) => other.id !== product.id && other.category.id === product.category.id))!;
    const second = products.find((product) => product.id !== first.id && product.category.id === first.category.id)!;
    const list = await listWith(page, uniqueTitle('Removal focus'), [first.id, second.id]);
    await gotoHydrated(page, `/fast-orders/${list.id}`);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: second.title }) });
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: /^Delete/ }).focus();
    await page.keyboard.press('Enter');
    const message = page.getByRole('dialog', { name: 'Message' });
    await expect(message).toContainText('Product has been successfully removed');
    await page.keyboard.press('Escape');
    await expect(message).toBeHidden();
    await expect(card).toHaveCount(0);
    // The Delete button went with its card: the focus is on the heading of the list it was in.
    await expect(page.getByRole('heading', { level: 2, name: first.category.title })).toBeFocused();
    // And Tab goes on from there, into the remaining card.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.title }) }).locator(':focus')).toHaveCount(1);
  });
});
