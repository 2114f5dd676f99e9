// Issue #11 part 8: the home page's customer logo grid and customer stories.
import type { CustomersResponse } from '../src/shared/schemas/content.ts';
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

  test('each customer logo shows its whole name inside the picture (issue #16 item 14)', async ({ page, request }) => {
    const { data: logos } = (await (await request.get('/api/customers')).json()) as CustomersResponse;
    expect(logos.length).toBeGreaterThan(12);
    // The pictures the store draws from the name (an uploaded one, issue #19, is the customer's own artwork).
    const drawn = logos.filter((logo) => (logo.files[0]?.path ?? '').endsWith('.svg'));
    expect(drawn.length).toBeGreaterThan(12);
    for (const logo of drawn) {
      await page.goto(logo.files[0]?.path ?? '');
      // Measured in Chromium with the fonts it has: every line of the name lies inside the 240 × 96 picture.
      const name = await page.evaluate(() => {
        const lines = [...document.querySelectorAll('text')].slice(1) as SVGTextElement[];
        return {
          text: lines.map((line) => line.textContent ?? '').join(' '),
          boxes: lines.map((line) => {
            const box = line.getBBox();
            return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
          }),
        };
      });
      expect(name.text, logo.title).toBe(logo.title);
      for (const box of name.boxes) {
        expect(box.left, logo.title).toBeGreaterThanOrEqual(0);
        expect(box.right, logo.title).toBeLessThanOrEqual(236);
        expect(box.top, logo.title).toBeGreaterThanOrEqual(0);
        expect(box.bottom, logo.title).toBeLessThanOrEqual(96);
      }
    }
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    expect(await sidewaysProblems(page)).toEqual([]);
  });
});
