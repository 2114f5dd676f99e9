import type { Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart:/ });

async function closePopup(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Message' }).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Message' })).toBeHidden();
}

/** Puts one product in the cart through the API and opens the checkout. */
async function checkoutWithOneProduct(page: Page, qty = 2): Promise<{ title: string }> {
  const product = await simpleProduct(page, 1);
  await api(page, 'POST', '/api/cart', { id: product.id, qty, variant_id: 0 });
  await gotoHydrated(page, '/checkout');
  return { title: product.title };
}

/** Steps 1 and 2 with the preselected address and billing = shipping; ends on step 3 with the terms ticked. */
async function reachConfirmStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'NEXT STEP' }).click();
  await expect(page.getByRole('heading', { name: /Billing Information/ })).toBeFocused();
  await page.getByLabel('Are Billing details the same as Shipping?').check();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { name: /Confirm Order/ })).toBeFocused();
  await page.getByLabel(/I have read and agree to the Terms and Conditions/).check();
}

test.describe('checkout', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await emptyCart(page);
  });

  test('product → cart → three steps → Confirm Order → confirmation → the same order in order history', async ({ page }) => {
    const product = await simpleProduct(page);
    await gotoHydrated(page, product.url);
    await expect(cartButton(page)).toContainText('$0.00');

    // Product page: quantity stepper and Add to cart (spec §4).
    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Product has been added to cart')).toBeVisible();
    await closePopup(page);
    const added = await api<CartJson>(page, 'GET', '/api/cart');
    expect(added.items).toHaveLength(1);
    expect(added.items[0]?.qty).toBe(3);
    await expect(cartButton(page)).toHaveAccessibleName(`Cart: 3 items, ${formatCents(added.summary.total)}`);

    // The cart slider, then the cart page.
    await cartButton(page).click();
    const slider = page.getByRole('dialog', { name: /Your cart/ });
    await expect(slider).toBeVisible();
    await expect(slider.getByRole('link', { name: product.title })).toBeVisible();
    await slider.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(slider).toBeHidden();

    const main = page.getByRole('main');
    const quantity = main.getByLabel(`Quantity of ${product.title}`, { exact: true });
    await expect(quantity).toHaveValue('3');
    await main.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    await expect(quantity).toHaveValue('4');
    await expect(cartButton(page)).toContainText('4');
    await main.getByRole('button', { name: `Decrease quantity of ${product.title}` }).click();
    await expect(quantity).toHaveValue('3');
    const cart = await api<CartJson>(page, 'GET', '/api/cart');
    await expect(main.getByRole('row', { name: /^Total/ })).toContainText(formatCents(cart.summary.total));
    await expect(main.getByRole('row', { name: /^GST \(15%\)/ })).toContainText(formatCents(cart.summary.tax_total));

    await main.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Step 1: the first saved address is preselected and copied in.
    await expect(page.getByRole('heading', { name: /Shipping Information/ })).toBeVisible();
    // (By its words: ids depend on what the e2e setup made before the demo seed.)
    await expect(page.getByLabel('Saved addresses').locator('option:checked')).toContainText('12 Kowhai Street');
    await expect(page.getByLabel('Address 1', { exact: true })).toHaveValue('12 Kowhai Street');
    await expect(page.getByRole('button', { name: 'Next Step', exact: true })).toHaveCount(0);
    await page.getByLabel('Notes').fill('Deliver to reception');
    await expect(page.getByText('20 / 255 characters')).toBeVisible();
    await page.getByRole('button', { name: 'NEXT STEP' }).click();

    // Step 2: billing the same as shipping.
    await expect(page.getByRole('heading', { name: /Billing Information/ })).toBeFocused();
    await page.getByLabel('Are Billing details the same as Shipping?').check();
    await expect(page.getByLabel('City')).toHaveValue('Auckland');
    await page.getByRole('button', { name: 'Next Step' }).click();

    // Step 3: addresses with country and region names; the terms must be ticked first.
    await expect(page.getByRole('heading', { name: /Confirm Order/ })).toBeFocused();
    const shippingAddress = page.getByRole('region', { name: 'Shipping address' });
    await expect(shippingAddress).toContainText('12 Kowhai Street');
    await expect(shippingAddress).toContainText('New Zealand');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByText('Please indicate that you have read and agree to the Terms and Conditions.')).toBeVisible();
    await closePopup(page);
    await page.getByLabel(/I have read and agree to the Terms and Conditions/).check();
    await page.getByRole('button', { name: 'Confirm Order' }).click();

    // Confirmation.
    await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('Placed on account', { exact: true })).toBeVisible();
    const orderNumber = (await page.locator('.confirmation-page__number strong').innerText()).trim();
    expect(orderNumber).not.toBe('');
    await expect(cartButton(page)).toHaveAccessibleName('Cart: 0 items, $0.00');

    // Order history lists it with the same total; View Order shows the same lines and totals.
    await page.getByRole('link', { name: 'Order history' }).click();
    await page.getByLabel('Search by').selectOption('order_id');
    await page.getByLabel('Keyword').fill(orderNumber);
    await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Showing 1 - 1 of 1 Results')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(escapeRegExp(orderNumber)) });
    await expect(row).toContainText(formatCents(cart.summary.total));
    await row.getByRole('link', { name: /View Order/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    const line = page.getByRole('row', { name: new RegExp(escapeRegExp(product.title)) });
    await expect(line).toContainText(product.sku);
    await expect(line.getByRole('cell').nth(2)).toHaveText('3');
    await expect(line).toContainText(formatCents(cart.items[0]!.line_total));
    await expect(page.getByRole('row', { name: /^Subtotal/ })).toContainText(formatCents(cart.summary.sub_total));
    await expect(page.getByRole('row', { name: /^GST/ })).toContainText(formatCents(cart.summary.tax_total));
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText(formatCents(cart.summary.total));
    await expect(page.getByText('Deliver to reception')).toBeVisible();
  });

  test('Pay by card → sandbox page → Approve → the confirmation shows the order paid', async ({ page }) => {
    await checkoutWithOneProduct(page);
    await reachConfirmStep(page);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\//);
    // Issue #16 item 5: while paying, the payment has its own reference and no order number yet.
    await expect(page.getByText(/^PAY-\d{6,}$/)).toBeVisible();
    await expect(page.getByText(/CS-\d+/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(/Your order number is CS-\d{6,}\./)).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart: 0 items, $0.00');
  });

  test('Pay by card → Decline → back at checkout with the declined message and the cart intact', async ({ page }) => {
    const { title } = await checkoutWithOneProduct(page, 2);
    const before = await api<CartJson>(page, 'GET', '/api/cart');
    await reachConfirmStep(page);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\//);
    await page.getByRole('button', { name: 'Decline payment' }).click();

    // Issue #16 item 5: the declined payment is named by its own reference, not an order number.
    await expect(page).toHaveURL(/\/checkout\?payment=declined&reference=PAY-\d{6,}$/);
    await expect(page.getByRole('alert')).toContainText(/Your card payment \(reference PAY-\d{6,}\) was declined/);
    await expect(page.getByRole('heading', { name: /Confirm Order/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Order summary/ })).toContainText(title);
    const after = await api<CartJson>(page, 'GET', '/api/cart');
    expect(after.items.map((item) => [item.id, item.qty])).toEqual(before.items.map((item) => [item.id, item.qty]));
    await expect(cartButton(page)).toHaveAccessibleName(`Cart: 2 items, ${formatCents(before.summary.total)}`);
  });

  test("a refused save shows the server's field errors; a failed card request shows the gateway message", async ({ page }) => {
    await checkoutWithOneProduct(page);
    await page.route('**/api/checkout/shipping', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The given data was invalid.', errors: { 'shipping_info.post_code': 'The post code is not valid.' } }),
      }),
    );
    await page.getByRole('button', { name: 'NEXT STEP' }).click();
    await expect(page.getByRole('dialog', { name: 'Message' })).toContainText('The given data was invalid.');
    await closePopup(page);
    await expect(page.getByLabel('Post Code')).toHaveAccessibleDescription('The post code is not valid.');
    await expect(page.getByRole('button', { name: 'NEXT STEP' })).toBeEnabled();
    await page.unroute('**/api/checkout/shipping');

    await reachConfirmStep(page);
    await page.route('**/api/payment/card', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page.getByRole('dialog', { name: 'Message' })).toContainText('An error occurred while connecting to the payment gateway.');
    await closePopup(page);
    await expect(page.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test.describe('checkout for an account without addresses or payment on account', () => {
  test('the buyer types the address; field rules hold NEXT STEP; only Pay by card is offered', async ({ page }) => {
    await signIn(page, E2E_BUYERS.cardOnly);
    await emptyCart(page);
    await checkoutWithOneProduct(page);

    await expect(page.getByLabel('Saved addresses')).toHaveCount(0);
    await expect(page.getByLabel('First Name')).toHaveValue('Erin');
    await expect(page.getByLabel('Email Address')).toHaveValue(E2E_BUYERS.cardOnly.email);
    const next = page.getByRole('button', { name: 'NEXT STEP' });
    await expect(next).toBeDisabled();

    // The server's address rule, in its words (issue #16 item 3).
    const phone = page.getByLabel('Phone Number');
    await phone.fill('abc');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('The phone may only contain digits, spaces, +, (, ) and -.');
    await phone.fill('09 555 0000');
    await page.getByLabel('Address 1', { exact: true }).fill('7 Test Lane');
    await page.getByLabel('Suburb').fill('Ponsonby');
    const postCode = page.getByLabel('Post Code');
    await postCode.fill('ABCDE');
    await postCode.blur();
    await expect(postCode).toHaveAccessibleDescription('The post code must be 4 digits.');
    await expect(next).toBeDisabled();
    await postCode.fill('1011');
    await expect(phone).toHaveAccessibleDescription('');
    await page.getByLabel('Region').selectOption({ label: 'Auckland' });
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Email Address').blur();
    await expect(page.getByText('The email must be a valid email address.')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByLabel('Email Address').fill(E2E_BUYERS.cardOnly.email);
    await expect(next).toBeEnabled();
    await next.click();

    await page.getByLabel('Are Billing details the same as Shipping?').check();
    // Billing needs a city (spec §5), which shipping did not.
    await expect(page.getByRole('button', { name: 'Next Step' })).toBeDisabled();
    await page.getByLabel('City').fill('Auckland');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('Auckland, New Zealand');
    await expect(page.getByRole('button', { name: 'Confirm Order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
    await page.getByRole('button', { name: 'BACK' }).click();
    await expect(page.getByRole('heading', { name: /Billing Information/ })).toBeFocused();
    await page.getByLabel('Are Billing details the same as Shipping?').uncheck();
    await expect(page.getByLabel('First Name')).toHaveValue('');
  });

  test('a guest is sent to /login from the buying pages', async ({ page }) => {
    for (const path of ['/cart', '/checkout', '/order-history']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});
