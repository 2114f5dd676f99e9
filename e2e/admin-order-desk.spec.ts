// The order desk's notes and holds on the order page (issue #30 Part 1): a desk member opens a new order,
// adds a note by keyboard (a note of spaces is refused on its field; the saved one is on the timeline
// marked internal, and the buyer's own order JSON does not hold it), puts the order on hold with a reason
// (the banner says since when, by whom and why; no move is offered), releases it, and moves it to
// processing; the timeline reads note, hold, release, move. At 375 px, with a note and a hold showing,
// nothing scrolls sideways and axe finds nothing serious.
import type { BrowserContext, Page } from '@playwright/test';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { OrderDetailJson, PaymentResponseJson } from '../src/shared/schemas/orders.ts';
import { aucklandShipping, billingOf } from './addresses.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

// The desk specs' own buyer (E2E Desk Care): no spec counts its orders.
const BUYER = E2E_BUYERS.desk;
const RUN = Date.now().toString(36).toUpperCase();
const NOTE = `Buyer rang: keep the cartons together (${RUN})`;
const REASON = `Waiting on the buyer's new PO (${RUN})`;

/** Places an order on account through the storefront's API as the signed-in buyer. */
async function placeOrder(page: Page): Promise<{ id: number; number: string }> {
  const product = await simpleProduct(page);
  await api<CartJson>(page, 'POST', '/api/cart', { id: product.id, qty: 2, variant_id: 0 });
  const shipping = aucklandShipping({ first_name: 'Dee', last_name: 'Desk', company: 'E2E Desk Care', email: BUYER.email, line_1: '30 Desk Lane', purchase_order_no: `PO-DESK-${RUN}` });
  await api(page, 'POST', '/api/checkout/shipping', { shipping_info: shipping });
  await api(page, 'POST', '/api/checkout/billing', { billing_info: billingOf(shipping) });
  const payment = await api<PaymentResponseJson>(page, 'POST', '/api/payment/account');
  const id = Number(/\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1]);
  const order = (await api<{ data: OrderDetailJson }>(page, 'GET', `/api/order-history/${id}`)).data;
  return { id, number: order.order_number ?? '' };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Waits until the lines table's box has measured itself at the new width (a ResizeObserver): a named
 * region that scrolls while the table is wider than it, a plain box once it fits.
 */
async function scrollBoxSettled(page: Page): Promise<void> {
  const box = page.locator('.admin-table-scroll');
  await expect.poll(() => box.evaluate((element) => element.scrollWidth > element.clientWidth + 1 === (element.getAttribute('role') === 'region'))).toBe(true);
}

const fact = (page: Page, term: string) => page.locator('.admin-facts > div').filter({ has: page.getByText(term, { exact: true }) }).locator('dd');

test.describe('the order desk: notes and holds', () => {
  let buyerContext: BrowserContext;
  let buyer: Page;
  let order: { id: number; number: string };

  test.beforeAll(async ({ browser }) => {
    buyerContext = await browser.newContext();
    buyer = await buyerContext.newPage();
    await signIn(buyer, BUYER);
    await emptyCart(buyer);
    order = await placeOrder(buyer);
  });

  test.afterAll(async () => {
    await buyerContext.close();
  });

  test('a note marked internal, a hold with its reason and no moves, its release, then processing', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await gotoHydrated(page, `/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Order ${order.number}`, level: 1 })).toBeVisible();
    const timelineSection = page.getByRole('region', { name: 'Timeline' });
    await expect(timelineSection.getByText('Nothing yet: the order is as the buyer placed it.')).toBeVisible();

    // A note of spaces only: the server's message stands on the field.
    const noteForm = page.getByRole('form', { name: 'Add a note' });
    const noteBox = noteForm.getByLabel(/^Internal note/);
    await tabTo(page, noteBox);
    await page.keyboard.type('   ');
    await tabTo(page, noteForm.getByRole('button', { name: 'Add note' }));
    await page.keyboard.press('Enter');
    await expect(noteBox).toHaveAttribute('aria-invalid', 'true');
    await expect(noteBox).toHaveAccessibleDescription('The note is required.');

    // Keyboard alone: the note is saved, the box empties, and the timeline shows it marked internal.
    await tabTo(page, noteBox);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(NOTE);
    await tabTo(page, noteForm.getByRole('button', { name: 'Add note' }));
    await page.keyboard.press('Enter');
    await expect(noteForm.getByRole('status')).toHaveText(`Note added to the timeline of order ${order.number}.`);
    await expect(noteBox).toHaveValue('');
    await expect(noteBox).not.toHaveAttribute('aria-invalid');
    const timeline = page.getByRole('list', { name: 'Timeline' });
    const entries = timeline.getByRole('listitem');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Internal note, the buyer never sees it');
    await expect(entries.first()).toContainText(NOTE);
    await expect(entries.first()).toContainText(`By ${E2E_STAFF.desk.email}, `);

    // On hold, by keyboard: a reason is asked for; the banner says since when, by whom and why.
    const holdForm = page.getByRole('form', { name: 'Put on hold' });
    await tabTo(page, holdForm.getByLabel('Reason for the hold'));
    await page.keyboard.type(REASON);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The order is on hold: it moves again once released.' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'On hold' });
    await expect(banner).toContainText(new RegExp(`On hold since \\d+ \\w+ \\d{4},? (at )?\\d\\d:\\d\\d by ${escaped(E2E_STAFF.desk.email)}: ${escaped(REASON)}`));
    await expect(banner).toContainText('release it first');
    for (const move of ['Start processing', 'Cancel order', 'Put on hold', 'Dispatch part…']) await expect(page.getByRole('button', { name: move, exact: true })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Dispatch', exact: true })).toHaveCount(0);
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(1)).toContainText('Put on hold');
    await expect(entries.nth(1)).toContainText(`Reason: ${REASON}`);

    // The buyer's own order says nothing of the note or the hold.
    const buyersOrder = JSON.stringify(await api<{ data: OrderDetailJson }>(buyer, 'GET', `/api/order-history/${order.id}`));
    expect(buyersOrder).toContain(order.number);
    expect(buyersOrder).not.toContain(NOTE);
    expect(buyersOrder).not.toContain(REASON);

    // 375 px with a note and a hold showing.
    await page.setViewportSize({ width: 375, height: 800 });
    await scrollBoxSettled(page);
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 800 });

    // Released by keyboard: the banner goes, the moves are back, and it moves to processing.
    await tabTo(page, banner.getByRole('button', { name: 'Release hold' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The order is released: it can move again.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Actions' }).locator('.admin-notice')).toBeFocused();
    await expect(banner).toHaveCount(0);
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(2)).toContainText('Released from hold');
    await page.getByRole('button', { name: 'Start processing' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${order.number} is now processing.` })).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText('Processing');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(3)).toContainText('Moved from New to Processing');
    await expect(page.getByRole('button', { name: 'Put on hold' })).toBeVisible();
  });
});
