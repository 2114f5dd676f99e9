// Quick order (issue #9): paste 20 lines with 3 bad ones, fix one in place, put 18 lines in the cart.
// Issue #16 item 1: what the add button adds is exactly what the table shows; new input hides the old match.
// Issue #16 item 27: a large workbook is read in a worker the page's CSP allows; a zip bomb is refused.
// Issue #16 item 7: a matched product's price says its pack size and the price of one unit.
// Issue #18: a typed row suggests products from GET /api/search/suggest, taken by keyboard alone.
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import type { SuggestResponse } from '../src/shared/schemas/search.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { formatCents } from '../src/shared/money.ts';
import { packSizeLabel, unitPriceLabel } from '../src/shared/pack-price.ts';
import { workbookOf, zipBombOf } from '../src/web/features/quick-order/testdata/workbooks.ts';
import { WORKBOOK_MESSAGES } from '../src/web/features/quick-order/workbook-messages.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function simpleProducts(page: Parameters<typeof api>[0], count: number): Promise<ProductJson[]> {
  const products = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=96&sort_field=title&sort_order=asc');
  const simple = products.data.filter((product) => !product.has_variants && product.price !== undefined).slice(0, count);
  expect(simple).toHaveLength(count);
  return simple;
}

test.describe('quick order', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    await emptyCart(page);
  });

  test('paste 20 lines with 3 bad ones, fix one, and 18 lines go to the cart', async ({ page }) => {
    const products = await simpleProducts(page, 18);
    // 17 good lines in the ways a spreadsheet copies them, one with a bad quantity, two unknown codes.
    const lines = products.slice(0, 17).map((product, index) => (index % 3 === 0 ? `${product.sku}\t${index + 1}` : index % 3 === 1 ? `${product.sku.toLowerCase()},${index + 1}` : `${product.sku} ${index + 1}`));
    const fixable = products[17]!;
    const pasted = ['SKU\tQty', ...lines.slice(0, 8), `${fixable.sku}\tlots`, 'NO-SUCH-SKU-1\t2', ...lines.slice(8), 'ZZQ-000\t1'].join('\n');

    await gotoHydrated(page, '/quick-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();
    await page.getByLabel('Paste from a spreadsheet').fill(pasted);
    await page.getByRole('button', { name: 'Match 20 lines' }).click();

    await expect(page.getByRole('heading', { name: '20 lines checked: 17 ready, 3 to fix' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Line 11 NO-SUCH-SKU-1/ })).toContainText('No product has this SKU or name.');
    await expect(table.getByRole('row', { name: /Line 10/ })).toContainText('Enter a whole quantity from 1 to 9999.');
    await expect(table.getByRole('row', { name: /Line 2 / })).toContainText(products[0]!.title);

    // Fix the bad quantity in place, by keyboard only, and drop the two unknown lines.
    const qty = page.getByLabel('Quantity for Line 10');
    await qty.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('5');
    await expect(table.getByRole('row', { name: /Line 10/ })).not.toContainText('Enter a whole quantity');
    await page.getByRole('button', { name: 'Remove Line 11' }).click();
    await page.getByRole('button', { name: 'Remove Line 21' }).focus();
    await page.keyboard.press('Enter');

    const addButton = page.getByRole('button', { name: 'Add 18 lines to cart' });
    await addButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('18 lines were added to your cart.')).toBeVisible();

    const cart = await api<CartJson>(page, 'GET', '/api/cart');
    expect(cart.items).toHaveLength(18);
    expect(cart.items.find((item) => item.id === fixable.id)?.qty).toBe(5);
    expect(cart.items.find((item) => item.id === products[1]!.id)?.qty).toBe(2);
  });

  test('an upload after a match hides the old match: the add button adds only what a new match shows (issue #16 item 1)', async ({ page }) => {
    const [pastedA, pastedB, uploadedA, uploadedB] = await simpleProducts(page, 4);
    await gotoHydrated(page, '/quick-order');
    await page.getByLabel('Paste from a spreadsheet').fill(`${pastedA!.sku} 2\n${pastedB!.sku} 1`);
    await page.getByRole('button', { name: 'Match 2 lines' }).click();
    await expect(page.getByRole('heading', { name: '2 lines checked: 2 ready' })).toBeVisible();

    await page.getByLabel('Upload a CSV or Excel file').setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(`${uploadedA!.sku},5\n${uploadedB!.sku},3\n`) });
    await expect(page.getByText('order.csv: 2 lines read.')).toBeVisible();
    // The old match is gone with its buttons; the page says why, and Match counts all four lines.
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Add \d+ lines? to cart$/ })).toHaveCount(0);
    await expect(page.getByText('Your lines changed after they were matched. Match them again to check them before adding them to your cart.')).toBeVisible();

    await page.getByRole('button', { name: 'Match 4 lines' }).click();
    await expect(page.getByRole('heading', { name: '4 lines checked: 4 ready' })).toBeVisible();
    await page.getByRole('button', { name: 'Add 4 lines to cart' }).click();
    await expect(page.getByText('4 lines were added to your cart.')).toBeVisible();
    const cart = await api<CartJson>(page, 'GET', '/api/cart');
    expect(Object.fromEntries(cart.items.map((item) => [item.id, item.qty]))).toEqual({ [pastedA!.id]: 2, [pastedB!.id]: 1, [uploadedA!.id]: 5, [uploadedB!.id]: 3 });
  });

  test('a match answered after the lines changed is not shown, and typing after a match hides it (issue #16 item 1)', async ({ page }) => {
    const [first, second] = await simpleProducts(page, 2);
    await gotoHydrated(page, '/quick-order');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/quick-order/match', async (route) => {
      await held;
      await route.continue();
    });
    const paste = page.getByLabel('Paste from a spreadsheet');
    await paste.fill(`${first!.sku} 2`);
    await page.getByRole('button', { name: 'Match 1 line' }).click();
    await expect(page.getByText('Working…')).toBeVisible();
    await paste.fill(`${second!.sku} 4`);
    const answered = page.waitForResponse('**/api/quick-order/match');
    release();
    await answered;
    await expect(page.getByText('Working…')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /to cart$/ })).toHaveCount(0);
    await page.unroute('**/api/quick-order/match');

    await page.getByRole('button', { name: 'Match 1 line' }).click();
    await expect(page.getByRole('table').getByRole('row', { name: /Line 1/ })).toContainText(second!.title);
    await paste.press('End');
    await paste.pressSequentially('0');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Match 1 line' })).toBeVisible();
  });

  test('a workbook of 6,000 rows (0.6 MB of sheet XML) is read: its first 5,000 lines, with a message (issue #16 item 27)', async ({ page }) => {
    const [product] = await simpleProducts(page, 1);
    const rows = [['SKU', 'Qty'], ...Array.from({ length: 6000 }, (_, index) => [index === 0 ? product!.sku : `NO-SUCH-${index}`, (index % 9) + 1])];
    await gotoHydrated(page, '/quick-order');

    await page.getByLabel('Upload a CSV or Excel file').setInputFiles({ name: 'big order.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(workbookOf(rows)) });

    await expect(page.getByText('big order.xlsx: 5,000 lines read.')).toBeVisible();
    await expect(page.getByText('Only the first 5,000 lines were read; line 5,002 and after were left out.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Match 5,000 lines' })).toBeVisible();
  });

  test('a zip bomb is refused within seconds, whether its size header is true or lies (issue #16 item 27)', async ({ page }) => {
    await gotoHydrated(page, '/quick-order');
    const upload = page.getByLabel('Upload a CSV or Excel file');
    // 2 MB files whose sheet inflates to 2 GiB: one says so, one claims 100 KB.
    for (const [name, bomb] of [['true.xlsx', zipBombOf(2048)], ['lying.xlsx', zipBombOf(2048, 100_000)]] as const) {
      const started = Date.now();
      await upload.setInputFiles({ name, mimeType: XLSX_TYPE, buffer: Buffer.from(bomb) });
      await expect(page.getByText(`${name}: 0 lines read.`)).toBeVisible({ timeout: 5_000 });
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect(page.getByText(WORKBOOK_MESSAGES.bomb)).toBeVisible();
      await expect(page.getByText('Reading the file…')).toHaveCount(0);
    }
    // The page keeps nothing of the files (the worker that read them is gone with its memory). Measured after a
    // collection: performance.memory counts garbage not yet collected, and read 126 MB once on a loaded machine.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('HeapProfiler.collectGarbage');
    const { usedSize } = await devtools.send('Runtime.getHeapUsage');
    await devtools.detach();
    expect(usedSize).toBeLessThan(100 * 1024 * 1024);
    await expect(page.getByRole('button', { name: 'Match 0 lines' })).toBeVisible();
  });

  test('a matched pack shows "Pack of N" and the price of one unit beside its price (issue #16 item 7)', async ({ page }) => {
    const products = await simpleProducts(page, 18);
    const pack = products.find((product) => (product.pack_size ?? 0) > 1);
    expect(pack, 'a product sold in packs').toBeDefined();
    await gotoHydrated(page, '/quick-order');
    await page.getByLabel('Paste from a spreadsheet').fill(`${pack!.sku} 2`);
    await page.getByRole('button', { name: 'Match 1 line' }).click();

    const row = page.getByRole('table').getByRole('row', { name: /Line 1/ });
    await expect(row).toContainText(`${formatCents(pack!.price!)}${packSizeLabel(pack!.pack_size)} · ${unitPriceLabel(pack!.price, pack!.pack_size)}`);
  });

  test('a row suggests products as the buyer types; Down and Enter put the SKU in the row, and Enter then matches (issue #18)', async ({ page }) => {
    const expected = (await api<SuggestResponse>(page, 'GET', '/api/search/suggest?q=glo')).data.products;
    expect(expected.length).toBeGreaterThan(1);
    await gotoHydrated(page, '/quick-order');
    const row = page.getByRole('combobox', { name: 'SKU or product name, row 1' });
    const list = page.getByRole('listbox', { name: 'Suggestions for row 1' });
    await row.focus();
    await page.keyboard.type('glo');
    await expect(list.getByRole('option')).toHaveText(expected.map((product) => new RegExp(escapeRegExp(product.title))));
    await expect(list.getByRole('option').nth(1)).toContainText(`SKU ${expected[1]!.sku}`);
    await expect(list.getByRole('option').nth(1)).toContainText(formatCents(expected[1]!.price!));
    await expect(page.getByText(`${expected.length} suggestions`, { exact: true })).toBeAttached();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(row).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').nth(1).getAttribute('id')) ?? 'none');
    await page.keyboard.press('Enter');
    await expect(row).toHaveValue(expected[1]!.sku);
    await expect(list).toBeHidden();
    await expect(page.getByRole('table')).toHaveCount(0);

    // With no suggestion chosen, Enter submits the form as before: the rows are matched.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^1 line checked/ })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row', { name: /Row 1/ })).toContainText(expected[1]!.title);
  });

  test('the page has no serious accessibility violation and fits a 375 px screen, with its preview', async ({ page }) => {
    const [product] = await simpleProducts(page, 1);
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/quick-order');
    await page.getByLabel('Paste from a spreadsheet').fill(`${product!.sku} 2\nNITRLE GLOVS 1\n${product!.sku},0`);
    await page.getByRole('button', { name: 'Match 3 lines' }).click();
    await expect(page.getByRole('heading', { name: /3 lines checked/ })).toBeVisible();
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
