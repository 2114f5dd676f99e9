// Partial shipments on the order page (issue #30 Part 2, done-criterion "ships half an order, then the
// rest"): a buyer orders two lines (4 and 2); the desk moves the order to processing, dispatches half of
// the first line with a carrier and a reference ('Partly dispatched', the shipment listed, the lines
// showing what has shipped); a quantity not a whole number is refused on its line before sending, and one
// above what is left gets the server's message on that line; then the rest leaves ('Dispatched', two
// shipments listed). At 375 px, with a shipment listed and the form open, nothing scrolls sideways and axe
// finds nothing serious.
import type { Page } from '@playwright/test';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import { emptyCart, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { DESK_BUYER, orderFact, placeDeskOrder, scrollBoxSettled } from './desk-orders.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

// The desk specs' own buyer (E2E Desk Care): no spec counts its orders.
const BUYER = DESK_BUYER;
const RUN = Date.now().toString(36).toUpperCase();
const CARRIER = 'NZ Couriers';
const FIRST_REF = `NZC-${RUN}-1`;
const SECOND_REF = `NZC-${RUN}-2`;

type Placed = { id: number; number: string; first: ProductJson; second: ProductJson };

/** Places an order on account of 4 of one product and 2 of another. */
async function placeOrder(page: Page): Promise<Placed> {
  const placed = await placeDeskOrder(page, [4, 2], `SHIP-${RUN}`);
  const [first, second] = placed.products;
  if (!first || !second) throw new Error('the order has not two lines');
  return { id: placed.id, number: placed.number, first, second };
}

const fact = orderFact;

test.describe('partial shipments', () => {
  let order: Placed;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, BUYER);
    await emptyCart(page);
    order = await placeOrder(page);
    await context.close();
  });

  test('the desk ships half of a line, then the rest, and sees both shipments', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await gotoHydrated(page, `/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Order ${order.number}`, level: 1 })).toBeVisible();
    // A new order goes to processing before any of it leaves.
    await expect(page.getByRole('button', { name: 'Dispatch part…' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Start processing' }).click();
    await expect(fact(page, 'Status')).toHaveText('Processing');

    const open = page.getByRole('button', { name: 'Dispatch part…' });
    const form = page.getByRole('form', { name: 'Dispatch part of the order' });
    const qtyOf = (product: ProductJson) => form.getByRole('textbox', { name: `${product.sku} ${product.title}:`, exact: false });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(qtyOf(order.first)).toBeFocused();
    await expect(form.getByLabel(`${order.first.sku} ${order.first.title}: 4 left`, { exact: true })).toHaveValue('0');
    await expect(form.getByLabel(`${order.second.sku} ${order.second.title}: 2 left`, { exact: true })).toHaveValue('0');

    // Half of the first line, with a carrier and a reference.
    await qtyOf(order.first).fill('2');
    await form.getByLabel('Carrier').fill(CARRIER);
    await form.getByLabel('Tracking reference').fill(FIRST_REF);
    await form.getByRole('button', { name: 'Dispatch this shipment' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Shipment sent for order ${order.number}: the rest is still to dispatch.` })).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText('Partly dispatched');
    const shipments = page.getByRole('region', { name: 'Shipments' }).getByRole('list', { name: 'Shipments' });
    await expect(shipments.locator(':scope > li')).toHaveCount(1);
    await expect(shipments.locator(':scope > li').first()).toContainText(`with ${CARRIER}, tracking reference ${FIRST_REF}.`);
    await expect(shipments.locator(':scope > li').first().getByRole('listitem')).toHaveText([`2 × ${order.first.sku} ${order.first.title}`]);
    const lines = page.getByRole('table', { name: 'Lines and totals' });
    await expect(lines.getByRole('columnheader', { name: 'Shipped' })).toBeVisible();
    await expect(lines.getByRole('row').filter({ hasText: order.first.sku }).getByRole('cell', { name: '2 of 4', exact: true })).toBeVisible();
    await expect(lines.getByRole('row').filter({ hasText: order.second.sku }).getByRole('cell', { name: '0 of 2', exact: true })).toBeVisible();

    // A quantity not a whole number is refused on its line, and nothing is sent.
    await open.click();
    await expect(form.getByLabel(`${order.first.sku} ${order.first.title}: 2 left`, { exact: true })).toBeFocused();
    await qtyOf(order.first).fill('1.5');
    await form.getByLabel('Carrier').fill(CARRIER);
    await form.getByRole('button', { name: 'Dispatch this shipment' }).click();
    await expect(qtyOf(order.first)).toHaveAttribute('aria-invalid', 'true');
    await expect(qtyOf(order.first)).toHaveAccessibleDescription(`Type a whole number of ${order.first.sku} to dispatch (0 to keep it back).`);
    await expect(qtyOf(order.first)).toBeFocused();
    await expect(qtyOf(order.first)).toHaveValue('1.5');

    // More than is left: the server's message stands on that line.
    await qtyOf(order.first).fill('3');
    await qtyOf(order.second).fill('2');
    await form.getByRole('button', { name: 'Dispatch this shipment' }).click();
    await expect(qtyOf(order.first)).toHaveAccessibleDescription(`Only 2 of ${order.first.sku} are left to dispatch.`);
    await expect(qtyOf(order.first)).toBeFocused();
    await expect(qtyOf(order.second)).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('alert').filter({ hasText: 'The shipment was not sent: some lines do not fit what is left of the order.' })).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText('Partly dispatched');

    // 375 px, with a shipment listed, the Shipped column and the form open with its message.
    await page.setViewportSize({ width: 375, height: 800 });
    await scrollBoxSettled(page);
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 800 });

    // The rest leaves: dispatched, two shipments.
    await qtyOf(order.first).fill('2');
    await form.getByLabel('Tracking reference').fill(SECOND_REF);
    await form.getByRole('button', { name: 'Dispatch this shipment' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Shipment sent for order ${order.number}: nothing of it is left to dispatch.` })).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText('Dispatched');
    await expect(fact(page, 'Shipments')).toHaveText('2, listed below');
    await expect(shipments.locator(':scope > li')).toHaveCount(2);
    await expect(shipments.locator(':scope > li').nth(1)).toContainText(`tracking reference ${SECOND_REF}.`);
    await expect(shipments.locator(':scope > li').nth(1).getByRole('listitem')).toHaveText([`2 × ${order.first.sku} ${order.first.title}`, `2 × ${order.second.sku} ${order.second.title}`]);
    await expect(lines.getByRole('row').filter({ hasText: order.first.sku }).getByRole('cell', { name: '4 of 4', exact: true })).toBeVisible();
    await expect(lines.getByRole('row').filter({ hasText: order.second.sku }).getByRole('cell', { name: '2 of 2', exact: true })).toBeVisible();
    await expect(open).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
