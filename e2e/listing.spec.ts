// Category and search listings say what they did (issue #16 items 10, 11, 12): a page past the end says
// which pages exist, a corrected search says what it searched for, and a guest is offered no price sort.
import type { Page } from '@playwright/test';
import type { ProductsResponse } from '../src/shared/schemas/catalogue.ts';
import { E2E_BUYERS, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

/** The page fits a 375 px screen (opened at that width: the category drawer slides away on a resize) and axe finds nothing serious. */
async function expectFitsAndAccessible(page: Page, path: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, path);
  expect(await sidewaysProblems(page)).toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);
  if (size) await page.setViewportSize(size);
  await gotoHydrated(page, path);
}

test.describe('a page past the end (item 10)', () => {
  test('says which pages the category has and links to the last one', async ({ page, request }) => {
    const listing = (await (await request.get('/api/category?path=continence')).json()) as { data: { id: number } };
    const api = (await (await request.get(`/api/products?parent_id=${listing.data.id}&page=999`)).json()) as ProductsResponse;
    // The API keeps answering an empty page with the true count.
    expect(api.data).toEqual([]);
    expect(api.meta).toMatchObject({ current_page: 999, from: null, to: null });
    const { total, last_page: lastPage } = api.meta;
    expect(total).toBeGreaterThan(24);

    await gotoHydrated(page, '/category/continence?page=999');
    const main = page.getByRole('main');
    await expect(main).toContainText(`There is no page 999: these ${total} products fill pages 1 to ${lastPage}.`);
    await expect(main.getByText('No products found.')).toHaveCount(0);
    await expectFitsAndAccessible(page, '/category/continence?page=999');

    // By keyboard: the link takes the buyer to the last page's products.
    const last = main.getByRole('link', { name: `Go to the last page, page ${lastPage}` });
    await last.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/category/continence\\?page=${lastPage}#start$`));
    await expect(main.getByRole('status')).toHaveText(new RegExp(`^Showing \\d+–${total} of ${total} products$`));
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
  });

  test('a search past its end says so too', async ({ page }) => {
    await gotoHydrated(page, '/search?keyword=gloves&page=500');
    await expect(page.getByRole('main')).toContainText(/There is no page 500: these \d+ products fill pages 1 to \d+\./);
  });
});

test.describe('a corrected search (item 11)', () => {
  test('says what it searched for instead, and searches the words as typed on request', async ({ page }) => {
    await gotoHydrated(page, '/search?keyword=glovs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showing results for “gloves”');
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
    for (const title of await cardTitles(page)) expect(title).toMatch(/glove/i);
    await expect(page).toHaveTitle(/Showing results for “gloves”/);
    await expectFitsAndAccessible(page, '/search?keyword=glovs');

    const instead = page.getByRole('main').getByText('Search instead for');
    await expect(instead).toBeVisible();
    await instead.getByRole('link', { name: 'glovs' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=glovs&as_typed=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “glovs”');
    await expect(page.getByText('No products found.')).toBeVisible();
    await expect(page.getByText('Search instead for')).toHaveCount(0);
  });

  test('a word found as typed is not corrected, and the sort keeps the words as typed', async ({ page }) => {
    await gotoHydrated(page, '/search?keyword=glove');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “glove”');
    await expect(page.getByText('Search instead for')).toHaveCount(0);

    await gotoHydrated(page, '/search?keyword=nitrile&as_typed=1');
    await page.getByLabel('Sort by').selectOption('name-asc');
    await expect(page).toHaveURL(/keyword=nitrile&as_typed=1&sort=name-asc/);
  });
});

test.describe('price sorts (item 12)', () => {
  const priceSorts = ['Highest Price', 'Lowest Price'];
  const sortLabels = (page: Page) => page.getByLabel('Sort by').locator('option').allInnerTexts();

  test('a guest is offered none, and a price sort in the address is the default order', async ({ page, request }) => {
    for (const path of ['/category/gloves-ppe', '/search?keyword=gloves']) {
      await gotoHydrated(page, path);
      const labels = await sortLabels(page);
      expect(labels.length).toBeGreaterThan(3);
      for (const label of priceSorts) expect(labels, path).not.toContain(label);
    }

    await gotoHydrated(page, '/category/gloves-ppe');
    const defaultOrder = await cardTitles(page);
    for (const sort of ['price-desc', 'price-asc']) {
      await gotoHydrated(page, `/category/gloves-ppe?sort=${sort}`);
      await expect(page.getByLabel('Sort by')).toHaveValue('newest');
      expect(await cardTitles(page), sort).toEqual(defaultOrder);
    }

    // The API refuses to rank by price for a guest.
    for (const query of ['sort_field=price&sort_order=desc', 'sort_field=price&sort_order=asc', 'sort_field=price']) {
      const response = await request.get(`/api/products?${query}`);
      expect(response.status(), query).toBe(422);
      expect((await response.json()) as unknown).toMatchObject({ errors: { sort_field: 'The sort field price is only available when signed in.' } });
    }
  });

  test('a signed-in buyer has both, and Highest Price sorts by price', async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    await gotoHydrated(page, '/category/gloves-ppe');
    expect(await sortLabels(page)).toEqual(expect.arrayContaining(priceSorts));
    await page.getByLabel('Sort by').selectOption({ label: 'Highest Price' });
    await expect(page).toHaveURL(/sort=price-desc/);
    const amounts = page.getByRole('article').locator('.price-label__amount');
    await expect
      .poll(async () => {
        const prices = (await amounts.allInnerTexts()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
        return prices.length > 1 && prices.every((price, index) => index === 0 || price <= (prices[index - 1] ?? Infinity));
      })
      .toBe(true);
  });
});
