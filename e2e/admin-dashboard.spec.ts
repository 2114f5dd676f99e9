// The back office's home (issue #30 Part 1): the desk signs in to the dashboard (sales today, this week
// and this month against the stretch before, orders by status, what waits, the month's best sellers and
// accounts, 30 days of sales drawn and also in a table for screen readers); an order placed meanwhile is
// in today's figures at the next visit; a status opens the order list filtered by it. The header's count
// of new orders goes up within 10 s of an order being placed, without a reload. 375 px and axe.
import type { Browser, Page } from '@playwright/test';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { OrderDetailJson, PaymentResponseJson } from '../src/shared/schemas/orders.ts';
import { aucklandShipping, billingOf } from './addresses.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

// The desk specs' own buyer: e2e/order-history.spec.ts counts E2E_BUYERS.orders' orders exactly.
const BUYER = E2E_BUYERS.desk;

/** Places an order on account through the storefront's API, in a browser of its own; its goods excl. GST. */
async function placeOrder(browser: Browser): Promise<{ number: string; goods: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, BUYER);
    await emptyCart(page);
    const product = await simpleProduct(page);
    await api<CartJson>(page, 'POST', '/api/cart', { id: product.id, qty: 3, variant_id: 0 });
    const shipping = aucklandShipping({ first_name: 'Dana', last_name: 'Board', company: 'E2E Desk Care', email: BUYER.email, line_1: '30 Dash Street' });
    await api(page, 'POST', '/api/checkout/shipping', { shipping_info: shipping });
    await api(page, 'POST', '/api/checkout/billing', { billing_info: billingOf(shipping) });
    const payment = await api<PaymentResponseJson>(page, 'POST', '/api/payment/account');
    const id = Number(/\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1]);
    const order = (await api<{ data: OrderDetailJson }>(page, 'GET', `/api/order-history/${id}`)).data;
    return { number: order.order_number ?? '', goods: order.items.reduce((sum, line) => sum + line.line_total, 0) };
  } finally {
    await context.close();
  }
}

const todayCard = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Today so far', level: 3 }) });

/** Today's orders and sales (cents) as the dashboard shows them. */
async function todaysFigures(page: Page): Promise<{ orders: number; sales: number }> {
  const card = todayCard(page);
  const sales = (await card.locator('.dash-figure').innerText()).replace(/[$,]/g, '');
  const orders = /^([\d,]+) orders?$/.exec(await card.getByText(/^[\d,]+ orders?$/).innerText())?.[1] ?? '';
  return { orders: Number(orders.replace(/,/g, '')), sales: Math.round(Number(sales) * 100) };
}

const newOrdersLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^(\d+ new orders?|New orders)$/ });

test.describe.configure({ mode: 'serial' });

test.describe('the back office dashboard', () => {
  test("the desk reads the day's figures, sees a new order in them, and opens the orders of a status", async ({ page, browser }) => {
    // A back-office sign-in may wait for the next 30-second code.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, E2E_STAFF.desk);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
    for (const name of ['Today so far', 'This week so far', 'This month so far']) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
      await expect(card.locator('.dash-figure')).toHaveText(/^\$[\d,]+\.\d\d$/);
      await expect(card.getByText(/^(Up|Down) .+ on |^Level with |^No sales /)).toBeVisible();
    }
    for (const name of ['Orders by status', 'Waiting for the desk', 'Top products this month', 'Top accounts this month']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: /^\d+ trade applications? to decide$/ })).toHaveAttribute('href', '/admin/applications');
    await expect(main.getByRole('link', { name: /^\d+ address change requests? open$/ })).toHaveAttribute('href', '/admin/address-requests');

    // The chart is a picture with a name, and its 30 days are a table for screen readers.
    const chart = main.getByRole('img', { name: 'Daily sales excl. GST, the last 30 days', exact: true });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/in the table that follows\.$/);
    const chartTable = main.getByRole('table', { name: 'Sales excl. GST each day, the last 30 days (today so far)' });
    await expect(chartTable).toBeAttached();
    await expect(chartTable.locator('tbody tr')).toHaveCount(30);
    await expect(chartTable.getByRole('columnheader')).toHaveText(['Day', 'Orders', 'Sales excl. GST']);

    // An order placed now is in today's figures at the next visit.
    const before = await todaysFigures(page);
    const placed = await placeOrder(browser);
    await gotoHydrated(page, '/admin');
    const after = await todaysFigures(page);
    // Other specs may place orders meanwhile when the run has several workers: at least this one more.
    expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
    expect(after.sales).toBeGreaterThanOrEqual(before.sales + placed.goods);
    await expect(chartTable.locator('tbody tr').last().getByRole('cell').first()).toHaveText(String(after.orders));
    await expect(main.getByRole('table', { name: 'Best sellers by sales excl. GST' }).locator('tbody tr')).not.toHaveCount(0);

    // Each status opens the order list filtered by it, the count being the list's total.
    const statuses = main.getByRole('list', { name: 'On their way' });
    const newLink = statuses.getByRole('link', { name: /^New \d+$/ });
    const newCount = Number((await newLink.innerText()).replace(/\D/g, ''));
    expect(newCount).toBeGreaterThan(0);
    await newLink.click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=new$/);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Orders 1–\d+ of \d+$/ })).toHaveAccessibleName(new RegExp(` of ${newCount}$`));
    await expect(page.getByRole('link', { name: placed.number, exact: true })).toBeVisible();

    await gotoHydrated(page, '/admin');
    const delivered = main.getByRole('list', { name: 'Placed this month' }).getByRole('link', { name: /^Delivered \d+$/ });
    await expect(delivered).toHaveAttribute('href', /^\/admin\/orders\?status=delivered&date_from=\d{4}-\d{2}-01$/);
  });

  test("the header's count of new orders goes up within 10 s of an order, without a reload", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.dispatch);
    await gotoHydrated(page, '/admin/orders');
    const link = newOrdersLink(page);
    await expect(link).toHaveText(/^\d+ new orders?$/);
    const before = Number((await link.innerText()).replace(/\D/g, ''));
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-order', 'yes'));

    await placeOrder(browser);
    // Placed (its answer read back): within 10 s the header says so, the page never reloaded.
    await expect.poll(async () => Number((await link.innerText()).replace(/\D/g, '')), { timeout: 10_000, intervals: [250] }).toBeGreaterThanOrEqual(before + 1);
    await expect(page.locator('html')).toHaveAttribute('data-before-order', 'yes');
    await expect(page.getByRole('banner').locator('.admin-new-orders [aria-live]')).toHaveText(/^New order in: \d+ new orders?\.$/);

    await link.click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=new$/);
  });

  test("the header's count coming in after the page moves nothing beside it", async ({ page }) => {
    test.setTimeout(60_000);
    await signInStaff(page, E2E_STAFF.dispatch);
    for (const width of [1440, 1024, 375]) {
      await page.setViewportSize({ width, height: 800 });
      // The count is held back until the page is drawn with 'New orders'.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/admin/api/orders/new-count', async (route) => {
        await held;
        await route.continue();
      });
      await gotoHydrated(page, '/admin/orders');
      const link = newOrdersLink(page);
      await expect(link).toHaveText('New orders');
      const banner = page.getByRole('banner');
      const places = async () =>
        Promise.all([banner.getByRole('navigation', { name: 'Back office' }), banner.getByRole('combobox'), link, banner.getByRole('button', { name: 'Sign out' })].map((element) => element.boundingBox()));
      const before = await places();
      release();
      await expect(link).toHaveText(/^\d+ new orders?$/);
      expect(await places(), `at ${width} px`).toEqual(before);
      await page.unroute('**/admin/api/orders/new-count');
    }
  });

  test('at 375 px the dashboard fits the screen, and axe finds nothing serious', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await gotoHydrated(page, '/admin');
    await expect(page.getByRole('heading', { level: 2, name: 'Sales excl. GST', exact: true })).toBeVisible();
    await expect(newOrdersLink(page)).toHaveText(/^\d+ new orders?$/);
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    // The warehouse sees orders, but nothing it does not handle.
    const warehouse = await (await browser.newContext()).newPage();
    await warehouse.setViewportSize({ width: 375, height: 800 });
    await signInStaff(warehouse, E2E_STAFF.dispatch);
    await expect(warehouse.getByRole('heading', { level: 2, name: 'Orders by status' })).toBeVisible();
    await expect(warehouse.getByRole('heading', { level: 2, name: 'Waiting for the desk' })).toHaveCount(0);
    expect(await sidewaysProblems(warehouse)).toEqual([]);
    expect(await seriousAxeFindings(warehouse)).toEqual([]);
    await warehouse.context().close();
  });
});
