// Orders taken by phone (issue #30 Part 4), by keyboard, at 375 px and 1024 px: from the account's page the
// desk opens 'New order', adds a product by SKU (a SKU the account cannot buy is refused on the spot),
// changes its quantity in the table, and places it on account with a PO: the new order's page says who
// took it. At 1024 px it also e-mails the buyer a payment link. axe finds nothing serious; nothing scrolls sideways.
import type { Page } from '@playwright/test';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { PHONE_ACCOUNT } from './phone-order-setup.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

const RUN = Date.now().toString(36).toUpperCase();

async function checkScreen(page: Page, what: string): Promise<void> {
  expect(await seriousAxeFindings(page), `${what}: axe`).toEqual([]);
  expect(await sidewaysProblems(page), `${what}: sideways`).toEqual([]);
}

/** A product sold one at a time (no minimum or multiple), as the catalogue lists it to anyone. */
async function plainProduct(page: Page): Promise<ProductJson> {
  const response = await page.request.get('/api/products?per_page=48&sort_field=title&sort_order=asc');
  const { data } = (await response.json()) as { data: ProductJson[] };
  const found = data.find((product) => !product.has_variants && !product.min_order_qty && !product.order_multiple);
  if (!found) throw new Error('no plain product in the demo catalogue');
  return found;
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** From the account's page, 'New order' by keyboard, and one product added by its SKU. */
async function startOrder(page: Page, product: ProductJson): Promise<void> {
  await signInStaff(page, E2E_STAFF.desk);
  await gotoHydrated(page, `/admin/accounts?q=${PHONE_ACCOUNT.number}`);
  await page.getByRole('link', { name: PHONE_ACCOUNT.number, exact: true }).click();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'New order', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `New order for ${PHONE_ACCOUNT.number}: ${PHONE_ACCOUNT.name}` })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  // A SKU no product has: refused by the server, named by the SKU field.
  await typeInto(page, 'SKU', `NO-SUCH-${RUN}`);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('SKU', { exact: true })).toHaveAccessibleDescription(`No product with SKU NO-SUCH-${RUN} is sold to this account.`);

  await typeInto(page, 'SKU', product.sku);
  await typeInto(page, 'Quantity', '2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`${product.sku.toUpperCase()} added.`);
  const row = page.getByRole('table', { name: /^Lines/ }).getByRole('row').filter({ hasText: product.sku });
  await expect(row).toContainText(product.title);
  await expect(page.locator('.phone-order-totals')).toContainText('Total');
}

for (const width of [375, 1024]) {
  test(`the desk takes an order by phone and places it on account at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const product = await plainProduct(page);
    await startOrder(page, product);
    await checkScreen(page, 'the new order with a line');

    // The quantity changed in the table: the quote follows when Enter is pressed.
    const total = await page.locator('.phone-order-totals dd').last().textContent();
    await typeInto(page, `Quantity of ${product.sku}`, '5');
    await page.keyboard.press('Enter');
    await expect(page.locator('.phone-order-totals dd').last()).not.toHaveText(total ?? '');

    await typeInto(page, 'Purchase order number', `PHONE-${RUN}-${width}`);
    await page.getByRole('button', { name: 'Place on account' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order CS-/ })).toBeVisible();
    const takenBy = page.getByText('Taken by phone by', { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(takenBy).toHaveText(E2E_STAFF.desk.email);
    await expect(page.getByText(`PHONE-${RUN}-${width}`)).toBeVisible();
    await checkScreen(page, 'the order taken by phone');
  });
}

test('the desk e-mails the buyer a link to pay by card', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  const product = await plainProduct(page);
  await startOrder(page, product);
  await page.getByRole('button', { name: 'E-mail a payment link' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`${PHONE_ACCOUNT.email} has been e-mailed a link to pay`);
  await expect(page.getByText('No products yet: add them by SKU above.')).toBeVisible();
  const mail = await mailTo(PHONE_ACCOUNT.email, /took this order for you by phone/);
  expect(mail).toMatch(/\/order-history\/\d+/);
  await checkScreen(page, 'after the payment link');
});
