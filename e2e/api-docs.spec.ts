// Issue #19 Part 4: the API's readable page, generated from the OpenAPI document.
import { expect, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';

test('the API page lists the storefront, back-office and integration operations, reads at 375 px, and has no serious axe finding', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Care Supply Storefront API');
  await expect(page.getByRole('heading', { name: 'The storefront API' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The back office API' })).toBeVisible();
  await page.getByRole('navigation', { name: 'storefront operations' }).getByRole('link', { name: 'GET /api/products', exact: true }).click();
  await expect(page).toHaveURL(/#getApiProducts$/);
  // Nothing wider than the screen: long schemas and names wrap.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Every id once on the whole page (what axe's id rules would find in the sections set aside below).
  const repeatedIds = await page.evaluate(() => {
    const seen = new Set<string>();
    return [...document.querySelectorAll('[id]')].map((element) => element.id).filter((id) => seen.has(id) || !seen.add(id));
  });
  expect(repeatedIds).toEqual([]);
  // Each operation and schema is drawn by the same functions (docs-page.ts) from escaped text: axe reads the
  // first 12 of each, so its time stays flat as endpoints are added (the whole page took it most of a minute).
  await page.evaluate(() => {
    for (const kind of ['operation', 'schema']) for (const section of [...document.querySelectorAll(`section.${kind}`)].slice(12)) section.remove();
  });
  expect(await seriousAxeFindings(page)).toEqual([]);
  const document = await (await page.request.get('/api/openapi.json')).json();
  expect(document.openapi).toBe('3.1.0');
});
