import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/gloves-ppe' },
  { name: 'login', path: '/login' },
];

for (const target of pages) {
  test(`${target.name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(target.path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}

test('product page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/category/gloves-ppe');
  await page.getByRole('link', { name: 'View Product' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});
