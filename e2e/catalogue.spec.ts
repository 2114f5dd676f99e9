import { DEMO_BUYER, expect, signIn, test } from './fixtures.ts';

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
    const titles = await page.getByRole('article').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(1);
    expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles);

    await page.getByRole('navigation', { name: /pagination/i }).getByRole('link', { name: /^(page )?2$/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=name-asc/);
    const secondPage = await page.getByRole('article').getByRole('heading').allInnerTexts();
    expect(secondPage[0]).not.toEqual(titles[0]);
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

    await page.goto('/category/gloves-ppe');
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

  test('a wrong password shows the server message in a popup', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  });
});
