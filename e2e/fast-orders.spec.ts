// Fast-order lists (issue #9): create a list, add a product to it from the product page through the
// picker, open it, set a quantity, add everything to the cart; save the cart as a list; no serious
// axe finding on either page; both fit a 375 px screen; the popups work by keyboard alone.
import type { Locator, Page } from '@playwright/test';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import type { FastOrderDetailResponse, FastOrderListJson } from '../src/shared/schemas/fast-orders.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { closeMessage, seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';


/** A list made through the API, holding the product at quantity 3 when one is given. */
async function listWith(page: Page, title: string, product?: ProductJson): Promise<FastOrderListJson> {
  const { data: list } = await api<{ data: FastOrderListJson }>(page, 'POST', '/api/fast-orders', {
    title,
    reference_address: '12 Kowhai Street, Remuera, Auckland 1050',
  });
  if (product) await api(page, 'POST', '/api/fast-order/add-products', { lists: [list.id], items: [{ id: product.id, variant_id: 0, qty: 3 }] });
  return list;
}

/** An open popup at 375 px: inside the screen, nothing in it past its edges or scrolling sideways (the page behind is inert). */
async function expectDialogFits(dialog: Locator): Promise<void> {
  const problems = await dialog.evaluate((element) => {
    const found: string[] = [];
    const screen = document.documentElement.clientWidth;
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > screen) found.push(`the popup spans ${Math.round(box.left)} to ${Math.round(box.right)} px`);
    for (const child of [element, ...element.querySelectorAll('*')]) {
      const childBox = child.getBoundingClientRect();
      if (childBox.width <= 1) continue;
      if (childBox.left < box.left - 1 || childBox.right > box.right + 1) found.push(`<${child.tagName.toLowerCase()}> reaches past the popup`);
      if (!child.matches('input, select, textarea') && child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).display !== 'inline') {
        found.push(`<${child.tagName.toLowerCase()} class="${child.className}"> cuts off its content`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

const uniqueTitle = (name: string) => `${name} ${Date.now().toString(36)}`;

/** Where an order placed in these tests goes (spec §3 shipping_info; billing is the same without the order fields). */
const ORDER_SHIPPING = {
  first_name: 'Fern',
  last_name: 'Tester',
  company: 'E2E Fast Orders Care',
  phone: '09 555 0404',
  email: E2E_BUYERS.fastOrders.email,
  line_1: '4 List Lane',
  line_2: '',
  suburb: 'Ponsonby',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '1011',
  notes: '',
  purchase_order_no: '',
};

test.describe('fast orders', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, E2E_BUYERS.fastOrders);
    await emptyCart(page);
  });

  test('create a list, add a product from its page through the picker, set a quantity, add all to cart', async ({ page }) => {
    const title = uniqueTitle('Weekly kitchen');
    await gotoHydrated(page, '/fast-orders');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const createPopup = page.getByRole('dialog', { name: 'Create a List' });
    // Issue #16 item 14: without a title there is nothing to create, so Create is disabled, as in every other form.
    const create = createPopup.getByRole('button', { name: 'Create', exact: true });
    await expect(create).toBeDisabled();
    await createPopup.getByLabel('List Title').fill('   ');
    await expect(create).toBeDisabled();
    await createPopup.getByLabel('List Title').fill(title);
    await expect(create).toBeEnabled();
    await createPopup.getByLabel('Reference Address').fill('Kitchen, ground floor');
    await createPopup.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(createPopup).toBeHidden();
    // The list reloads when the popup closes.
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Kitchen, ground floor');
    await expect(row.getByRole('cell').nth(1)).toHaveText('0');

    const product = await simpleProduct(page);
    await gotoHydrated(page, product.url);
    await page.getByRole('button', { name: 'Add to Fast Order' }).click();
    const picker = page.getByRole('dialog', { name: 'Add to Fast Order' });
    await expect(picker.getByRole('link', { name: /or create new list/ })).toHaveAttribute('href', '/fast-orders#newlist');
    await expect(picker.getByRole('link', { name: /or create new list/ })).toHaveAttribute('target', '_blank');
    await picker.getByLabel('Search Lists').fill(title.slice(0, 10));
    // Issue #16 item 14: with no list chosen, 'Add to lists' is disabled.
    const addToLists = picker.getByRole('button', { name: 'Add to lists' });
    await expect(addToLists).toBeDisabled();
    await picker.getByRole('checkbox', { name: new RegExp(title) }).check();
    await expect(addToLists).toBeEnabled();
    await picker.getByRole('checkbox', { name: new RegExp(title) }).uncheck();
    await expect(addToLists).toBeDisabled();
    await picker.getByRole('checkbox', { name: new RegExp(title) }).check();
    await addToLists.click();
    await expect(picker).toBeHidden();
    await closeMessage(page, 'Your product has been added to fast order(s).');
    // The picker does not put anything in the cart.
    expect((await api<CartJson>(page, 'GET', '/api/cart')).items).toEqual([]);

    await gotoHydrated(page, '/fast-orders');
    await page.getByRole('row', { name: new RegExp(title) }).getByRole('link', { name: /View List/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: product.category.title })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });
    await expect(card).toContainText(`SKU: ${product.sku}`);
    await expect(card).toContainText('excl. GST');

    const saved = page.waitForResponse((response) => response.url().includes('/api/fast-order-items/') && response.request().method() === 'PUT');
    await card.getByRole('textbox', { name: 'Quantity', exact: true }).fill('7');
    expect((await saved).status()).toBe(200);
    await expect(card.getByRole('status')).toHaveText('Usual quantity saved');

    await page.getByRole('button', { name: 'Add all items to cart' }).click();
    await closeMessage(page, 'added to cart');
    const cart = await api<CartJson>(page, 'GET', '/api/cart');
    expect(cart.items.map((item) => [item.id, item.qty])).toEqual([[product.id, 7]]);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart: 7 items/ })).toBeVisible();

    // The usual quantity was kept: a fresh load shows it.
    await gotoHydrated(page, page.url());
    await expect(card.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('7');
  });

  test("the variant matrix's chosen cells go to a list with their quantities", async ({ page }) => {
    const list = await listWith(page, uniqueTitle('Aprons by size'));
    const listing = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=100&sort_field=title&sort_order=asc');
    const product = listing.data.find((entry) => entry.has_variants);
    expect(product, 'the demo catalogue has a product with variants').toBeDefined();
    await gotoHydrated(page, product!.url);
    // No cell above 0: spec §5's plural message, and no picker.
    await page.getByRole('button', { name: 'Add to Fast Order' }).click();
    await closeMessage(page, 'Product/s quantity should not be less than 1');

    await page.getByRole('spinbutton', { name: /^Quantity / }).and(page.locator(':enabled')).first().fill('5');
    await page.getByRole('button', { name: 'Add to Fast Order' }).click();
    const picker = page.getByRole('dialog', { name: 'Add to Fast Order' });
    await picker.getByRole('checkbox', { name: new RegExp(list.title) }).check();
    await picker.getByRole('button', { name: 'Add to lists' }).click();
    await closeMessage(page, 'Your product has been added to fast order(s).');

    const { data: detail } = await api<FastOrderDetailResponse>(page, 'GET', `/api/fast-orders/${list.id}`);
    const items = detail.categories.flatMap((category) => category.items);
    expect(items.map((item) => [item.id, item.qty, item.variant_id > 0])).toEqual([[product!.id, 5, true]]);
  });

  test('save the cart as a list', async ({ page }) => {
    const product = await simpleProduct(page, 1);
    await api(page, 'POST', '/api/cart', { id: product.id, qty: 4, variant_id: 0 });
    const title = uniqueTitle('From the cart');
    await gotoHydrated(page, '/cart');
    await page.getByRole('button', { name: 'Save as list' }).click();
    const popup = page.getByRole('dialog', { name: 'Save as list' });
    await popup.getByLabel('List Title').fill(title);
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(popup.getByRole('status')).toContainText(`Saved as the list '${title}' with 1 item.`);
    await popup.getByRole('link', { name: 'View the list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });
    await expect(card.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('4');
  });

  test("save a past order as a list from its page in order history", async ({ page }) => {
    const [first, second] = [await simpleProduct(page, 2), await simpleProduct(page, 3)];
    await api(page, 'POST', '/api/cart', { id: first.id, qty: 2, variant_id: 0 });
    await api(page, 'POST', '/api/cart', { id: second.id, qty: 5, variant_id: 0 });
    await api(page, 'POST', '/api/checkout/shipping', { shipping_info: ORDER_SHIPPING });
    const { notes: _notes, purchase_order_no: _po, ...billing } = ORDER_SHIPPING;
    await api(page, 'POST', '/api/checkout/billing', { billing_info: billing });
    const payment = await api<{ url?: string }>(page, 'POST', '/api/payment/account');
    const orderId = /\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1];
    expect(orderId).toBeTruthy();

    const title = uniqueTitle('From an order');
    await gotoHydrated(page, `/order-history/${orderId}`);
    await page.getByRole('button', { name: 'Save as list' }).click();
    const popup = page.getByRole('dialog', { name: 'Save as list' });
    await popup.getByLabel('List Title').fill(title);
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(popup.getByRole('status')).toContainText(`Saved as the list '${title}' with 2 items.`);
    await popup.getByRole('link', { name: 'View the list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const [product, qty] of [[first, '2'], [second, '5']] as const) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });
      await expect(card.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue(qty);
    }
  });

  test("the 'newlist' address opens the create popup; the list's delete asks first", async ({ page }) => {
    const list = await listWith(page, uniqueTitle('Ward 2 continence'));
    await gotoHydrated(page, '/fast-orders#newlist');
    const createPopup = page.getByRole('dialog', { name: 'Create a List' });
    await expect(createPopup).toBeVisible();
    await expect(createPopup.getByLabel('List Title')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(createPopup).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(list.title) });
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`Select OK to delete ${list.title} Fast Order`);
      void dialog.dismiss();
    });
    await row.getByRole('button', { name: /^Delete/ }).click();
    await expect(row).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: /^Delete/ }).click();
    await expect(row).toBeHidden();
  });

  test('a list is renamed and an item removed by keyboard alone', async ({ page }) => {
    const product = await simpleProduct(page, 2);
    const list = await listWith(page, uniqueTitle('Keyboard'), product);
    await gotoHydrated(page, '/fast-orders');
    const row = page.getByRole('row', { name: new RegExp(list.title) });
    await row.getByRole('button', { name: /^Edit Details/ }).focus();
    await page.keyboard.press('Enter');
    const updatePopup = page.getByRole('dialog', { name: 'Update List' });
    await expect(updatePopup.getByLabel('List Title')).toBeFocused();
    await expect(updatePopup.getByLabel('List Title')).toHaveValue(list.title);
    await page.keyboard.press('End');
    await page.keyboard.type(' renamed');
    await page.keyboard.press('Enter');
    await expect(updatePopup).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`${list.title} renamed`) })).toBeVisible();

    await page.getByRole('row', { name: new RegExp(list.title) }).getByRole('link', { name: /View List/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `${list.title} renamed` })).toBeVisible();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`Select OK to delete ${product.title} on your fast order`);
      void dialog.accept();
    });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });
    await card.getByRole('button', { name: /^Delete/ }).focus();
    await page.keyboard.press('Enter');
    await closeMessage(page, 'Product has been successfully removed');
    await expect(page.getByText('This list has no items yet.')).toBeVisible();
    // With nothing to add: spec §5.
    await page.getByRole('button', { name: 'Add all items to cart' }).click();
    await closeMessage(page, 'Product quantity should not be less than 1');
  });

  test('both fast-order pages and the open picker have no serious or critical accessibility violations', async ({ page }) => {
    const product = await simpleProduct(page);
    const list = await listWith(page, uniqueTitle('Axe'), product);
    await gotoHydrated(page, '/fast-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Fast Orders' })).toBeVisible();
    expect(await seriousAxeFindings(page), '/fast-orders').toEqual([]);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Create a List' })).toBeVisible();
    expect(await seriousAxeFindings(page), 'Create a List').toEqual([]);

    await gotoHydrated(page, `/fast-orders/${list.id}`);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    expect(await seriousAxeFindings(page), '/fast-orders/{id}').toEqual([]);

    await gotoHydrated(page, product.url);
    await page.getByRole('button', { name: 'Add to Fast Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Add to Fast Order' }).getByRole('checkbox').first()).toBeVisible();
    expect(await seriousAxeFindings(page), 'picker').toEqual([]);
  });

  test('both fast-order pages and their popups fit a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const product = await simpleProduct(page);
    // Long words and large numbers: the widest a row and a card get.
    const list = await listWith(page, uniqueTitle('Extraordinarily-long-kitchen-and-laundry-consumables'), product);
    await api(page, 'POST', '/api/fast-order/add-products', { lists: [list.id], items: [{ id: product.id, variant_id: 0, qty: 9999 }] });

    await gotoHydrated(page, '/fast-orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysProblems(page), '/fast-orders at 375 px').toEqual([]);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Create a List' })).toBeVisible();
    await expectDialogFits(page.getByRole('dialog', { name: 'Create a List' }));

    await gotoHydrated(page, `/fast-orders/${list.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysProblems(page), '/fast-orders/{id} at 375 px').toEqual([]);

    await gotoHydrated(page, product.url);
    await page.getByRole('button', { name: 'Add to Fast Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Add to Fast Order' }).getByRole('checkbox').first()).toBeVisible();
    await expectDialogFits(page.getByRole('dialog', { name: 'Add to Fast Order' }));
  });
});
