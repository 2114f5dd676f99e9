// Issue #30 Part 1's done-criterion "the desk selects 3 orders and dispatches them": a buyer places orders on
// account through the API; the desk finds three by their PO on the order list, exports exactly the
// selection as CSV, moves them to processing together, then dispatches them together with one carrier and
// a tracking reference each; the result says how many moved, focus waits on it, and the list shows them
// dispatched. With one order of three on hold, 'select all matching' (from a page of two) moves the other
// two and names the held one as refused, which stays selected. At 375 px, by keyboard alone, with the bar
// and its dispatch form showing, nothing scrolls sideways and axe finds nothing serious.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { OrderDetailJson, PaymentResponseJson } from '../src/shared/schemas/orders.ts';
import { aucklandShipping, billingOf } from './addresses.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

// Its orders carry no delivery day, so e2e/packing-slips.spec.ts (the only other reader of this account's
// orders, by delivery day) never meets them; e2e/contract-prices.spec.ts reads its prices and cart only.
const BUYER = E2E_BUYERS.contract;
const RUN = Date.now().toString(36).toUpperCase();
const CARRIER = 'NZ Couriers';

type Placed = { id: number; number: string; po: string };

/** Places an order on account through the storefront's API as the signed-in buyer. */
async function placeOrder(page: Page, po: string): Promise<Placed> {
  const product = await simpleProduct(page);
  await api<CartJson>(page, 'POST', '/api/cart', { id: product.id, qty: 1, variant_id: 0 });
  const shipping = aucklandShipping({ first_name: 'Bo', last_name: 'Bulk', company: 'E2E Contract Care', email: BUYER.email, line_1: '30 Bulk Lane', purchase_order_no: po });
  await api(page, 'POST', '/api/checkout/shipping', { shipping_info: shipping });
  await api(page, 'POST', '/api/checkout/billing', { billing_info: billingOf(shipping) });
  const payment = await api<PaymentResponseJson>(page, 'POST', '/api/payment/account');
  const id = Number(/\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1]);
  const order = (await api<{ data: OrderDetailJson }>(page, 'GET', `/api/order-history/${id}`)).data;
  return { id, number: order.order_number ?? '', po };
}

/** The back office's API as the signed-in staff member (its CSRF token is the XSRF-TOKEN cookie of Path=/admin). */
async function staffApi(page: Page, method: 'POST', path: string, data?: unknown): Promise<void> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin')?.value ?? '';
  const response = await page.request.fetch(path, { method, data, headers: { 'x-xsrf-token': decodeURIComponent(token), accept: 'application/json' } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(400);
}

const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
/** What the bar says is selected (a live region; the move's result is another). */
const selected = (page: Page) => bar(page).locator('.order-bulk-count');
const rowOf = (page: Page, order: Placed) => page.getByRole('table').getByRole('row').filter({ has: page.getByRole('link', { name: order.number, exact: true }) });
const checkboxOf = (page: Page, order: Placed) => page.getByRole('checkbox', { name: `Select order ${order.number}`, exact: true });

/** Opens the list filtered to one group's POs (their words) and waits until it can be used. */
async function openList(page: Page, group: string, extra = ''): Promise<void> {
  await gotoHydrated(page, `/admin/orders?q=PO-BULK-${RUN}-${group}${extra}`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('bulk work on the order list', () => {
  let together: Placed[];
  let withHeld: Placed[];

  test.beforeAll(async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, BUYER);
    await emptyCart(page);
    together = [];
    for (const n of [1, 2, 3]) together.push(await placeOrder(page, `PO-BULK-${RUN}-A${n}`));
    withHeld = [];
    for (const n of [1, 2, 3]) withHeld.push(await placeOrder(page, `PO-BULK-${RUN}-B${n}`));
    await page.context().close();
  });

  test('the desk selects 3 orders, exports exactly them, moves them to processing, then dispatches them with a reference each', async ({ page }) => {
    // A back-office sign-in may wait for the next 30-second code.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await openList(page, 'A');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3);
    await expect(selected(page)).toHaveText('');

    for (const order of together) await checkboxOf(page, order).check();
    await expect(selected(page)).toHaveText('3 orders selected');
    await expect(bar(page).getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();

    // The CSV of the selection: exactly those orders.
    const [download] = await Promise.all([page.waitForEvent('download'), bar(page).getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('orders-selection-3.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const numbers = new Set(csv.trim().split('\r\n').slice(1).map((line) => line.split(',')[0]));
    expect([...numbers].sort()).toEqual(together.map((order) => order.number).sort());

    // The print view of their slips is one link away.
    await expect(bar(page).getByRole('link', { name: 'Print packing slips' })).toHaveAttribute('href', `/admin/orders/packing-slips?ids=${together.map((order) => order.id).join(',')}`);

    await bar(page).getByRole('button', { name: 'Move to processing' }).click();
    const result = page.locator('.order-bulk-result');
    await expect(result.getByRole('status')).toHaveText('3 orders moved to processing.');
    await expect(result).toBeFocused();
    for (const order of together) await expect(rowOf(page, order)).toContainText('Processing');
    // The orders that moved leave the selection.
    await expect(bar(page).getByRole('button', { name: 'Move to processing' })).toHaveCount(0);
    await expect(checkboxOf(page, together[0]!)).not.toBeChecked();

    await bar(page).getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(selected(page)).toHaveText('3 orders selected');
    await bar(page).getByRole('button', { name: 'Dispatch…' }).click();
    const form = page.getByRole('form', { name: 'Dispatch the selected orders' });
    await expect(form.getByLabel('Carrier')).toBeFocused();
    // The carrier is required: nothing is sent without it.
    await form.getByRole('button', { name: 'Dispatch 3 orders' }).click();
    await expect(result.getByRole('status')).toHaveText('3 orders moved to processing.');
    await form.getByLabel('Carrier').fill(CARRIER);
    for (const order of together) await form.getByLabel(order.number, { exact: true }).fill(`NZC-${order.number}`);
    await form.getByRole('button', { name: 'Dispatch 3 orders' }).click();

    await expect(result.getByRole('status')).toHaveText('3 orders dispatched.');
    await expect(result).toBeFocused();
    await expect(form).toHaveCount(0);
    for (const order of together) await expect(rowOf(page, order)).toContainText('Dispatched');
    await expect(selected(page)).toHaveText('');

    // Each went with the carrier and its own reference (read through the API: the order page is another spec's).
    for (const order of together) {
      const detail = (await (await page.request.get(`/admin/api/orders/${order.id}`)).json()) as { data: { history: { to: string; carrier: string | null; tracking_ref: string | null }[] } };
      expect(detail.data.history.at(-1), order.number).toMatchObject({ to: 'dispatched', carrier: CARRIER, tracking_ref: `NZC-${order.number}` });
    }
  });

  test('an order on hold is named as refused while the others move, every order matching chosen from a page of two', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    const held = withHeld[1]!;
    await staffApi(page, 'POST', `/admin/api/orders/${held.id}/hold`, { reason: 'Awaiting a call from the home' });

    // Newest first, two a page: the held order is on the first page with the last one placed.
    await openList(page, 'B', '&per_page=2');
    await expect(rowOf(page, held)).toContainText('On hold');
    await bar(page).getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(selected(page)).toHaveText('2 orders selected');
    await bar(page).getByRole('button', { name: 'Select all 3 orders matching these filters' }).click();
    await expect(selected(page)).toHaveText('3 orders selected: all matching these filters.');

    await bar(page).getByRole('button', { name: 'Move to processing' }).click();
    const result = page.locator('.order-bulk-result');
    await expect(result.getByRole('status')).toContainText('2 orders moved to processing. 1 order not moved:');
    await expect(result.getByRole('listitem')).toHaveCount(1);
    await expect(result.getByRole('listitem')).toContainText(`${held.number}: Order ${held.number} is on hold: Awaiting a call from the home.`);
    await expect(result).toBeFocused();
    // The refused order stays selected, to act on once released.
    await expect(selected(page)).toHaveText('1 order selected');
    await expect(checkboxOf(page, held)).toBeChecked();
    await expect(rowOf(page, held)).toContainText('New');
    await expect(rowOf(page, withHeld[2]!)).toContainText('Processing');
    await page.getByRole('navigation', { name: 'Order pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(rowOf(page, withHeld[0]!)).toContainText('Processing');
  });

  test('at 375 px, by keyboard alone, the bar and its dispatch form fit the screen and axe finds nothing serious', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await openList(page, 'B');
    const selectPage = bar(page).getByRole('checkbox', { name: 'Select all on this page' });
    await tabTo(page, selectPage, 80);
    await page.keyboard.press('Space');
    await expect(selected(page)).toHaveText('3 orders selected');
    await tabTo(page, bar(page).getByRole('button', { name: 'Dispatch…' }));
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Dispatch the selected orders' });
    await expect(form.getByLabel('Carrier')).toBeFocused();
    for (const order of withHeld) await expect(form.getByLabel(order.number, { exact: true })).toBeVisible();
    // A row's own box, inside the table's scroll box, by keyboard too.
    await tabTo(page, checkboxOf(page, withHeld[0]!), 80);
    await page.keyboard.press('Space');
    await expect(selected(page)).toHaveText('2 orders selected');

    expect(await sidewaysProblems(page), 'the order list with its bulk bar at 375 px').toEqual([]);
    expect(await seriousAxeFindings(page), 'the order list with its bulk bar: axe').toEqual([]);
  });
});
