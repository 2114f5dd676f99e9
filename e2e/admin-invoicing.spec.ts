// Issue #28, the merchant's accounts desk at 375 px with axe on each screen: staff find the invoice of an
// order dispatched on account (E2E Invoicing Care's, dispatched before the store starts) under Invoices,
// credit $1.00 of it (typed '1,00') with a reason, record a payment of what is left against it on the
// account's page, and the invoice reads Paid there and in the buyer's My Account → Invoices. Staff then
// set the account's credit limit to $1.00: the buyer's checkout says why it cannot confirm on account and
// offers the card, which pays. The limit is taken off again (first, too, after a run that failed).
import type { Page } from '@playwright/test';
import { centsToInputText } from '../src/shared/money-input.ts';
import { formatCents } from '../src/shared/money.ts';
import type { AccountSummaryJson } from '../src/shared/schemas/admin-accounts.ts';
import type { AdminInvoiceJson, AdminInvoiceListResponse } from '../src/shared/schemas/invoices.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, openBackOfficeScreen, signInStaff } from './staff-session.ts';

const BUYER = E2E_BUYERS.invoicing;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

async function checkScreen(page: Page, label: string): Promise<void> {
  expect(await seriousAxeFindings(page), `${label}: axe`).toEqual([]);
  expect(await sidewaysProblems(page), `${label} at 375 px`).toEqual([]);
}

/** The back office's API as the signed-in staff member (its CSRF token is the XSRF-TOKEN cookie of Path=/admin). */
async function adminApi<T>(page: Page, method: 'GET' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin')?.value ?? '';
  const response = await page.request.fetch(path, { method, data, headers: { 'x-xsrf-token': decodeURIComponent(token), accept: 'application/json' } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(400);
  return (await response.json()) as T;
}

const SHIPPING = {
  first_name: 'Erin',
  last_name: 'Tester',
  company: 'E2E Invoicing Care',
  phone: '09 555 0528',
  email: BUYER.email,
  line_1: '28 Ledger Lane',
  line_2: '',
  suburb: 'Ponsonby',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '1011',
  notes: '',
  purchase_order_no: '',
};

test('staff credit part of an invoice and record its payment; the buyer sees it paid, and over its credit limit pays by card', async ({ page, browser }) => {
  // A back-office sign-in may wait for the next 30-second code: more than a minute on a loaded 2-core machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, E2E_STAFF.desk);
  const account = (await adminApi<{ data: AccountSummaryJson[] }>(page, 'GET', `/admin/api/accounts?q=${BUYER.accountNumber}`)).data.find((each) => each.account_number === BUYER.accountNumber);
  if (!account) throw new Error(`no account ${BUYER.accountNumber}`);
  await adminApi(page, 'PATCH', `/admin/api/accounts/${account.id}`, { credit_limit: null, credit_hold: false });

  // Invoices, filtered to the account's unpaid ones: the newest is the order dispatched at start.
  await openBackOfficeScreen(page, 'Invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await checkScreen(page, '/admin/invoices');
  const filters = page.getByRole('search', { name: 'Find invoices' });
  await filters.getByLabel('Account number').fill(BUYER.accountNumber);
  await filters.getByLabel('Status').selectOption('unpaid');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=unpaid&account_number=900028/);
  const open = await adminApi<AdminInvoiceListResponse>(page, 'GET', `/admin/api/invoices?status=unpaid&account_number=${BUYER.accountNumber}`);
  const listed = open.data[0];
  if (!listed) throw new Error(`account ${BUYER.accountNumber} has no unpaid invoice`);
  await page.getByRole('link', { name: listed.invoice_number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${listed.invoice_number}` })).toBeVisible();
  await checkScreen(page, '/admin/invoices/{id}');

  // A credit note for an amount, typed with a decimal comma.
  const creditForm = page.getByRole('form', { name: 'Issue a credit note' });
  await creditForm.getByLabel('An amount').check();
  await creditForm.getByLabel('Amount incl. GST ($)').fill('1,00');
  await creditForm.getByLabel('Reason (shown on the credit note)').fill(`One box arrived damaged ${run}`);
  await creditForm.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Credit note CN-\d+ issued for \$1\.00\.$/);
  await expect(page.getByRole('table', { name: 'Credit notes on this invoice' })).toContainText(`One box arrived damaged ${run}`);
  const owed = listed.balance - 100;
  await expect(page.getByRole('definition').filter({ hasText: formatCents(owed) })).not.toHaveCount(0);

  // The account's page: its ledger, and a payment of what is left, against this invoice.
  await page.getByRole('link', { name: new RegExp(`^${BUYER.accountNumber} `) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Account ${BUYER.accountNumber}: E2E Invoicing Care` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ledger' }).or(page.getByRole('heading', { name: 'Ledger' }))).not.toHaveCount(0);
  await checkScreen(page, '/admin/accounts/{id}');
  const paymentForm = page.getByRole('form', { name: 'Record a payment' });
  await paymentForm.getByLabel('Amount ($)').fill(centsToInputText(owed));
  await paymentForm.getByLabel('Reference').fill(`E2E-PAY-${run}`);
  await paymentForm.getByLabel(new RegExp(`^${listed.invoice_number}, owes`)).fill(centsToInputText(owed));
  await paymentForm.getByLabel('Reference').press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Payment E2E-PAY-${run} of ${formatCents(owed)} recorded.`);
  const paid = (await adminApi<{ data: AdminInvoiceJson }>(page, 'GET', `/admin/api/invoices/${listed.id}`)).data;
  expect({ status: paid.status, balance: paid.balance, credited: paid.credited }).toEqual({ status: 'paid', balance: 0, credited: 100 });

  // The buyer's Invoices page shows it paid.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signIn(buyer, BUYER);
  await gotoHydrated(buyer, '/my-account/invoices?status=paid');
  const row = buyer.getByRole('row').filter({ has: buyer.getByRole('rowheader', { name: listed.invoice_number, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();

  // A credit limit of $1.00: Confirm Order is not offered, the page says why, and the card pays.
  const editForm = page.getByRole('form', { name: 'Change the account' });
  await editForm.getByLabel('Credit limit ($)').fill('1.00');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).not.toHaveText('');
  await expect(page.getByRole('definition').filter({ hasText: /^\$1\.00$/ })).toHaveCount(1);

  await emptyCart(buyer);
  const product = await simpleProduct(buyer);
  await api(buyer, 'POST', '/api/cart', { id: product.id, qty: 2, variant_id: 0 });
  await api(buyer, 'POST', '/api/checkout/shipping', { shipping_info: SHIPPING });
  await gotoHydrated(buyer, '/checkout');
  await buyer.getByRole('button', { name: 'NEXT STEP' }).click();
  await buyer.getByLabel('Are Billing details the same as Shipping?').check();
  await buyer.getByRole('button', { name: 'Next Step' }).click();
  await expect(buyer.getByRole('heading', { name: /Confirm Order/ })).toBeFocused();
  await expect(buyer.getByText(/^This order would take your account past its credit limit of \$1\.00/)).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Confirm Order' })).toHaveCount(0);
  await buyer.getByLabel(/I have read and agree to the Terms and Conditions/).check();
  await buyer.getByRole('button', { name: 'Pay by card' }).click();
  await expect(buyer).toHaveURL(/\/payments\/sandbox\//);
  await buyer.getByRole('button', { name: 'Approve payment' }).click();
  await expect(buyer.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await buyerContext.close();

  // The limit off again: empty is no limit.
  await editForm.getByLabel('Credit limit ($)').fill('');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('definition').filter({ hasText: /^None$/ })).not.toHaveCount(0);
  expect((await adminApi<{ data: { credit_limit: number | null } }>(page, 'GET', `/admin/api/accounts/${account.id}`)).data.credit_limit).toBeNull();
});
