// Issue #11 part 8: the home page's customer logo grid and customer stories.
import { expect, gotoHydrated, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

test.describe('content blocks on the home page', () => {
  test('the logo grid shows 12, then all, filters by type; stories filter and show more', async ({ page }) => {
    await gotoHydrated(page, '/');
    const logos = page.getByRole('region', { name: 'Who we supply' });
    await expect(logos.getByRole('listitem')).toHaveCount(12);
    await logos.getByRole('button', { name: 'Show More' }).click();
    await expect(logos.getByRole('listitem')).toHaveCount(20);
    await logos.getByRole('button', { name: 'Show Less' }).click();
    await expect(logos.getByRole('listitem')).toHaveCount(12);
    await logos.getByRole('radio', { name: 'Hospitals' }).check();
    await expect(logos.getByRole('listitem')).toHaveCount(4);
    await expect(logos.getByRole('button', { name: 'Show More' })).toHaveCount(0);
    await expect(logos.getByRole('img', { name: 'Kauri Coast Hospital' })).toBeVisible();

    const stories = page.getByRole('region', { name: 'Customer stories' });
    await expect(stories.getByRole('listitem')).toHaveCount(3);
    await stories.getByRole('button', { name: 'Show More' }).click();
    await expect(stories.getByRole('listitem')).toHaveCount(6);
    await stories.getByRole('radio', { name: 'Catering' }).check();
    await expect(stories.getByRole('listitem')).toHaveCount(3);
    await expect(stories.getByText('Kitchen Manager, Harakeke Kitchens')).toBeVisible();
    await expect(stories.getByRole('button', { name: 'Show More' })).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    expect(await sidewaysProblems(page)).toEqual([]);
  });
});
