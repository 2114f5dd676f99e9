// issue #17: the buyer follows an order the merchant's staff dispatched, in Order History and on the
// order's page, in words. The order was dispatched by the fulfilment service before the store started
// (e2e/fulfilment-setup.ts).
import type { OrderHistoryResponse } from '../src/shared/schemas/orders.ts';
import { FULFILMENT_CARRIER, FULFILMENT_TRACKING_REF } from './fulfilment-setup.ts';
import { api, E2E_BUYERS, expect, signIn, test } from './fixtures.ts';

// The day as a New Zealand buyer reads it ('26 Nov'), worked out here rather than by the page's own code.
const dayFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', timeZone: 'Pacific/Auckland' });

test('a dispatched order reads "Dispatched <day> · carrier · tracking reference" in Order History and on its page', async ({ page }) => {
  await signIn(page, E2E_BUYERS.fulfilment);
  const [order] = (await api<OrderHistoryResponse>(page, 'GET', '/api/order-history')).data;
  expect(order).toMatchObject({ fulfilment_status: 'dispatched', carrier: FULFILMENT_CARRIER, tracking_ref: FULFILMENT_TRACKING_REF, delivered_at: null });
  const words = `Dispatched ${dayFormat.format(new Date(order?.dispatched_at ?? ''))} · ${FULFILMENT_CARRIER} · ${FULFILMENT_TRACKING_REF}`;

  await page.goto('/order-history');
  const row = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: order?.order_number ?? '' });
  await expect(row.getByRole('cell', { name: words, exact: true })).toBeVisible();

  await row.getByRole('link', { name: /View Order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order-history/${order?.id}$`));
  // issue #26 item 12: Status is where the order is on its way; how it was paid is Payment.
  const status = page.locator('.order-facts div').filter({ has: page.getByText('Status', { exact: true }) });
  await expect(status.locator('dd')).toHaveText(words);
  const payment = page.locator('.order-facts div').filter({ has: page.getByText('Payment', { exact: true }) });
  await expect(payment.locator('dd')).toHaveText('Placed on account');
});
