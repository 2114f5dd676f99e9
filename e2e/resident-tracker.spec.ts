// The Resident Tracker (issue #10): add a resident, schedule two products at two order times, save, see
// the week's and month's cost, the 14-day summary with the stock on hand, and put exactly the packets
// short into the cart; the print views; the filters in the address; the popups and their messages; no
// serious axe finding; a 375 px screen; the keyboard alone. Issue #18: a line's product found by typing.
import type { Locator, Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import { packSizeLabel, unitPriceLabel } from '../src/shared/pack-price.ts';
import { RESIDENT_MESSAGES } from '../src/shared/resident-messages.ts';
import { lineCostPerDayCents, residentCosts, usageFigures } from '../src/shared/resident-usage.ts';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { CategoryNodeJson, ProductJson } from '../src/shared/schemas/catalogue.ts';
import type { OrderTimesResponse, ResidentJson, ResidentResponse, ResidentsResponse } from '../src/shared/schemas/residents.ts';
import { api, apiHeaders, DEMO_BUYER, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { closeMessage, messagePopup, seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

const BUYER = E2E_BUYERS.residents;
/** The account's name (e2e/start-server.ts): the facility on the print views. */
const FACILITY = 'E2E Resident Care';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const uniqueName = (name: string) => `${name} ${Date.now().toString(36)}`;

/** A write the fixtures' helper does not offer (PUT), as the signed-in page. */
async function send<T>(page: Page, method: 'PUT' | 'DELETE' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: await apiHeaders(page) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(400);
  return (await response.json()) as T;
}

type Pick = { category: { id: number; title: string }; product: ProductJson & { price: number } };

function findCategory(nodes: CategoryNodeJson[], title: string): CategoryNodeJson | undefined {
  for (const node of nodes) {
    if (node.title === title) return node;
    const found = findCategory(node.children, title);
    if (found) return found;
  }
  return undefined;
}

/** The first product of a demo category that can be scheduled (priced, no variant matrix). */
async function productIn(page: Page, categoryTitle: string): Promise<Pick> {
  const category = findCategory((await api<{ data: CategoryNodeJson[] }>(page, 'GET', '/api/categories')).data, categoryTitle);
  if (!category) throw new Error(`no category '${categoryTitle}' in the demo catalogue`);
  const listing = await api<{ data: ProductJson[] }>(page, 'GET', `/api/products?category_id[]=${category.id}&per_page=100&sort_field=title&sort_order=asc`);
  const product = listing.data.find((found) => !found.has_variants && found.price !== undefined);
  if (!product || product.price === undefined) throw new Error(`no simple product in '${categoryTitle}'`);
  return { category: { id: category.id, title: category.title }, product: { ...product, price: product.price } };
}

async function orderTimeId(page: Page, title: string): Promise<number> {
  const found = (await api<OrderTimesResponse>(page, 'GET', '/api/resident-order-times')).data.find((time) => time.title === title);
  if (!found) throw new Error(`no order time '${title}'`);
  return found.id;
}

/** A resident made through the API, with saved lines: [order time title, product, qty a day]. */
async function residentWith(page: Page, fields: { name: string; room: string; location: string }, lines: Array<[string, Pick, number]>): Promise<ResidentJson> {
  const { data: resident } = await api<ResidentResponse>(page, 'POST', '/api/resident-orders', fields);
  if (lines.length === 0) return resident;
  const items = [];
  for (const [time, pick, qty] of lines) items.push({ id: 0, time: await orderTimeId(page, time), category_id: pick.category.id, product_id: pick.product.id, qty });
  await send(page, 'PUT', '/api/resident-items', { resident_id: resident.id, items });
  return resident;
}

const residentRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) }) });
const rowToggle = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });

async function chooseLine(line: Locator, pick: Pick, qty: string): Promise<void> {
  await line.getByLabel('Category').selectOption(String(pick.category.id));
  await line.getByLabel('Product').selectOption(String(pick.product.id));
  await line.getByLabel('Qty per day').fill(qty);
}

const costLine = (pick: Pick, qtyPerDay: number) => ({ packetPriceCents: pick.product.price, packSize: pick.product.pack_size, qtyPerDay });

test.describe('resident tracker', () => {
  let thickener: Pick;
  let gloves: Pick;

  test.beforeEach(async ({ page }) => {
    await signIn(page, BUYER);
    await emptyCart(page);
    // Each test starts with names shown, no residents and no stock on hand (the account is shared by this file's tests).
    await send(page, 'PUT', '/api/resident-settings', { names_hidden: false });
    for (const resident of (await api<ResidentsResponse>(page, 'GET', '/api/resident-orders')).data) {
      await api(page, 'DELETE', `/api/resident-orders/${resident.id}`);
    }
    thickener = await productIn(page, 'Thickeners');
    gloves = await productIn(page, 'Nitrile Gloves');
    for (const pick of [thickener, gloves]) await send(page, 'PUT', '/api/resident-stock', { product_id: pick.product.id, on_hand: 0 });
  });

  test('add a resident, schedule two products at two order times, save, see the costs, and order the 14-day shortfall', async ({ page }) => {
    const name = uniqueName('Margaret Smith');
    await gotoHydrated(page, '/resident-orders');
    await page.getByRole('button', { name: 'Add a New Resident' }).click();
    const popup = page.getByRole('dialog', { name: 'Add a New Resident' });
    // spec §5: no name, nothing is sent.
    await popup.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(popup.getByText('Invalid name')).toBeVisible();
    await popup.getByLabel('Resident Name').fill(name);
    await popup.getByLabel('Room').fill('12A');
    await popup.getByLabel('Location').fill('West Wing');
    await popup.getByRole('button', { name: 'Create', exact: true }).click();
    await closeMessage(page, 'Resident has been added');

    const row = residentRow(page, name);
    await expect(rowToggle(page, name)).toHaveAttribute('aria-expanded', 'true');
    await expect(rowToggle(page, name)).toContainText('12A');
    await expect(rowToggle(page, name)).toContainText('West Wing');
    // spec §2: nothing saved at the first two order times, so nothing to print yet.
    await expect(row.getByRole('button', { name: /^Print Report/ })).toBeDisabled();

    const breakfast = row.getByRole('region', { name: 'Breakfast' });
    const lunch = row.getByRole('region', { name: 'Lunch' });
    await breakfast.getByRole('button', { name: /^Add another product/ }).click();
    await closeMessage(page, 'Please select a Product and Quantity must be greater than 0');

    await chooseLine(breakfast.getByRole('listitem').nth(0), thickener, '3');
    await expect(breakfast.getByRole('listitem').nth(0)).toContainText('Not yet saved');
    await expect(breakfast.getByRole('listitem').nth(0)).toContainText(formatCents(lineCostPerDayCents(costLine(thickener, 3))));
    await breakfast.getByRole('button', { name: /^Add another product/ }).click();
    await expect(breakfast.getByRole('listitem')).toHaveCount(2);
    await expect(breakfast.getByRole('listitem').nth(1).getByLabel('Category')).toBeFocused();
    await chooseLine(breakfast.getByRole('listitem').nth(1), gloves, '1');
    // issue #16 item 7: the chosen product's packet price says what a packet holds and what one costs.
    const glovesPack = `${packSizeLabel(gloves.product.pack_size)} · ${unitPriceLabel(gloves.product.price, gloves.product.pack_size)}`;
    expect(packSizeLabel(gloves.product.pack_size)).not.toBeNull();
    await expect(breakfast.getByRole('listitem').nth(1)).toContainText(`${formatCents(gloves.product.price)} a packet${glovesPack}`);
    await expect(breakfast.getByRole('listitem').nth(1).getByLabel('Product')).toHaveAccessibleDescription(`${formatCents(gloves.product.price)} a packet ${glovesPack}`);
    await chooseLine(lunch.getByRole('listitem').nth(0), gloves, '2');
    // An unsaved line just disappears.
    await lunch.getByRole('button', { name: /^Add another product/ }).click();
    await lunch.getByRole('listitem').nth(1).getByRole('button', { name: /^Remove/ }).click();
    await expect(lunch.getByRole('listitem')).toHaveCount(1);

    await row.getByRole('button', { name: /^Save Changes/ }).click();
    await closeMessage(page, "The resident's products have been saved successfully.");
    // spec §4: the saved lines, each order time with a placeholder appended again.
    await expect(breakfast.getByRole('listitem')).toHaveCount(3);
    await expect(lunch.getByRole('listitem')).toHaveCount(2);
    await expect(row.getByText('Not yet saved')).toHaveCount(0);
    await expect(row.getByRole('link', { name: /^Print Report/ })).toHaveAttribute('target', '_blank');

    // The saved lines stay after a reload.
    await gotoHydrated(page, '/resident-orders');
    await rowToggle(page, name).click();
    await expect(breakfast.getByLabel('Product').nth(0)).toHaveValue(String(thickener.product.id));
    await expect(breakfast.getByLabel('Qty per day').nth(0)).toHaveValue('3');
    await expect(breakfast.getByLabel('Product').nth(1)).toHaveValue(String(gloves.product.id));
    await expect(breakfast.getByLabel('Qty per day').nth(1)).toHaveValue('1');
    await expect(lunch.getByLabel('Product').nth(0)).toHaveValue(String(gloves.product.id));
    await expect(lunch.getByLabel('Qty per day').nth(0)).toHaveValue('2');

    // View Details: the lines' day costs add up to the day, a week is the day × 7 and a month × 28 (spec §9, issue #16 item 8).
    const costs = residentCosts([costLine(thickener, 3), costLine(gloves, 1), costLine(gloves, 2)]);
    await row.getByRole('button', { name: /^View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Resident Details' });
    await expect(details).toContainText(`Cost per day${formatCents(costs.perDayCents)}`);
    await expect(details).toContainText(`Cost per week${formatCents(costs.perWeekCents)}`);
    await expect(details).toContainText(`Cost per month${formatCents(costs.perMonthCents)}`);
    await expect(details.getByRole('listitem')).toHaveCount(3);
    const shownCents = async (texts: Promise<string[]>) => (await texts).map((text) => Math.round(Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '')) * 100));
    const [day, week, month] = await shownCents(details.getByRole('definition').filter({ hasText: /^\$/ }).allTextContents());
    const lineDays = await shownCents(details.getByRole('listitem').allTextContents());
    expect([lineDays.reduce((sum, cents) => sum + cents, 0), day! * 7, day! * 28]).toEqual([day, week, month]);
    await expect(details).toContainText(thickener.product.title);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(details).toBeHidden();

    // The summary for 14 days: the same product at two order times is one line.
    const summary = page.getByRole('region', { name: 'Summary of all Residents' });
    await summary.getByLabel('Period').selectOption('14');
    const expectA = (onHand: number) => usageFigures({ days: 14, qtyPerDay: 3, packSize: thickener.product.pack_size, onHand, packetPriceCents: thickener.product.price });
    const expectB = usageFigures({ days: 14, qtyPerDay: 3, packSize: gloves.product.pack_size, onHand: 0, packetPriceCents: gloves.product.price });
    const rowA = summary.getByRole('row', { name: new RegExp(escapeRegExp(thickener.product.title)) });
    const rowB = summary.getByRole('row', { name: new RegExp(escapeRegExp(gloves.product.title)) });
    await expect(rowA.getByRole('cell').nth(0)).toContainText('42');
    await expect(rowA.getByRole('cell').nth(1)).toHaveText(String(expectA(0).packets));
    await expect(rowA.getByRole('cell').nth(2)).toHaveText(String(expectA(0).packSize));
    await expect(rowB.getByRole('cell').nth(1)).toHaveText(String(expectB.packets));
    await expect(rowB.getByRole('rowheader')).toContainText(glovesPack);

    // The stock on hand of one product: kept, and the shortfall is one packet less.
    const stock = rowA.getByLabel(`Stock on hand of ${thickener.product.title}, in packets`);
    await stock.fill('1');
    await stock.press('Tab');
    await expect(summary.getByRole('status')).toContainText('The stock on hand has been saved.');
    await expect(rowA.getByRole('cell').nth(4)).toHaveText(String(expectA(1).toOrder));
    await expect(rowA.getByRole('cell').nth(5)).toHaveText(formatCents(expectA(1).totalCents));
    const total = expectA(1).totalCents + expectB.totalCents;
    await expect(summary.getByRole('row', { name: /^Total/ })).toContainText(formatCents(total));

    await gotoHydrated(page, '/resident-orders');
    await summary.getByLabel('Period').selectOption('14');
    await expect(rowA.getByRole('cell').nth(4)).toHaveText(String(expectA(1).toOrder));
    await expect(stock).toHaveValue('1');

    await summary.getByRole('button', { name: 'Add Items to Cart' }).click();
    await closeMessage(page, 'Product/s has been added to cart');
    const short = [
      [thickener.product, expectA(1).toOrder],
      [gloves.product, expectB.toOrder],
    ] as const;
    await gotoHydrated(page, '/cart');
    for (const [product, qty] of short.filter(([, qty]) => qty > 0)) {
      await expect(page.getByRole('main').getByRole('textbox', { name: `Quantity of ${product.title}`, exact: true })).toHaveValue(String(qty));
    }
    const cart = await api<CartJson>(page, 'GET', '/api/cart');
    expect(cart.items.map((item) => [item.id, item.qty]).sort()).toEqual(
      short.filter(([, qty]) => qty > 0).map(([product, qty]) => [product.id, qty]).sort(),
    );
  });

  test('the print views show the facility, one resident\'s lines and costs, and the summary; another account gets a 404', async ({ page, browser }) => {
    const name = uniqueName('Norman Price');
    const resident = await residentWith(page, { name, room: '7', location: 'East Wing' }, [
      ['Breakfast', thickener, 2],
      ['Dinner', gloves, 4],
    ]);
    await gotoHydrated(page, '/resident-orders');
    await rowToggle(page, name).click();
    const link = residentRow(page, name).getByRole('link', { name: /^Print Report/ });
    await expect(link).toHaveAttribute('href', `/resident-orders/print/${resident.id}`);
    const [print] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await print.waitForLoadState();
    await print.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Outside the storefront shell: its own sheet on the base one, and no header search, menus or footer.
    expect(await print.evaluate(() => [...document.head.querySelectorAll('style[data-href]')].map((sheet) => sheet.getAttribute('data-href')))).toEqual([
      'base',
      'resident-print',
    ]);
    await expect(print.getByPlaceholder('Search for products...')).toHaveCount(0);
    await expect(print.getByRole('navigation')).toHaveCount(0);
    await expect(print.getByText(FACILITY, { exact: true })).toBeVisible();
    await expect(print.getByRole('heading', { level: 1 })).toHaveText(`Resident report: ${name}`);
    await expect(print.getByRole('main')).toContainText('Room7');
    await expect(print.getByRole('main')).toContainText('LocationEast Wing');
    const breakfast = print.getByRole('region', { name: 'Breakfast' });
    await expect(breakfast.getByRole('row', { name: new RegExp(escapeRegExp(thickener.product.title)) })).toContainText(
      formatCents(lineCostPerDayCents(costLine(thickener, 2))),
    );
    await expect(print.getByRole('region', { name: 'Dinner' })).toContainText(gloves.product.title);
    const costs = residentCosts([costLine(thickener, 2), costLine(gloves, 4)]);
    await expect(print.getByRole('region', { name: /Planned cost/ })).toContainText(`Per week${formatCents(costs.perWeekCents)}`);
    await expect(print.getByRole('region', { name: /Planned cost/ })).toContainText(`Per month${formatCents(costs.perMonthCents)}`);
    await print.emulateMedia({ media: 'print' });
    await expect(print.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
    // An A4 sheet's width at 96 dpi, as it goes to paper.
    await print.setViewportSize({ width: 794, height: 1123 });
    await print.screenshot({ path: test.info().outputPath('resident-print.png'), fullPage: true });
    expect(await seriousAxeFindings(print), 'resident print view').toEqual([]);
    await print.close();

    // The summary: resident 0, for the period and location asked.
    await gotoHydrated(page, '/resident-orders/print/0?days=14');
    await expect(page.getByText(FACILITY, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summary of all Residents');
    await expect(page.getByRole('main')).toContainText('2 Weeks (14 days)');
    const figures = usageFigures({ days: 14, qtyPerDay: 2, packSize: thickener.product.pack_size, onHand: 0, packetPriceCents: thickener.product.price });
    await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(thickener.product.title)) })).toContainText(formatCents(figures.totalCents));
    await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(gloves.product.title)) })).toContainText(
      `${packSizeLabel(gloves.product.pack_size)} · ${unitPriceLabel(gloves.product.price, gloves.product.pack_size)}`,
    );
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: test.info().outputPath('summary-print.png'), fullPage: true });
    expect(await seriousAxeFindings(page), 'summary print view').toEqual([]);
    await page.emulateMedia({ media: 'screen' });

    // Another account's resident is not found; a guest is sent to sign in.
    const other = await browser.newPage();
    await signIn(other, DEMO_BUYER);
    const response = await other.goto(`/resident-orders/print/${resident.id}`);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await other.close();
    const guest = await browser.newPage();
    await guest.goto(`/resident-orders/print/${resident.id}`);
    await expect(guest).toHaveURL(/\/login$/);
    await guest.close();
  });

  test('search, location and sort live in the address; Expand All opens every row; the summary follows the location', async ({ page }) => {
    const tag = Date.now().toString(36);
    await residentWith(page, { name: `Alice ${tag}`, room: '1', location: 'East Wing' }, [['Breakfast', thickener, 1]]);
    await residentWith(page, { name: `Bruce ${tag}`, room: '2', location: 'West Wing' }, [['Lunch', gloves, 5]]);
    await residentWith(page, { name: `Carol ${tag}`, room: '3', location: '' }, []);
    await gotoHydrated(page, '/resident-orders');
    const toggles = page.getByRole('list', { name: 'Residents' }).getByRole('button', { expanded: false });
    await expect(toggles).toHaveCount(3);
    await expect(toggles.nth(0)).toHaveAccessibleName(new RegExp(`^Alice ${tag}`));

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name Z - A' });
    await expect(page).toHaveURL(/sort=desc/);
    await expect(toggles.nth(0)).toHaveAccessibleName(new RegExp(`^Carol ${tag}`));

    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'East Wing' });
    await expect(page).toHaveURL(/location=East\+Wing/);
    await expect(toggles).toHaveCount(1);
    const summary = page.getByRole('region', { name: 'Summary for above Residents' });
    await expect(summary.getByRole('row', { name: new RegExp(escapeRegExp(thickener.product.title)) })).toBeVisible();
    await expect(summary.getByRole('row', { name: new RegExp(escapeRegExp(gloves.product.title)) })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /^Print Report/ })).toHaveAttribute('href', '/resident-orders/print/0?days=7&location=East+Wing');

    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'None' });
    await expect(toggles).toHaveCount(1);
    await expect(toggles.nth(0)).toHaveAccessibleName(new RegExp(`^Carol ${tag}`));
    // Nothing is used there: nothing to add to the cart.
    await expect(summary.getByRole('button', { name: 'Add Items to Cart' })).toBeDisabled();

    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'All' });
    await page.getByRole('searchbox', { name: 'Search residents' }).fill(`Bruce ${tag}`);
    await expect(page).toHaveURL(/keyword=Bruce/);
    await expect(page.getByRole('list', { name: 'Residents' }).getByRole('button', { name: /^(Alice|Bruce|Carol) / })).toHaveCount(1);
    // A reload shows the same list.
    await gotoHydrated(page, page.url());
    await expect(page.getByRole('searchbox', { name: 'Search residents' })).toHaveValue(`Bruce ${tag}`);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('desc');
    await expect(page.getByRole('list', { name: 'Residents' }).getByRole('button', { name: /^(Alice|Bruce|Carol) / })).toHaveCount(1);

    await gotoHydrated(page, '/resident-orders');
    await page.getByRole('checkbox', { name: 'Expand All' }).check();
    await expect(page.getByRole('list', { name: 'Residents' }).getByRole('button', { expanded: true })).toHaveCount(3);
    // Every row's lines arrive (the list itself comes without them).
    await expect(residentRow(page, `Alice ${tag}`).getByRole('region', { name: 'Breakfast' }).getByLabel('Product').first()).toHaveValue(String(thickener.product.id));
    await expect(residentRow(page, `Bruce ${tag}`).getByRole('region', { name: 'Lunch' }).getByLabel('Qty per day').first()).toHaveValue('5');
    await page.getByRole('checkbox', { name: 'Expand All' }).uncheck();
    await expect(page.getByRole('list', { name: 'Residents' }).getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('a search typed while the list still reloads for a location keeps that location', async ({ page }) => {
    const tag = Date.now().toString(36);
    await residentWith(page, { name: `Dora ${tag}`, room: '1', location: 'East Wing' }, []);
    await residentWith(page, { name: `Dora ${tag} West`, room: '2', location: 'West Wing' }, []);
    await gotoHydrated(page, '/resident-orders');
    // The list's data arrives slowly (a busy server): the location's reload is still under way when the search starts.
    await page.route('**/resident-orders.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'East Wing' });
    await page.getByRole('searchbox', { name: 'Search residents' }).fill(`Dora ${tag}`);
    await expect(page).toHaveURL(/keyword=Dora/);
    await expect(page).toHaveURL(/location=East\+Wing/);
    await expect(page.getByRole('list', { name: 'Residents' }).getByRole('button', { name: /^Dora / })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('East Wing');
  });

  test('edit and delete a resident, nothing to save, and remove a saved line: the spec messages', async ({ page }) => {
    const name = uniqueName('Olive Grant');
    await residentWith(page, { name, room: '4', location: 'North' }, [
      ['Breakfast', thickener, 2],
      ['Lunch', thickener, 1],
    ]);
    const empty = uniqueName('Percy Empty');
    await residentWith(page, { name: empty, room: '5', location: 'North' }, []);
    await gotoHydrated(page, '/resident-orders');

    // Nothing qualifies: the server's message (spec §5).
    await rowToggle(page, empty).click();
    await residentRow(page, empty).getByRole('button', { name: /^Save Changes/ }).click();
    await closeMessage(page, 'There are no products that are marked to be sent for this resident');

    // A saved line is deleted on the server; the summary follows.
    await rowToggle(page, name).click();
    const lunch = residentRow(page, name).getByRole('region', { name: 'Lunch' });
    await lunch.getByRole('listitem').nth(0).getByRole('button', { name: /^Remove/ }).click();
    await closeMessage(page, 'The product has been removed from this resident.');
    await expect(lunch.getByRole('listitem')).toHaveCount(1);
    const summary = page.getByRole('region', { name: 'Summary of all Residents' });
    await expect(summary.getByRole('row', { name: new RegExp(escapeRegExp(thickener.product.title)) }).getByRole('cell').nth(0)).toContainText('(2 a day)');

    // Edit: name, then room, then location are needed (spec §5).
    await residentRow(page, name).getByRole('button', { name: /^Edit\/Delete Resident/ }).click();
    const popup = page.getByRole('dialog', { name: 'Edit/Delete Resident' });
    await expect(popup.getByLabel('Resident Name')).toHaveValue(name);
    await popup.getByLabel('Room').fill('');
    await popup.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(popup.getByText('Invalid Room')).toBeVisible();
    await expect(popup.getByLabel('Room')).toBeFocused();
    await popup.getByLabel('Room').fill('4B');
    await popup.getByLabel('Location').fill('');
    await popup.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(popup.getByText('Invalid Location')).toBeVisible();
    await popup.getByLabel('Location').fill('South');
    await popup.getByRole('button', { name: 'Update', exact: true }).click();
    await closeMessage(page, 'Resident has been updated');
    await expect(rowToggle(page, name)).toContainText('4B');
    await expect(rowToggle(page, name)).toContainText('South');

    // Delete asks first (spec §9); the list reloads without the resident.
    await residentRow(page, name).getByRole('button', { name: /^Edit\/Delete Resident/ }).click();
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await popup.getByRole('button', { name: 'Delete', exact: true }).click();
    await closeMessage(page, 'Resident has been deleted');
    expect(prompts).toEqual([`This will permanently delete ${name} Are you sure you want to continue?`]);
    await expect(rowToggle(page, name)).toHaveCount(0);
    await expect(rowToggle(page, empty)).toBeVisible();
  });

  test('a double click on Save Changes and the same line saved from two tabs leave one line; a product chosen twice at one order time is marked (issue #16 item 25)', async ({ page }) => {
    const name = uniqueName('Hazel Twice');
    const resident = await residentWith(page, { name, room: '8', location: 'West' }, []);
    await gotoHydrated(page, '/resident-orders');
    await rowToggle(page, name).click();
    const breakfast = residentRow(page, name).getByRole('region', { name: 'Breakfast' });
    await chooseLine(breakfast.getByRole('listitem').nth(0), thickener, '2');
    await residentRow(page, name).getByRole('button', { name: /^Save Changes/ }).dblclick();
    await closeMessage(page, "The resident's products have been saved successfully.");

    // A second tab with the page as it was, saving the same product at Lunch with another quantity, after this one.
    const other = await page.context().newPage();
    await gotoHydrated(other, '/resident-orders');
    await rowToggle(other, name).click();
    const lunch = residentRow(page, name).getByRole('region', { name: 'Lunch' });
    const otherLunch = residentRow(other, name).getByRole('region', { name: 'Lunch' });
    await expect(otherLunch.getByRole('listitem')).toHaveCount(1);
    await chooseLine(lunch.getByRole('listitem').nth(0), gloves, '1');
    await chooseLine(otherLunch.getByRole('listitem').nth(0), gloves, '4');
    await residentRow(page, name).getByRole('button', { name: /^Save Changes/ }).click();
    await closeMessage(page, "The resident's products have been saved successfully.");
    await residentRow(other, name).getByRole('button', { name: /^Save Changes/ }).click();
    await closeMessage(other, "The resident's products have been saved successfully.");
    await other.close();

    await gotoHydrated(page, '/resident-orders');
    await rowToggle(page, name).click();
    // One saved line each, and the placeholder.
    await expect(breakfast.getByRole('listitem')).toHaveCount(2);
    await expect(breakfast.getByLabel('Qty per day').nth(0)).toHaveValue('2');
    await expect(lunch.getByRole('listitem')).toHaveCount(2);
    await expect(lunch.getByLabel('Qty per day').nth(0)).toHaveValue('4');
    const stored = (await api<{ data: ResidentJson }>(page, 'GET', `/api/resident-orders/${resident.id}`)).data;
    expect(stored.line_count).toBe(2);
    const summary = page.getByRole('region', { name: 'Summary of all Residents' });
    await expect(summary.getByRole('row', { name: new RegExp(escapeRegExp(thickener.product.title)) }).getByRole('cell').nth(0)).toContainText('(2 a day)');
    await expect(summary.getByRole('row', { name: new RegExp(escapeRegExp(gloves.product.title)) }).getByRole('cell').nth(0)).toContainText('(4 a day)');

    // The same product again at Breakfast: the line says so, and the save is refused with the same words.
    const again = breakfast.getByRole('listitem').nth(1);
    await chooseLine(again, thickener, '1');
    const twice = 'This product is already scheduled at Breakfast: change the quantity on that line instead.';
    await expect(again).toContainText(twice);
    await expect(again.getByLabel('Product')).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(twice)}$`));
    await residentRow(page, name).getByRole('button', { name: /^Save Changes/ }).click();
    await closeMessage(page, twice);
    expect((await api<{ data: ResidentJson }>(page, 'GET', `/api/resident-orders/${resident.id}`)).data.line_count).toBe(2);
  });

  test('a line finds its product by typing, by keyboard alone, and the line saves; a product sold in sizes and colours is refused (issue #18)', async ({ page }) => {
    const name = uniqueName('Fiona Finder');
    await residentWith(page, { name, room: '9', location: 'North' }, []);
    const listing = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=96&sort_field=title&sort_order=asc');
    const sized = listing.data.find((product) => product.has_variants);
    expect(sized, 'a product sold in sizes and colours').toBeDefined();
    await gotoHydrated(page, '/resident-orders');
    await rowToggle(page, name).click();
    const row = residentRow(page, name);

    /** Types `text` into the line's finder and takes the option named `title` with Down and Enter. */
    async function find(line: Locator, text: string, title: string) {
      await line.getByRole('combobox', { name: /^Find by name or SKU/ }).focus();
      await page.keyboard.type(text);
      const options = line.getByRole('listbox').getByRole('option');
      await expect(options.filter({ hasText: title }).first()).toBeVisible();
      const names = await options.allTextContents();
      const index = names.findIndex((option) => option.includes(title));
      for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
      await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
    }

    const breakfastLine = row.getByRole('region', { name: 'Breakfast' }).getByRole('listitem').nth(0);
    await find(breakfastLine, thickener.product.title, thickener.product.title);
    await expect(breakfastLine).toContainText(`${thickener.product.title} chosen.`);
    await expect(breakfastLine.getByLabel('Category')).toHaveValue(String(thickener.product.category.id));
    await expect(breakfastLine.getByLabel('Product')).toHaveValue(String(thickener.product.id));
    await expect(breakfastLine.getByRole('combobox', { name: /^Find by name or SKU/ })).toHaveValue('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(breakfastLine.getByLabel('Qty per day')).toBeFocused();
    await page.keyboard.type('2');
    await expect(breakfastLine).toContainText(formatCents(lineCostPerDayCents(costLine(thickener, 2))));

    const lunchLine = row.getByRole('region', { name: 'Lunch' }).getByRole('listitem').nth(0);
    await find(lunchLine, sized!.title, sized!.title);
    await expect(lunchLine).toContainText(`${sized!.title}: ${RESIDENT_MESSAGES.needsVariant}`);
    await expect(lunchLine.getByLabel('Product')).toHaveValue('0');

    await row.getByRole('button', { name: /^Save Changes/ }).click();
    await closeMessage(page, "The resident's products have been saved successfully.");
    const stored = (await api<ResidentsResponse>(page, 'GET', '/api/resident-orders')).data.find((resident) => resident.name === name);
    const full = (await api<{ data: ResidentJson }>(page, 'GET', `/api/resident-orders/${stored!.id}`)).data;
    const breakfast = full.order_times.find((time) => time.title === 'Breakfast');
    expect(breakfast?.products.map((line) => [line.product_id, line.category_id, line.qty])).toEqual([[thickener.product.id, thickener.product.category.id, 2]]);
  });

  test('an account that shows residents by room only sees no names and is asked for none', async ({ page }) => {
    const name = uniqueName('Sybil Private');
    const resident = await residentWith(page, { name, room: '21', location: 'Garden' }, [['Breakfast', thickener, 1]]);
    await send(page, 'PUT', '/api/resident-settings', { names_hidden: true });
    try {
      await gotoHydrated(page, '/resident-orders');
      await expect(page.getByRole('main')).not.toContainText(name);
      await expect(rowToggle(page, 'Room 21')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sort by' }).getByRole('option', { name: 'Room A - Z' })).toBeAttached();
      await page.getByRole('button', { name: 'Add a New Resident' }).click();
      const popup = page.getByRole('dialog', { name: 'Add a New Resident' });
      await expect(popup.getByLabel('Resident Name')).toHaveCount(0);
      await popup.getByLabel('Room').fill('22');
      await popup.getByRole('button', { name: 'Create', exact: true }).click();
      await closeMessage(page, 'Resident has been added');
      await expect(rowToggle(page, 'Room 22')).toHaveAttribute('aria-expanded', 'true');
      await gotoHydrated(page, `/resident-orders/print/${resident.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resident report: Room 21');
      await expect(page.getByRole('main')).not.toContainText(name);
    } finally {
      await send(page, 'PUT', '/api/resident-settings', { names_hidden: false });
    }
  });

  test('asks before leaving the page with lines not yet saved, and stays when told to', async ({ page }) => {
    const name = uniqueName('Ruth Unsaved');
    await residentWith(page, { name, room: '30', location: 'East' }, [['Breakfast', thickener, 2]]);
    await gotoHydrated(page, '/resident-orders');
    await rowToggle(page, name).click();
    const breakfast = residentRow(page, name).getByRole('region', { name: 'Breakfast' });
    await breakfast.getByLabel('Qty per day').nth(0).fill('5');
    await expect(breakfast.getByRole('listitem').nth(0)).toContainText('Not yet saved');

    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Quick Order' }).click();
    await expect.poll(() => questions).toEqual(['Some residents have changes that are not yet saved. Leave this page and lose them?']);
    await expect(page).toHaveURL(/\/resident-orders$/);
    await expect(breakfast.getByLabel('Qty per day').nth(0)).toHaveValue('5');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Quick Order' }).click();
    await expect(page).toHaveURL(/\/quick-order$/);
  });

  test('200 residents make a light page: closed rows carry no lines, the summary comes after the page, and nothing shown is lost (issue #16 item 19)', async ({ page }) => {
    test.setTimeout(300_000);
    const [breakfast, lunch] = [await orderTimeId(page, 'Breakfast'), await orderTimeId(page, 'Lunch')];
    const items = [
      { id: 0, time: breakfast, category_id: thickener.category.id, product_id: thickener.product.id, qty: 2 },
      { id: 0, time: lunch, category_id: gloves.category.id, product_id: gloves.product.id, qty: 1 },
    ];
    const tag = Date.now().toString(36);
    const created: ResidentJson[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const made = await Promise.all(
        Array.from({ length: 10 }, (_, n) => api<ResidentResponse>(page, 'POST', '/api/resident-orders', { name: `Resident ${tag} ${String(batch * 10 + n).padStart(3, '0')}`, room: `${batch * 10 + n}`, location: 'North Wing' })),
      );
      created.push(...made.map((answer) => answer.data));
    }
    for (const resident of created.slice(0, 20)) await send(page, 'PUT', '/api/resident-items', { resident_id: resident.id, items });
    try {
      // The server-rendered page, as a browser first gets it: under 200 KB, with no product line and no summary line in it.
      const response = await page.request.get('/resident-orders');
      const html = await response.text();
      expect(response.status()).toBe(200);
      expect(Buffer.byteLength(html), 'the page for 200 residents').toBeLessThan(200 * 1024);
      expect(html).toContain(`Resident ${tag} 199`);
      expect(html).not.toContain(thickener.product.title);
      expect(html).not.toContain('Stock on hand of');

      // Once up, the page shows the summary with its stock fields, and an opened row its lines and costs.
      await gotoHydrated(page, '/resident-orders');
      await expect(page.getByRole('list', { name: 'Residents' }).getByRole('listitem')).toHaveCount(200);
      const summary = page.getByRole('region', { name: 'Summary of all Residents' });
      const row = summary.getByRole('row', { name: new RegExp(escapeRegExp(thickener.product.title)) });
      await expect(row.getByRole('cell').nth(0)).toContainText('(40 a day)');
      await expect(row.getByLabel(`Stock on hand of ${thickener.product.title}, in packets`)).toHaveValue('0');
      await expect(summary.getByRole('button', { name: 'Add Items to Cart' })).toBeEnabled();
      const first = `Resident ${tag} 000`;
      await rowToggle(page, first).click();
      await expect(residentRow(page, first).getByRole('region', { name: 'Breakfast' }).getByLabel('Product').first()).toHaveValue(String(thickener.product.id));
      await residentRow(page, first).getByRole('button', { name: /^View Details/ }).click();
      const costs = residentCosts([costLine(thickener, 2), costLine(gloves, 1)]);
      await expect(page.getByRole('dialog', { name: 'Resident Details' })).toContainText(`Cost per week${formatCents(costs.perWeekCents)}`);
    } finally {
      for (let start = 0; start < created.length; start += 10) {
        await Promise.all(created.slice(start, start + 10).map((resident) => api(page, 'DELETE', `/api/resident-orders/${resident.id}`)));
      }
    }
  });

  test('the row toggle and the popups work by keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/resident-orders');
    await page.getByRole('button', { name: 'Add a New Resident' }).focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Add a New Resident' });
    await expect(popup.getByLabel('Resident Name')).toBeFocused();
    const name = uniqueName('Quinn Keys');
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('9');
    await page.keyboard.press('Enter');
    await closeMessageByKeyboard(page, 'Resident has been added');
    const toggle = rowToggle(page, name);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const breakfast = residentRow(page, name).getByRole('region', { name: 'Breakfast' });
    await breakfast.getByRole('button', { name: /^Add another product/ }).focus();
    await page.keyboard.press('Enter');
    await closeMessageByKeyboard(page, 'Please select a Product and Quantity must be greater than 0');

    await residentRow(page, name).getByRole('button', { name: /^View Details/ }).focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Resident Details' });
    await expect(details).toContainText('No products are saved for this resident yet.');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(residentRow(page, name).getByRole('button', { name: /^View Details/ })).toBeFocused();

    await residentRow(page, name).getByRole('button', { name: /^Edit\/Delete Resident/ }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit/Delete Resident' });
    await expect(edit.getByLabel('Resident Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
  });

  test('the tracker with a row open, a popup and the summary have no serious or critical accessibility findings', async ({ page }) => {
    const name = uniqueName('Rita Axe');
    await residentWith(page, { name, room: '3', location: 'East Wing' }, [
      ['Breakfast', thickener, 2],
      ['Lunch', gloves, 1],
    ]);
    await gotoHydrated(page, '/resident-orders');
    await rowToggle(page, name).click();
    await expect(residentRow(page, name).getByRole('region', { name: 'Breakfast' }).getByLabel('Product').first()).toHaveValue(String(thickener.product.id));
    // issue #16 item 14: the category tree reads as paths ('Parent › Child'), not as indenting spaces.
    const categories = await residentRow(page, name).getByRole('region', { name: 'Breakfast' }).getByLabel('Category').first().getByRole('option').allTextContents();
    expect(categories.filter((text) => /^\s/u.test(text))).toEqual([]);
    expect(categories.find((text) => text === thickener.category.title || text.endsWith(` › ${thickener.category.title}`))).toBeDefined();
    expect(categories.some((text) => text.includes(' › '))).toBe(true);
    expect(await seriousAxeFindings(page), '/resident-orders with a row open').toEqual([]);
    await page.getByRole('button', { name: 'Add a New Resident' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a New Resident' })).toBeVisible();
    expect(await seriousAxeFindings(page), 'Add a New Resident').toEqual([]);
    await page.keyboard.press('Escape');
    await residentRow(page, name).getByRole('button', { name: /^View Details/ }).click();
    await expect(page.getByRole('dialog', { name: 'Resident Details' })).toBeVisible();
    expect(await seriousAxeFindings(page), 'Resident Details').toEqual([]);
  });

  test('the tracker, its popups and the print views fit a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const name = uniqueName('Extraordinarily-long-resident-name Wilhelmina');
    const resident = await residentWith(page, { name, room: 'Room 1234-B', location: 'Rehabilitation-and-respite-wing' }, [
      ['Breakfast', thickener, 9999],
      ['Lunch', gloves, 25],
    ]);
    await gotoHydrated(page, '/resident-orders');
    await rowToggle(page, name).click();
    const summary = page.getByRole('region', { name: 'Summary of all Residents' });
    await summary.getByLabel('Period').selectOption('28');
    await expect(summary.getByRole('row', { name: new RegExp(escapeRegExp(thickener.product.title)) }).getByRole('cell').nth(0)).toContainText('279972');
    expect(await sidewaysProblems(page), '/resident-orders at 375 px').toEqual([]);
    for (const [button, title] of [
      [/^View Details/, 'Resident Details'],
      [/^Edit\/Delete Resident/, 'Edit/Delete Resident'],
    ] as const) {
      await residentRow(page, name).getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      expect(await dialogProblems(dialog), `${title} at 375 px`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    for (const path of [`/resident-orders/print/${resident.id}`, '/resident-orders/print/0?days=28']) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sidewaysProblems(page), `${path} at 375 px`).toEqual([]);
    }
  });
});

/**
 * Escape hides the popup at once, but the store gives the focus back to its opener in the 'close' event
 * that follows as a task: the next step waits for it, or the focus it moves could land after that step's own.
 */
async function closeMessageByKeyboard(page: Page, text: string): Promise<void> {
  await expect(messagePopup(page)).toContainText(text);
  await messagePopup(page).evaluate((dialog) => {
    const closed = new Promise<void>((resolve) => dialog.addEventListener('close', () => setTimeout(resolve, 0), { once: true }));
    Object.assign(window, { messageClosed: closed });
  });
  await page.keyboard.press('Escape');
  await page.evaluate(() => (window as unknown as { messageClosed: Promise<void> }).messageClosed);
  await expect(messagePopup(page)).toBeHidden();
}

/** An open popup at 375 px: inside the screen, nothing in it past its edges or cut off. */
function dialogProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((element) => {
    const found: string[] = [];
    const screen = document.documentElement.clientWidth;
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > screen) found.push(`the popup spans ${Math.round(box.left)} to ${Math.round(box.right)} px`);
    for (const child of [element, ...element.querySelectorAll('*')]) {
      const childBox = child.getBoundingClientRect();
      if (childBox.width <= 1) continue;
      if (childBox.left < box.left - 1 || childBox.right > box.right + 1) found.push(`<${child.tagName.toLowerCase()}> reaches past the popup`);
      if (!child.matches('input, select, textarea') && child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).display !== 'inline') {
        found.push(`<${child.tagName.toLowerCase()} class="${child.className}"> cuts off its content`);
      }
    }
    return found;
  });
}
