// The back office (issue #17): the owner made by `staff:create` signs in, enrols an authenticator app
// with the code computed here from the secret on screen, keeps the recovery codes, signs out and in
// again with a code, adds a warehouse colleague (and deactivates them, after a confirmation) and reads
// the audit log, where the desk finds changes by the order and account numbers they know (issue #26).
// Keyboard, axe and 1024 px too.
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { E2E_STAFF, openBackOfficeScreen, signInStaff } from './staff-session.ts';

const OWNER = { email: 'e2e-owner@example.test', password: 'e2e-owner-password' };
/** The code an authenticator app would show at `at` (30-second steps, 6 digits, SHA-1: RFC 6238). */
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at.getTime() });

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.describe('the back office', () => {
  let secret = '';

  test('the owner signs in, enrols the authenticator app and keeps the recovery codes', async ({ page, context }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/admin/staff');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Opening the sign-in page set the back office's own token, as the page's meta says.
    const meta = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin');
    expect(xsrf?.value).toBe(meta);
    expect((await context.cookies()).find((cookie) => cookie.name === 'admin_sid')).toMatchObject({ path: '/admin', httpOnly: true, sameSite: 'Strict' });
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByLabel('6-digit code from your authenticator app').fill(codeAt(secret, new Date()));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Keep your recovery codes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.getByRole('button', { name: 'I have kept them: continue' }).click();

    await expect(page).toHaveURL(/\/admin$/);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    // The menu opens once the page is hydrated (a click before that finds no handler; on a loaded machine it came
    // first); the header's new-order count comes in after without moving it (admin-dashboard.spec.ts).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const settings = nav.getByRole('button', { name: 'Settings' });
    await settings.click();
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(OWNER.email);
    await noHorizontalScroll(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signs in again with a code, by keyboard alone, adds a warehouse colleague and reads the audit log', async ({ page }) => {
    expect(secret, 'the enrolment of the test before').not.toBe('');
    await page.setViewportSize({ width: 1024, height: 800 });
    await gotoHydrated(page, '/admin/login');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(OWNER.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(OWNER.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
    await page.keyboard.press('Tab');
    // The enrolment used this step's code: the next step's, which the server's window accepts.
    await page.keyboard.type(codeAt(secret, new Date(Date.now() + 30_000)));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/);

    await openBackOfficeScreen(page, 'Staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await page.getByLabel('Email').fill('e2e-warehouse@example.test');
    await page.getByLabel('First password').fill('Forklift-and-pallets-9');
    await page.getByLabel('Role', { exact: true }).selectOption('warehouse');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'e2e-warehouse@example.test is added as Warehouse' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'e2e-warehouse@example.test' });
    await expect(row.getByRole('cell', { name: 'Not yet' })).toBeVisible();
    await expect(row.getByLabel('Role of e2e-warehouse@example.test')).toHaveValue('warehouse');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await noHorizontalScroll(page);

    // Deactivating asks first: dismissed, nothing changes; accepted, the member is deactivated.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await row.getByRole('button', { name: 'Deactivate e2e-warehouse@example.test' }).click();
    await expect.poll(() => questions.length).toBe(1);
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Deactivate e2e-warehouse@example.test' }).click();
    await expect(row.getByRole('cell', { name: 'Deactivated' })).toBeVisible();
    expect(questions[0]).toContain('signed out at once');

    await openBackOfficeScreen(page, 'Audit log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entry = page.getByRole('row').filter({ hasText: 'staff.create' }).filter({ hasText: 'e2e-warehouse@example.test' });
    await expect(entry).toContainText(OWNER.email);
    await page.getByLabel('Record').selectOption('staff');
    await page.getByLabel('Words').fill('warehouse');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?.*entity=staff/);
    await expect(page).toHaveURL(/q=warehouse/);
    await expect(page.getByRole('table')).toContainText('e2e-warehouse@example.test');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await noHorizontalScroll(page);
  });
});

test('the desk finds changes in the audit log by the order number and account number they are told', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  // The order e2e/fulfilment-setup.ts dispatched for 'E2E Fulfilment Care', and an account the desk renames here.
  const orders = await page.request.get(`/admin/api/orders?q=${encodeURIComponent('E2E Fulfilment Care')}`);
  const orderNumber = ((await orders.json()) as { data: { order_number: string }[] }).data[0]?.order_number ?? '';
  expect(orderNumber).toMatch(/^CS-\d+$/);
  await page.goto('/admin/accounts?q=900021');
  await page.getByRole('row').filter({ hasText: 'E2E Audit Care' }).getByRole('link', { name: '900021' }).click();
  await page.getByLabel('Name', { exact: true }).fill('E2E Audit Care Home');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('The account is saved.');

  await openBackOfficeScreen(page, 'Audit log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // Every kind of record any change is logged as can be chosen.
  const kinds = await page.getByLabel('Record').locator('option').allTextContents();
  expect(kinds).toEqual(['Any', 'Order', 'Account', 'Address request', 'Trade application', 'Product', 'Category', 'Catalogue import', 'Testimonial', 'Customer logo', 'Site notice', 'Content page', 'API key', 'Webhook', 'Staff member', 'Price list', 'Customer group', 'Payment', 'Credit note', 'Delivery zone', 'Public holidays']);

  // Part of the order number, as read out on the phone.
  await page.getByLabel('Words').fill(orderNumber.replace('CS-', ''));
  await page.getByLabel('Words').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber.replace('CS-', '')}`));
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: 'order.status' });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toContainText(`Order ${orderNumber}`);
    await expect(row).toContainText('e2e-warehouse@caresupply.example');
  }

  await page.getByLabel('Words').fill('900021');
  await page.getByRole('button', { name: 'Search' }).click();
  const renamed = page.getByRole('row').filter({ hasText: 'account.update' });
  await expect(renamed).toHaveCount(1);
  await expect(renamed).toContainText('Account 900021');
  await expect(renamed).toContainText(E2E_STAFF.desk.email);
  // What changed, and nothing that stayed as it was.
  await expect(renamed.getByRole('listitem')).toHaveText(['name: "E2E Audit Care" → "E2E Audit Care Home"']);

  // The desk's own sign-in is on record, under the actor's name.
  await page.getByLabel('Words').fill('');
  await page.getByLabel('Actor').fill(E2E_STAFF.desk.email);
  await page.getByLabel('Record').selectOption('staff');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/actor=e2e-desk%40example\.test/);
  await expect(page.getByRole('row').filter({ hasText: 'staff.sign_in' }).first()).toContainText(`Staff member ${E2E_STAFF.desk.email}`);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await noHorizontalScroll(page);
});

test('the guest product page loads none of the back office’s code', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(new URL(response.url()).pathname, (await response.body().catch(() => Buffer.alloc(0))).length);
  });
  await page.goto('/category/gloves-ppe');
  const href = await page.getByRole('link', { name: 'View Product' }).first().getAttribute('href');
  scripts.clear();
  await page.goto(href ?? '/', { waitUntil: 'networkidle' });
  const names = [...scripts.keys()];
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name, name).not.toMatch(/admin|qr-|staff/);
  const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  console.log(`guest product page: ${names.length} scripts, ${total} bytes (uncompressed)`);
});
