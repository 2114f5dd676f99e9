// The back office's delivery zones (issue #29 Part 2), with axe and at 375 px: staff see the default zone,
// add a Wellington zone (days, cut-off, freight and free-over typed in dollars), are told next to the post
// codes when another zone's overlap it, change its freight, and add a public holiday, then take it off.
// Names are new each run (the e2e data is shared); a run first clears the post codes of the zones and the
// holidays earlier runs left, and clears its own at the end, so no other spec's delivery days change.
import type { Page } from '@playwright/test';
import type { DeliveryZoneJson } from '../src/shared/schemas/delivery.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, openBackOfficeScreen, signInStaff } from './staff-session.ts';

const ZONE_PREFIX = 'Wellington test';
const HOLIDAY_PREFIX = 'E2E holiday';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const zoneName = `${ZONE_PREFIX} ${run}`;
// A day far ahead, so no delivery day another spec reads moves.
const holidayDate = `2099-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
const holidayName = `${HOLIDAY_PREFIX} ${run}`;

async function checkScreen(page: Page, label: string): Promise<void> {
  expect(await seriousAxeFindings(page), `${label}: axe`).toEqual([]);
  expect(await sidewaysProblems(page), `${label} at 375 px`).toEqual([]);
}

/** The back office's API as the signed-in staff member (its CSRF token is the XSRF-TOKEN cookie of Path=/admin). */
async function adminApi<T>(page: Page, method: 'GET' | 'PATCH' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin')?.value ?? '';
  const response = await page.request.fetch(path, { method, data, headers: { 'x-xsrf-token': decodeURIComponent(token), accept: 'application/json' } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(400);
  return (await response.json()) as T;
}

/** Clears the post codes of this spec's zones and takes its holidays off the list. */
async function clearSpecData(page: Page): Promise<void> {
  const zones = await adminApi<{ data: DeliveryZoneJson[] }>(page, 'GET', '/admin/api/delivery-zones');
  for (const zone of zones.data) {
    if (zone.name.startsWith(ZONE_PREFIX) && zone.post_codes.length > 0) await adminApi(page, 'PATCH', `/admin/api/delivery-zones/${zone.id}`, { post_codes: [] });
  }
  const { holidays } = await adminApi<{ holidays: { date: string; name: string }[] }>(page, 'GET', '/admin/api/holidays');
  const kept = holidays.filter((holiday) => !holiday.name.startsWith(HOLIDAY_PREFIX));
  if (kept.length !== holidays.length) await adminApi(page, 'PUT', '/admin/api/holidays', { holidays: kept });
}

test('staff add and change a delivery zone, are told of an overlap by the post codes, and list a public holiday', async ({ page }) => {
  // A back-office sign-in may wait for the next 30-second code.
  test.setTimeout(180_000);
  await signInStaff(page, E2E_STAFF.desk);
  await clearSpecData(page);
  try {
    await openBackOfficeScreen(page, 'Delivery zones');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery zones' })).toBeVisible();
    const table = page.getByRole('table', { name: /delivery zones?$/ });
    await expect(table.getByRole('row').filter({ hasText: 'Standard delivery' })).toContainText('Default');
    await checkScreen(page, '/admin/delivery-zones');

    // A new zone: Tuesday and Friday, order by 2 pm the day before, $15.00 freight, free from $300.00.
    await page.getByRole('button', { name: 'Add a zone' }).click();
    const addForm = page.getByRole('form', { name: 'Add a zone' });
    await expect(addForm.getByLabel('Name')).toBeFocused();
    await addForm.getByLabel('Name').fill(zoneName);
    await addForm.getByLabel('Post codes', { exact: true }).fill('6011, 6012-6022');
    await addForm.getByRole('group', { name: 'Delivery days' }).getByLabel('Tuesday').check();
    await addForm.getByRole('group', { name: 'Delivery days' }).getByLabel('Friday').check();
    await addForm.getByLabel('Cut-off time').fill('14:00');
    await addForm.getByLabel('Cut-off days before').fill('1');
    await addForm.getByLabel('Lead days').fill('1');
    await addForm.getByLabel('Freight ($, excl. GST)').fill('15.00');
    await addForm.getByLabel('Free over ($, excl. GST)').fill('300.00');
    await checkScreen(page, 'the zone form');
    await addForm.getByRole('button', { name: 'Add the zone' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The zone ${zoneName} is added.` })).toBeVisible();
    await expect(addForm).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: zoneName });
    await expect(row).toContainText('6011, 6012-6022');
    await expect(row).toContainText('Tue, Fri');
    await expect(row).toContainText('2 pm, 1 day before');
    await expect(row).toContainText('$15.00');
    await expect(row).toContainText('$300.00');
    await expect(row.getByRole('listitem')).toHaveCount(3);
    await expect(row.getByRole('listitem').first()).toHaveText(/^(Tuesday|Friday) \d{1,2} [A-Z][a-z]+$/);

    // Another zone naming 6015: refused, the overlap said next to the post codes.
    await page.getByRole('button', { name: 'Add a zone' }).click();
    await addForm.getByLabel('Name').fill(`${zoneName} overlap`);
    await addForm.getByLabel('Post codes', { exact: true }).fill('6015');
    await addForm.getByLabel('Monday').check();
    await addForm.getByLabel('Freight ($, excl. GST)').fill('10');
    await addForm.getByRole('button', { name: 'Add the zone' }).click();
    const overlap = `6015 overlaps 6012-6022 of the zone ${zoneName}.`;
    await expect(addForm.getByLabel('Post codes', { exact: true })).toHaveAccessibleDescription(new RegExp(overlap.replace(/[.]/g, '\\.')));
    await expect(addForm.getByLabel('Post codes', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(addForm.getByRole('alert')).toBeVisible();
    await checkScreen(page, 'a refused zone');
    await addForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(addForm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add a zone' })).toBeFocused();
    await expect(table.getByRole('row').filter({ hasText: `${zoneName} overlap` })).toHaveCount(0);

    // Its freight changed to $12.50.
    await row.getByRole('button', { name: `Edit the zone ${zoneName}` }).click();
    const editForm = page.getByRole('form', { name: `Edit the zone ${zoneName}` });
    await expect(editForm.getByLabel('Post codes', { exact: true })).toHaveValue('6011, 6012-6022');
    await editForm.getByLabel('Freight ($, excl. GST)').fill('12.50');
    await editForm.getByRole('button', { name: 'Save the zone' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The zone ${zoneName} is saved.` })).toBeVisible();
    await expect(row).toContainText('$12.50');
    await expect(row).toContainText('$300.00');

    // A public holiday, added and saved, is listed after a reload; then taken off again.
    const holidays = page.getByRole('region', { name: 'Public holidays' });
    await holidays.getByLabel('Date').fill(holidayDate);
    await holidays.getByLabel('Name').fill(holidayName);
    await holidays.getByRole('button', { name: 'Add to the list' }).click();
    await holidays.getByRole('button', { name: 'Save holidays' }).click();
    await expect(holidays.getByRole('status')).toContainText('The public holidays are saved');
    await gotoHydrated(page, '/admin/delivery-zones');
    const listed = holidays.getByRole('listitem').filter({ hasText: holidayName });
    await expect(listed).toContainText(/^\w+day \d{1,2} [A-Z][a-z]+ 2099/);

    // At 375 px, by keyboard: the form opens on its first field and closes back to its button.
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/admin/delivery-zones');
    await checkScreen(page, '/admin/delivery-zones with a holiday');
    const addButton = page.getByRole('button', { name: 'Add a zone' });
    await tabTo(page, addButton);
    await page.keyboard.press('Enter');
    await expect(addForm.getByLabel('Name')).toBeFocused();
    await checkScreen(page, 'the zone form at 375 px');
    await tabTo(page, addForm.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(addButton).toBeFocused();

    await holidays.getByRole('button', { name: `Remove ${holidayName}` }).click();
    await holidays.getByRole('button', { name: 'Save holidays' }).click();
    await expect(holidays.getByRole('status')).toContainText('The public holidays are saved');
    await expect(holidays.getByRole('listitem').filter({ hasText: holidayName })).toHaveCount(0);
  } finally {
    await clearSpecData(page);
  }
});
