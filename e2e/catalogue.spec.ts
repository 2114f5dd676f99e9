import type { Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import type { ProductDetailJson, ProductJson } from '../src/shared/schemas/catalogue.ts';
import { api, DEMO_BUYER, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

/** The demo's Blue / Black / White nitrile gloves (a variant matrix of colours by sizes XS–XL). */
async function colourGloves(page: Page): Promise<ProductDetailJson> {
  const found = await api<{ data: ProductJson[] }>(page, 'GET', `/api/products?keyword=${encodeURIComponent('SureGuard nitrile colour range')}`);
  for (const product of found.data.filter((entry) => entry.has_variants)) {
    const { data } = await api<{ data: ProductDetailJson }>(page, 'GET', `/api/products/${product.url.replace('/product/', '')}`);
    if (data.variants?.blocks.map((block) => block.label).join() === 'Blue,Black,White') return data;
  }
  throw new Error('the demo catalogue has no Blue / Black / White gloves');
}

/** The generated picture behind a URL (an SVG). */
async function pictureAt(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** The fill a picture's pictogram is drawn in must be the colour's swatch. */
function swatchOf(product: ProductDetailJson, label: string): string {
  const swatch = product.variants?.blocks.find((block) => block.label === label)?.swatch;
  if (!swatch) throw new Error(`no ${label} block`);
  return swatch;
}

test.describe('catalogue as a guest', () => {
  test('menu → category → product shows no price, only Login for price / Login to purchase', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Products' }).click();
    const menu = page.getByRole('navigation', { name: 'Products' });
    await menu.getByRole('link', { name: 'Gloves & PPE', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gloves & PPE' })).toBeVisible();
    await expect(page.getByText('Login for price').first()).toBeVisible();
    expect(await page.locator('main').innerText()).not.toContain('$');

    await page.getByRole('link', { name: 'View Product' }).first().click();
    await expect(page.getByRole('button', { name: 'Login to purchase' })).toBeVisible();
    expect(await page.content()).not.toMatch(/\$\d/);
    await page.getByRole('button', { name: 'Login to purchase' }).click();
    await expect(page.getByText('Please login or register to add products to your cart')).toBeVisible();
  });

  test('a category page is rendered on the server, with sorting and pagination in the URL', async ({ page, request }) => {
    const html = await (await request.get('/category/gloves-ppe')).text();
    expect(html).toContain('View Product');
    expect(html).not.toMatch(/\$\d/);

    await page.goto('/category/gloves-ppe');
    await page.getByLabel('Sort by').selectOption('name-asc');
    await expect(page).toHaveURL(/sort=name-asc/);
    // The address changes before the new listing arrives: wait for the cards to be the sorted ones.
    const headings = page.getByRole('article').getByRole('heading');
    const isSorted = (texts: string[]) => texts.length > 1 && [...texts].sort((a, b) => a.localeCompare(b)).join('\n') === texts.join('\n');
    await expect.poll(async () => isSorted(await headings.allInnerTexts())).toBe(true);
    const titles = await headings.allInnerTexts();

    await page.getByRole('navigation', { name: /pagination/i }).getByRole('link', { name: /^(page )?2$/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=name-asc/);
    await expect.poll(async () => (await headings.allInnerTexts())[0]).not.toEqual(titles[0]);
    expect(isSorted(await headings.allInnerTexts())).toBe(true);
  });

  test('browsing works with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/category/gloves-ppe');
    await expect(page.getByRole('heading', { level: 1, name: 'Gloves & PPE' })).toBeVisible();
    await page.getByRole('link', { name: 'View Product' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login to purchase' })).toBeVisible();
    await context.close();
  });

  test('search by keyword, with a typo too', async ({ page }) => {
    await page.goto('/');
    const search = page.getByPlaceholder('Search for products...');
    await search.fill('nitrile');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=nitrile/);
    await expect(page.getByRole('article').getByRole('heading').first()).toContainText(/nitrile/i);

    await page.goto('/search?keyword=glvoes');
    await expect(page.getByRole('article').getByRole('heading').first()).toContainText(/glove/i);

    await page.goto('/search?keyword=zzzqqqxxx');
    await expect(page.getByText('No products found.')).toBeVisible();
  });
});

test.describe('catalogue signed in', () => {
  test('sign in shows prices excluding GST and the account number; sign out hides them again', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('link', { name: `Account #${DEMO_BUYER.accountNumber}` })).toBeVisible();

    // Hydrated before the menu is clicked: a click on the server's HTML alone opens nothing.
    await gotoHydrated(page, '/category/gloves-ppe');
    await expect(page.getByText('excl. GST').first()).toBeVisible();
    await expect(page.locator('main')).toContainText(/\$\d+\.\d{2}/);
    await expect(page.getByText('Login for price')).toHaveCount(0);

    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/category/gloves-ppe');
    await expect(page.getByText('Login for price').first()).toBeVisible();
    expect(await page.content()).not.toMatch(/\$\d/);
  });

  test('a category hidden from the account by rest_acc is gone from its listings and its page answers 404', async ({ page }) => {
    const hiddenPath = '/category/food-nutrition/clinical-nutrition';
    await page.goto(hiddenPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Clinical Nutrition' })).toBeVisible();
    await page.goto('/category/food-nutrition');
    expect(await page.getByRole('main').getByRole('link', { name: 'Clinical Nutrition' }).count()).toBeGreaterThan(0);

    await signIn(page);
    await page.goto('/category/food-nutrition');
    await expect(page.getByRole('heading', { level: 1, name: 'Food & Nutrition' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Clinical Nutrition' })).toHaveCount(0);
    const response = await page.goto(hiddenPath);
    expect(response?.status()).toBe(404);
  });

  test("only a product with options says 'From', on the cards and in the API (issue #16 item 4)", async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    const { data: products } = await api<{ data: ProductJson[] }>(page, 'GET', '/api/products?per_page=1000');
    expect(products.length).toBeGreaterThan(400);
    const ranged = products.filter((product) => (product.price_range_from ?? null) !== null);
    expect(ranged.length).toBeGreaterThan(0);
    for (const product of ranged) expect(product.has_variants, product.sku).toBe(true);

    const hasOptions = new Map(products.map((product) => [product.title, product.has_variants]));
    for (const path of ['/category/food-nutrition?per_page=48', '/category/gloves-ppe?per_page=48']) {
      await gotoHydrated(page, path);
      const cards = await page.getByRole('article').evaluateAll((articles) =>
        articles.map((article) => ({ title: article.querySelector('h3')?.textContent ?? '', price: article.querySelector('.price-label')?.textContent ?? '' })),
      );
      expect(cards.length).toBeGreaterThan(10);
      for (const card of cards) expect(card.price.startsWith('From '), card.title).toBe(hasOptions.get(card.title) === true);
    }
  });

  test('a wrong password shows the server message in a popup', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  });
});

test.describe('variant products (issue #8)', () => {
  test('each colour has its own picture in its colour, through to the cart line', async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    await emptyCart(page);
    const gloves = await colourGloves(page);
    await gotoHydrated(page, gloves.url);

    // The gallery: the product's pictures (in its first colour, Blue), then Black and White.
    const slides = await page
      .locator('.product-gallery__stage img')
      .evaluateAll((images) => images.map((image) => ({ src: image.getAttribute('src') ?? '', alt: image.getAttribute('alt') ?? '' })));
    expect(slides.map((slide) => slide.alt).slice(-2)).toEqual([`${gloves.title}, Black`, `${gloves.title}, White`]);
    await expect(page.getByRole('list', { name: 'Choose an image' }).getByRole('button')).toHaveCount(slides.length);
    expect(await pictureAt(page, slides[0]!.src)).toContain(`fill="${swatchOf(gloves, 'Blue')}"`);
    expect(await pictureAt(page, slides.at(-2)!.src)).toContain(`fill="${swatchOf(gloves, 'Black')}"`);
    expect(await pictureAt(page, slides.at(-1)!.src)).toContain(`fill="${swatchOf(gloves, 'White')}"`);

    await page.getByRole('spinbutton', { name: 'Quantity Blue XS' }).fill('1');
    await page.getByRole('spinbutton', { name: 'Quantity Black M' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Message' })).toContainText('Product/s has been added to cart');

    await gotoHydrated(page, '/cart');
    for (const [label, colour] of [['Blue / XS', 'Blue'], ['Black / M', 'Black']] as const) {
      const line = page.getByRole('main').getByRole('listitem').filter({ hasText: label });
      const src = (await line.locator('img').getAttribute('src')) ?? '';
      expect(src, label).toMatch(new RegExp(`-${colour.toUpperCase()}-`));
      const picture = await pictureAt(page, src);
      expect(picture, label).toContain(`fill="${swatchOf(gloves, colour)}"`);
    }
  });

  test("a signed-in buyer sees each cell's price beside its quantity box; sizes cost what the range says", async ({ page }) => {
    await signIn(page, E2E_BUYERS.cart);
    const gloves = await colourGloves(page);
    await gotoHydrated(page, gloves.url);
    await expect(page.getByText(`From ${formatCents(gloves.price_range_from ?? 0)}`)).toBeVisible();

    const prices: number[] = [];
    for (const block of gloves.variants?.blocks ?? []) {
      for (const cell of gloves.variants?.variants[block.key] ?? []) {
        const box = page.getByRole('spinbutton', { name: `Quantity ${block.label} ${cell.size}` });
        if (cell.restrict) {
          await expect(box).toBeDisabled();
          continue;
        }
        // The price is shown in the cell and read out with its box.
        await expect(box).toHaveAccessibleDescription(formatCents(cell.price ?? -1));
        await expect(page.getByRole('cell').filter({ has: box })).toContainText(formatCents(cell.price ?? -1));
        prices.push(cell.price ?? -1);
      }
    }
    expect(Math.min(...prices)).toBe(gloves.price_range_from);
    expect(Math.max(...prices)).toBe(gloves.price_range_to);
    await expect(page.getByText('Prices exclude GST.')).toBeVisible();
  });

  test('a restricted cell says Not available, in text and to a screen reader, and stays disabled (issue #16 item 9)', async ({ page }) => {
    const gloves = await colourGloves(page);
    const restricted = (gloves.variants?.blocks ?? []).flatMap((block) =>
      (gloves.variants?.variants[block.key] ?? []).filter((cell) => cell.restrict).map((cell) => `${block.label} ${cell.size}`),
    );
    expect(restricted).toEqual(['Black XL', 'White XS']);
    // A guest's read-only table says it too.
    await gotoHydrated(page, gloves.url);
    const region = page.getByRole('region', { name: 'Sizes and options' });
    await expect(region.getByText('Not available', { exact: true })).toHaveCount(2);

    await signIn(page, E2E_BUYERS.cart);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, gloves.url);
      for (const name of restricted) {
        const box = page.getByRole('spinbutton', { name: `Quantity ${name}` });
        await expect(box).toBeDisabled();
        await expect(box).toHaveAccessibleDescription('Not available');
        await expect(page.getByRole('cell').filter({ has: box }).getByText('Not available', { exact: true })).toBeVisible();
      }
      expect(await seriousAxeFindings(page), `${width} px`).toEqual([]);
    }
    expect(await sidewaysProblems(page)).toEqual([]);
  });

  test('a guest gets no price for a variant cell, in the JSON or the page', async ({ page, request }) => {
    const gloves = await colourGloves(page);
    const json = await (await request.get(`/api/products/${gloves.url.replace('/product/', '')}`)).text();
    expect(json).not.toMatch(/"price/);
    const html = await (await request.get(gloves.url)).text();
    expect(html).not.toMatch(/\$\d/);
    expect(html).not.toContain('"price"');
    await gotoHydrated(page, gloves.url);
    await expect(page.getByRole('button', { name: 'Login to purchase' })).toBeVisible();
    expect(await page.getByRole('main').innerText()).not.toMatch(/\$\d/);
  });

  for (const who of ['guest', 'buyer'] as const) {
    test(`at 375 px the matrix shows every size, nothing cut off (${who})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      if (who === 'buyer') await signIn(page, E2E_BUYERS.cart);
      const gloves = await colourGloves(page);
      await gotoHydrated(page, gloves.url);
      const region = page.getByRole('region', { name: 'Sizes and options' });
      await expect(region).toBeVisible();
      const fits = await region.evaluate((element) => ({
        page: document.documentElement.scrollWidth <= window.innerWidth,
        region: element.scrollWidth <= element.clientWidth,
      }));
      expect(fits).toEqual({ page: true, region: true });
      // Every cell of every colour lies within the screen, XL included, naming its size.
      const cells = who === 'buyer' ? page.getByRole('spinbutton', { name: /^Quantity / }) : region.getByRole('cell');
      const boxes = await cells.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBeGreaterThanOrEqual(12);
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(375);
      }
      await expect(region.getByText('XL', { exact: true }).first()).toBeVisible();
    });
  }

  test('at 1366 px the matrix is a table with the sizes as columns', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, E2E_BUYERS.cart);
    const gloves = await colourGloves(page);
    await gotoHydrated(page, gloves.url);
    const region = page.getByRole('region', { name: 'Sizes and options' });
    for (const size of gloves.variants?.sizes ?? []) await expect(region.getByRole('columnheader', { name: size, exact: true })).toBeVisible();
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const blueXs = await page.getByRole('spinbutton', { name: 'Quantity Blue XS' }).boundingBox();
    const blueXl = await page.getByRole('spinbutton', { name: 'Quantity Blue XL' }).boundingBox();
    expect(Math.abs((blueXs?.y ?? 0) - (blueXl?.y ?? 1))).toBeLessThan(2);
  });
});

test.describe('each text said once (issue #8)', () => {
  test('a category page titles itself once: the banner is a picture without the title', async ({ page }) => {
    await page.goto('/category/gloves-ppe');
    await expect(page.getByRole('heading', { level: 1, name: 'Gloves & PPE' })).toBeVisible();
    const banner = page.locator('.category-header__banner');
    await expect(banner).toHaveAttribute('alt', '');
    expect(await pictureAt(page, (await banner.getAttribute('src')) ?? '')).not.toContain('<text');
  });

  test('a home category tile names its category once', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Shop by category' }).getByRole('link');
    expect(await tiles.count()).toBeGreaterThan(3);
    for (const tile of await tiles.all()) {
      const name = (await tile.innerText()).trim();
      await expect(tile).toHaveAccessibleName(name);
      expect(name.split('\n')).toHaveLength(1);
      const image = tile.locator('img');
      if ((await image.count()) > 0) {
        await expect(image).toHaveAttribute('alt', '');
        expect(await pictureAt(page, (await image.getAttribute('src')) ?? '')).not.toContain('<text');
      }
    }
  });

  test('search says how many results there are once', async ({ page }) => {
    await page.goto('/search?keyword=glove');
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(/^Showing 1–\d+ of \d+ products$/);
    const total = /of (\d+) products/.exec((await status.innerText()) ?? '')?.[1] ?? '';
    const main = await page.getByRole('main').innerText();
    expect(main.match(new RegExp(`\\b${total} (results?|products?)\\b`, 'g'))).toHaveLength(1);
  });
});
