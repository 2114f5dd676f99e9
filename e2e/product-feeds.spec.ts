// Issue #11 part 8: the spec's load-more list as the New arrivals and Specials pages: rendered on the
// server, a category filter in the URL, Load more appending the next page, by keyboard and at 375 px.
import { DEMO_BUYER, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

test.describe('New arrivals and Specials', () => {
  test('New arrivals: 24 at first, Load more appends the next 24 by keyboard, the category filter narrows the list', async ({ page }) => {
    await gotoHydrated(page, '/new-arrivals');
    await expect(page.getByRole('heading', { level: 1, name: 'New arrivals' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'New arrivals' });
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    const firstTitle = await grid.getByRole('listitem').first().getByRole('heading').textContent();

    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('listitem')).toHaveCount(48);
    await expect(grid.getByRole('listitem').first().getByRole('heading')).toHaveText(firstTitle ?? '');
    await expect(page.getByRole('status')).toContainText('Showing 48 of');

    const filter = page.getByLabel('Category', { exact: true });
    const option = (await filter.locator('option').nth(1).textContent()) ?? '';
    await filter.selectOption({ label: option });
    await expect(page).toHaveURL(/\/new-arrivals\?category=\d+$/);
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    const narrowed = Number(/of (\d+)/.exec((await page.getByRole('status').textContent()) ?? '')?.[1]);
    expect(narrowed).toBeGreaterThan(0);
    // Server-rendered with the filter: a reload shows the same category chosen.
    await gotoHydrated(page, page.url());
    await expect(filter).toHaveValue(/^\d+$/);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('Specials lists only products on special; a guest sees no price, a buyer does', async ({ page }) => {
    await gotoHydrated(page, '/specials');
    await expect(page.getByRole('heading', { level: 1, name: 'Specials' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Specials' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await expect(cards.getByText('Sale', { exact: true })).toHaveCount(count);
    expect(await page.locator('main').textContent()).not.toMatch(/\$\d/);

    await signIn(page, DEMO_BUYER);
    await gotoHydrated(page, '/specials');
    await expect(cards.first()).toContainText(/\$\d[\d,]*\.\d{2}/);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('both fit a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/new-arrivals', '/specials']) {
      await gotoHydrated(page, path);
      expect(await sidewaysProblems(page), path).toEqual([]);
    }
  });
});
