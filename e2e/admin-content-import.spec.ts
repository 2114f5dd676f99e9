// The back office's catalogue import and content (issue #19 Part 1 CSV, Part 2): a supplier's CSV with a
// bad row changes nothing, then a good one shows its price on a category page; the notice's new text
// shows on the storefront; a testimonial added shows among the customer stories; a customer logo's
// picture is replaced; a footer page's text changes; the confirmed subscribers download as CSV. The notice is changed by keyboard alone; axe and 375 px on every screen.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { parseCsv } from '../src/server/kernel/csv.ts';
import { DEMO_BUYER, expect, gotoHydrated, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff, openBackOfficeScreen } from './staff-session.ts';

test.describe.configure({ mode: 'serial' });


/** Fit for a phone and for assistive technology: nothing serious for axe, nothing cut off at 375 px. */
async function checkScreen(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await sidewaysProblems(page)).toEqual([]);
}

/** A buyer's view of the storefront, in a browser context of its own (the notice not yet dismissed). */
async function buyerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signIn(page, DEMO_BUYER);
  return page;
}

test('a CSV with a bad row changes nothing; a good one shows its price on a category page; content changes reach the storefront', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);

  // The catalogue as the export gives it: a simple gloves product to re-price.
  const exported = await page.request.get('/admin/api/catalogue.csv');
  expect(exported.status()).toBe(200);
  const [header, ...rows] = parseCsv(await exported.text()).records.map((record) => record.fields);
  if (!header) throw new Error('the export has no header');
  const column = (name: string) => header.indexOf(name);
  const row = rows.find((fields) => fields[column('category_path')]?.startsWith('gloves-ppe/') && fields[column('price_range_from')] === '');
  if (!row) throw new Error('no gloves product without a price range in the export');
  const sku = row[column('sku')] ?? '';
  const categoryPath = row[column('category_path')] ?? '';
  const title = row[column('title')] ?? '';
  const csvLine = (price: string) => ['sku', 'title', 'category_path', 'price', 'base_price', 'on_sale'].join(',') + `\n${sku},"${title.replace(/"/g, '""')}",${categoryPath},${price},${price},false\n`;

  await openBackOfficeScreen(page, 'Catalogue import');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue import' })).toBeVisible();
  await page.getByText('The file’s columns').click();
  await expect(page.getByText('Only sku is required.')).toBeVisible();
  await checkScreen(page);
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csvLine('4321.09')}NEW-E2E-1,New Gloves-10,${categoryPath},1.234,,\n`) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('2 rows, 1 ready, 1 with errors')).toBeVisible();
  const errorRow = page.getByRole('row', { name: /NEW-E2E-1/ });
  await expect(errorRow).toContainText('price: may have at most 2 decimals (the cents), e.g. 22.49');
  await expect(page.getByText('Nothing has changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await checkScreen(page);

  const buyer = await buyerPage(browser);
  await gotoHydrated(buyer, `/category/${categoryPath}?sort=price-desc`);
  await expect(buyer.getByText('$4,321.09')).toHaveCount(0);

  await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(csvLine('4321.09')) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('1 rows, 1 ready, 0 with errors')).toBeVisible();
  await expect(page.getByText('Of the ready rows: 0 new products, 1 changed, 0 unchanged.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(sku) })).toContainText('→ $4,321.09');
  await page.getByRole('button', { name: 'Apply all 1 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 1 products: 0 new, 1 updated, 0 unchanged.' })).toBeVisible();

  await gotoHydrated(buyer, `/category/${categoryPath}?sort=price-desc`);
  const card = buyer.getByRole('article').filter({ hasText: title }).first();
  await expect(card).toContainText('$4,321.09');

  // The notice, by keyboard alone.
  await openBackOfficeScreen(page, 'Content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await checkScreen(page);
  const text = page.getByLabel(/^Text \(Markdown/);
  await text.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('**Closed** on 24 December. [Delivery details](/delivery-returns)');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Show the notice on the storefront')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save the notice' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The notice is saved.' })).toBeVisible();

  const guest = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await gotoHydrated(guest, '/');
  const notice = guest.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText('Closed on 24 December.');
  await expect(notice.getByRole('link', { name: 'Delivery details' })).toHaveAttribute('href', '/delivery-returns');

  // A testimonial, in a category of its own so the storefront's filter finds it.
  await openBackOfficeScreen(page, 'Testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a testimonial' });
  await form.getByLabel('Title', { exact: true }).fill('Ordering in the lunch break');
  await form.getByLabel('Name', { exact: true }).fill('Ana Tupou');
  await form.getByLabel('Job title').fill('Manager, E2E Stories Home');
  await form.getByLabel('Category').fill('E2E Stories');
  await form.getByLabel(/^Learn More link/).fill('/about-us');
  await form.getByLabel('Quote').fill('Our weekly order takes five minutes.');
  await form.getByRole('button', { name: 'Add the testimonial' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The testimonial is added.' })).toBeVisible();
  await expect(page.locator('summary').filter({ hasText: 'Ordering in the lunch break' })).toBeVisible();
  await checkScreen(page);

  await gotoHydrated(guest, '/');
  await guest.getByRole('radio', { name: 'E2E Stories' }).check();
  await expect(guest.getByText('Our weekly order takes five minutes.')).toBeVisible();

  // A customer logo's picture replaced: uploaded, rendered by the media domain, shown in the logo grid.
  await openBackOfficeScreen(page, 'Customer logos');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer logos' })).toBeVisible();
  await checkScreen(page);
  const logoTitle = 'Kauri Coast Hospital';
  const picture = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  await page.getByLabel(`New picture for ${logoTitle}`).setInputFiles({ name: 'kauri.png', mimeType: 'image/png', buffer: picture });
  await page.getByRole('listitem', { name: logoTitle }).getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The picture of ${logoTitle} is replaced.` })).toBeVisible();
  await gotoHydrated(guest, '/');
  const logos = guest.getByRole('region', { name: 'Who we supply' });
  await logos.getByRole('radio', { name: 'Hospitals' }).check();
  await expect(logos.getByRole('img', { name: logoTitle })).toHaveAttribute('src', /^\/media\/[A-Za-z0-9_-]{22}-\d+\.jpg$/);

  // A footer page's text, changed and shown with its anchor kept.
  await openBackOfficeScreen(page, 'Content');
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await checkScreen(page);
  const body = page.getByLabel(/^Text \(Markdown: ## for a section heading/);
  await body.fill(`${await body.inputValue()}\n\nWe are hiring **drivers** in Hamilton.`);
  await page.getByRole('button', { name: 'Save the page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The page is saved.' })).toBeVisible();
  await gotoHydrated(guest, '/about-us#careers');
  await expect(guest.locator('#careers')).toContainText('We are hiring drivers in Hamilton.');
  expect(await sidewaysProblems(guest)).toEqual([]);

  // The confirmed subscribers, as a file.
  await openBackOfficeScreen(page, 'Content');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the confirmed subscribers (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  expect((await readFile(file, 'utf8')).split('\r\n')[0]).toBe('email,confirmed_at');
});
