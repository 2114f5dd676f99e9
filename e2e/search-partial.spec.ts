// Issue #26 item 22: words no product holds together never give an empty page: the best partial matches
// show, and the page says which words were left out; words split between a title and its category find it.
import { expect, gotoHydrated, test } from './fixtures.ts';
import { sidewaysProblems } from './screen-fit.ts';

test.describe('search with words no product holds together', () => {
  test('shows the continence pads and says “purple” was left out, at 375 px too', async ({ page }) => {
    await gotoHydrated(page, '/search?keyword=incontinence%20pads%20purple');
    const main = page.getByRole('main');
    await expect(main.getByText('No product matches every word, so these match some of them: they leave out “purple”.')).toBeVisible();
    await expect(main.getByText(/^Showing 1–\d+ of \d+ products/)).toBeVisible();
    await expect(main.getByRole('link', { name: /Pad/ }).first()).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, '/search?keyword=incontinence%20pads%20purple');
    await expect(main.getByText(/they leave out “purple”/)).toBeVisible();
    expect(await sidewaysProblems(page)).toEqual([]);
  });

  test('leaves nothing out when the words are split between a title and its category', async ({ page }) => {
    await gotoHydrated(page, '/search?keyword=incontinence%20pads');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Pad/ }).first()).toBeVisible();
    await expect(main.getByText(/leave out/)).toHaveCount(0);
  });
});
