// Issue #17 'Done when', whole: a care home applies for a trade account; the desk approves it in the
// back office; the applicant sets a password from the e-mail as the account's manager and orders on
// account; the desk dispatches that order; the new manager reads it in Order History. (Enrolling with a
// code computed from the setup key on screen is e2e/admin.spec.ts's and signInStaff's first sign-in.)
import type { Browser, Page } from '@playwright/test';
import { api, expect, gotoHydrated, simpleProduct, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';
import { E2E_STAFF, signInStaff, openBackOfficeScreen } from './staff-session.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
// Issue #26 item 2: an account number is 4 to 12 digits.
const ACCOUNT_NUMBER = String(Date.now()).slice(-9);
const APPLICANT = { email: `matai-${run}@apply.example`, password: 'Matai-manager-2026', accountNumber: ACCOUNT_NUMBER };
const COMPANY = `Mātai Rest Home ${run}`;
const CARRIER = 'Mainfreight';
const TRACKING_REF = `MF-${run}`.toUpperCase();

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an application approved in the back office becomes an account whose manager orders, and sees the order dispatched', async ({ browser }) => {
  // The application, sent from the storefront's page.
  const applicant = await newPage(browser);
  await gotoHydrated(applicant, '/register');
  await api(applicant, 'POST', '/register', {
    email: APPLICANT.email,
    company_name: COMPANY,
    purchaser_name: 'Tama Ngata',
    contact_phone: '06 555 0123',
    contact_email: APPLICANT.email,
    billing_address: '5 Mātai Street',
    billing_city: 'Whanganui',
    billing_phone: '065550123',
    billing_postcode: '4500',
    same_address: true,
    shipping_address: '5 Mātai Street',
    shipping_city: 'Whanganui',
    shipping_phone: '065550123',
    shipping_postcode: '4500',
  });

  // The desk approves it with an account number.
  const desk = await newPage(browser);
  await desk.setViewportSize({ width: 1024, height: 800 });
  await signInStaff(desk, E2E_STAFF.desk);
  await openBackOfficeScreen(desk, 'Applications');
  await desk.getByRole('row').filter({ hasText: APPLICANT.email }).getByRole('link', { name: COMPANY }).click();
  await desk.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await desk.getByLabel('Account number').fill(ACCOUNT_NUMBER);
  // Credit starts unticked (issue #26 item 4): this care home is to order on account, so the desk ticks it.
  await desk.getByLabel('May pay on account').check();
  desk.once('dialog', (dialog) => void dialog.accept());
  await desk.getByRole('button', { name: 'Approve application' }).click();
  await expect(desk.getByRole('status').filter({ hasText: /account is open/i })).toBeVisible();

  // The applicant sets a password from the e-mail, which signs them in as the account's manager
  // (issue #26 item 11: their names from the application are filled in), and orders on account.
  const mail = await mailTo(APPLICANT.email, /\/invitation\/[A-Za-z0-9_-]+/);
  const link = new URL(/https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? 'http://x/').pathname;
  await gotoHydrated(applicant, link);
  await expect(applicant.getByLabel('First Name')).toHaveValue('Tama');
  await expect(applicant.getByLabel('Last Name')).toHaveValue('Ngata');
  await applicant.getByLabel('Password', { exact: true }).fill(APPLICANT.password);
  await applicant.getByLabel('Confirm Password').fill(APPLICANT.password);
  await applicant.getByRole('button', { name: 'Set password and accept' }).click();
  await applicant.waitForURL((url) => url.pathname === '/my-account');
  await expect(applicant.getByRole('region', { name: 'Account Details' })).toContainText('Manager');
  const product = await simpleProduct(applicant);
  await api(applicant, 'POST', '/api/cart', { id: product.id, qty: 3, variant_id: 0 });
  await gotoHydrated(applicant, '/checkout');
  await applicant.getByLabel('Phone Number').fill('06 555 0123');
  await applicant.getByLabel('Address 1', { exact: true }).fill('5 Mātai Street');
  await applicant.getByLabel('Suburb').fill('Gonville');
  await applicant.getByLabel('Post Code').fill('4500');
  await applicant.getByLabel('Region').selectOption({ label: 'Manawatū-Whanganui' });
  await applicant.getByRole('button', { name: 'NEXT STEP' }).click();
  await applicant.getByLabel('Are Billing details the same as Shipping?').check();
  await applicant.getByLabel('City').fill('Whanganui');
  await applicant.getByRole('button', { name: 'Next Step' }).click();
  await applicant.getByLabel(/I have read and agree to the Terms and Conditions/).check();
  await applicant.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(applicant).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const orderNumber = (await applicant.locator('.confirmation-page__number strong').innerText()).trim();
  expect(orderNumber).toMatch(/^CS-\d+$/);

  // The desk finds the new account's order and dispatches it.
  await gotoHydrated(desk, `/admin/orders?account_number=${encodeURIComponent(ACCOUNT_NUMBER)}`);
  await desk.getByRole('link', { name: orderNumber, exact: true }).click();
  await desk.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await desk.getByRole('button', { name: 'Start processing' }).click();
  const dispatch = desk.getByRole('form', { name: 'Dispatch' });
  await dispatch.getByLabel('Carrier').fill(CARRIER);
  await dispatch.getByLabel('Tracking reference').fill(TRACKING_REF);
  await dispatch.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(desk.getByRole('status').filter({ hasText: `is dispatched with ${CARRIER} · ${TRACKING_REF}` })).toBeVisible();

  // The manager reads it in Order History, in words.
  await gotoHydrated(applicant, '/order-history');
  const row = applicant.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText(new RegExp(`Dispatched \\d{1,2} [A-Z][a-z]{2} · ${CARRIER} · ${TRACKING_REF}`));
});
