// Issue #29's done-criterion "staff print the next day's packing slips": a buyer places two orders on
// account for the first delivery day offered and a third for a later one; the warehouse filters the back
// office's order list by 'Delivers on' as a person would, sees the day's two orders and not the later one,
// and follows 'Print packing slips'. The print view holds one slip per order of that day, each naming the
// day, and not the later order; printed, the back office's bar and the page's buttons are gone and each
// slip ends its page. At 375 px the slips fit the screen and axe finds nothing serious.
import type { Locator, Page } from '@playwright/test';
import { deliveryDayWords } from '../src/shared/delivery-words.ts';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { DeliveryDatesResponseJson } from '../src/shared/schemas/delivery.ts';
import type { OrderDetailJson, PaymentResponseJson } from '../src/shared/schemas/orders.ts';
import { aucklandShipping, billingOf } from './addresses.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

// No other spec reads this account's orders (e2e/contract-prices.spec.ts reads its prices and cart only).
const BUYER = E2E_BUYERS.contract;
const RUN = Date.now().toString(36).toUpperCase();
// A day whose cut-off is this close could close between the orders (the server checks it again when an
// order commits): the test then takes the next day as the first.
const CUTOFF_MARGIN_MS = 10 * 60_000;

/** '2026-12-04' → 'Fri 4 Dec', as the order list's Delivers column says it (a calendar day: no time zone moves it). */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-NZ', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)).replace(',', '');

type Placed = { id: number; number: string; po: string; sku: string };

/** Places an order on account through the storefront's API for `deliveryDate`, as the signed-in buyer. */
async function placeOrder(page: Page, po: string, deliveryDate: string, skip: number): Promise<Placed> {
  const product = await simpleProduct(page, skip);
  await api<CartJson>(page, 'POST', '/api/cart', { id: product.id, qty: 2, variant_id: 0 });
  const shipping = aucklandShipping({
    first_name: 'Pat',
    last_name: 'Packer',
    company: 'E2E Contract Care',
    email: BUYER.email,
    line_1: '29 Slip Street',
    notes: 'Ring the bell at the back',
    purchase_order_no: po,
  });
  await api(page, 'POST', '/api/checkout/shipping', { shipping_info: shipping, delivery_date: deliveryDate });
  await api(page, 'POST', '/api/checkout/billing', { billing_info: billingOf(shipping) });
  const payment = await api<PaymentResponseJson>(page, 'POST', '/api/payment/account');
  const id = Number(/\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1]);
  const order = (await api<{ data: OrderDetailJson }>(page, 'GET', `/api/order-history/${id}`)).data;
  expect(order.delivery_date, `${po}'s delivery day`).toBe(deliveryDate);
  return { id, number: order.order_number ?? '', po, sku: product.sku };
}

/** The value of a slip's fact (`Delivery date`, `Purchase order`…). */
const fact = (scope: Locator, term: string) => scope.locator('.admin-facts > div').filter({ has: scope.page().getByText(term, { exact: true }) }).locator('dd');

const slipOf = (page: Page, order: Placed) => page.getByRole('article', { name: `Packing slip: order ${order.number}`, exact: true });

test.describe.configure({ mode: 'serial' });

test.describe("the next day's packing slips", () => {
  let firstDay: string;
  let zone: string;
  let dayOrders: Placed[];
  let laterOrder: Placed;

  test.beforeAll(async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, BUYER);
    await emptyCart(page);
    const offered = await api<DeliveryDatesResponseJson>(page, 'GET', '/api/checkout/delivery-dates?post_code=1011');
    zone = offered.zone.name;
    const open = offered.data.filter((day) => Date.parse(day.cutoff_at) - Date.now() > CUTOFF_MARGIN_MS).map((day) => day.date);
    expect(open.length, 'two delivery days open').toBeGreaterThanOrEqual(2);
    const [first, later] = open as [string, string];
    firstDay = first;
    dayOrders = [await placeOrder(page, `PO-SLIP-${RUN}-1`, first, 0), await placeOrder(page, `PO-SLIP-${RUN}-2`, first, 1)];
    laterOrder = await placeOrder(page, `PO-SLIP-${RUN}-3`, later, 0);
    await page.context().close();
  });

  test("the warehouse filters the orders by 'Delivers on' and prints that day's packing slips, one to a page", async ({ page }) => {
    // A back-office sign-in may wait for the next 30-second code.
    test.setTimeout(120_000);
    const words = deliveryDayWords(firstDay);
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.dispatch);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Not filtered by a day: nothing to print together.
    await expect(page.getByRole('link', { name: /^Print packing slips/ })).toHaveCount(0);

    const search = page.getByRole('search', { name: 'Find orders' });
    await search.getByLabel('Delivers on').fill(firstDay);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]delivery_date=${firstDay}(&|$)`));
    await expect(search.getByLabel('Delivers on')).toHaveValue(firstDay);

    // Newest first: the day's two orders are on the first page, each saying its day and zone; the later one is not.
    const table = page.getByRole('table');
    for (const order of dayOrders) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: order.number, exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${shortDay(firstDay)} · ${zone}`);
      await expect(row).toContainText(order.po);
    }
    await expect(table.getByRole('link', { name: laterOrder.number, exact: true })).toHaveCount(0);
    for (const rowText of await table.locator('tbody tr').allInnerTexts()) expect(rowText).toContain(shortDay(firstDay));

    await page.getByRole('link', { name: `Print packing slips for ${words}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/packing-slips\\?delivery_date=${firstDay}$`));
    await expect(page.getByRole('heading', { name: `Packing slips for ${words}`, level: 1 })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    // One slip per order of the day, each naming the day, what to pack and the PO; none for the later order.
    for (const order of dayOrders) {
      const slip = slipOf(page, order);
      await expect(slip.getByRole('heading', { name: `Packing slip: order ${order.number}`, level: 2 })).toBeVisible();
      await expect(fact(slip, 'Delivery date')).toHaveText(`${words} · ${zone}`);
      await expect(fact(slip, 'Purchase order')).toHaveText(order.po);
      await expect(slip.getByRole('table', { name: 'Items in this order' })).toContainText(order.sku);
      await expect(slip.getByText('Ring the bell at the back')).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: `Packing slip: order ${laterOrder.number}` })).toHaveCount(0);
    const slips = page.getByRole('article');
    const slipCount = await slips.count();
    // Every slip is of that day (another spec's order of the day may be in another zone).
    const deliveries = await slips.locator('.admin-facts > div').filter({ hasText: 'Delivery date' }).locator('dd').allInnerTexts();
    expect(deliveries).toHaveLength(slipCount);
    for (const delivery of deliveries) expect(delivery.startsWith(words), `a slip of ${delivery}`).toBe(true);
    const printButton = page.getByRole('button', { name: `Print ${slipCount} slips`, exact: true });
    await expect(printButton).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', new RegExp(`delivery_date=${firstDay}`));

    // The button opens the browser's print dialog (stood in for here: a headless browser has none).
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
    });
    await printButton.click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');

    // On paper: no back-office bar, buttons or page heading; every slip is whole and ends its page.
    expect(await slips.evaluateAll((articles) => articles.map((article) => getComputedStyle(article).breakAfter))).not.toContain('page');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign out' }).or(page.getByRole('button', { name: 'Sign out' }))).toBeHidden();
    await expect(printButton).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to the orders' })).toBeHidden();
    await expect(page.getByRole('heading', { name: `Packing slips for ${words}`, level: 1 })).toBeHidden();
    for (const order of dayOrders) await expect(slipOf(page, order).getByRole('table', { name: 'Items in this order' })).toBeVisible();
    expect(await slips.evaluateAll((articles) => articles.map((article) => getComputedStyle(article).breakAfter))).toEqual(Array<string>(slipCount).fill('page'));
    await page.emulateMedia({ media: 'screen' });
    await expect(printButton).toBeVisible();
  });

  test('the packing slips of a day fit a 375 px screen and axe finds nothing serious', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInStaff(page, E2E_STAFF.dispatch);
    await gotoHydrated(page, `/admin/orders/packing-slips?delivery_date=${firstDay}`);
    for (const order of dayOrders) await expect(slipOf(page, order)).toBeVisible();
    expect(await sidewaysProblems(page), 'the packing slips at 375 px').toEqual([]);
    expect(await seriousAxeFindings(page), 'the packing slips: axe').toEqual([]);
  });
});
