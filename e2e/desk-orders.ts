// The back office's order-page specs (issue #30: desk, shipments, changes): an order placed on account by
// the desk's own buyer (E2E Desk Care, whose orders no spec counts), the order page's facts, and the lines
// table's box settled at a new width.
import type { Page } from '@playwright/test';
import type { CartJson } from '../src/shared/schemas/cart.ts';
import type { OrderDetailJson, PaymentResponseJson } from '../src/shared/schemas/orders.ts';
import type { ProductJson } from '../src/shared/schemas/catalogue.ts';
import { aucklandShipping, billingOf } from './addresses.ts';
import { api, E2E_BUYERS, expect, simpleProduct } from './fixtures.ts';

export const DESK_BUYER = E2E_BUYERS.desk;

export type DeskOrder = { id: number; number: string; products: ProductJson[] };

/**
 * Places an order on account through the storefront's API as the signed-in desk buyer: of each quantity,
 * one of the catalogue's simple products in turn (the first, the second…), with a PO naming `label`.
 */
export async function placeDeskOrder(page: Page, quantities: readonly number[], label: string): Promise<DeskOrder> {
  const products: ProductJson[] = [];
  for (const [index, qty] of quantities.entries()) {
    const product = await simpleProduct(page, index);
    products.push(product);
    await api<CartJson>(page, 'POST', '/api/cart', { id: product.id, qty, variant_id: 0 });
  }
  const shipping = aucklandShipping({ first_name: 'Dee', last_name: 'Desk', company: 'E2E Desk Care', email: DESK_BUYER.email, line_1: '30 Desk Lane', purchase_order_no: `PO-${label}` });
  await api(page, 'POST', '/api/checkout/shipping', { shipping_info: shipping });
  await api(page, 'POST', '/api/checkout/billing', { billing_info: billingOf(shipping) });
  const payment = await api<PaymentResponseJson>(page, 'POST', '/api/payment/account');
  const id = Number(/\/checkout\/confirmation\/(\d+)/.exec(payment.url ?? '')?.[1]);
  const order = (await api<{ data: OrderDetailJson }>(page, 'GET', `/api/order-history/${id}`)).data;
  expect(order.items.map((item) => [item.sku, item.qty])).toEqual(products.map((product, index) => [product.sku, quantities[index]]));
  return { id, number: order.order_number ?? '', products };
}

/**
 * Waits until the lines table's box has measured itself at the new width (a ResizeObserver): a named
 * region that scrolls while the table is wider than it, a plain box once it fits.
 */
export async function scrollBoxSettled(page: Page): Promise<void> {
  const box = page.locator('.admin-table-scroll');
  await expect.poll(() => box.evaluate((element) => element.scrollWidth > element.clientWidth + 1 === (element.getAttribute('role') === 'region'))).toBe(true);
}

/** One of the order page's facts ('Status', 'Shipments'…) by its term. */
export const orderFact = (page: Page, term: string) => page.locator('.admin-facts > div').filter({ has: page.getByText(term, { exact: true }) }).locator('dd');
