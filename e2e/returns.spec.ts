// Issue #30 Part 2, returns at 375 px with axe on each screen: the buyer asks to return an item of a
// delivered order (E2E Returns Care's, delivered before the store starts) from the order's page; the desk
// finds it under Returns, approves it with instructions, receives the goods, which credits them on the
// order's invoice; the buyer sees the return credited with its credit note in My Account → Returns.
import type { Page } from '@playwright/test';
import type { OrderHistoryResponse } from '../src/shared/schemas/orders.ts';
import { api, expect, signIn, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { RETURNS_BUYER } from './returns-setup.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, openBackOfficeScreen, signInStaff } from './staff-session.ts';

async function checkScreen(page: Page, label: string): Promise<void> {
  expect(await seriousAxeFindings(page), `${label}: axe`).toEqual([]);
  expect(await sidewaysProblems(page), `${label} at 375 px`).toEqual([]);
}

test('the buyer returns an item of a delivered order; the desk approves and receives it; the buyer sees it credited', async ({ page }) => {
  // A back-office sign-in may wait for the next 30-second code: more than a minute on a loaded 2-core machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, RETURNS_BUYER);
  const order = (await api<OrderHistoryResponse>(page, 'GET', '/api/order-history')).data.find((each) => each.fulfilment_status === 'delivered');
  if (!order) throw new Error('the returns buyer has no delivered order');

  // The order's page offers 'Return items'; its form takes a quantity and a reason per delivered line.
  await page.goto(`/order-history/${order.id}`);
  await page.getByRole('link', { name: 'Return items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return items of Order ${order.order_number}` })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await checkScreen(page, 'Return items');
  const line = page.getByRole('group', { name: /Dispatch test box/ });
  await line.getByLabel('Quantity to return').fill('1');
  await line.getByLabel('Why').selectOption({ label: 'Arrived damaged' });
  await line.getByLabel('More about it (optional)').fill('Crushed corner');
  await page.getByRole('button', { name: 'Ask to return these items' }).click();
  await expect(page).toHaveURL(/\/my-account\/returns\/\d+\?sent=1$/);
  const returnNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Return ', '');
  expect(returnNumber).toMatch(/^RET-\d{6}$/);
  await expect(page.getByRole('status')).toContainText('We have your request');
  await checkScreen(page, 'A return just asked');

  // The desk: Returns lists it as requested; its page approves it, then receives and credits it.
  await signInStaff(page, E2E_STAFF.desk);
  await openBackOfficeScreen(page, 'Returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await checkScreen(page, 'Back office Returns');
  await page.getByRole('link', { name: returnNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return ${returnNumber}` })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await checkScreen(page, 'Back office return');
  await page.getByLabel('Instructions for the buyer (e-mailed as written)').fill('Courier pickup on Tuesday: write the return number on the carton.');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toContainText(`Return ${returnNumber} approved`);
  await expect(page.getByLabel('Back on the shelf (restock)')).toBeChecked();
  await page.getByRole('button', { name: 'Receive and credit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'credited' })).toContainText(`Return ${returnNumber} is received and credited`);
  await expect(page.locator('.admin-details')).toContainText(/Credited\s*\$\d+\.\d{2} incl\. GST \(CN-\d+\)/);
  await checkScreen(page, 'Back office return credited');

  // The buyer's return reads Credited, with its credit note.
  await page.goto('/my-account/returns');
  await expect(page.getByRole('link', { name: `${returnNumber} of order ${order.order_number}` })).toBeVisible();
  await checkScreen(page, 'My Account Returns');
  await page.getByRole('link', { name: `${returnNumber} of order ${order.order_number}` }).click();
  const status = page.locator('.order-facts div').filter({ has: page.getByText('Status', { exact: true }) });
  await expect(status.locator('dd')).toHaveText('Credited');
  await expect(page.locator('.order-facts')).toContainText(/\$\d+\.\d{2} incl\. GST \(credit note CN-\d+\)/);
  await checkScreen(page, 'A credited return');
});
