// Contract prices (issue #27): the ERP sends a price list with a quantity break for one account through
// PUT /api/integration/price-lists (a key an owner makes); that buyer sees 'Your price' with the list price
// struck through on a card and the product page, the breaks in a table, and a cart line repriced at the
// break; quick order shows the same price; another account still sees the list price, in the page and
// in the HTML the server sends. A product sold in multiples of 2 steps by 2 and refuses 7.
import type { Browser, Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import { api, DEMO_BUYER, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { closeMessage, seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

test.describe.configure({ mode: 'serial' });

const BREAK_QTY = 10;
type Contract = { product: ProductJson & { price: number }; listCents: number; oneCents: number; breakCents: number };
let contract: Contract;

/** A plain product sold in packs, not on special, at its list price as another account sees it. */
async function listPricedPackProduct(page: Page): Promise<ProductJson & { price: number }> {
  const listing = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=96&sort_field=title&sort_order=asc');
  const found = listing.data.find(
    (product) => !product.has_variants && !product.on_sale && (product.pack_size ?? 0) > 1 && product.price_source === 'list' && (product.price ?? 0) >= 500,
  );
  if (!found) throw new Error('the demo catalogue has no plain product sold in packs at its list price');
  return found as ProductJson & { price: number };
}

/** Makes a `pricing` key as the owner, through the back office's API (the screen itself is e2e/admin-integrations.spec.ts). */
async function pricingKey(page: Page): Promise<string> {
  await signInStaff(page, E2E_STAFF.integrations);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin')?.value ?? '';
  const made = await page.request.post('/admin/api/api-keys', {
    headers: { 'x-xsrf-token': decodeURIComponent(token) },
    data: { name: `E2E contract prices ${Date.now()}`, scopes: ['pricing'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { data: { key: string } }).data.key;
}

/** Sends the contract buyer's list whole (it replaces itself, so every run starts from the same prices). */
async function sendContract(browser: Browser): Promise<Contract> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_BUYER);
  const product = await listPricedPackProduct(page);
  const listCents = product.price;
  const oneCents = Math.round(listCents * 0.9);
  const breakCents = Math.round(listCents * 0.85);
  const key = await pricingKey(page);
  const entries = [
    { sku: product.sku, min_qty: 1, price: oneCents },
    { sku: product.sku, min_qty: BREAK_QTY, price: breakCents },
  ];
  const sent = await page.request.put('/api/integration/price-lists', {
    headers: { authorization: `Bearer ${key}` },
    data: { price_lists: [{ code: 'E2E-CONTRACT', name: 'E2E contract', active: true, entries, account_numbers: [E2E_BUYERS.contract.accountNumber], group_codes: [] }] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await context.close();
  return { product, listCents, oneCents, breakCents };
}

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.beforeAll(async ({ browser }) => {
  contract = await sendContract(browser);
});

test.beforeEach(async ({ page }) => {
  await signIn(page, E2E_BUYERS.contract);
  await emptyCart(page);
});

test('the contract buyer sees their price, the list price struck through, on a card and the product page, at 375 px', async ({ page }) => {
  const { product, listCents, oneCents, breakCents } = contract;
  const yourPrice = `Your price ${formatCents(oneCents)} List price ${formatCents(listCents)} excl. GST`;
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, `/search?keyword=${encodeURIComponent(product.title)}`);
  const price = card(page, product.title).locator('.price-label');
  await expect(price).toContainText(yourPrice);
  await expect(price.locator('del')).toHaveText(`List price ${formatCents(listCents)}`);
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await sidewaysProblems(page)).toEqual([]);

  await gotoHydrated(page, product.url);
  const main = page.getByRole('main');
  await expect(main.locator('.price-label')).toContainText(yourPrice);
  const breaks = main.getByRole('table', { name: 'Price by quantity, excl. GST' });
  await expect(breaks.getByRole('row')).toHaveText([
    'QuantityPrice per pack',
    `1–${BREAK_QTY - 1} packs${formatCents(oneCents)}`,
    `${BREAK_QTY}+ packs${formatCents(breakCents)}`,
  ]);
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await sidewaysProblems(page)).toEqual([]);
});

test('a quantity at the break reprices the cart line: 12 packs at the lower price, 9 at the first', async ({ page }) => {
  const { product, oneCents, breakCents } = contract;
  await gotoHydrated(page, product.url);
  // By keyboard: the quantity box, then Add to cart.
  const quantity = page.getByRole('main').getByLabel('Quantity', { exact: true });
  await tabTo(page, quantity);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12');
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await closeMessage(page, 'Product has been added to cart');

  await gotoHydrated(page, '/cart');
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product.title });
  await expect(line.locator('.cart-line__price')).toContainText(`${formatCents(breakCents)} per pack`);
  await expect(line.locator('.cart-line__total')).toHaveText(`Line total: ${formatCents(breakCents * 12)}`);

  const lineQuantity = page.getByRole('main').getByLabel(`Quantity of ${product.title}`, { exact: true });
  await lineQuantity.fill('9');
  await lineQuantity.press('Enter');
  await expect(line.locator('.cart-line__price')).toContainText(`${formatCents(oneCents)} per pack`);
  await expect(line.locator('.cart-line__total')).toHaveText(`Line total: ${formatCents(oneCents * 9)}`);
});

test('quick order prices a line at the contract price, and at the break its quantity reaches', async ({ page }) => {
  const { product, oneCents, breakCents } = contract;
  await gotoHydrated(page, '/quick-order');
  await page.getByLabel('Paste from a spreadsheet').fill(`${product.sku}\t2`);
  await page.getByRole('button', { name: 'Match 1 line' }).click();
  const line = page.getByRole('table').getByRole('row', { name: /Line 1 / });
  await expect(line.getByRole('cell').nth(3)).toHaveText(formatCents(oneCents * 2));
  await expect(line).toContainText(formatCents(oneCents));
  await page.getByLabel('Quantity for Line 1').fill('12');
  await expect(line.getByRole('cell').nth(3)).toHaveText(formatCents(breakCents * 12));
  await expect(line).toContainText(formatCents(breakCents));
});

test('another account sees the list price, with no contract price or breaks', async ({ page }) => {
  const { product, listCents } = contract;
  await signIn(page, DEMO_BUYER);
  await gotoHydrated(page, `/search?keyword=${encodeURIComponent(product.title)}`);
  const price = card(page, product.title).locator('.price-label');
  await expect(price).toContainText(`${formatCents(listCents)} excl. GST`);
  await expect(price).not.toContainText('Your price');
  await gotoHydrated(page, product.url);
  const main = page.getByRole('main');
  await expect(main.locator('.price-label')).toContainText(`${formatCents(listCents)} excl. GST`);
  await expect(main.locator('.price-label')).not.toContainText('Your price');
  await expect(main.getByRole('table', { name: 'Price by quantity, excl. GST' })).toHaveCount(0);
  // The HTML the server renders for this account carries no contract price either.
  const html = await (await page.request.get(product.url)).text();
  expect(html).toContain(formatCents(listCents));
  for (const word of ['Your price', '"contract"', formatCents(contract.oneCents), formatCents(contract.breakCents)]) expect(html).not.toContain(word);
});

/** Sets a product's order multiple as staff, through the back office's API (the form is e2e/admin-catalogue.spec.ts). */
async function setOrderMultiple(browser: Browser, productId: number, multiple: number | null): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInStaff(page, E2E_STAFF.integrations);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin')?.value ?? '';
  const current = (await (await page.request.get(`/admin/api/products/${productId}`)).json()) as { data: { version: number } };
  const saved = await page.request.patch(`/admin/api/products/${productId}`, {
    headers: { 'x-xsrf-token': decodeURIComponent(token) },
    data: { version: current.data.version, order_multiple: multiple },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await context.close();
}

test('a product sold in multiples of 2 says so, steps by 2 and refuses 7', async ({ page, browser }) => {
  const listing = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=96&sort_field=title&sort_order=desc');
  const product = listing.data.find((found) => !found.has_variants && found.id !== contract.product.id && (found.order_multiple ?? null) === null && found.min_order_qty == null);
  if (!product) throw new Error('the demo catalogue has no plain product without quantity rules');
  await setOrderMultiple(browser, product.id, 2);
  try {
    await gotoHydrated(page, product.url);
    const main = page.getByRole('main');
    const quantity = main.getByLabel('Quantity', { exact: true });
    await expect(main.getByText('Sold in multiples of 2', { exact: true })).toBeVisible();
    await expect(quantity).toHaveValue('2');
    await expect(quantity).toHaveAccessibleDescription('Sold in multiples of 2');
    await main.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('4');
    await quantity.fill('7');
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await closeMessage(page, 'Sold in multiples of 2');
    expect((await api<{ items: unknown[] }>(page, 'GET', '/api/cart')).items).toEqual([]);
  } finally {
    await setOrderMultiple(browser, product.id, null);
  }
});
