// The Resident Tracker's settings and cost report (issue #10): a standing order set and shown, order
// times added and removed, privacy hiding names, and the cost report with its CSV download.
import { seriousAxeFindings } from './page-checks.ts';
import type { Page } from '@playwright/test';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import type { OrderTimeJson, ResidentJson } from '../src/shared/schemas/residents.ts';
import { api, apiHeaders, E2E_BUYERS, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { sidewaysProblems } from './screen-fit.ts';

const ACCOUNT = E2E_BUYERS.residentPlanning;

async function put<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method: 'PUT', data, headers: await apiHeaders(page) });
  expect(response.status(), `PUT ${path}: ${await response.text()}`).toBeLessThan(400);
  return (await response.json()) as T;
}

/** A resident 'Iris Planning' in room 21, West, using 2 a day of a simple product at breakfast (made once). */
async function plannedResident(page: Page): Promise<{ resident: ResidentJson; product: ProductJson }> {
  const product = await simpleProduct(page);
  const listed = await api<{ data: ResidentJson[] }>(page, 'GET', '/api/resident-orders');
  const resident =
    listed.data.find((candidate) => candidate.room === '21') ??
    (await api<{ data: ResidentJson }>(page, 'POST', '/api/resident-orders', { name: 'Iris Planning', room: '21', location: 'West' })).data;
  const breakfast = (await api<{ data: OrderTimeJson[] }>(page, 'GET', '/api/resident-order-times')).data.find((time) => time.title === 'Breakfast');
  if (!breakfast) throw new Error('no Breakfast order time');
  await put(page, '/api/resident-items', { resident_id: resident.id, items: [{ id: 0, time: breakfast.id, category_id: product.category.id, product_id: product.id, qty: 2 }] });
  return { resident, product };
}

test.describe('Resident Tracker settings and cost report', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNT);
    await put(page, '/api/resident-settings', { names_hidden: false });
  });

  test('sets a standing order, then stops it', async ({ page }) => {
    await plannedResident(page);
    await gotoHydrated(page, '/resident-orders/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Resident Tracker Settings' })).toBeVisible();
    const stop = page.getByRole('button', { name: 'Stop' });
    if (await stop.isVisible()) {
      page.once('dialog', (dialog) => void dialog.accept());
      await stop.click();
      await expect(page.getByText('No standing order is set.')).toBeVisible();
    }
    await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Every 2 weeks' });
    await page.getByLabel('Day', { exact: true }).selectOption({ label: 'Wednesday' });
    await page.getByLabel('Residents', { exact: true }).selectOption({ label: 'West' });
    await page.getByRole('button', { name: 'Set Standing Order' }).click();
    await expect(page.getByText('Your standing order has been saved.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.planning-status')).toContainText('Every 2 weeks on Wednesdays for West');
    await expect(page.locator('.planning-status')).toContainText(/Next: Wednesday, \d+ \w+ \d{4}/);
    await expect(page.locator('.planning-status')).toContainText(/cart\.$/);

    // Ordered on account instead: offered once the account has a delivery address.
    const addresses = await api<{ data: { line_1: string }[] }>(page, 'GET', '/addresses');
    if (!addresses.data.some((address) => address.line_1 === '7 Planning Lane')) {
      await api(page, 'POST', '/api/user-addresses', { line_1: '7 Planning Lane', line_2: '', suburb: 'Epsom', city: 'Auckland', post_code: '1023' });
    }
    await gotoHydrated(page, '/resident-orders/settings');
    await page.getByRole('radio', { name: 'Order it on account' }).check();
    await page.getByRole('button', { name: 'Update Standing Order' }).click();
    await expect(page.getByText('Your standing order has been saved.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.planning-status')).toContainText(/ordered on account.*delivered to .*Planning Lane/);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('No standing order is set.')).toBeVisible();
  });

  test('adds an order time, and asks before removing one that has products scheduled', async ({ page }) => {
    await plannedResident(page);
    await gotoHydrated(page, '/resident-orders/settings');
    const list = page.locator('.order-times');
    if (await page.getByLabel(/Title of order time/).filter({ has: page.locator('[value="Night"]') }).count()) {
      await page.getByRole('button', { name: 'Remove Night' }).click();
    }
    await page.getByLabel('New order time').fill('Night');
    await page.getByRole('button', { name: 'Add Order Time' }).click();
    await expect(list.locator('input[value="Night"]')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Night' }).click();
    await expect(list.locator('input[value="Night"]')).toHaveCount(0);

    // Breakfast has the resident's product: the question is asked, and declining keeps it.
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Remove Breakfast' }).click();
    await expect.poll(() => question).toMatch(/scheduled at Breakfast\. Removing Breakfast removes them from every resident\./);
    await expect(list.locator('input[value="Breakfast"]')).toBeVisible();
  });

  test('shows the cost report by location with totals, downloads it, and hides names when asked', async ({ page }) => {
    const { product } = await plannedResident(page);
    await gotoHydrated(page, '/resident-orders/cost-report');
    const table = page.getByRole('region', { name: 'Planned cost per resident' });
    await expect(table.getByRole('rowheader', { name: 'Iris Planning' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'West' })).toBeVisible();
    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain('West,Iris Planning,21,');
    expect(product.price).toBeGreaterThan(0);

    await gotoHydrated(page, '/resident-orders/settings');
    await page.getByLabel('Show residents by room only').check();
    await expect(page.getByText('Residents are now shown by room only.')).toBeVisible();
    await gotoHydrated(page, '/resident-orders/cost-report');
    await expect(page.getByRole('rowheader', { name: 'Room 21' })).toBeVisible();
    await expect(page.getByText('Iris Planning')).toHaveCount(0);
  });

  test('has no serious accessibility finding and fits a 375 px screen', async ({ page }) => {
    await plannedResident(page);
    for (const path of ['/resident-orders/settings', '/resident-orders/cost-report']) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, path);
      expect(await seriousAxeFindings(page), path).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await gotoHydrated(page, path);
      expect(await sidewaysProblems(page), path).toEqual([]);
    }
  });
});
