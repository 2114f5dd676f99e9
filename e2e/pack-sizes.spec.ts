// A pack's size and unit price in words wherever its price shows (issue #16 item 7): the cards, the product
// page and the cart say 'Pack of 150 · $0.17 each' beside the price; a guest sees the pack size alone.
import type { Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import { packSizeLabel, unitPriceLabel } from '../src/shared/pack-price.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

/** A product without options sold in packs, as the signed-in page's API shows it (with its price). */
async function packProduct(page: Page): Promise<ProductJson & { price: number; pack_size: number }> {
  const listing = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=48&sort_field=title&sort_order=asc');
  const found = listing.data.find((product) => !product.has_variants && (product.pack_size ?? 0) > 1 && product.price !== undefined);
  if (!found) throw new Error('the demo catalogue has no plain product sold in packs');
  return found as ProductJson & { price: number; pack_size: number };
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a guest sees the pack size on the card and the product page, and no price', async ({ page, request }) => {
  const listing = (await (await request.get('/api/products?per_page=48&sort_field=title&sort_order=asc')).json()) as { data: ProductJson[] };
  const product = listing.data.find((entry) => (entry.pack_size ?? 0) > 1);
  if (!product) throw new Error('no product sold in packs');
  await gotoHydrated(page, `/search?keyword=${encodeURIComponent(product.title)}`);
  await expect(card(page, product.title)).toContainText('Login for price');
  await expect(card(page, product.title).locator('.pack-price')).toHaveText(packSizeLabel(product.pack_size) ?? '');
  await gotoHydrated(page, product.url);
  await expect(page.getByRole('main').getByText(packSizeLabel(product.pack_size) ?? '', { exact: true })).toBeVisible();
  expect(await page.getByRole('main').innerText()).not.toMatch(/\$\d/);
});

test('a buyer sees the pack size and unit price on the card, the product page and the cart', async ({ page }) => {
  await signIn(page, E2E_BUYERS.cart);
  await emptyCart(page);
  const product = await packProduct(page);
  const packLine = `${packSizeLabel(product.pack_size)} · ${unitPriceLabel(product.price, product.pack_size)}`;
  expect(packLine).toMatch(/^Pack of \d[\d,]* · \$\d+\.\d{2,3} each$/);

  await gotoHydrated(page, `/search?keyword=${encodeURIComponent(product.title)}`);
  await expect(card(page, product.title).locator('.pack-price')).toHaveText(packLine);

  await gotoHydrated(page, product.url);
  const main = page.getByRole('main');
  await expect(main.locator('.price-label')).toContainText(formatCents(product.price));
  await expect(main.locator('.price-label .pack-price')).toHaveText(packLine);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await api(page, 'POST', '/api/cart', { id: product.id, qty: 3, variant_id: 0 });
  await gotoHydrated(page, '/cart');
  const line = main.getByRole('listitem').filter({ hasText: product.title });
  await expect(line).toContainText(`${formatCents(product.price)} per pack`);
  await expect(line.locator('.pack-price')).toHaveText(packLine);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, '/cart');
  await expect(line.locator('.pack-price')).toHaveText(packLine);
  expect(await sidewaysProblems(page)).toEqual([]);
  await emptyCart(page);
});
