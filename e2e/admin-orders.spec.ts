// The back office's order screens (issue #17 Part 6): a buyer places orders on account; the desk finds
// one by filtering, exports what the list shows as CSV (issue #26 item 10), opens it, moves it to
// processing (by keyboard alone) and dispatches it, prints its packing slip from its actions, and the
// buyer reads 'Dispatched … NZ Couriers · <ref>' in Order History. A warehouse member sees Orders but
// not Staff or Audit, and no 'Cancel order'. The desk cancels another order
// after a confirmation (dismissed first: nothing changes), and can then resend only its cancellation
// notice. The account's recent orders show Status and Payment apart. axe and 1024 px on each screen.
import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { OrderDetailJson, PaymentResponseJson } from '../src/shared/schemas/orders.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { E2E_STAFF, openBackOfficeScreen, signInStaff } from './staff-session.ts';

// Its own orders: no other spec reads this account's order history.
const BUYER = E2E_BUYERS.residentPlanning;
const CARRIER = 'NZ Couriers';
const TRACKING_REF = `NZC-${Date.now().toString(36).toUpperCase()}`;
const dayFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', timeZone: 'Pacific/Auckland' });
const nzToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());

const SHIPPING = {
  first_name: 'Erin',
  last_name: 'Tester',
  company: 'E2E Resident Planning',
  phone: '09 555 0606',
  email: BUYER.email,
  line_1: '6 Desk Road',
  line_2: '',
  suburb: 'Ponsonby',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '1011',
  notes: 'Leave at the side door',
  purchase_order_no: '',
};

type Placed = { id: number; number: string; po: string; sku: string; title: string };

/** Places an order on account through the storefront's API as the signed-in buyer. */
async function placeOrder(page: Page, po: string): Promise<Placed> {
  const product = await simpleProduct(page);
  await api<CartJson>(page, 'POST', '/api/cart', { id: product.id, qty: 2, variant_id: 0 });
  await api(page, 'POST', '/api/checkout/shipping', { shipping_info: { ...SHIPPING, purchase_order_no: po } });
  const { notes: _notes, purchase_order_no: _po, ...billing } = SHIPPING;
  await api(page, 'POST', '/api/checkout/billing', { billing_info: billing });
  const payment = await api<PaymentResponseJson>(page, 'POST', '/api/payment/account');
  const id = Number(/\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1]);
  const order = (await api<{ data: OrderDetailJson }>(page, 'GET', `/api/order-history/${id}`)).data;
  return { id, number: order.order_number ?? '', po, sku: product.sku, title: product.title };
}

async function fitsAt1024(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

/** Presses Tab until `target` has focus (keyboard alone), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const fact = (page: Page, term: string) => page.locator('.admin-facts > div').filter({ has: page.getByText(term, { exact: true }) }).locator('dd');

test.describe.configure({ mode: 'serial' });

test.describe('the back office orders', () => {
  let toDispatch: Placed;
  let toCancel: Placed;
  let forWarehouse: Placed;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, BUYER);
    await emptyCart(page);
    toDispatch = await placeOrder(page, 'PO-DESK-1');
    toCancel = await placeOrder(page, 'PO-DESK-2');
    forWarehouse = await placeOrder(page, 'PO-DESK-3');
    await page.close();
  });

  test('the desk finds an order by filtering, moves it to processing by keyboard, dispatches it and prints its packing slip', async ({ page }) => {
    // A long walk through every screen: more than a minute on a loaded 2-core machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await expect(page.getByRole('link', { name: /^\d+ new orders?$/ })).toBeVisible();
    // Orders lead the menu: for staff a group of the list and the reports (issue #30).
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.locator('[data-nav-top]').first()).toHaveText('Orders');
    await openBackOfficeScreen(page, 'Orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const search = page.getByRole('search', { name: 'Find orders' });
    await search.getByLabel('Status').selectOption('new');
    await search.getByLabel('Account number').fill(BUYER.accountNumber);
    await search.getByLabel('Words').fill('PO-DESK-1');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page).toHaveURL(new RegExp(`account_number=${BUYER.accountNumber}`));
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(toDispatch.number);
    await expect(rows.first()).toContainText('E2E Resident Planning');
    await expect(search.getByLabel('Account number')).toHaveValue(BUYER.accountNumber);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await fitsAt1024(page);

    // Sorting keeps the filters; clearing the words shows all three of the buyer's new orders.
    await search.getByLabel('Words').fill('');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(3);
    await page.getByRole('link', { name: /^Total/ }).click();
    await expect(page).toHaveURL(/sort=-total/);
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'descending');
    await search.getByLabel('Account number').fill('no-such-account');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(3);

    // Server pages: the page links keep the filters and the sort.
    await gotoHydrated(page, `/admin/orders?account_number=${BUYER.accountNumber}&status=new&per_page=1`);
    await expect(page.getByRole('table').locator('caption')).toHaveText('Orders 1–1 of 3');
    await page.getByRole('navigation', { name: 'Order pages' }).getByRole('link', { name: 'Next page' }).click();
    for (const kept of [`account_number=${BUYER.accountNumber}`, 'status=new', 'per_page=1', 'page=2']) await expect(page).toHaveURL(new RegExp(kept));
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(page.getByRole('table').locator('caption')).toHaveText('Orders 2–2 of 3');

    // Filters the server refuses are said beside the form, which keeps them.
    await gotoHydrated(page, '/admin/orders?date_from=2026-02-02&date_to=2026-01-01');
    await expect(page.getByRole('alert')).toContainText('The date to must be on or after the date from.');
    await expect(search.getByLabel('From')).toHaveValue('2026-02-02');
    await gotoHydrated(page, `/admin/orders?account_number=${BUYER.accountNumber}`);

    // The CSV export of today downloads a file with the order in it.
    const csvForm = page.getByRole('form', { name: 'Export orders (CSV)' });
    const downloadCsv = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), csvForm.getByRole('button', { name: 'Download CSV' }).click()]);
      return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
    };
    await csvForm.getByLabel('From').fill(nzToday());
    await csvForm.getByLabel('To').fill(nzToday());
    const todays = await downloadCsv();
    expect(todays.name).toBe(`orders-${nzToday()}-to-${nzToday()}.csv`);
    expect(todays.text).toContain(toDispatch.number);

    // issue #26 item 10: it exports what the list shows (here its words), and no days is the last 30.
    await gotoHydrated(page, `/admin/orders?account_number=${BUYER.accountNumber}&q=PO-DESK-2`);
    await expect(csvForm.getByText(`The orders the list shows (account ${BUYER.accountNumber}, words 'PO-DESK-2')`)).toBeVisible();
    const filtered = await downloadCsv();
    const monthAgo = new Date(`${nzToday()}T00:00:00Z`);
    monthAgo.setUTCDate(monthAgo.getUTCDate() - 29);
    expect(filtered.name).toBe(`orders-${monthAgo.toISOString().slice(0, 10)}-to-${nzToday()}.csv`);
    expect(filtered.text).toContain(toCancel.number);
    expect(filtered.text).not.toContain(toDispatch.number);
    // Days the wrong way round, or a date typed in part, are told on the page; nothing is downloaded.
    await csvForm.getByLabel('From').fill('2026-02-02');
    await csvForm.getByLabel('To').fill('2026-01-01');
    await csvForm.getByRole('button', { name: 'Download CSV' }).click();
    await expect(csvForm.getByRole('alert')).toHaveText('The date to must be on or after the date from.');
    await expect(csvForm.getByLabel('To')).toBeFocused();
    await expect(csvForm.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
    await csvForm.getByLabel('To').fill('');
    await csvForm.getByLabel('From').fill('');
    await csvForm.getByLabel('From').pressSequentially('11');
    await csvForm.getByRole('button', { name: 'Download CSV' }).click();
    await expect(csvForm.getByRole('alert')).toHaveText(/^The 'From' date is not a whole date/);
    await expect(page).toHaveURL(/q=PO-DESK-2/);
    await gotoHydrated(page, `/admin/orders?account_number=${BUYER.accountNumber}`);

    await page.getByRole('link', { name: toDispatch.number, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Order ${toDispatch.number}`, level: 1 })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(fact(page, 'Purchase order')).toHaveText('PO-DESK-1');
    await expect(fact(page, 'Payment')).toHaveText('Account · on account');
    await expect(fact(page, 'Notes')).toHaveText('Leave at the side door');
    await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lines and totals' })).toContainText(toDispatch.sku);
    await expect(page.getByRole('table', { name: 'Lines and totals' })).toContainText(/GST/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await fitsAt1024(page);

    // Keyboard alone: Tab to 'Start processing', Enter.
    await tabTo(page, page.getByRole('button', { name: 'Start processing' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Order ${toDispatch.number} is now processing.` })).toBeVisible();
    // The button pressed is gone (the order moved on): focus waits on what the server said.
    await expect(page.getByRole('region', { name: 'Actions' }).locator('.admin-notice')).toBeFocused();
    await expect(fact(page, 'Status')).toHaveText('Processing');
    // Issue #30: the moves are on the order's timeline (with the desk's notes, none here).
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    await expect(timeline).toContainText(E2E_STAFF.desk.email);

    // Dispatching without a carrier is refused by the form; with one it is done.
    const dispatch = page.getByRole('form', { name: 'Dispatch' });
    await tabTo(page, dispatch.getByLabel('Carrier'));
    await page.keyboard.type(CARRIER);
    await page.keyboard.press('Tab');
    await page.keyboard.type(TRACKING_REF);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Order ${toDispatch.number} is dispatched with ${CARRIER} · ${TRACKING_REF}.` })).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText('Dispatched');
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').nth(1)).toContainText(TRACKING_REF);
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // issue #26 item 18: the packing slip is one of the order's actions, and nowhere else on the page.
    await expect(page.getByRole('link', { name: 'Packing slip (printable)' })).toHaveCount(1);
    await page.getByRole('region', { name: 'Actions' }).getByRole('link', { name: 'Packing slip (printable)' }).click();
    await expect(page.getByRole('heading', { name: `Packing slip: order ${toDispatch.number}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Items in this order' })).toContainText(toDispatch.sku);
    await expect(page.getByRole('table', { name: 'Items in this order' }).getByRole('cell', { name: '2', exact: true })).toBeVisible();
    await expect(page.locator('address')).toContainText('6 Desk Road');
    await expect(page.getByText('Leave at the side door')).toBeVisible();
    await expect(fact(page, 'Purchase order')).toHaveText('PO-DESK-1');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await fitsAt1024(page);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expect(page.getByRole('heading', { name: `Packing slip: order ${toDispatch.number}` })).toBeVisible();
  });

  test('the buyer reads "Dispatched <day> · NZ Couriers · <ref>" in Order History', async ({ page }) => {
    await signIn(page, BUYER);
    const order = (await api<{ data: OrderDetailJson }>(page, 'GET', `/api/order-history/${toDispatch.id}`)).data;
    const words = `Dispatched ${dayFormat.format(new Date(order.dispatched_at ?? ''))} · ${CARRIER} · ${TRACKING_REF}`;
    await gotoHydrated(page, '/order-history');
    const row = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: toDispatch.number });
    await expect(row.getByRole('cell', { name: words, exact: true })).toBeVisible();
  });

  test('a warehouse member sees Orders but not Staff or Audit, moves orders and cannot cancel them', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.dispatch);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    await page.getByRole('link', { name: /^\d+ new orders?$/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=new$/);
    await page.getByRole('link', { name: forWarehouse.number, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Order ${forWarehouse.number}`, level: 1 })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Start processing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The order confirmation e-mail is on its way to the buyer again.' })).toBeVisible();
    await page.getByRole('button', { name: 'Start processing' }).click();
    await expect(fact(page, 'Status')).toHaveText('Processing');
    await expect(page.getByRole('form', { name: 'Dispatch' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('the desk cancels an order only after confirming: dismissed, nothing changes; accepted, it is cancelled', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await gotoHydrated(page, `/admin/orders/${toCancel.id}`);
    await expect(fact(page, 'Status')).toHaveText('New');

    // Someone else moves it meanwhile: the stale 'Start processing' is refused (409) and the page says why.
    const movedBehind = await page.evaluate(async (id) => {
      const token = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
      const headers = { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(token), 'x-requested-with': 'XMLHttpRequest' };
      return (await fetch(`/admin/api/orders/${id}/status`, { method: 'POST', headers, body: JSON.stringify({ status: 'processing' }) })).status;
    }, toCancel.id);
    expect(movedBehind).toBe(200);
    await page.getByRole('button', { name: 'Start processing' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The order is already processing.' })).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText('Processing');

    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => question).toContain(`Cancel order ${toCancel.number}? This cannot be undone.`);
    await expect(fact(page, 'Status')).toHaveText('Processing');
    await expect(page.getByRole('form', { name: 'Dispatch' })).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${toCancel.number} is now cancelled.` })).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Dispatch' })).toHaveCount(0);
    await expect(page.getByText('This order is cancelled: it does not change any more.')).toBeVisible();
    // issue #26 item 5: a cancelled order's confirmation is not offered again; its cancellation notice is.
    await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Resend cancellation notice' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The cancellation notice is on its way to the buyer again.' })).toBeVisible();

    await gotoHydrated(page, `/admin/orders?account_number=${BUYER.accountNumber}&status=cancelled`);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('Cancelled');
  });

  test("the account's recent orders show where each order is as Status and how it is paid as Payment", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await gotoHydrated(page, `/admin/accounts?q=${BUYER.accountNumber}`);
    await page.getByRole('link', { name: BUYER.accountNumber, exact: true }).click();
    const recent = page.getByRole('table', { name: 'Recent orders' });
    await expect(recent.getByRole('columnheader')).toHaveText(['Order', 'Date', 'Status', 'Payment', 'Total']);
    const cells = (order: Placed) => recent.getByRole('row').filter({ hasText: order.number }).getByRole('cell');
    // issue #26 item 12: 'Placed on account' is how it is paid, not where it is.
    await expect(cells(toDispatch).nth(2)).toHaveText('Dispatched');
    await expect(cells(toCancel).nth(2)).toHaveText('Cancelled');
    await expect(cells(toCancel).nth(3)).toHaveText('Placed on account');
  });
});
