// The back office's catalogue (issue #19 Part 1), as the desk uses it at 375 px: add categories (by
// keyboard) and a product with a variant matrix, find it by SKU, change its price and on-special flag and
// see the category page show it; upload a picture and see it on the product page; move a category (its old
// address then sends buyers on); hide a
// category from a buyer's account number and see that buyer stop seeing it. Everything here is made by the
// test itself (its own categories and product), so no other spec's catalogue changes.
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_BUYERS, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff, openBackOfficeScreen } from './staff-session.ts';

test.describe.configure({ mode: 'serial' });

const run = String(Date.now()).slice(-7);
const TOP = `Wound Care ${run}`;
const SECOND = `Skin Care ${run}`;
const CHILD = `Dressings ${run}`;
const SKU = `E2E-${run}`;
const TITLE = `Foam Dressing Square ${run}-10`;
const BUYER = E2E_BUYERS.orders;

/** Fit for a phone: nothing serious for axe, nothing cut off or scrolling sideways at 375 px. */
async function checkScreen(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await sidewaysProblems(page)).toEqual([]);
}

const treeItem = (page: Page, title: string) => page.locator('details').filter({ has: page.locator('summary', { hasText: title }) }).first();

/** A buyer in a browser of their own (the staff page stays signed in to the back office). */
async function buyerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, BUYER);
  return page;
}

test('the desk adds categories by keyboard and a product with a matrix', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await openBackOfficeScreen(page, 'Categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await checkScreen(page);

  // Keyboard alone: the title, then Enter.
  const title = page.getByLabel('Title', { exact: true }).first();
  await tabTo(page, title);
  await page.keyboard.type(TOP);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('The category is added.');
  await expect(page.locator('summary', { hasText: TOP })).toBeVisible();

  for (const [name, parent] of [[SECOND, ''], [CHILD, TOP]] as const) {
    await page.getByLabel('Title', { exact: true }).first().fill(name);
    if (parent) await page.getByLabel('Under').first().selectOption({ label: parent });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.locator('summary', { hasText: name })).toBeVisible();
  }

  await openBackOfficeScreen(page, 'Products');
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('SKU', { exact: true }).fill(SKU);
  await page.getByLabel('Price (excl. GST)').fill('24.50');
  await page.getByLabel('Category').selectOption({ label: `— ${CHILD}` });
  await page.getByLabel('Description').fill('<p>Absorbent <strong>foam</strong>.</p><script>alert(1)</script>');
  await page.getByLabel('Sold in a variant matrix (rows by sizes)').check();
  await page.getByLabel('Sizes (comma between)').fill('S, L');
  await page.getByLabel('Sizes (comma between)').blur();
  await page.getByLabel('Name of row 1').fill('White');
  await page.getByLabel('Colour of White').fill('#f8fafc');
  await page.getByLabel('SKU of White S').fill(`${SKU}-W-S`);
  await page.getByLabel('SKU of White L').fill(`${SKU}-W-L`);
  await page.getByLabel('Price of White L').fill('29.00');
  await page.getByLabel('Restrict White L').check();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Add the product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(TITLE) })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('<p>Absorbent <strong>foam</strong>.</p>');
  await expect(page.getByLabel('Restrict White L')).toBeChecked();
});

test('the desk finds the product by SKU, puts it on special at a new price, and the category page shows it', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await gotoHydrated(page, '/admin/products');
  await page.getByLabel('SKU or words').fill(SKU);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('row').filter({ hasText: SKU })).toContainText('$24.50');
  await checkScreen(page);
  await page.getByRole('link', { name: TITLE }).click();

  await page.getByLabel('Price (excl. GST)').fill('19.95');
  await page.getByLabel('Base price (before the special)').fill('24.50');
  await page.getByLabel('On special').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is saved.');

  const buyer = await buyerPage(browser);
  await gotoHydrated(buyer, `/category/${slug(TOP)}/${slug(CHILD)}`);
  const card = buyer.getByRole('article').filter({ hasText: TITLE });
  await expect(card).toContainText('Sale');
  await expect(card).toContainText('$19.95');
  await buyer.context().close();
});

test('a price typed with a decimal comma is saved as meant, and a change beyond 5 times asks first, naming both amounts (issue #26)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await gotoHydrated(page, `/admin/products?q=${SKU}`);
  await page.getByRole('link', { name: TITLE }).click();
  const price = page.getByLabel('Price (excl. GST)');
  const base = page.getByLabel('Base price (before the special)');

  await price.fill('22,49');
  await base.fill('3000');
  await expect(page.getByText('Read as $22.49')).toBeVisible();
  // The base price typed as 3000 is a change of more than 5 times: asked, and refused here.
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => questions).toEqual(['Change the base price from $24.50 to $3,000.00?']);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await base.fill('30');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is saved.');
  await gotoHydrated(page, `/admin/products?q=${SKU}`);
  await expect(page.getByRole('row').filter({ hasText: SKU })).toContainText('$22.49');
  await page.getByRole('link', { name: TITLE }).click();

  // Above the base price: said on the price, with both amounts.
  await page.getByLabel('Price (excl. GST)').fill('40');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The price $40.00 is above the base price $30.00: lower the price, or raise the base price (the price before a special).')).toBeVisible();
  await expect(page.getByLabel('Price (excl. GST)')).toHaveAttribute('aria-invalid', 'true');
  await checkScreen(page);

  // Ten times, confirmed: saved.
  await page.getByLabel('Price (excl. GST)').fill('224,90');
  await page.getByLabel('Base price (before the special)').fill('300');
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is saved.');
  expect(questions.at(-1)).toBe('Change the price from $22.49 to $224.90 and the base price from $30.00 to $300.00?');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByLabel('Price (excl. GST)').fill('22.49');
  await page.getByLabel('Base price (before the special)').fill('30');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is saved.');
  await expect(page.getByLabel('Price (excl. GST)')).toHaveValue('22.49');
});

test('the matrix fits its panel at 1024 px, reads its SKUs whole, adds a blank row, names a repeated SKU and shows the range its cells give', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await gotoHydrated(page, `/admin/products?q=${SKU}`);
  await page.getByRole('link', { name: TITLE }).click();
  const matrix = page.getByRole('group', { name: 'Variant matrix' });
  await expect(matrix.getByText('Price range: $22.49, every cell sold at one price')).toBeVisible(); // L is restricted
  await expect(page.getByLabel('Price range from')).toHaveCount(0);

  await page.getByLabel('Sizes (comma between)').fill('S, L, XL, XXL');
  await page.getByLabel('Sizes (comma between)').blur();
  await matrix.getByRole('button', { name: 'Add a row' }).click();
  await expect(page.getByLabel('Name of row 2')).toHaveValue('');
  await expect(page.getByLabel('Colour of row 2')).toHaveValue('');
  await expect(page.getByLabel('SKU of row 2 S')).toHaveValue('');
  await expect(page.getByLabel('Price of row 2 S')).toHaveValue('');
  await page.getByLabel('Name of row 2').fill('Sea Green');
  await page.getByLabel('Colour of Sea Green').fill('#2e8b57');
  await page.getByLabel('SKU of White XXL').fill(`${SKU}-WHITE-XXL-LONG`);
  await page.getByLabel('Price of White XXL').fill('31,50');
  await page.getByLabel('SKU of Sea Green S').fill(`${SKU}-W-S`);
  await expect(matrix.getByText('Price range: $22.49 to $31.50')).toBeVisible();
  await checkScreen(page);
  // The whole SKU shows in its input, and the table stays inside its panel.
  for (const input of await matrix.getByRole('textbox', { name: /^SKU of / }).all()) {
    expect(await input.evaluate((element: HTMLInputElement) => element.scrollWidth <= element.clientWidth), await input.inputValue()).toBe(true);
  }
  const [table, panel] = await Promise.all([matrix.locator('table').boundingBox(), page.locator('form[aria-labelledby="product-form-heading"]').boundingBox()]);
  expect(table!.x + table!.width).toBeLessThanOrEqual(panel!.x + panel!.width);

  await page.getByRole('button', { name: 'Save changes' }).click();
  const repeated = `The SKU ${SKU}-W-S of Sea Green S is also the SKU of White S: each cell needs its own SKU.`;
  await expect(matrix.getByText(repeated)).toBeVisible();
  await expect(page.getByLabel('SKU of Sea Green S')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('SKU of Sea Green S').fill(`${SKU}-G-S`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is saved.');
  await expect(matrix.getByText(repeated)).toHaveCount(0);
  await checkScreen(page);
});

test('a picture uploaded in the back office is on the product page, as AVIF and WebP with a JPEG fallback', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await gotoHydrated(page, `/admin/products?q=${SKU}`);
  await page.getByRole('link', { name: TITLE }).click();
  // Two pictures, the second to be the primary.
  for (const [colour, alt, count] of [['#64748b', 'Foam dressing, back', 1], ['#0e7490', 'Foam dressing in its pack', 2]] as const) {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();
    await page.getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)').setInputFiles({ name: 'dressing.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Alt text', { exact: true }).last().fill(alt);
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByRole('listitem').filter({ has: page.locator('img') })).toHaveCount(count);
  }
  await expect(page.getByRole('status')).toHaveText('The picture is added.');
  await page.getByRole('button', { name: 'Make picture 2 primary' }).click();
  await page.getByRole('button', { name: 'Save the pictures' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is saved.');
  await checkScreen(page);

  const storeLink = page.getByRole('link', { name: /See it in the store/ });
  const href = (await storeLink.getAttribute('href')) ?? '';
  await gotoHydrated(page, href);
  const slide = page.locator('.product-gallery__slide').first();
  await expect(slide).toHaveAttribute('alt', 'Foam dressing in its pack');
  await expect(slide).toHaveAttribute('src', /^\/media\/.+-640\.jpg$/);
  await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /\/media\/.+-320\.avif 320w/);
  // The browser loaded one of them (naturalWidth > 0): the files are served.
  await expect.poll(() => slide.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('a save made from an older version is refused with an offer to reload, and nothing is overwritten', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await gotoHydrated(page, `/admin/products?q=${SKU}`);
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByLabel('Special text')).toBeVisible();

  // A colleague saves first (the same API, from this browser's back-office session).
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin')?.value ?? '';
  const current = (await (await page.request.get(`/admin/api/products/${id}`)).json()) as { data: { version: number } };
  const colleague = await page.request.patch(`/admin/api/products/${id}`, {
    headers: { 'x-xsrf-token': decodeURIComponent(token) },
    data: { version: current.data.version, special_text: 'Colleague was here' },
  });
  expect(colleague.status()).toBe(200);

  await page.getByLabel('Special text').fill('Mine');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'changed by someone else since you opened it' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Reload the product' }).first().click();
  await expect(page.getByLabel('Special text')).toHaveValue('Colleague was here');
  await page.getByLabel('Special text').fill('Mine, after reading theirs');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is saved.');
});

test('the desk moves a category under another, then hides it from a buyer, who stops seeing it', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  await gotoHydrated(page, '/admin/categories');
  const child = treeItem(page, CHILD);
  await child.locator('summary').click();
  await child.getByLabel('Under').selectOption({ label: SECOND });
  await child.getByRole('button', { name: `Save ${CHILD}` }).click();
  await expect(page.getByRole('status')).toHaveText(`The category is saved. (${CHILD})`);
  await expect(page.locator('summary', { hasText: `${slug(SECOND)}/${slug(CHILD)}` })).toBeVisible();

  const buyer = await buyerPage(browser);
  // The old address (a bookmark) answers a 301 to the new one, its query kept.
  const old = await buyer.request.get(`/category/${slug(TOP)}/${slug(CHILD)}?per_page=24`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/category/${slug(SECOND)}/${slug(CHILD)}?per_page=24`);
  await gotoHydrated(buyer, `/category/${slug(TOP)}/${slug(CHILD)}`);
  await expect(buyer).toHaveURL(new RegExp(`/category/${slug(SECOND)}/${slug(CHILD)}$`));
  await expect(buyer.getByRole('heading', { level: 1, name: CHILD })).toBeVisible();
  await expect(buyer.getByRole('article').filter({ hasText: TITLE })).toBeVisible();
  const menuTitles = async () => ((await (await buyer.request.get('/api/categories')).json()) as { data: { title: string }[] }).data.map((node) => node.title);
  expect(await menuTitles()).toContain(SECOND);

  const second = treeItem(page, SECOND);
  await second.locator('summary').click();
  await second.getByLabel('Hidden from account numbers').fill(`${BUYER.accountNumber}, 12345678`);
  await second.getByRole('button', { name: `Save ${SECOND}` }).click();
  await expect(second.getByText('No account has the number 12345678.')).toBeVisible();
  await second.getByLabel('Hidden from account numbers').fill(BUYER.accountNumber);
  await second.getByRole('button', { name: `Save ${SECOND}` }).click();
  await expect(page.getByRole('status')).toHaveText(`The category is saved. (${SECOND})`);
  // The tree is drawn again from the saved state (its forms closed): the summary counts the account.
  await expect(page.locator('summary', { hasText: SECOND })).toContainText('hidden from 1');
  const reopened = treeItem(page, SECOND);
  await reopened.locator('summary').click();
  await expect(reopened.getByRole('list', { name: `Accounts ${SECOND} is hidden from` })).toContainText(BUYER.accountNumber);
  await checkScreen(page);

  await gotoHydrated(buyer, `/category/${slug(SECOND)}/${slug(CHILD)}`);
  await expect(buyer.getByRole('heading', { level: 1, name: CHILD })).toBeHidden();
  expect(await menuTitles()).not.toContain(SECOND);
  await buyer.context().close();
});

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
