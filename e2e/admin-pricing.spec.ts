// The back office's contract prices (issue #27 Part 3), at 375 px with axe on each screen: staff add a
// price list, import its entries from a CSV (a file with a problem is refused, a good one previewed then
// applied), add, reprice and remove one entry, give the list to an account, and Price check (by keyboard,
// the check in the address) shows that account's contract price and the list and break that gave it.
// Staff add a customer group and change its name and accounts. Codes are new each run (the lists stay in
// the e2e data between runs); the account is E2E Audit Care, whose prices no other spec reads, and a run
// takes its own list off it again, with any an earlier run left on it.
import type { Page } from '@playwright/test';
import { centsToInputText } from '../src/shared/money-input.ts';
import { formatCents } from '../src/shared/money.ts';
import type { PriceCheckJson, PriceListSummaryJson } from '../src/shared/schemas/admin-pricing.ts';
import type { AdminProductPage } from '../src/shared/schemas/admin-products.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, openBackOfficeScreen, signInStaff } from './staff-session.ts';

test.describe.configure({ mode: 'serial' });

/** E2E Audit Care (e2e/start-server.ts): admin.spec renames it; no spec reads its prices. */
const ACCOUNT = '900021';
const LIST_PREFIX = 'E2E-PL-';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
const BREAK_QTY = 10;

async function checkScreen(page: Page, label: string): Promise<void> {
  expect(await seriousAxeFindings(page), `${label}: axe`).toEqual([]);
  expect(await sidewaysProblems(page), `${label} at 375 px`).toEqual([]);
}

/** The back office's API as the signed-in staff member (its CSRF token is the XSRF-TOKEN cookie of Path=/admin). */
async function adminApi<T>(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin')?.value ?? '';
  const response = await page.request.fetch(path, { method, data, headers: { 'x-xsrf-token': decodeURIComponent(token), accept: 'application/json' } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(400);
  return (await response.json()) as T;
}

/** Takes every list this spec made off the account (an earlier run that failed may have left one on it). */
async function unassignSpecLists(page: Page): Promise<void> {
  for (let pageNumber = 1; ; pageNumber += 1) {
    const found = await adminApi<{ data: PriceListSummaryJson[]; meta: { last_page: number } }>(page, 'GET', `/admin/api/price-lists?q=${LIST_PREFIX}&page=${pageNumber}`);
    for (const list of found.data) {
      if (list.code.startsWith(LIST_PREFIX) && list.accounts + list.groups > 0) await adminApi(page, 'PUT', `/admin/api/price-lists/${list.id}/assignments`, { account_numbers: [], group_codes: [] });
    }
    if (pageNumber >= found.meta.last_page) return;
  }
}

type Priced = { sku: string; listCents: number };

/** Two products the account buys at their list price, whatever the quantity (no special, no contract). */
async function listPricedProducts(page: Page): Promise<[Priced, Priced]> {
  const products = await adminApi<AdminProductPage>(page, 'GET', '/admin/api/products?on_sale=0&active=1&per_page=50');
  const found: Priced[] = [];
  for (const product of products.data) {
    const check = await adminApi<{ data: PriceCheckJson }>(page, 'GET', `/admin/api/price-check?account_number=${ACCOUNT}&sku=${encodeURIComponent(product.sku)}&qty=${BREAK_QTY}`);
    if (check.data.price_source === 'list' && check.data.breaks.length === 0 && check.data.price >= 500) found.push({ sku: product.sku, listCents: check.data.list_price });
    if (found.length === 2) return [found[0]!, found[1]!];
  }
  throw new Error(`the demo catalogue has no two products account ${ACCOUNT} buys at their list price`);
}

const csv = (rows: string[]) => ({ name: 'entries.csv', mimeType: 'text/csv', buffer: Buffer.from(`sku,price,min_qty\n${rows.join('\n')}\n`, 'utf8') });

test('staff add a price list, import its entries, give it to an account, and Price check names it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await unassignSpecLists(page);
  const [first, second] = await listPricedProducts(page);
  const oneCents = Math.round(first.listCents * 0.9);
  const breakCents = Math.round(first.listCents * 0.8);
  const code = `${LIST_PREFIX}${run}`;

  await openBackOfficeScreen(page, 'Price lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Price lists' })).toBeVisible();
  await checkScreen(page, '/admin/price-lists');
  const addForm = page.getByRole('form', { name: 'Add a price list' });
  await addForm.getByLabel('Code').fill(code);
  await addForm.getByLabel('Name').fill(`E2E contract ${run}`);
  await addForm.getByRole('button', { name: 'Add the list' }).click();
  await expect(page).toHaveURL(/\/admin\/price-lists\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Price list ${code}: E2E contract ${run}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'No entries.' })).toBeVisible();
  await checkScreen(page, 'a new price list');

  // A file with a problem: nothing can be applied, and the problem is named by its line and column.
  const fileInput = page.getByLabel('CSV file');
  await fileInput.setInputFiles(csv([`${first.sku},${centsToInputText(oneCents)},1`, `${second.sku},12.345,1`]));
  await page.getByRole('button', { name: 'Check the file' }).click();
  const problems = page.getByRole('table', { name: '1 problem' });
  await expect(problems.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', 'price', 'The price may have at most 2 decimals (the cents), e.g. 22.49.']);
  await expect(page.getByRole('button', { name: 'Apply 0 entries' })).toBeDisabled();
  await checkScreen(page, 'a refused CSV');

  // A good file: previewed, then applied whole.
  await fileInput.setInputFiles(csv([`${first.sku},${centsToInputText(oneCents)},1`, `${first.sku},${centsToInputText(breakCents)},${BREAK_QTY}`, `${second.sku},${centsToInputText(second.listCents - 100)},`]));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('3 rows: 3 added, 0 repriced, 0 removed, 0 unchanged.')).toBeVisible();
  await expect(page.getByRole('table', { name: /problem/ })).toHaveCount(0);
  await checkScreen(page, 'a checked CSV');
  await page.getByRole('button', { name: 'Apply 3 entries' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Applied: the list now has the file's 3 entries." })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Showing 1–3 of 3 entries' });
  await expect(entries).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: formatCents(breakCents) })).toContainText(first.sku);

  // One entry added (its price typed with a decimal comma, said back), then removed.
  await page.getByLabel('SKU', { exact: true }).fill(second.sku);
  await page.getByLabel('Min qty').fill('5');
  await page.getByLabel('Price (dollars, excl. GST)').fill('3,75');
  await expect(page.getByText('Read as $3.75')).toBeVisible();
  await page.getByRole('button', { name: 'Save the entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${second.sku} from 5 is priced at $3.75.` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Showing 1–4 of 4 entries' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Remove the entry for ${second.sku} from 5` }).click();
  await expect(page.getByRole('status').filter({ hasText: `The entry for ${second.sku} from 5 is removed.` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Showing 1–3 of 3 entries' })).toBeVisible();

  await page.getByLabel('Account numbers').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Save who it is for' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The list is for 1 account and 0 groups.' })).toBeVisible();
  await checkScreen(page, 'the price list with its entries');

  try {
    // Price check by keyboard: the account pays the list's break price at the break's quantity.
    await openBackOfficeScreen(page, 'Price check');
    await expect(page.getByRole('heading', { level: 1, name: 'Price check' })).toBeVisible();
    await tabTo(page, page.getByLabel('Account number'));
    await page.keyboard.type(ACCOUNT);
    await page.keyboard.press('Tab');
    await page.keyboard.type(first.sku);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(BREAK_QTY));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/price-check\\?account_number=${ACCOUNT}&sku=${encodeURIComponent(first.sku)}&qty=${BREAK_QTY}$`));
    const answer = page.getByRole('region', { name: `Account ${ACCOUNT} pays for ${BREAK_QTY} × ${first.sku}` });
    await expect(answer).toContainText(`${formatCents(breakCents)} each, excl. GST`);
    await expect(answer).toContainText(`A contract price, from price list ${code}, its break from ${BREAK_QTY}.`);
    await expect(answer).toContainText(`List price${formatCents(first.listCents)}`);
    const breaks = answer.getByRole('table', { name: "The account's quantity breaks for this SKU" });
    await expect(breaks.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', formatCents(oneCents)]);
    await expect(breaks.getByRole('row').nth(2).getByRole('cell')).toHaveText([String(BREAK_QTY), formatCents(breakCents)]);
    await checkScreen(page, 'a price check');

    // The check is a link: one unit opened from the address is the list's first entry.
    await gotoHydrated(page, `/admin/price-check?account_number=${ACCOUNT}&sku=${encodeURIComponent(first.sku)}&qty=1`);
    await expect(page.getByRole('region', { name: `Account ${ACCOUNT} pays for 1 × ${first.sku}` })).toContainText(`A contract price, from price list ${code}.`);
  } finally {
    await unassignSpecLists(page);
  }
});

test('staff add a customer group with its accounts, then change its name and accounts', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await openBackOfficeScreen(page, 'Customer groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer groups' })).toBeVisible();
  await checkScreen(page, '/admin/customer-groups');
  const code = `E2E-G-${run}`;

  const addForm = page.getByRole('form', { name: 'Add a customer group' });
  await addForm.getByLabel('Account numbers').fill('NO-SUCH-ACCOUNT');
  await addForm.getByLabel('Code').fill(code);
  await addForm.getByLabel('Name').fill(`E2E group ${run}`);
  await addForm.getByRole('button', { name: 'Add the group' }).click();
  await expect(addForm.getByLabel('Account numbers')).toHaveAccessibleDescription(/No account has the number 'NO-SUCH-ACCOUNT'\./);
  await expect(addForm.getByLabel('Account numbers')).toHaveAttribute('aria-invalid', 'true');
  await addForm.getByLabel('Account numbers').fill(ACCOUNT);
  await addForm.getByRole('button', { name: 'Add the group' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The group ${code} is added.` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(ACCOUNT);
  await checkScreen(page, 'a new customer group');

  await row.getByRole('link', { name: `Change the group ${code}` }).click();
  const editForm = page.getByRole('form', { name: `Change the group ${code}` });
  await expect(editForm.getByLabel('Account numbers')).toHaveValue(ACCOUNT);
  await checkScreen(page, 'a customer group being changed');
  await editForm.getByLabel('Name').fill(`E2E group ${run} renamed`);
  await editForm.getByLabel('Account numbers').fill('');
  await editForm.getByRole('button', { name: 'Save the group' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The group ${code} is saved.` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/customer-groups$/);
  await expect(row).toContainText(`E2E group ${run} renamed`);
  await expect(row).toContainText('None');
});
