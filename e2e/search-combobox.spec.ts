// Issue #18: the header search suggests categories and products as the buyer types (GET
// /api/search/suggest), a WAI-ARIA combobox used by keyboard alone: Down to a product and Enter opens it,
// Escape closes the list, Enter with nothing chosen searches. Guests see no price in it; a signed-in
// buyer does. One request in flight at most, and an answer for old text never shows.
import type { Page, Request } from '@playwright/test';
import type { SuggestResponse } from '../src/shared/schemas/search.ts';
import { formatCents } from '../src/shared/money.ts';
import { suggestionCountText } from '../src/web/features/search/listbox-navigation.ts';
import { api, DEMO_BUYER, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const productOptions = (page: Page) => suggestions(page).getByRole('group', { name: 'Products' }).getByRole('option');
const categoryOptions = (page: Page) => suggestions(page).getByRole('group', { name: 'Categories' }).getByRole('option');

/** What the endpoint answers this viewer (the page's session) for `q`. */
async function suggestionsFor(page: Page, q: string): Promise<SuggestResponse['data']> {
  return (await api<SuggestResponse>(page, 'GET', `/api/search/suggest?q=${encodeURIComponent(q)}`)).data;
}

/** Types into the focused header search and waits until the list shows the answer for that text. */
async function typeAndWait(page: Page, text: string): Promise<SuggestResponse['data']> {
  const expected = await suggestionsFor(page, text);
  await searchBox(page).focus();
  await page.keyboard.type(text);
  await expect(searchBox(page)).toHaveValue(text);
  // The polite live region says how many.
  await expect(page.getByText(suggestionCountText(expected.products.length + expected.categories.length), { exact: true })).toBeAttached();
  await expect(productOptions(page)).toHaveText(expected.products.map((product) => new RegExp(escapeRegExp(product.title))));
  return expected;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isSuggestRequest = (request: Request) => new URL(request.url()).pathname === '/api/search/suggest';

test.describe('header search suggestions', () => {
  test('by keyboard alone: Down to a product and Enter opens its page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const expected = await typeAndWait(page, 'glo');
    expect(expected.products.length).toBeGreaterThan(0);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-autocomplete', 'list');

    // Categories come first; Down goes through them to the first product.
    for (let step = 0; step <= expected.categories.length; step += 1) await page.keyboard.press('ArrowDown');
    const first = productOptions(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'none');
    await expect(searchBox(page)).toBeFocused();

    await page.keyboard.press('Enter');
    const product = expected.products[0]!;
    await expect(page).toHaveURL((url) => url.pathname === product.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  });

  test('Escape closes the list and keeps the text; a second Escape empties the box', async ({ page }) => {
    await gotoHydrated(page, '/');
    await typeAndWait(page, 'glo');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant');
    await expect(searchBox(page)).toHaveValue('glo');
    await expect(searchBox(page)).toBeFocused();

    // Down opens it again.
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await expect(suggestions(page)).toBeHidden();
  });

  test('Enter with nothing chosen searches for the text typed', async ({ page }) => {
    await gotoHydrated(page, '/');
    await typeAndWait(page, 'glo');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === 'glo');
    await expect(searchBox(page)).toHaveValue('glo');
    await expect(suggestions(page)).toBeHidden();
  });

  test('Tab leaves the box and closes the list; a click on a category opens it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const expected = await typeAndWait(page, 'glo');
    await page.keyboard.press('Tab');
    await expect(searchBox(page)).not.toBeFocused();
    await expect(suggestions(page)).toBeHidden();

    // A click in the box shows the list again.
    const category = expected.categories[0];
    expect(category, "the demo catalogue has a category for 'glo'").toBeDefined();
    await searchBox(page).click();
    await expect(categoryOptions(page).first()).toHaveText(category!.title);
    await categoryOptions(page).first().click();
    await expect(page).toHaveURL((url) => url.pathname === category!.url);
  });

  test('a guest sees no price in the suggestions; a signed-in buyer sees each product’s price', async ({ page }) => {
    await gotoHydrated(page, '/');
    const asGuest = await typeAndWait(page, 'glo');
    expect(asGuest.products.every((product) => product.price === undefined)).toBe(true);
    await expect(suggestions(page)).not.toContainText('$');
    await expect(suggestions(page)).not.toContainText('excl. GST');
    for (const [index, product] of asGuest.products.entries()) {
      await expect(productOptions(page).nth(index)).toContainText(`SKU ${product.sku}`);
    }

    await signIn(page, DEMO_BUYER);
    const asBuyer = await typeAndWait(page, 'glo');
    for (const [index, product] of asBuyer.products.entries()) {
      expect(product.price).toBeDefined();
      await expect(productOptions(page).nth(index)).toContainText(`${formatCents(product.price!)} excl. GST`);
    }
  });

  test('new text aborts the request for the old: one request in flight at most, and the old answer never shows', async ({ page }) => {
    await gotoHydrated(page, '/');
    let inFlight = 0;
    let most = 0;
    const aborted: string[] = [];
    const q = (request: Request) => new URL(request.url()).searchParams.get('q') ?? '';
    page.on('request', (request) => {
      if (!isSuggestRequest(request)) return;
      inFlight += 1;
      most = Math.max(most, inFlight);
    });
    page.on('requestfinished', (request) => {
      if (isSuggestRequest(request)) inFlight -= 1;
    });
    page.on('requestfailed', (request) => {
      if (!isSuggestRequest(request)) return;
      inFlight -= 1;
      aborted.push(q(request));
    });
    // The answer for 'gl' is held back until after the answer for 'glo' is shown.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/search/suggest' && url.searchParams.get('q') === 'gl',
      async (route) => {
        await held;
        await route.continue().catch(() => {}); // the page has dropped it already
      },
    );

    const expected = await suggestionsFor(page, 'glo');
    await searchBox(page).focus();
    const stale = page.waitForRequest((request) => isSuggestRequest(request) && q(request) === 'gl');
    await page.keyboard.type('gl');
    await stale;
    await page.keyboard.type('o');
    await expect(productOptions(page)).toHaveText(expected.products.map((product) => new RegExp(escapeRegExp(product.title))));
    release();
    await expect.poll(() => aborted).toContain('gl');
    await expect(productOptions(page)).toHaveText(expected.products.map((product) => new RegExp(escapeRegExp(product.title))));
    expect(most).toBe(1);
  });

  test('the open list has no serious or critical accessibility finding', async ({ page }) => {
    await gotoHydrated(page, '/');
    await typeAndWait(page, 'glo');
    await page.keyboard.press('ArrowDown');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('at 375 px the list fits the screen, cuts nothing off, and works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, DEMO_BUYER);
    const expected = await typeAndWait(page, 'glo');
    const problems = await suggestions(page).evaluate((listbox) => {
      const width = document.documentElement.clientWidth;
      const found: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
      for (const element of [listbox, ...listbox.querySelectorAll('*')]) {
        const box = element.getBoundingClientRect();
        if (box.width === 0) continue;
        const what = `${element.className || element.tagName} "${(element.textContent ?? '').slice(0, 30)}"`;
        if (box.left < 0 || box.right > width) found.push(`${what} reaches past the screen (${Math.round(box.left)} to ${Math.round(box.right)})`);
        if (element.scrollWidth > element.clientWidth + 1) found.push(`${what} cuts off its content (${element.scrollWidth} in ${element.clientWidth})`);
      }
      return found;
    });
    expect(problems).toEqual([]);
    for (const [index, product] of expected.products.entries()) {
      await expect(productOptions(page).nth(index)).toContainText(formatCents(product.price!));
    }
    expect(await seriousAxeFindings(page)).toEqual([]);

    for (let step = 0; step <= expected.categories.length; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === expected.products[0]!.url);
  });
});
