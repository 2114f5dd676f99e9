// The back office header's one search box (issue #30 Part 5, done-criterion "finds an order by SKU from
// the header search with the keyboard alone"): the desk presses '/', types a SKU from an order's lines,
// goes down to the order with the arrow keys and opens it with Enter; Escape closes the results and keeps
// the text. A warehouse member's results have no Accounts (nor Products) group. At 375 px, with the
// results open, nothing is cut off or scrolls sideways and axe finds nothing serious.
import type { Page } from '@playwright/test';
import type { AdminSearchResponse } from '../src/shared/schemas/admin-search.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import { searchCountText } from '../src/web/admin/admin-search/admin-search-options.ts';
import { DESK_BUYER, placeDeskOrder } from './desk-orders.ts';
import { api, emptyCart, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

const RUN = Date.now().toString(36).toUpperCase();

type Placed = { id: number; number: string; product: ProductJson };

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the back office' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const group = (page: Page, name: string) => results(page).getByRole('group', { name, exact: true });

/** What the server answers the signed-in member for `q`. */
async function answerFor(page: Page, q: string): Promise<AdminSearchResponse['data']> {
  return (await api<AdminSearchResponse>(page, 'GET', `/admin/api/search?${new URLSearchParams({ q })}`)).data;
}

/** '/' from the page, then `text` typed; waits until the polite live region says how many were found. */
async function slashAndType(page: Page, text: string): Promise<AdminSearchResponse['data']> {
  const expected = await answerFor(page, text);
  await page.getByRole('main').focus();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(text);
  await expect(searchBox(page)).toHaveValue(text);
  await expect(page.getByText(searchCountText(expected), { exact: true })).toBeAttached();
  await expect(results(page)).toBeVisible();
  return expected;
}

test.describe('the back office search box', () => {
  let order: Placed;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, DESK_BUYER);
    await emptyCart(page);
    const placed = await placeDeskOrder(page, [3], `FIND-${RUN}`);
    order = { id: placed.id, number: placed.number, product: placed.products[0]! };
    await context.close();
  });

  test('the desk finds an order by a SKU of its lines with the keyboard alone and opens it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    const expected = await slashAndType(page, order.product.sku);
    const orders = expected.orders!;
    const place = orders.items.findIndex((found) => found.id === order.id);
    expect(place, 'the newest order with the SKU is among the five shown').toBeGreaterThanOrEqual(0);
    await expect(group(page, 'Orders').getByRole('option')).toHaveCount(orders.items.length + 1);
    await expect(group(page, 'Orders').getByRole('option').last()).toHaveText(`All ${orders.total.toLocaleString('en-NZ')} ${orders.total === 1 ? 'order' : 'orders'}`);
    await expect(group(page, 'Products').getByRole('option').first()).toContainText(order.product.sku);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

    // Down to the order (the Orders group comes first), then Up and Down again: the active option follows.
    for (let step = 0; step <= place; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const chosen = group(page, 'Orders').getByRole('option').nth(place);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen).toContainText(order.number);
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? 'none');
    await expect(searchBox(page)).toBeFocused();

    // Escape closes the results and keeps the text; Down opens them again.
    await page.keyboard.press('Escape');
    await expect(results(page)).toBeHidden();
    await expect(searchBox(page)).toHaveValue(order.product.sku);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    for (let step = 0; step <= place; step += 1) await page.keyboard.press('ArrowDown');
    await expect(chosen).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Order ${order.number}`, level: 1 })).toBeVisible();
    await expect(results(page)).toBeHidden();
  });

  test("'/' typed into a field is a character, not the shortcut", async ({ page }) => {
    await signInStaff(page, E2E_STAFF.desk);
    await gotoHydrated(page, '/admin/orders');
    const filter = page.getByRole('search', { name: 'Find orders' }).getByLabel('Words', { exact: true });
    await filter.focus();
    await page.keyboard.type('A/B');
    await expect(filter).toHaveValue('A/B');
    await expect(searchBox(page)).not.toBeFocused();
  });

  test('a warehouse member finds orders, with no Accounts or Products group', async ({ page }) => {
    await signInStaff(page, E2E_STAFF.dispatch);
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search orders');
    const expected = await slashAndType(page, order.number);
    expect(expected.accounts).toBeNull();
    await expect(group(page, 'Orders').getByRole('option').first()).toContainText(order.number);
    await expect(group(page, 'Accounts')).toHaveCount(0);
    await expect(group(page, 'Products')).toHaveCount(0);
  });

  test('at 375 px the open results fit the screen, cut nothing off, and axe finds nothing serious', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInStaff(page, E2E_STAFF.desk);
    await slashAndType(page, order.product.sku);
    await page.keyboard.press('ArrowDown');
    await expect(results(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin/orders/'));
  });
});
