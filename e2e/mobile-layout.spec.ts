// Every page at 375 px (issue #8): nothing reaches past the screen's edge, nothing is cut off or
// scrolls sideways inside its box, and no control is covered by something else. Guests and a
// signed-in buyer with a cart and orders; the checkout shows the order total before its pay buttons.
import type { Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import type { PaymentResponseJson } from '../src/shared/schemas/orders.ts';
import { api, DEMO_BUYER, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { sidewaysProblems } from './screen-fit.ts';

test.use({ viewport: { width: 375, height: 812 } });

async function expectFits(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sidewaysProblems(page), `${path} at 375 px`).toEqual([]);
}

/** A product with a variant matrix (rows of colours, columns of sizes). */
async function matrixProduct(page: Page): Promise<ProductJson> {
  const listing = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=100&sort_field=title&sort_order=asc');
  const product = listing.data.find((entry) => entry.has_variants);
  if (!product) throw new Error('the demo catalogue has no product with variants');
  return product;
}

test.describe('at 375 px, as a guest', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['category', '/category/gloves-ppe'],
    ['search', '/search?keyword=glove'],
    ['login', '/login'],
    ['information', '/delivery-returns'],
  ] as const) {
    test(`the ${name} page fits the screen`, async ({ page }) => {
      await expectFits(page, path);
    });
  }

  test('a product page with a variant matrix fits the screen', async ({ page }) => {
    await expectFits(page, (await matrixProduct(page)).url);
  });
});

test.describe('at 375 px, signed in with a cart and orders', () => {
  let orderId = '';

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_BUYER);
    await emptyCart(page);
    if (!orderId) orderId = await placeOrder(page);
    // Large quantities make the longest totals the header and the lines must show.
    const first = await simpleProduct(page);
    const second = await simpleProduct(page, 1);
    await api(page, 'POST', '/api/cart', { id: first.id, qty: 1234, variant_id: 0 });
    await api(page, 'POST', '/api/cart', { id: second.id, qty: 9999, variant_id: 0 });
  });

  for (const [name, path] of [
    ['home', '/'],
    ['category', '/category/gloves-ppe'],
    ['search', '/search?keyword=glove'],
    ['cart', '/cart'],
    ['order history', '/order-history'],
  ] as const) {
    test(`the ${name} page fits the screen`, async ({ page }) => {
      await expectFits(page, path);
    });
  }

  test('a product page with a variant matrix fits the screen', async ({ page }) => {
    await expectFits(page, (await matrixProduct(page)).url);
  });

  test("an order's detail fits the screen", async ({ page }) => {
    await expectFits(page, `/order-history/${orderId}`);
  });

  test('the header shows the cart total', async ({ page }) => {
    await gotoHydrated(page, '/');
    const cart = await api<CartJson>(page, 'GET', '/api/cart');
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart:/ });
    const total = cartButton.getByText(formatCents(cart.summary.total), { exact: true });
    await expect(total).toBeVisible();
    // Drawn on screen, not only read out (the header used to clip it to a 1 px box below 600 px).
    expect((await total.boundingBox())!.width).toBeGreaterThan(20);
  });

  test('the checkout fits the screen at every step, and shows the order total before the pay buttons', async ({ page }) => {
    await expectFits(page, '/checkout');
    await page.getByRole('button', { name: 'NEXT STEP' }).click();
    await page.getByLabel('Are Billing details the same as Shipping?').check();
    expect(await sidewaysProblems(page), 'step 2').toEqual([]);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByRole('heading', { name: /Confirm Order/ })).toBeFocused();
    expect(await sidewaysProblems(page), 'step 3').toEqual([]);

    const cart = await api<CartJson>(page, 'GET', '/api/cart');
    const total = page.getByRole('main').getByText(/^Order total/);
    await expect(total).toContainText(formatCents(cart.summary.total));
    const totalBox = await total.boundingBox();
    for (const name of ['Confirm Order', 'Pay by card']) {
      const buttonBox = await page.getByRole('button', { name }).boundingBox();
      expect(totalBox!.y + totalBox!.height, `the total is above ${name}`).toBeLessThanOrEqual(buttonBox!.y);
    }
  });
});

/** One order on account with the buyer's first saved address, so order history has a row. */
async function placeOrder(page: Page): Promise<string> {
  const product = await simpleProduct(page, 2);
  await api(page, 'POST', '/api/cart', { id: product.id, qty: 12, variant_id: 0 });
  const shipping = {
    first_name: 'Jane',
    last_name: 'Buyer',
    company: 'Sunrise Care Home, Reception and Administration Wing',
    phone: '09 555 0123',
    email: DEMO_BUYER.email,
    line_1: '12 Kowhai Street',
    line_2: '',
    suburb: 'Remuera',
    city: 'Auckland',
    region_id: 2,
    country_id: 155,
    post_code: '1050',
    notes: '',
    purchase_order_no: 'PO-375-WIDE-TEST',
  };
  await api(page, 'POST', '/api/checkout/shipping', { shipping_info: shipping });
  const { notes: _notes, purchase_order_no: _po, ...billing } = shipping;
  await api(page, 'POST', '/api/checkout/billing', { billing_info: billing });
  const payment = await api<PaymentResponseJson>(page, 'POST', '/api/payment/account');
  const id = /\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1];
  if (!payment.success || !id) throw new Error(`order not placed: ${JSON.stringify(payment)}`);
  return id;
}
