// The search page's facets (issue #18): Category and On special with their counts, kept in the address,
// cleared one at a time or all at once, kept by paging and sorting; with JavaScript and without, at 375 px.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ProductsResponse, SearchFacets } from '../src/shared/schemas/catalogue.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

// The demo catalogue's gloves: nitrile, vinyl and latex, some of each on special.
const KEYWORD = 'gloves';
const PER_PAGE = 16;

type Category = SearchFacets['categories'][number];
type Chosen = { category: Category; onSaleInCategory: number; totalOnSale: number; total: number; facets: SearchFacets };

/** What the API answers the search page for the keyword and these parameters. */
async function apiSearch(request: APIRequestContext, query = ''): Promise<ProductsResponse> {
  const response = await request.get(`/api/products?keyword=${KEYWORD}${query}`);
  expect(response.status(), query).toBe(200);
  return (await response.json()) as ProductsResponse;
}

function facetsOf(body: ProductsResponse): SearchFacets {
  const { facets } = body.meta;
  if (!facets) throw new Error('GET /api/products?keyword= answered no meta.facets');
  return facets;
}

/** The category the tests choose: the biggest that fills more than one page of 16 and has products on special. */
async function chooseCategory(request: APIRequestContext): Promise<Chosen> {
  const all = await apiSearch(request);
  const facets = facetsOf(all);
  expect(facets.categories.length).toBeGreaterThan(1);
  expect(facets.on_sale).toBeGreaterThan(0);
  for (const category of [...facets.categories].sort((a, b) => b.count - a.count)) {
    if (category.count <= PER_PAGE) break;
    const inCategory = facetsOf(await apiSearch(request, `&category_id[]=${category.id}`));
    if (inCategory.on_sale > 0) return { category, onSaleInCategory: inCategory.on_sale, totalOnSale: facets.on_sale, total: all.meta.total, facets };
  }
  throw new Error(`no category of '${KEYWORD}' has more than ${PER_PAGE} matches and one on special`);
}

const productsText = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;
const filtersOf = (page: Page) => page.getByRole('navigation', { name: 'Filter results' });
const choice = (page: Page, label: string, count: number) =>
  filtersOf(page).getByRole('link', { name: `${label} ${productsText(count)}`, exact: true });
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The listing's live count: 'Showing 1–16 of 18 products'. */
async function expectShowing(page: Page, from: number, to: number, total: number): Promise<void> {
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing ${from}–${to} of ${productsText(total)}`);
}

const address = (query: string) => new RegExp(`/search\\?${query.replace(/[?[\]]/g, '\\$&')}(#start)?$`);

test.describe('search facets with JavaScript', () => {
  test('a category narrows the results, On special narrows them further, and each clears', async ({ page, request }) => {
    const { category, onSaleInCategory, totalOnSale, total, facets } = await chooseCategory(request);
    await gotoHydrated(page, `/search?keyword=${KEYWORD}`);
    for (const each of facets.categories) await expect(choice(page, each.title, each.count)).toBeVisible();
    await expect(choice(page, 'On special', totalOnSale)).toBeVisible();
    await expect(filtersOf(page).getByRole('link', { name: /^Clear/ })).toHaveCount(0);
    await expectShowing(page, 1, Math.min(24, total), total);

    await choice(page, category.title, category.count).click();
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&category_id=${category.id}`));
    await expectShowing(page, 1, Math.min(24, category.count), category.count);
    await expect(choice(page, category.title, category.count)).toHaveAttribute('aria-current', 'true');
    // The other categories stay, to switch to; On special now counts this category's.
    for (const each of facets.categories.filter((other) => other.id !== category.id)) {
      await expect(choice(page, each.title, each.count)).not.toHaveAttribute('aria-current');
    }

    await choice(page, 'On special', onSaleInCategory).click();
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&category_id=${category.id}&on_sale=1`));
    await expectShowing(page, 1, onSaleInCategory, onSaleInCategory);
    await expect(cards(page)).toHaveCount(onSaleInCategory);
    await expect(cards(page).filter({ hasText: 'Sale' })).toHaveCount(onSaleInCategory);
    await expect(choice(page, 'On special', onSaleInCategory)).toHaveAttribute('aria-current', 'true');
    // Each category now counts its products on special.
    await expect(choice(page, category.title, onSaleInCategory)).toHaveAttribute('aria-current', 'true');

    // Clearing the category keeps On special, and the focus lands on the Category heading, not the page body.
    await filtersOf(page).getByRole('link', { name: 'Clear category filter' }).click();
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&on_sale=1`));
    await expectShowing(page, 1, Math.min(24, totalOnSale), totalOnSale);
    await expect(filtersOf(page).getByRole('heading', { name: 'Category' })).toBeFocused();
    await expect(filtersOf(page).getByRole('link', { name: 'Clear category filter' })).toHaveCount(0);

    await filtersOf(page).getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}`));
    await expectShowing(page, 1, Math.min(24, total), total);
    await expect(filtersOf(page).getByRole('link', { name: /^Clear/ })).toHaveCount(0);
  });

  test('paging and sorting keep the facets, and a facet changed goes back to page 1', async ({ page, request }) => {
    const { category, onSaleInCategory } = await chooseCategory(request);
    await gotoHydrated(page, `/search?keyword=${KEYWORD}&category_id=${category.id}&per_page=${PER_PAGE}`);
    await expectShowing(page, 1, PER_PAGE, category.count);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&category_id=${category.id}&page=2&per_page=${PER_PAGE}`));
    await expectShowing(page, PER_PAGE + 1, Math.min(2 * PER_PAGE, category.count), category.count);
    await expect(choice(page, category.title, category.count)).toHaveAttribute('aria-current', 'true');

    await page.getByLabel('Sort by').selectOption('name-asc');
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&category_id=${category.id}&per_page=${PER_PAGE}&sort=name-asc`));
    await expectShowing(page, 1, PER_PAGE, category.count);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await choice(page, 'On special', onSaleInCategory).click();
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&category_id=${category.id}&on_sale=1&per_page=${PER_PAGE}&sort=name-asc`));
    await expectShowing(page, 1, onSaleInCategory, onSaleInCategory);
  });

  test('a corrected search keeps the words typed, and words searched as typed keep as_typed', async ({ page, request }) => {
    const { category } = await chooseCategory(request);
    await gotoHydrated(page, '/search?keyword=glovs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showing results for “gloves”');
    await choice(page, category.title, category.count).click();
    await expect(page).toHaveURL(address(`keyword=glovs&category_id=${category.id}`));
    await expectShowing(page, 1, Math.min(24, category.count), category.count);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showing results for “gloves”');
    await expect(page.getByRole('main').getByText('Search instead for')).toBeVisible();

    await gotoHydrated(page, `/search?keyword=${KEYWORD}&as_typed=1&sort=name-asc`);
    await choice(page, category.title, category.count).click();
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&as_typed=1&category_id=${category.id}&sort=name-asc`));
    await expectShowing(page, 1, Math.min(24, category.count), category.count);
  });

  test('fits a 375 px screen and axe finds nothing serious, open or closed', async ({ page, request }) => {
    const { category } = await chooseCategory(request);
    const path = `/search?keyword=${KEYWORD}&category_id=${category.id}&on_sale=1`;
    await gotoHydrated(page, path);
    await expect(filtersOf(page)).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, path);
    // Closed at first above the results, saying how many are chosen.
    const summary = page.getByRole('main').locator('summary', { hasText: 'Filter results' });
    await expect(summary).toHaveText('Filter results (2 chosen)');
    await expect(filtersOf(page)).toBeHidden();
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await summary.click();
    await expect(filtersOf(page)).toBeVisible();
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

test.describe('search facets without JavaScript', () => {
  test('the same choices, clears and paging work as plain links, on a narrow screen and a wide one', async ({ browser, request }) => {
    const { category, onSaleInCategory, totalOnSale, total } = await chooseCategory(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const summary = page.getByRole('main').locator('summary', { hasText: 'Filter results' });
    /** Opens the closed <details> (the browser's own, no script) and follows one of its links. */
    const follow = async (link: (page: Page) => Locator) => {
      await summary.click();
      await link(page).click();
    };

    await page.goto(`/search?keyword=${KEYWORD}`);
    await expectShowing(page, 1, Math.min(24, total), total);
    await follow((page) => choice(page, category.title, category.count));
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&category_id=${category.id}`));
    await expectShowing(page, 1, Math.min(24, category.count), category.count);
    await expect(summary).toHaveText('Filter results (1 chosen)');

    await follow((page) => choice(page, 'On special', onSaleInCategory));
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&category_id=${category.id}&on_sale=1`));
    await expectShowing(page, 1, onSaleInCategory, onSaleInCategory);

    await follow((page) => filtersOf(page).getByRole('link', { name: 'Clear category filter' }));
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&on_sale=1`));
    await expectShowing(page, 1, Math.min(24, totalOnSale), totalOnSale);

    await follow((page) => filtersOf(page).getByRole('link', { name: 'Clear all filters' }));
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}`));
    await expect(summary).toHaveText('Filter results');

    // Wide: a sidebar shown without script; paging keeps the category.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/search?keyword=${KEYWORD}&category_id=${category.id}&per_page=${PER_PAGE}`);
    await expect(summary).toBeHidden();
    await expect(choice(page, category.title, category.count)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&category_id=${category.id}&page=2&per_page=${PER_PAGE}`));
    await expectShowing(page, PER_PAGE + 1, Math.min(2 * PER_PAGE, category.count), category.count);
    await choice(page, 'On special', onSaleInCategory).click();
    await expect(page).toHaveURL(address(`keyword=${KEYWORD}&category_id=${category.id}&on_sale=1&per_page=${PER_PAGE}`));
    await expectShowing(page, 1, onSaleInCategory, onSaleInCategory);
    await context.close();
  });
});
