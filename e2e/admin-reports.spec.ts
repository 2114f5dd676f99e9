// The back office's reports (issue #30 Part 5): the desk opens Reports from the navigation (this month so
// far, by day, and the GST), groups the sales by account, finds the account whose order the store placed
// and dispatched as it started (E2E Invoicing Care, e2e/start-server.ts) with the figures the API gives
// for it, and downloads the CSV of what it sees; at 375 px
// the wide table scrolls in its own box, and axe finds nothing serious. The warehouse is refused them.
import { readFile } from 'node:fs/promises';
import type { SalesReportResponse } from '../src/shared/schemas/reports.ts';
import { formatCents } from '../src/shared/money.ts';
import { E2E_BUYERS, expect, gotoHydrated, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, openBackOfficeScreen, signInStaff } from './staff-session.ts';

// Its order on account was placed and dispatched as the store started, so this month has sales of it.
const ACCOUNT = { number: E2E_BUYERS.invoicing.accountNumber, name: 'E2E Invoicing Care' };

/** Today's New Zealand day and the 1st of its month. */
function thisMonth(): { first: string; today: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return { first: `${today.slice(0, 8)}01`, today };
}

test.describe.configure({ mode: 'serial' });

test.describe('the back office reports', () => {
  test("the desk groups this month's sales by account, sees an account's figures and downloads them as a CSV", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, E2E_STAFF.desk);
    await openBackOfficeScreen(page, 'Reports');
    await expect(page).toHaveURL(/\/admin\/reports$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const { first, today } = thisMonth();
    await expect(main.getByLabel('From', { exact: true })).toHaveValue(first);
    await expect(main.getByLabel('To', { exact: true })).toHaveValue(today);
    await expect(main.getByRole('heading', { level: 2, name: 'Sales by day' })).toBeVisible();
    await expect(main.getByRole('table', { name: /^GST, / }).getByRole('rowheader')).toHaveText(['Sales: tax invoices issued', 'Credits: credit notes issued', 'Net']);

    await main.getByLabel('Group sales by').selectOption('account');
    await main.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reports\\?date_from=${first}&date_to=${today}&group_by=account$`));
    const table = main.getByRole('table', { name: /^Sales by account, / });
    await expect(table.getByRole('columnheader')).toHaveText(['Account', 'Orders', 'Units', 'Goods', 'Freight', 'Sales excl. GST', 'GST', 'Sales incl. GST']);

    // The figures the API gives for the account.
    const answer = await page.request.get(`/admin/api/reports/sales?group_by=account&date_from=${first}&date_to=${today}`);
    expect(answer.status()).toBe(200);
    const report = ((await answer.json()) as SalesReportResponse).data;
    const account = report.rows.find((row) => row.key === ACCOUNT.number);
    expect(account, `${ACCOUNT.name} has sales this month`).toBeDefined();
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${ACCOUNT.name} ${ACCOUNT.number}` }) });
    await expect(row.getByRole('cell')).toHaveText([
      account!.orders.toLocaleString('en-NZ'),
      account!.units.toLocaleString('en-NZ'),
      formatCents(account!.goods_excl_gst),
      formatCents(account!.freight_excl_gst),
      formatCents(account!.sales_excl_gst),
      formatCents(account!.gst),
      formatCents(account!.sales_incl_gst),
    ]);
    await expect(table.locator('tfoot').getByRole('cell').nth(4)).toHaveText(formatCents(report.totals.sales_excl_gst));

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: /^Download CSV of sales by account, / }).click()]);
    expect(download.suggestedFilename()).toBe(`sales-by-account-${first}-to-${today}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
    expect(lines[0]).toBe('group,name,orders,units,goods_excl_gst,freight_excl_gst,sales_excl_gst,gst,sales_incl_gst');
    expect(lines.find((line) => line.startsWith(`${ACCOUNT.number},`))).toBe(
      [ACCOUNT.number, ACCOUNT.name, account!.orders, account!.units, ...[account!.goods_excl_gst, account!.freight_excl_gst, account!.sales_excl_gst, account!.gst, account!.sales_incl_gst].map((cents) => (cents / 100).toFixed(2))].join(','),
    );
  });

  test('at 375 px the report fits, its table scrolling in a box of its own, and axe finds nothing serious; the warehouse may not see them', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInStaff(page, E2E_STAFF.desk);
    await gotoHydrated(page, '/admin/reports?group_by=product');
    await expect(page.getByRole('heading', { level: 2, name: 'Sales by product' })).toBeVisible();
    const box = page.getByRole('region', { name: 'Sales by product, scrolls sideways' });
    await expect(box).toBeVisible();
    await box.focus();
    await expect(box).toBeFocused();
    expect(await sidewaysProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // A period over a year is refused, said above the form, the days kept as typed.
    await gotoHydrated(page, '/admin/reports?date_from=2020-01-01&date_to=2025-01-01');
    await expect(page.getByRole('alert')).toHaveText('A report covers at most 366 days (a year).');
    await expect(page.getByRole('main').getByLabel('From', { exact: true })).toHaveValue('2020-01-01');

    const warehouse = await (await browser.newContext()).newPage();
    await signInStaff(warehouse, E2E_STAFF.dispatch);
    expect((await warehouse.request.get('/admin/api/reports/sales')).status()).toBe(403);
    await warehouse.context().close();
  });
});
