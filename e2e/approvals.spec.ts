// Issue #29 Part 1: a buyer with a limit of $50.00 an order checks out a cart over it; checkout says why and
// 'Confirm Order' reads 'Send for approval'; the order waits on its request's page. The manager opens the
// link in the e-mail, approves, and the order is in the buyer's Order History, for the later delivery day
// the buyer chose at checkout. The request's page fits
// 375 px and has no serious axe finding. Its own account (900029), whose buyer is made here by invitation.
import type { Browser, Page } from '@playwright/test';
import { deliveryDayWords } from '../src/shared/delivery-words.ts';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import { aucklandShipping, billingOf } from './addresses.ts';
import { api, E2E_BUYERS, emptyCart, expect, gotoHydrated, signIn, simpleProduct, test } from './fixtures.ts';
import { newColleague } from './invitations.ts';
import { mailTo } from './outbox.ts';
import { seriousAxeFindings } from './page-checks.ts';
import { sidewaysProblems } from './screen-fit.ts';

const MANAGER = E2E_BUYERS.approvals;
const SHIPPING = aucklandShipping({
  first_name: 'Ari',
  last_name: 'Colleague',
  company: 'E2E Approvals Care',
  email: 'approvals@example.test',
  line_1: '29 Approval Road',
  purchase_order_no: 'PO-APPROVE-1',
});

/** '2026-12-04' → 'Fri 4 Dec', as Order History's Delivery column says it. */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-NZ', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)).replace(',', '');

async function pageAs(browser: Browser, user: { email: string; password: string; accountNumber: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

test('a buyer over their limit sends the order for approval; the manager approves from the e-mail and it is in Order History', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, MANAGER);
  const colleague = await newColleague(page, 'e2e-approval-buyer', 'buyer');
  // The manager gives the new buyer a limit on My Account → Users, in dollars as typed.
  await gotoHydrated(page, '/my-account/users');
  const row = page.getByRole('listitem').filter({ hasText: colleague.email });
  await row.getByRole('button', { name: `Edit limits of ${colleague.email}` }).click();
  const form = page.getByRole('form', { name: `Spending limits of ${colleague.email}` });
  await form.getByLabel('Limit an order ($)').fill('12.345');
  await form.getByRole('button', { name: 'Save limits' }).click();
  await expect(form.getByText('The limit an order may have at most 2 decimals (the cents), e.g. 22.49.')).toBeVisible();
  await form.getByLabel('Limit an order ($)').fill('50');
  await form.getByRole('button', { name: 'Save limits' }).click();
  await expect(row.getByText('Limits: $50.00 an order (excl. GST)')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/my-account/users');
  expect(await sidewaysProblems(page), '/my-account/users at 375 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  const buyer = await pageAs(browser, { ...colleague, accountNumber: MANAGER.accountNumber });
  await emptyCart(buyer);
  const product = await simpleProduct(buyer);
  const cart = await api<CartJson>(buyer, 'POST', '/api/cart', { id: product.id, qty: Math.ceil(6_000 / (product.price ?? 1)), variant_id: 0 });
  expect(cart.summary.sub_total).toBeGreaterThan(5_000);
  await api(buyer, 'POST', '/api/checkout/shipping', { shipping_info: SHIPPING });
  await api(buyer, 'POST', '/api/checkout/billing', { billing_info: billingOf(SHIPPING) });

  await gotoHydrated(buyer, '/checkout');
  // The buyer takes the zone's second delivery day rather than the first.
  const dayChoice = buyer.getByLabel('Delivery', { exact: true });
  await expect(dayChoice.locator('option').nth(1)).toBeAttached();
  const chosenDay = (await dayChoice.locator('option').nth(1).getAttribute('value')) ?? '';
  await dayChoice.selectOption(chosenDay);
  await buyer.getByRole('button', { name: 'NEXT STEP' }).click();
  await expect(buyer.getByRole('heading', { name: /Billing Information/ })).toBeFocused();
  await buyer.getByRole('button', { name: 'Next Step' }).click();
  await expect(buyer.getByRole('heading', { name: /Confirm Order/ })).toBeFocused();
  await expect(buyer.getByText(/over your limit of \$50\.00 an order/)).toBeVisible();
  await expect(buyer.getByText(`Delivery: ${deliveryDayWords(chosenDay)}`, { exact: false })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Confirm Order' })).toHaveCount(0);
  await buyer.getByLabel(/I have read and agree to the Terms and Conditions/).check();
  await buyer.getByRole('button', { name: 'Send for approval', exact: true }).click();
  await buyer.waitForURL(/\/my-account\/approvals\/\d+\?sent=1$/);
  await expect(buyer.getByText('Your order has been sent to your manager for approval.', { exact: false })).toBeVisible();
  await expect(buyer.getByText('Awaiting approval').first()).toBeVisible();
  const approvalPath = new URL(buyer.url()).pathname;

  // At 375 px the request reads whole, and axe finds nothing serious.
  await buyer.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(buyer, approvalPath);
  expect(await sidewaysProblems(buyer)).toEqual([]);
  expect(await seriousAxeFindings(buyer)).toEqual([]);

  // The manager's e-mail links to the request; they approve it there.
  const mail = await mailTo(MANAGER.email, new RegExp(approvalPath.replace(/\//g, '\\/')));
  expect(mail).toContain('over your limit of $50.00 an order');
  await gotoHydrated(page, approvalPath);
  await expect(page.getByRole('heading', { name: 'Your decision' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Approved: order CS-\d+ has been placed/ })).toBeVisible();
  const orderLink = page.getByRole('link', { name: /See order CS-\d+/ });
  await expect(orderLink).toBeVisible();
  const orderNumber = /CS-\d+/.exec((await orderLink.textContent()) ?? '')?.[0] ?? '';

  // Placed on approval for the day the buyer chose.
  await gotoHydrated(buyer, '/order-history');
  const placedRow = buyer.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: orderNumber });
  await expect(placedRow.getByRole('cell', { name: shortDay(chosenDay), exact: true })).toBeVisible();
  await mailTo(colleague.email, new RegExp(`placed as order ${orderNumber}`));
  await buyer.context().close();
});
