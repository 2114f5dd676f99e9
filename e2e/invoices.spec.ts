// Issue #28: a buyer's order on account is dispatched by the back office, which issues its tax invoice; the
// buyer finds it in My Account → Invoices with its due date and what the account owes, filters the list,
// opens the order, where the invoice's PDF is linked, and downloads the PDF from both pages (one by
// keyboard alone), and this month's statement. 375 px and axe on the list. The account sees only its own invoices, so other specs'
// invoices (other accounts) do not reach it; its own earlier runs' invoices may, and the checks allow them.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { formatCents } from '../src/shared/money.ts';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { InvoiceListResponse, InvoiceSummaryJson } from '../src/shared/schemas/invoices.ts';
import type { OrderDetailJson, PaymentResponseJson } from '../src/shared/schemas/orders.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { seriousAxeFindings, tabTo } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';
import { E2E_STAFF, signInStaff } from './staff-session.ts';

// Its own residents and cart otherwise (e2e/resident-tracker.spec.ts, which reads neither its orders nor
// its invoices); no other spec places or dispatches its orders.
const BUYER = E2E_BUYERS.residents;
const CARRIER = 'NZ Couriers';

const SHIPPING = {
  first_name: 'Erin',
  last_name: 'Tester',
  company: 'E2E Resident Care',
  phone: '09 555 0505',
  email: BUYER.email,
  line_1: '5 Invoice Lane',
  line_2: '',
  suburb: 'Ponsonby',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '1011',
  notes: '',
  purchase_order_no: '',
};

// Worked out here rather than by the page's own code: the New Zealand day, and days as the invoice PDF writes them.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const nzToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
const dayWords = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
};
/** The store's default terms: the 20th of the month after the day of issue. */
const twentiethOfNextMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 20)).toISOString().slice(0, 10);
};

type Placed = OrderDetailJson & { order_number: string };

/** Places an order on account through the storefront's API as the signed-in buyer. */
async function placeOnAccount(page: Page): Promise<Placed> {
  await emptyCart(page);
  const product = await simpleProduct(page);
  await api<CartJson>(page, 'POST', '/api/cart', { id: product.id, qty: 2, variant_id: 0 });
  await api(page, 'POST', '/api/checkout/shipping', { shipping_info: { ...SHIPPING, purchase_order_no: `PO-INV-${Date.now().toString(36)}` } });
  const { notes: _notes, purchase_order_no: _po, ...billing } = SHIPPING;
  await api(page, 'POST', '/api/checkout/billing', { billing_info: billing });
  const payment = await api<PaymentResponseJson>(page, 'POST', '/api/payment/account');
  const id = /\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1];
  if (!payment.success || !id) throw new Error(`order not placed: ${JSON.stringify(payment)}`);
  const order = (await api<{ data: OrderDetailJson }>(page, 'GET', `/api/order-history/${id}`)).data;
  if (order.order_number === null) throw new Error(`order ${id} placed without a number`);
  return { ...order, order_number: order.order_number };
}

/** The desk's warehouse member moves the order to processing, then dispatches it, through the back office's API. */
async function dispatch(staffPage: Page, orderId: number): Promise<void> {
  await signInStaff(staffPage, E2E_STAFF.dispatch);
  const token = (await staffPage.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.path === '/admin')?.value ?? '';
  const headers = { 'x-xsrf-token': decodeURIComponent(token), 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };
  for (const data of [{ status: 'processing' }, { status: 'dispatched', carrier: CARRIER, tracking_ref: `NZC-INV-${orderId}` }]) {
    const moved = await staffPage.request.post(`/admin/api/orders/${orderId}/status`, { headers, data });
    expect(moved.status(), `${data.status}: ${await moved.text()}`).toBe(200);
  }
}

/** Every invoice of the signed-in buyer's account, through the API. */
async function allInvoices(page: Page): Promise<InvoiceSummaryJson[]> {
  const found: InvoiceSummaryJson[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const answer = await api<InvoiceListResponse>(page, 'GET', `/api/invoices?per_page=100&page=${pageNumber}`);
    found.push(...answer.data);
    if (pageNumber >= answer.meta.last_page) return found;
  }
}

/** The download's suggested name and whether the file is a PDF. */
async function pdfOf(download: Download): Promise<{ name: string; start: string }> {
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), start: bytes.subarray(0, 5).toString('latin1') };
}

test('a guest asking for the invoices is sent to sign in', async ({ page }) => {
  await page.goto('/my-account/invoices');
  await expect(page).toHaveURL(/\/login/);
});

test('the buyer finds the invoice of an order dispatched on account, with its due date and the balance, and downloads its PDF', async ({ page, browser }) => {
  // A back-office sign-in may wait for the next 30-second code: more than a minute on a loaded 2-core machine.
  test.setTimeout(180_000);
  await signIn(page, BUYER);
  const before = await allInvoices(page);
  if (before.length === 0) {
    // The store's first run: nothing issued yet, and the page says what issues an invoice.
    await gotoHydrated(page, '/my-account/invoices');
    await expect(page.getByText('Nothing is owed', { exact: true })).toBeVisible();
    await expect(page.getByText('No invoices yet. An invoice is issued when an order on account is dispatched, or when a card payment goes through.')).toBeVisible();
  }

  const order = await placeOnAccount(page);
  // No invoice before dispatch: the order's page links none.
  await gotoHydrated(page, `/order-history/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Tax invoice/ })).toHaveCount(0);

  const staffContext = await browser.newContext();
  await dispatch(await staffContext.newPage(), order.id);
  await staffContext.close();

  const invoices = await allInvoices(page);
  const invoice = invoices.find((candidate) => candidate.order_id === order.id);
  if (!invoice) throw new Error(`no invoice for order ${order.order_number}`);
  expect(invoice.invoice_number).toMatch(/^INV-\d+$/);
  expect(invoice.due_at).toBe(twentiethOfNextMonth(nzToday()));
  const owedCents = invoices.reduce((sum, each) => sum + each.balance, 0);
  const overdueCents = invoices.filter((each) => each.status === 'overdue').reduce((sum, each) => sum + each.balance, 0);

  // My Account → Invoices from the Quick Links.
  await gotoHydrated(page, '/my-account');
  await page.getByRole('region', { name: 'Quick Links' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/my-account\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Account balance' });
  await expect(balance.getByText(`You owe ${formatCents(owedCents)}`, { exact: true })).toBeVisible();
  if (overdueCents === 0) await expect(balance).not.toContainText('overdue');
  else await expect(balance.getByText(`of which ${formatCents(overdueCents)} is overdue`, { exact: true })).toBeVisible();

  const table = page.getByRole('table', { name: 'All invoices' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: invoice.invoice_number, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: order.order_number, exact: true })).toHaveAttribute('href', `/order-history/${order.id}`);
  await expect(row.getByRole('cell', { name: dayWords(nzToday()), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: dayWords(invoice.due_at ?? ''), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: formatCents(order.total), exact: true })).toHaveCount(2); // total and balance
  await expect(row.getByRole('cell', { name: 'Unpaid', exact: true })).toBeVisible();
  expect(await seriousAxeFindings(page), '/my-account/invoices').toEqual([]);

  // The filter keeps its choice in the address: unpaid holds the invoice, paid and overdue do not. Keyboard
  // alone after the first click: Shift+Tab back to 'Overdue', then 'Unpaid', each with Enter.
  const filter = page.getByRole('navigation', { name: 'Show invoices' });
  const filterLink = (name: string) => filter.getByRole('link', { name, exact: true });
  await filterLink('Paid').click();
  await expect(page).toHaveURL(/\?status=paid$/);
  await expect(filterLink('Paid')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No paid invoices.', { exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: invoice.invoice_number, exact: true })).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(filterLink('Overdue')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?status=overdue$/);
  if (overdueCents === 0) await expect(page.getByText('No overdue invoices.', { exact: true })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(filterLink('Unpaid')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?status=unpaid$/);
  const unpaidRow = page
    .getByRole('table', { name: 'Unpaid invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: invoice.invoice_number, exact: true }) });
  const pdfLink = unpaidRow.getByRole('link', { name: `Download PDF of ${invoice.invoice_number}`, exact: true });
  await expect(pdfLink).toBeVisible();
  await tabTo(page, pdfLink);
  const [fromList] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(await pdfOf(fromList)).toEqual({ name: `${invoice.invoice_number}.pdf`, start: '%PDF-' });

  // 375 px: nothing cut off, nothing scrolling sideways; the rows are labelled lines.
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/my-account/invoices');
  await expect(row.getByRole('link', { name: `Download PDF of ${invoice.invoice_number}`, exact: true })).toBeVisible();
  expect(await sidewaysProblems(page), '/my-account/invoices at 375 px').toEqual([]);
  expect(await seriousAxeFindings(page), '/my-account/invoices at 375 px').toEqual([]);

  // This month's statement so far, from the Statements list (issue #28 Part 3).
  const statementLink = page.getByRole('region', { name: 'Statements' }).getByRole('link', { name: /\(so far\) statement \(PDF\)$/ });
  const [statement] = await Promise.all([page.waitForEvent('download'), statementLink.click()]);
  expect(await pdfOf(statement)).toEqual({ name: `Statement-${BUYER.accountNumber}-${nzToday().slice(0, 7)}.pdf`, start: '%PDF-' });

  // The order's page links the invoice's PDF.
  await row.getByRole('link', { name: order.order_number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order-history/${order.id}$`));
  const invoiceLink = page.getByRole('link', { name: `Tax invoice ${invoice.invoice_number} (PDF)`, exact: true });
  await expect(invoiceLink).toHaveAttribute('href', `/api/invoices/${invoice.id}.pdf`);
  expect(await sidewaysProblems(page), '/order-history/{id} at 375 px').toEqual([]);
  expect(await seriousAxeFindings(page), '/order-history/{id}').toEqual([]);
  const [fromOrder] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
  expect(await pdfOf(fromOrder)).toEqual({ name: `${invoice.invoice_number}.pdf`, start: '%PDF-' });
});
