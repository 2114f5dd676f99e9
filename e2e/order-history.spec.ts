import type { Browser, Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { OrderDetailJson, PaymentResponseJson } from '../src/shared/schemas/orders.ts';
import { api, E2E_BUYERS, emptyCart, expect, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const BUYER = E2E_BUYERS.orders;
const ORDER_COUNT = 12;

const shippingInfo = {
  first_name: 'Erin',
  last_name: 'Tester',
  company: 'E2E Orders Rest Home',
  phone: '09 555 0202',
  email: BUYER.email,
  line_1: '22 Order Street',
  line_2: '',
  suburb: 'Grey Lynn',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '1021',
  notes: '',
  purchase_order_no: '',
};

/** An order placed, so numbered (issue #16 item 5: only placed orders have a number). */
type PlacedOrderJson = OrderDetailJson & { order_number: string };

/** Places an order on account through the API (spec §7 calls), as the signed-in page. */
async function placeOrder(page: Page, productId: number, qty: number, purchaseOrderNo = ''): Promise<PlacedOrderJson> {
  await api<CartJson>(page, 'POST', '/api/cart', { id: productId, qty, variant_id: 0 });
  await api(page, 'POST', '/api/checkout/shipping', { shipping_info: { ...shippingInfo, purchase_order_no: purchaseOrderNo } });
  const { notes: _notes, purchase_order_no: _po, ...billing } = shippingInfo;
  await api(page, 'POST', '/api/checkout/billing', { billing_info: billing });
  const payment = await api<PaymentResponseJson>(page, 'POST', '/api/payment/account');
  const id = /\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1];
  if (!payment.success || !id) throw new Error(`order not placed: ${JSON.stringify(payment)}`);
  const order = (await api<{ data: OrderDetailJson }>(page, 'GET', `/api/order-history/${id}`)).data;
  if (order.order_number === null) throw new Error(`order ${id} placed without a number`);
  return { ...order, order_number: order.order_number };
}

let orders: PlacedOrderJson[] = [];
let otherProductTitle = '';
let otherProductSku = '';
/** The last order's purchase order number. */
const PURCHASE_ORDER = 'PO-E2E-7788';

async function placeOrders(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  await signIn(page, BUYER);
  await emptyCart(page);
  const product = await simpleProduct(page);
  const other = await simpleProduct(page, 2);
  otherProductTitle = other.title;
  otherProductSku = other.sku;
  orders = [];
  for (let index = 0; index < ORDER_COUNT - 1; index += 1) orders.push(await placeOrder(page, product.id, index + 1));
  orders.push(await placeOrder(page, other.id, 1, PURCHASE_ORDER));
  await page.close();
}

test.describe('order history', () => {
  test.beforeAll(async ({ browser }) => placeOrders(browser));

  test.beforeEach(async ({ page }) => {
    await signIn(page, BUYER);
  });

  test('lists 10 per page with page links, and more per page on request', async ({ page }) => {
    await page.goto('/order-history');
    await expect(page.getByText(`Showing 1 - 10 of ${ORDER_COUNT} Results`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Your orders' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    // Newest first: the last order placed heads the list, with its address and amount.
    const newest = orders.at(-1)!;
    const firstRow = table.locator('tbody tr').first();
    await expect(firstRow).toContainText(newest.order_number);
    await expect(firstRow).toContainText('22 Order Street');
    await expect(firstRow).toContainText(formatCents(newest.total));

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Showing 11 - ${ORDER_COUNT} of ${ORDER_COUNT} Results`)).toBeVisible();

    await page.getByLabel('Results per page').selectOption('20');
    await expect(page).toHaveURL(/per_page=20/);
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect(page).not.toHaveURL(/keyword=/);
    await expect(page.getByText(`Showing 1 - ${ORDER_COUNT} of ${ORDER_COUNT} Results`)).toBeVisible();
  });

  test('searches by order number and by keyword', async ({ page }) => {
    await page.goto('/order-history');
    const target = orders[3]!;
    await page.getByLabel('Search by').selectOption({ label: 'Order Number' });
    await page.getByLabel('Keyword').fill(target.order_number);
    await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/search_by=order_id/);
    await expect(page.getByText('Showing 1 - 1 of 1 Results')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(target.order_number)) })).toContainText(formatCents(target.total));

    await page.getByLabel('Search by').selectOption({ label: 'PO Number or Product' });
    await page.getByLabel('Keyword').fill(otherProductTitle);
    await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Showing 1 - 1 of 1 Results')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your orders' })).toContainText(orders.at(-1)!.order_number);

    await page.getByLabel('Keyword').fill('no-such-order-anywhere');
    await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Showing 0 - 0 of 0 Results')).toBeVisible();
    await expect(page.getByText('No orders found.')).toBeVisible();
  });

  test('one keyword box finds an order by its PO number, a product’s name or SKU, or its number, without choosing a field (issue #16 item 2)', async ({ page }) => {
    await page.goto('/order-history');
    await expect(page.getByLabel('Search by')).toHaveValue('');
    await expect(page.getByLabel('Keyword')).toHaveAccessibleDescription('Order number, PO number, product name or SKU');
    const search = async (keyword: string) => {
      await page.getByLabel('Keyword').fill(keyword);
      await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
    };
    const last = orders.at(-1)!;
    for (const keyword of [PURCHASE_ORDER.toLowerCase(), otherProductSku.toLowerCase(), otherProductTitle.toUpperCase()]) {
      await search(keyword);
      await expect(page.getByText('Showing 1 - 1 of 1 Results'), keyword).toBeVisible();
      await expect(page.getByRole('table', { name: 'Your orders' })).toContainText(last.order_number);
    }
    await expect(page).not.toHaveURL(/search_by=/);
    await search(orders[3]!.order_number);
    await expect(page.getByText('Showing 1 - 1 of 1 Results')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('the search form works without JavaScript', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noScript = await context.newPage();
    await noScript.goto('/order-history');
    await noScript.getByLabel('Keyword').fill(orders[0]!.order_number);
    await noScript.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(noScript).toHaveURL(/keyword=/);
    await expect(noScript.getByText('Showing 1 - 1 of 1 Results')).toBeVisible();
    await context.close();
  });

  test('View Order shows the lines, totals and who placed it; Order again fills the cart', async ({ page }) => {
    await emptyCart(page);
    const target = orders[2]!;
    await page.goto(`/order-history?keyword=${encodeURIComponent(target.order_number)}`);
    await page.getByRole('row', { name: new RegExp(escapeRegExp(target.order_number)) }).getByRole('link', { name: /View Order/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${target.order_number}` })).toBeVisible();
    await expect(page.getByText('Placed on account', { exact: true })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: target.placed_by })).toBeVisible();
    const line = target.items[0]!;
    const row = page.getByRole('row', { name: new RegExp(escapeRegExp(line.title)) });
    await expect(row).toContainText(formatCents(line.line_total));
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(line.qty));
    // The picture the buyer saw when ordering, beside the title.
    const picture = row.locator('img');
    await expect(picture).toHaveAttribute('src', line.image);
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText(formatCents(target.total));
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('Auckland, New Zealand');

    await page.getByRole('button', { name: 'Order again' }).click();
    await expect(page.getByRole('dialog', { name: 'Message' })).toBeVisible();
    const cart = await api<CartJson>(page, 'GET', '/api/cart');
    expect(cart.items.map((item) => [item.id, item.qty])).toEqual([[line.product_id, line.qty]]);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart:/ })).toHaveAccessibleName(
      `Cart: ${line.qty} ${line.qty === 1 ? 'item' : 'items'}, ${formatCents(cart.summary.total)}`,
    );
  });

  test("another account's order is not found", async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    const response = await page.goto(`/order-history/${orders[0]!.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
